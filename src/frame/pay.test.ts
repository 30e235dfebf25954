// @vitest-environment happy-dom
// The payments: what the number frame and a stored card's code frame post, what they refuse
// without posting, the input locked while the number is paid, and the outcome the page hears.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrameField, ToFrameMessage } from '../shared/protocol.ts';
import type { ParentChannel } from './channel.ts';
import { fieldModel } from './model.ts';
import { payWithCard, payWithStoredCard } from './pay.ts';

type Sent = Parameters<ParentChannel['send']>[0];
type Submit = Extract<ToFrameMessage, { t: 'submit' }>;

const submit = (fields: Record<string, string> = {}): Submit => ({ v: 1, t: 'submit', id: 's1', key: 'k'.repeat(32), fields });

/** The gateway answers every POST with a payment, once `gate` resolves; `posted` reads what was sent. */
function gateway(gate?: Promise<void>) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => {
    await gate;
    return new Response(JSON.stringify({ result: { code: '000.100.110', description: 'ok' } }));
  });
  window.fetch = fetch as unknown as typeof window.fetch;
  const posted = () => Object.fromEntries(new URLSearchParams(String(fetch.mock.calls[0]?.[1].body)));
  return { fetch, posted };
}

function model(field: FrameField, value: string) {
  const input = document.createElement('input');
  input.value = value;
  const sent: Sent[] = [];
  const channel: ParentChannel = { send: (message) => sent.push(message), onMessage: () => {}, announce: () => {} };
  const f = fieldModel({ win: window, parentOrigin: 'https://shop.test', input, field, checkoutId: 'c1', channel });
  f.accepted = ['VISA', 'MASTER'];
  return { f, input, sent };
}

const FINAL = { kind: 'final', resourcePath: '/v1/checkouts/c1/payment', code: '000.100.110', description: 'ok' };

afterEach(() => vi.restoreAllMocks());

describe('payWithCard', () => {
  it("posts the page's fields, the brand, the number and the siblings' values, and locks the input while it pays", async () => {
    let answer = () => {};
    const { fetch, posted } = gateway(new Promise((resolve) => (answer = resolve)));
    const { f, input, sent } = model('cardNumber', '4200 0000 0000 0000');
    f.siblings = ['cvv'];
    f.readDriven = () => ({ value: '123', valid: true });
    const paying = payWithCard(f, submit({ 'customer.email': 'a@b.test' }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(f.submitting).toBe(true);
    expect(input.readOnly).toBe(true);
    answer();
    await paying;
    expect(f.submitting).toBe(false);
    // a final outcome keeps the paid number as it is
    expect(input.readOnly).toBe(true);
    expect(posted()).toMatchObject({ 'customer.email': 'a@b.test', paymentBrand: 'VISA', 'card.number': '4200000000000000', 'card.cvv': '123' });
    expect(sent).toEqual([{ t: 'result', id: 's1', outcome: FINAL }]);
  });

  it('takes the first accepted brand for a number of no known scheme when validation is off', async () => {
    const { posted } = gateway();
    const { f } = model('cardNumber', '1234');
    f.validate = false;
    await payWithCard(f, submit());
    expect(posted()).toMatchObject({ paymentBrand: 'VISA', 'card.number': '1234' });
  });

  it('refuses an invalid number, or none with validation off, without posting', async () => {
    const { fetch } = gateway();
    const invalid = model('cardNumber', '4200 0000 0000 0001');
    await payWithCard(invalid.f, submit());
    expect(invalid.sent).toEqual([
      expect.objectContaining({ t: 'state', trigger: 'validate', valid: false }),
      { t: 'result', id: 's1', outcome: { kind: 'failed', reason: 'invalidCard' } },
    ]);
    const none = model('cardNumber', '');
    none.f.validate = false;
    await payWithCard(none.f, submit());
    expect(none.sent.at(-1)).toEqual({ t: 'result', id: 's1', outcome: { kind: 'failed', reason: 'invalidCard' } });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fails as frames when a sibling is silent, as invalidCard when it is invalid, and posts nothing', async () => {
    const { fetch } = gateway();
    const silent = model('cardNumber', '4200000000000000');
    silent.f.siblings = ['cvv'];
    silent.f.readDriven = () => null;
    await payWithCard(silent.f, submit());
    expect(silent.sent).toEqual([{ t: 'result', id: 's1', outcome: { kind: 'failed', reason: 'frames' } }]);
    const invalid = model('cardNumber', '4200000000000000');
    invalid.f.siblings = ['cvv'];
    invalid.f.readDriven = () => ({ value: '1', valid: false });
    await payWithCard(invalid.f, submit());
    expect(invalid.sent).toEqual([{ t: 'result', id: 's1', outcome: { kind: 'failed', reason: 'invalidCard' } }]);
    expect(fetch).not.toHaveBeenCalled();
    expect(silent.input.readOnly).toBe(false);
  });

  it('is one submission from the moment it asks the siblings, and is no longer one after they refused', async () => {
    const { fetch } = gateway();
    const { f } = model('cardNumber', '4200000000000000');
    f.siblings = ['cvv'];
    // The code is asked of its frame by message: the payment waits for the answer.
    const paying = payWithCard(f, submit());
    expect(f.submitting).toBe(true);
    await paying;
    // No such frame here, so no answer: the frames failed, and the next press may try again.
    expect(f.submitting).toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('unlocks the input when the payment did not go through', async () => {
    window.fetch = vi.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof window.fetch;
    const { f, input, sent } = model('cardNumber', '4200000000000000');
    await payWithCard(f, submit());
    expect(input.readOnly).toBe(false);
    expect(f.submitting).toBe(false);
    expect(sent).toEqual([{ t: 'result', id: 's1', outcome: { kind: 'failed', reason: 'network' } }]);
  });
});

describe('payWithStoredCard', () => {
  it('posts the registration and the code after the page fields, the input left as it is', async () => {
    const { posted } = gateway();
    const { f, input, sent } = model('cvv', '123');
    await payWithStoredCard(f, submit({ paymentBrand: 'VISA' }), 'r1');
    expect(posted()).toMatchObject({ paymentBrand: 'VISA', registrationId: 'r1', 'card.cvv': '123' });
    expect(Object.keys(posted()).slice(0, 3)).toEqual(['paymentBrand', 'registrationId', 'card.cvv']);
    expect(input.readOnly).toBe(false);
    expect(sent).toEqual([{ t: 'result', id: 's1', outcome: FINAL }]);
  });

  it('refuses an invalid code without posting, and leaves out an empty one the page does not require', async () => {
    const { fetch, posted } = gateway();
    const invalid = model('cvv', '12x');
    await payWithStoredCard(invalid.f, submit(), 'r1');
    expect(invalid.sent.map((m) => m.t)).toEqual(['state', 'result']);
    expect(fetch).not.toHaveBeenCalled();
    const optional = model('cvv', '');
    optional.f.cvvRequired = false;
    await payWithStoredCard(optional.f, submit(), 'r1');
    expect(posted()).not.toHaveProperty('card.cvv');
  });
});
