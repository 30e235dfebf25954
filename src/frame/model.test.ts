// @vitest-environment happy-dom
// The field the parts share: its defaults before the page's init, its checks under what the page
// said, the state it reports (never a digit) and the value it hands the number frame.
import { describe, expect, it } from 'vitest';
import type { FrameField } from '../shared/protocol.ts';
import type { ParentChannel } from './channel.ts';
import { checkField, fieldModel, readField, reportState } from './model.ts';

type Sent = Parameters<ParentChannel['send']>[0];

function model(field: FrameField, value = '') {
  const input = document.createElement('input');
  input.value = value;
  const sent: Sent[] = [];
  const announced: string[] = [];
  const channel: ParentChannel = { send: (message) => sent.push(message), onMessage: () => {}, announce: (text) => announced.push(text) };
  const f = fieldModel({ win: window, parentOrigin: 'https://shop.test', input, field, checkoutId: 'c1', channel });
  return { f, input, sent, announced };
}

describe('fieldModel', () => {
  it('starts from the defaults the page has not yet changed, keeping what its frame gave it', () => {
    const { f, input } = model('cvv');
    expect(f).toMatchObject({
      input,
      field: 'cvv',
      checkoutId: 'c1',
      accepted: [],
      brand: null,
      cvvRequired: true,
      holderRequired: false,
      expiryPast: false,
      formatting: true,
      siblings: [],
      validate: true,
      submitOnEnter: true,
      submitting: false,
    });
  });
});

describe('checkField', () => {
  it("checks the value by its field's kind under the page's settings", () => {
    const code = model('cvv');
    expect(checkField(code.f)).toEqual({ valid: false, empty: true, error: 'cvvEmptyError' });
    code.f.cvvRequired = false;
    expect(checkField(code.f)).toEqual({ valid: true, empty: true, error: null });
    const number = model('cardNumber', '4200 0000 0000 0000');
    number.f.accepted = ['MASTER'];
    expect(checkField(number.f)).toMatchObject({ valid: false, error: 'cardBrandNotAcceptedError', brand: 'VISA' });
  });
});

describe('reportState', () => {
  it('sends the state with its trigger and marks the input invalid on blur and validate only', () => {
    const { f, input, sent } = model('cardNumber', '4200');
    reportState(f, 'input');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    reportState(f, 'blur');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sent.map((m) => m.t === 'state' && m.trigger)).toEqual(['input', 'blur']);
    expect(JSON.stringify(sent)).not.toContain('4200');
    input.value = '4200000000000000';
    reportState(f, 'validate');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(sent.at(-1)).toMatchObject({ t: 'state', field: 'cardNumber', trigger: 'validate', valid: true, brand: 'VISA' });
  });
});

describe('readField', () => {
  it('gives the code as its digits, other values trimmed, with their validity', () => {
    expect(readField(model('cvv', '12 3').f)).toEqual({ value: '123', valid: false });
    expect(readField(model('cardHolder', ' Jane Doe  ').f)).toEqual({ value: 'Jane Doe', valid: true });
    expect(readField(model('expiry', '').f)).toEqual({ value: '', valid: false });
  });
});

describe("the original's messages to the page", () => {
  it('says iframeCommunication::setIsValid with the event, validity and emptiness of each report, and no digit', () => {
    const { f, input, announced } = model('cardNumber');
    reportState(f, 'input');
    input.value = '4200 0000 0000 0000';
    reportState(f, 'input');
    reportState(f, 'blur');
    input.value = '4200';
    reportState(f, 'validate');
    expect(announced.map((text) => JSON.parse(text))).toEqual([
      { method: 'iframeCommunication::setIsValid', params: { eventType: 'keydown', isValid: false, isEmpty: true } },
      { method: 'iframeCommunication::setIsValid', params: { eventType: 'keydown', isValid: true, isEmpty: false } },
      { method: 'iframeCommunication::setIsValid', params: { eventType: 'onChange', isValid: true, isEmpty: false } },
      { method: 'iframeCommunication::setIsValid', params: { eventType: 'forcedBlur', isValid: false, isEmpty: false } },
    ]);
    expect(announced.join('')).not.toMatch(/4200/);
  });
});
