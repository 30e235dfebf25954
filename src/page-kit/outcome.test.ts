// The one contract every form follows with the gateway's answer: when onAfterSubmit runs, where the
// browser goes, what the merchant hears of, and when an attempt's key is reused.
import { describe, expect, it } from 'vitest';
import { resultUrl } from '../shared/checkout-paths.ts';
import type { PaymentOutcome } from '../shared/protocol.ts';
import { attemptKey, createAttempt, type OutcomeContext, type SettleHow, settle, stepUrl, submitAllowed } from './outcome.ts';

const ID = 'C'.repeat(32);

function context(over: Partial<OutcomeContext> = {}) {
  const log: string[] = [];
  const ctx: OutcomeContext = {
    checkoutId: ID,
    base: new URL('https://gw.example/v1/'),
    shopperResultUrl: 'https://shop.example/result?order=7',
    afterSubmit: () => log.push('afterSubmit'),
    navigate: (url, target) => log.push(`navigate ${url}${target ? ` ${target}` : ''}`),
    // name and message, as the merchant's console reads them
    reportError: (error, ...[params]) => log.push(`${error.name}: ${error.message(params as never)}`),
    ...over,
  };
  return { ctx, log };
}

const final: PaymentOutcome = { kind: 'final', resourcePath: `/v1/checkouts/${ID}/payment`, code: '000.100.110', description: 'ok' };
const redirect: PaymentOutcome = { kind: 'redirect' };
const how = { inline: false, submitError: 'WidgetError' as const };

describe('settle', () => {
  it('a final answer runs onAfterSubmit, then goes to the result URL in shopperResultTarget', () => {
    const { ctx, log } = context({ shopperResultTarget: '_top' });
    expect(settle(final, ctx, how)).toEqual({ kind: 'left' });
    expect(log).toEqual(['afterSubmit', `navigate https://shop.example/result?order=7&id=${ID}&resourcePath=%2Fv1%2Fcheckouts%2F${ID}%2Fpayment _top`]);
  });

  it('a step runs onAfterSubmit, then shows inline or opens where paymentTarget says', () => {
    const inline = context();
    expect(settle(redirect, inline.ctx, { ...how, inline: true })).toEqual({ kind: 'inline', url: `https://gw.example/v1/checkouts/${ID}/redirect` });
    expect(inline.log).toEqual(['afterSubmit']);

    const tab = context();
    expect(settle(redirect, tab.ctx, how)).toEqual({ kind: 'left' });
    expect(tab.log).toEqual(['afterSubmit', `navigate https://gw.example/v1/checkouts/${ID}/redirect`]);

    const framed = context({ paymentTarget: 'merchant-frame' });
    expect(settle(redirect, framed.ctx, how)).toEqual({ kind: 'elsewhere' });
    expect(framed.log).toEqual(['afterSubmit', `navigate https://gw.example/v1/checkouts/${ID}/redirect merchant-frame`]);
  });

  it('answers that keep the shopper on the form do not run onAfterSubmit', () => {
    const { ctx, log } = context();
    expect(settle({ kind: 'rejected', code: '100.100.101', description: 'invalid', parameters: [] }, ctx, how)).toEqual({
      kind: 'message',
      message: { key: 'paymentRejectedError', vars: { description: 'invalid' } },
      checkoutGone: false,
    });
    expect(settle({ kind: 'failed', reason: 'invalidCard' }, ctx, how)).toEqual({ kind: 'invalidCard' });
    expect(log).toEqual([]);
  });

  it('a card field frame that did not answer is PciIframeCommunicationError and a message, never a silent click', () => {
    const { ctx, log } = context();
    expect(settle({ kind: 'failed', reason: 'frames' }, ctx, how)).toEqual({ kind: 'message', message: { key: 'networkError' }, checkoutGone: false });
    expect(log).toEqual(['PciIframeCommunicationError: a card frame did not answer at submission; nothing was sent']);
  });

  it('an unknown checkout is InvalidCheckoutIdError and ends the form; a lost answer is the form’s submit error', () => {
    const { ctx, log } = context();
    expect(settle({ kind: 'failed', reason: 'invalidCheckout' }, ctx, how)).toEqual({
      kind: 'message',
      message: { key: 'invalidCheckoutError' },
      checkoutGone: true,
    });
    expect(settle({ kind: 'failed', reason: 'network' }, ctx, { inline: true, submitError: 'PciIframeSubmitError' })).toEqual({
      kind: 'message',
      message: { key: 'networkError' },
      checkoutGone: false,
    });
    expect(log).toEqual([
      `InvalidCheckoutIdError: checkout ${ID} is unknown or has expired; create a new checkout`,
      'PciIframeSubmitError: the payment request got no answer; the shopper may retry',
    ]);
  });
});

describe('attempts', () => {
  it('keeps the key after a lost answer and starts a new one after any answer', () => {
    let n = 0;
    const how: SettleHow[] = [];
    const attempt = createAttempt(
      (_outcome, h) => {
        how.push(h);
        return { kind: 'left' };
      },
      () => `k${++n}`,
    );
    expect(attempt.key()).toBe('k1');
    attempt.settle({ kind: 'failed', reason: 'network' }, { inline: false, submitError: 'WidgetError' });
    expect(attempt.key()).toBe('k1');
    attempt.settle({ kind: 'redirect' }, { inline: true, submitError: 'PciIframeSubmitError' });
    expect(attempt.key()).toBe('k2');
    // each answer settles with the key of the attempt it ends: a step opens with the key that started it
    expect(how).toEqual([
      { inline: false, submitError: 'WidgetError', key: 'k1' },
      { inline: true, submitError: 'PciIframeSubmitError', key: 'k1' },
    ]);
  });

  it('an answer before any submission settles without a key', () => {
    const keys: Array<string | undefined> = [];
    const attempt = createAttempt((_o, h) => {
      keys.push(h.key);
      return { kind: 'left' };
    });
    attempt.settle({ kind: 'failed', reason: 'network' }, { inline: false, submitError: 'WidgetError' });
    expect(keys).toEqual([undefined]);
  });

  it('has one format: time and randomness in base 36', () => {
    expect(attemptKey(36 ** 3, () => 0.5)).toMatch(/^1000-i0{9}$/);
    expect(attemptKey()).toMatch(/^[0-9a-z]+-[0-9a-z]{10}$/);
  });
});

describe('addresses', () => {
  it('replaces stale id and resourcePath parameters and keeps the merchant’s', () => {
    expect(resultUrl('https://s.example/r?id=old&x=1', 'NEW', '/p')).toBe('https://s.example/r?id=NEW&x=1&resourcePath=%2Fp');
    expect(stepUrl(new URL('https://gw.example/v1/'), 'a b')).toBe('https://gw.example/v1/checkouts/a%20b/redirect');
    // the step opens with the attempt's key only
    expect(stepUrl(new URL('https://gw.example/v1/'), 'C', 'attempt-0001')).toBe('https://gw.example/v1/checkouts/C/redirect?key=attempt-0001');
    const { ctx } = context();
    expect(settle({ kind: 'redirect' }, ctx, { inline: true, submitError: 'WidgetError', key: 'attempt-0002' })).toEqual({
      kind: 'inline',
      url: `https://gw.example/v1/checkouts/${ID}/redirect?key=attempt-0002`,
    });
  });
});

describe('submitAllowed', () => {
  const event = (prevented: boolean) => {
    const e = new Event('submit', { cancelable: true });
    if (prevented) e.preventDefault();
    return e;
  };
  it('reads the return value first, as the original: true pays even after preventDefault, false cancels', () => {
    expect(submitAllowed(false, true, event(true))).toBe(true);
    expect(submitAllowed(false, false, event(false))).toBe(false);
  });
  it('without a return value preventDefault cancels; a throw never pays', () => {
    expect(submitAllowed(false, undefined, event(true))).toBe(false);
    expect(submitAllowed(false, undefined, event(false))).toBe(true);
    expect(submitAllowed(true, true, event(false))).toBe(false);
  });
});
