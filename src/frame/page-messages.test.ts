// @vitest-environment happy-dom
// What a field does with each of the page's messages: init's settings, look and formatting, the
// detected brand, validate, focus, and submit (one payment at a time, only by the frames that pay).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initMessage } from '../../test/support/frame-init.ts';
import type { FrameField, ToFrameMessage } from '../shared/protocol.ts';
import type { ParentChannel } from './channel.ts';
import { fieldModel } from './model.ts';
import { handlePageMessage } from './page-messages.ts';

type Sent = Parameters<ParentChannel['send']>[0];

// Every setting other than the widget's default, so each one is seen to take effect.
const init = initMessage({
  placeholder: 'Number',
  brands: ['AMEX'],
  siblings: ['cvv', 'expiry'],
  holderRequired: true,
  expiryPast: true,
  cvvRequired: false,
  validate: false,
  submitOnEnter: false,
  scheme: 'dark',
});
const submit: ToFrameMessage = { v: 1, t: 'submit', id: 's1', key: 'k'.repeat(32), fields: {} };

function model(field: FrameField, value = '', registrationId?: string) {
  const input = document.createElement('input');
  document.body.append(input);
  input.value = value;
  const sent: Sent[] = [];
  const channel: ParentChannel = { send: (message) => sent.push(message), onMessage: () => {}, announce: () => {} };
  const f = fieldModel({ win: window, parentOrigin: 'https://shop.test', input, field, checkoutId: 'c1', channel, registrationId });
  return { f, input, sent };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('handlePageMessage', () => {
  it("init: keeps the page's settings, applies its look and formats what is there, telling the page nothing", () => {
    const { f, input, sent } = model('cardNumber', '377777777777770');
    handlePageMessage(f, init);
    expect(f).toMatchObject({
      accepted: ['AMEX'],
      siblings: ['cvv', 'expiry'],
      holderRequired: true,
      expiryPast: true,
      cvvRequired: false,
      validate: false,
      formatting: true,
      submitOnEnter: false,
    });
    expect(input.getAttribute('aria-label')).toBe('Card number');
    expect(document.documentElement.dataset.scheme).toBe('dark');
    expect(input.value).toBe('3777 777777 77770');
    expect(sent).toEqual([]);
  });

  it('brand: formats the code for it and reports the state, only when there is a value', () => {
    const empty = model('cvv');
    handlePageMessage(empty.f, { v: 1, t: 'brand', brand: 'AMEX' });
    expect(empty.f.brand).toBe('AMEX');
    expect(empty.sent).toEqual([]);
    const typed = model('cvv', '1234');
    handlePageMessage(typed.f, { v: 1, t: 'brand', brand: 'MASTER' });
    expect(typed.input.value).toBe('123');
    expect(typed.sent).toEqual([{ t: 'state', field: 'cvv', trigger: 'input', valid: true, empty: false, error: null }]);
  });

  it('validate: reports the state and marks the input; focus: takes the focus', () => {
    const { f, input, sent } = model('expiry');
    handlePageMessage(f, { v: 1, t: 'validate' });
    expect(sent).toEqual([{ t: 'state', field: 'expiry', trigger: 'validate', valid: false, empty: true, error: 'expiryEmptyError' }]);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    handlePageMessage(f, { v: 1, t: 'focus' });
    expect(document.activeElement).toBe(input);
  });

  it('submit: the number frame and a stored card code frame pay, one payment at a time; other fields do nothing', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ result: { code: '000.100.110' } })));
    window.fetch = fetch as unknown as typeof window.fetch;
    const number = model('cardNumber', '4200000000000000');
    number.f.submitting = true;
    handlePageMessage(number.f, submit);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    number.f.submitting = false;
    handlePageMessage(number.f, submit);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    const stored = model('cvv', '123', 'r1');
    handlePageMessage(stored.f, submit);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(2);
    for (const field of ['cvv', 'expiry', 'cardHolder'] as const) {
      const other = model(field, '123');
      handlePageMessage(other.f, submit);
      await settle();
      expect(other.sent).toEqual([]);
    }
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
