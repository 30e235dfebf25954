// @vitest-environment happy-dom
// The input's formatting as the shopper types: the value its kind gives, the caret after the same
// digit, and nothing touched when the value is already as it should read.
import { describe, expect, it } from 'vitest';
import type { FrameField } from '../shared/protocol.ts';
import type { ParentChannel } from './channel.ts';
import { fieldModel } from './model.ts';
import { reformat } from './typing.ts';

const channel: ParentChannel = { send: () => {}, onMessage: () => {}, announce: () => {} };

function typed(field: FrameField, value: string, caret = value.length) {
  const input = document.createElement('input');
  input.value = value;
  input.setSelectionRange(caret, caret);
  const f = fieldModel({ win: window, parentOrigin: 'https://shop.test', input, field, checkoutId: 'c1', channel });
  return { f, input };
}

describe('reformat', () => {
  it("groups the number at its scheme's gaps, the caret at the end when it was there", () => {
    const { f, input } = typed('cardNumber', '377777777777770');
    reformat(f);
    expect(input.value).toBe('3777 777777 77770');
    expect(input.selectionStart).toBe(17);
  });

  it('keeps the caret after the same digit when separators come in before it', () => {
    // the caret after the sixth digit of eight, typed in the middle
    const { f, input } = typed('cardNumber', '42000000', 6);
    reformat(f);
    expect(input.value).toBe('4200 0000');
    expect(input.selectionStart).toBe(7);
  });

  it('leaves the value and the caret alone when it already reads as it should', () => {
    const { f, input } = typed('cardNumber', '4200 00', 2);
    reformat(f);
    expect(input.value).toBe('4200 00');
    expect(input.selectionStart).toBe(2);
  });

  it('groups nothing with numberFormatting: false, and never formats the holder', () => {
    const number = typed('cardNumber', '4200 0000');
    number.f.formatting = false;
    reformat(number.f);
    expect(number.input.value).toBe('42000000');
    const holder = typed('cardHolder', '  jane  ');
    reformat(holder.f);
    expect(holder.input.value).toBe('  jane  ');
  });

  it('cuts the code to the length of the brand the page detected', () => {
    const { f, input } = typed('cvv', '1234');
    f.brand = 'VISA';
    reformat(f);
    expect(input.value).toBe('123');
  });

  it('lets the shopper delete the separator of the expiry', () => {
    const typing = typed('expiry', '12');
    reformat(typing.f);
    expect(typing.input.value).toBe('12 / ');
    const deleting = typed('expiry', '12');
    reformat(deleting.f, true);
    expect(deleting.input.value).toBe('12');
  });
});
