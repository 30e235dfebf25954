// @vitest-environment happy-dom
// One field in its frame, from the outside: what the shopper's typing, the page's messages and a
// submission make it do to its input, send the page and POST to the gateway.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initMessage } from '../../test/support/frame-init.ts';
import type { FrameField, ToFrameMessage, Unversioned } from '../shared/protocol.ts';
import type { ParentChannel } from './channel.ts';
import { startField } from './field.ts';
import type { FieldDeps } from './model.ts';
import type { SiblingValue } from './sibling.ts';

type Sent = Parameters<ParentChannel['send']>[0];

const init = initMessage;

const GATEWAY_ANSWER = { id: 'p1', result: { code: '000.100.110', description: 'ok' }, card: { bin: '420000', last4Digits: '0000' } };

function setUp(field: FrameField, deps: Partial<FieldDeps> = {}) {
  const input = document.createElement('input');
  document.body.append(input);
  const sent: Sent[] = [];
  let handler: ((message: ToFrameMessage) => void) | undefined;
  const channel: ParentChannel = { send: (message) => sent.push(message), onMessage: (h) => (handler = h), announce: () => {} };
  const handle = startField({ win: window, parentOrigin: 'https://shop.test', input, field, checkoutId: 'c1', channel, ...deps });
  const page = (message: Unversioned<ToFrameMessage>) => handler?.({ v: 1, ...message } as ToFrameMessage);
  const type = (value: string, inputType = 'insertText') => {
    input.value = value;
    input.setSelectionRange(value.length, value.length);
    input.dispatchEvent(new InputEvent('input', { inputType }));
  };
  return { input, sent, page, type, handle };
}

/** The gateway: answers every POST with `answer`, after `gate` resolves when one is given. */
function gateway(answer: unknown = GATEWAY_ANSWER, gate?: Promise<void>) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    await gate;
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  window.fetch = fetch as unknown as typeof window.fetch;
  const posted = (call = 0) => {
    const [url, init] = fetch.mock.calls[call] ?? [];
    return { url, headers: init?.headers, body: Object.fromEntries(new URLSearchParams(String(init?.body))) };
  };
  return { fetch, posted };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const results = (sent: Sent[]) => sent.filter((m) => m.t === 'result');

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('a field frame starting', () => {
  it('tells the page it is ready, and nothing else, before the page speaks', () => {
    const { sent } = setUp('cardNumber');
    expect(sent).toEqual([{ t: 'ready', field: 'cardNumber' }]);
  });

  it('takes the label, placeholder, look and colour scheme from init, and formats what is there', () => {
    const { input, page } = setUp('cardNumber');
    input.value = '4200000000000000';
    page(init({ css: { input: { color: 'rgb(1, 2, 3)' }, placeholder: {} }, scheme: 'dark' }));
    expect(input.getAttribute('aria-label')).toBe('Card number');
    expect(input.placeholder).toBe('•••• •••• •••• ••••');
    expect(input.style.getPropertyValue('color')).toBe('rgb(1, 2, 3)');
    expect(document.documentElement.dataset.scheme).toBe('dark');
    expect(input.value).toBe('4200 0000 0000 0000');
    expect(input.type).toBe('text');
  });

  it('masks the code with maskCvv, and only the code', () => {
    const code = setUp('cvv');
    code.page(init({ mask: true }));
    expect(code.input.type).toBe('password');
    const number = setUp('cardNumber');
    number.page(init({ mask: true }));
    expect(number.input.type).toBe('text');
  });

  it('adds the page placeholder look as a rule of the frame stylesheet', () => {
    const style = document.createElement('style');
    document.head.append(style);
    const { page } = setUp('cardNumber');
    page(init({ css: { input: {}, placeholder: { color: 'red' } } }));
    const sheet = document.styleSheets[0];
    expect(sheet?.cssRules[sheet.cssRules.length - 1]?.cssText).toContain('color: red');
    style.remove();
  });

  it('leaves the number unformatted with numberFormatting: false', () => {
    const { input, page, type } = setUp('cardNumber');
    page(init({ formatting: false }));
    type('4200 0000 0000 0000');
    expect(input.value).toBe('4200000000000000');
  });
});

describe('a field as the shopper types', () => {
  it('groups the number and reports validity, brand and candidates, never a digit', () => {
    const { input, sent, page, type } = setUp('cardNumber');
    page(init());
    type('42000000');
    expect(input.value).toBe('4200 0000');
    expect(input.selectionStart).toBe(9);
    expect(sent.at(-1)).toEqual({
      t: 'state',
      field: 'cardNumber',
      trigger: 'input',
      valid: false,
      empty: false,
      error: 'cardNumberError',
      brand: 'VISA',
      candidates: ['VISA'],
    });
    // While typing the field is not marked invalid; blur is the shopper's last word.
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('keeps the caret after the same digit when a separator comes in before it', () => {
    const { input, page } = setUp('cardNumber');
    page(init());
    input.value = '42000';
    // the caret after the fifth digit, where the shopper typed it
    input.setSelectionRange(5, 5);
    input.value = '420001';
    input.setSelectionRange(5, 5);
    input.dispatchEvent(new InputEvent('input', { inputType: 'insertText' }));
    expect(input.value).toBe('4200 01');
    expect(input.selectionStart).toBe(6);
  });

  it('lets the shopper delete the expiry separator', () => {
    const { input, page, type } = setUp('expiry');
    page(init({ label: 'Expiry' }));
    type('12 / 3');
    expect(input.value).toBe('12 / 3');
    type('12 /', 'deleteContentBackward');
    expect(input.value).toBe('12');
  });

  it('reports focus, then blur followed by the state, marking an invalid field', () => {
    const { input, sent, page, type } = setUp('cardNumber');
    page(init());
    type('4200');
    sent.length = 0;
    input.dispatchEvent(new FocusEvent('focus'));
    input.dispatchEvent(new FocusEvent('blur'));
    expect(sent.map((m) => m.t)).toEqual(['focus', 'blur', 'state']);
    expect(sent[2]).toMatchObject({ trigger: 'blur', valid: false });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('turns Enter into the page submitting, unless disableSubmitOnEnter', () => {
    const on = setUp('cardNumber');
    on.page(init());
    const enter = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    on.input.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(on.sent.at(-1)).toEqual({ t: 'enter', field: 'cardNumber' });
    const off = setUp('cardNumber');
    off.page(init({ submitOnEnter: false }));
    const quiet = new KeyboardEvent('keydown', { key: 'Enter', cancelable: true });
    off.input.dispatchEvent(quiet);
    expect(quiet.defaultPrevented).toBe(true);
    expect(off.sent.map((m) => m.t)).toEqual(['ready']);
  });
});

describe("a field and the page's messages", () => {
  it('cuts the code to the brand the page detected, reporting it when there is one', () => {
    const { input, sent, page, type } = setUp('cvv');
    page(init({ label: 'CVV' }));
    type('1234');
    expect(input.value).toBe('1234');
    sent.length = 0;
    page({ t: 'brand', brand: 'VISA' });
    expect(input.value).toBe('123');
    expect(sent).toEqual([{ t: 'state', field: 'cvv', trigger: 'input', valid: true, empty: false, error: null }]);
    const empty = setUp('cvv');
    empty.page(init());
    empty.sent.length = 0;
    empty.page({ t: 'brand', brand: 'AMEX' });
    expect(empty.sent).toEqual([]);
  });

  it('reports the state on validate and marks the field', () => {
    const { input, sent, page } = setUp('cvv');
    page(init());
    page({ t: 'validate' });
    expect(sent.at(-1)).toEqual({ t: 'state', field: 'cvv', trigger: 'validate', valid: false, empty: true, error: 'cvvEmptyError' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('takes the focus when the page asks', () => {
    const { input, page } = setUp('cardHolder');
    page({ t: 'focus' });
    expect(document.activeElement).toBe(input);
  });
});

describe('the number frame submitting', () => {
  const submit = { t: 'submit', id: 's1', key: 'k'.repeat(32), fields: { paymentBrand: 'VISA', 'customer.email': 'a@b.test' } } as const;

  it('posts the number, the page fields, the siblings values and the browser data to its own origin', async () => {
    const { posted } = gateway();
    const values: Partial<Record<FrameField, SiblingValue>> = {
      cvv: { value: '123', valid: true },
      expiry: { value: '12 / 30', valid: true },
      cardHolder: { value: 'Jane Doe', valid: true },
    };
    const { input, sent, page, type } = setUp('cardNumber', { readDriven: (field) => values[field] });
    page(init({ siblings: ['cvv', 'expiry', 'cardHolder'] }));
    type('4200000000000000');
    page(submit);
    await settle();
    const { url, headers, body } = posted();
    expect(url).toBe('/v1/checkouts/c1/payment');
    expect(headers).toMatchObject({ 'X-Widget-Origin': 'https://shop.test', 'Idempotency-Key': submit.key });
    expect(Object.keys(body)).toEqual([
      'paymentBrand',
      'customer.email',
      'card.number',
      'card.cvv',
      'card.expiryMonth',
      'card.expiryYear',
      'card.holder',
      'customer.browser.language',
      'customer.browser.screenHeight',
      'customer.browser.screenWidth',
      'customer.browser.timezone',
      'customer.browser.userAgent',
      'customer.browser.javaEnabled',
      'customer.browser.screenColorDepth',
    ]);
    expect(body).toMatchObject({
      paymentBrand: 'VISA',
      'card.number': '4200000000000000',
      'card.cvv': '123',
      'card.expiryMonth': '12',
      'card.expiryYear': '2030',
      'card.holder': 'Jane Doe',
    });
    expect(results(sent)).toEqual([
      {
        t: 'result',
        id: 's1',
        outcome: { kind: 'final', resourcePath: '/v1/checkouts/c1/payment', code: '000.100.110', description: 'ok', bin: '420000', last4: '0000' },
      },
    ]);
    expect(input.readOnly).toBe(true);
  });

  it('refuses an invalid number without posting, and reports the field', async () => {
    const { fetch } = gateway();
    const { sent, page, type } = setUp('cardNumber');
    page(init());
    type('4200000000000001');
    sent.length = 0;
    page(submit);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(sent.map((m) => m.t)).toEqual(['state', 'result']);
    expect(sent[0]).toMatchObject({ trigger: 'validate', valid: false });
    expect(sent[1]).toEqual({ t: 'result', id: 's1', outcome: { kind: 'failed', reason: 'invalidCard' } });
  });

  it('with validation: false lets the gateway judge any number, but not none', async () => {
    const { fetch, posted } = gateway();
    const { sent, page, type } = setUp('cardNumber');
    page(init({ validate: false }));
    page(submit);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(results(sent).at(-1)).toMatchObject({ outcome: { kind: 'failed', reason: 'invalidCard' } });
    type('4200000000000001');
    page({ ...submit, fields: {} });
    await settle();
    expect(posted().body).toMatchObject({ 'card.number': '4200000000000001', paymentBrand: 'VISA' });
  });

  it('tells an invalid sibling from one that did not answer', async () => {
    const { fetch } = gateway();
    const invalid = setUp('cardNumber', { readDriven: () => ({ value: '1', valid: false }) });
    invalid.page(init({ siblings: ['cvv'] }));
    invalid.type('4200000000000000');
    invalid.page(submit);
    await settle();
    expect(results(invalid.sent)).toEqual([{ t: 'result', id: 's1', outcome: { kind: 'failed', reason: 'invalidCard' } }]);
    const silent = setUp('cardNumber', { readDriven: () => null });
    silent.page(init({ siblings: ['cvv'] }));
    silent.type('4200000000000000');
    silent.page(submit);
    await settle();
    expect(results(silent.sent)).toEqual([{ t: 'result', id: 's1', outcome: { kind: 'failed', reason: 'frames' } }]);
    expect(fetch).not.toHaveBeenCalled();
    expect(silent.input.readOnly).toBe(false);
  });

  it("keeps the shopper's co-badged choice where the number allows it, else the detected scheme", async () => {
    const { posted } = gateway();
    const { page, type } = setUp('cardNumber');
    page(init());
    type('4970100000000006');
    page({ ...submit, fields: { paymentBrand: 'CARTEBANCAIRE' } });
    await settle();
    expect(posted(0).body.paymentBrand).toBe('CARTEBANCAIRE');
    page({ ...submit, id: 's2', fields: { paymentBrand: 'MASTER' } });
    await settle();
    expect(posted(1).body.paymentBrand).toBe('VISA');
  });

  it('pays once for a second submit while the first is posting, and unlocks the input on a rejection', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const { fetch } = gateway({ result: { code: '200.300.404', description: 'bad', parameterErrors: [{ name: 'customer.email' }] } }, gate);
    const { input, sent, page, type } = setUp('cardNumber');
    page(init());
    type('4200000000000000');
    page(submit);
    await settle();
    expect(input.readOnly).toBe(true);
    page({ ...submit, id: 's2' });
    open();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(results(sent)).toEqual([
      { t: 'result', id: 's1', outcome: { kind: 'rejected', code: '200.300.404', description: 'bad', parameters: ['customer.email'] } },
    ]);
    expect(input.readOnly).toBe(false);
  });

  it('submits nothing from a code, expiry or holder frame of a card form', async () => {
    const { fetch } = gateway();
    for (const field of ['cvv', 'expiry', 'cardHolder'] as const) {
      const { sent, page } = setUp(field);
      page(init());
      page(submit);
      await settle();
      expect(results(sent)).toEqual([]);
    }
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("a stored card's code frame submitting", () => {
  const submit = { t: 'submit', id: 's1', key: 'k'.repeat(32), fields: { paymentBrand: 'VISA' } } as const;

  it('posts the registration and the code, with the browser data', async () => {
    const { posted } = gateway();
    const { sent, page, type } = setUp('cvv', { registrationId: 'r1' });
    page(init({ cvvRequired: true }));
    type('123');
    page(submit);
    await settle();
    const { body } = posted();
    expect(Object.keys(body).slice(0, 3)).toEqual(['paymentBrand', 'registrationId', 'card.cvv']);
    expect(body).toMatchObject({ registrationId: 'r1', 'card.cvv': '123' });
    expect(results(sent)).toHaveLength(1);
  });

  it('leaves out an empty code the page does not require, and refuses an invalid one', async () => {
    const { fetch, posted } = gateway();
    const optional = setUp('cvv', { registrationId: 'r1' });
    optional.page(init({ cvvRequired: false }));
    optional.page(submit);
    await settle();
    expect(posted().body).not.toHaveProperty('card.cvv');
    const invalid = setUp('cvv', { registrationId: 'r1' });
    invalid.page(init());
    invalid.type('12');
    invalid.page(submit);
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(invalid.sent.slice(-2).map((m) => m.t)).toEqual(['state', 'result']);
    expect(results(invalid.sent)).toEqual([{ t: 'result', id: 's1', outcome: { kind: 'failed', reason: 'invalidCard' } }]);
  });
});

describe('a field read by the number frame', () => {
  it('gives the code as digits, other fields trimmed, with their validity', () => {
    const code = setUp('cvv');
    code.page(init());
    code.type('123');
    expect(code.handle.read()).toEqual({ value: '123', valid: true });
    const holder = setUp('cardHolder');
    holder.page(init());
    holder.type('  Jane Doe ');
    expect(holder.handle.read()).toEqual({ value: 'Jane Doe', valid: true });
  });
});
