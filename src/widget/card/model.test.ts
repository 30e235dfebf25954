// The card model's named transitions: each changes exactly the state it names, in one batch.
import { effect } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../options/schema.ts';
import { createCardModel } from './model.ts';

const CONFIG = { id: 'C'.repeat(32), amount: '10.00', currency: 'EUR', paymentType: 'DB', expiresAt: '' };
const model = () => createCardModel(['VISA', 'MASTER', 'AMEX'], DEFAULT_OPTIONS, () => new Date('2026-11-25T12:00:00'));

describe('card model', () => {
  it('configLoaded narrows the brands to what the checkout allows and moves the selection off a removed one', () => {
    const m = model();
    expect(m.brand.value).toBe('VISA');
    m.configLoaded(CONFIG, ['MASTER', 'AMEX']);
    expect(m.brands.value).toEqual(['MASTER', 'AMEX']);
    expect(m.brand.value).toBe('MASTER');
    expect(m.load.value).toEqual({ status: 'ready', config: CONFIG });
  });

  it('a view sees one change per transition, not its halves', () => {
    const m = model();
    const seen: string[] = [];
    const stop = effect(() => {
      seen.push(`${m.submission.value.status}/${m.message.value?.key ?? '-'}`);
    });
    m.submitted('a');
    m.settled({ kind: 'message', message: { key: 'networkError' }, checkoutGone: false });
    stop();
    expect(seen).toEqual(['idle/-', 'submitting/-', 'idle/networkError']);
  });

  it('settled maps every outcome to its state', () => {
    const m = model();
    m.settled({ kind: 'inline', url: 'https://gw.example/step' });
    expect(m.submission.value.status).toBe('threeDSecure');
    m.stepDone();
    expect(m.submission.value.status).toBe('redirecting');
    m.settled({ kind: 'elsewhere' });
    expect(m.submission.value.status).toBe('elsewhere');
    m.settled({ kind: 'invalidCard' });
    expect([m.submission.value.status, [...m.touched.value]]).toEqual(['idle', ['cardNumber', 'cvv']]);
    m.settled({ kind: 'message', message: { key: 'invalidCheckoutError' }, checkoutGone: true });
    expect([m.load.value.status, m.message.value?.key]).toEqual(['failed', 'invalidCheckoutError']);
  });

  it('errors show only for fields the shopper left or tried to submit', () => {
    const m = model();
    m.fieldChanged('expiry', '13 / 20');
    expect(m.errors.value.expiry).toBeDefined();
    expect(m.visibleErrors.value.expiry).toBeUndefined();
    m.fieldLeft('expiry');
    expect(m.visibleErrors.value.expiry).toBeDefined();
    m.frameChanged('cardNumber', { empty: false, error: 'cardNumberError' }, false);
    expect(m.visibleErrors.value.cardNumber).toBeUndefined();
    m.validated();
    expect(m.visibleErrors.value.cardNumber).toBe('cardNumberError');
  });

  it('brandChosen and brandsDetected say whether anything changed (callbacks fire only then)', () => {
    const m = model();
    expect(m.brandChosen('VISA')).toBe(false);
    expect(m.brandChosen('AMEX')).toBe(true);
    expect(m.brandsDetected(['VISA'])).toBe(true);
    expect(m.brandsDetected(['VISA'])).toBe(false);
  });

  it('failed without ending keeps the form payable (frames late), with ending it is over', () => {
    const m = model();
    m.configLoaded(CONFIG, ['VISA']);
    m.failed({ key: 'frameError' }, false);
    expect([m.load.value.status, m.message.value?.key]).toEqual(['ready', 'frameError']);
    m.failed({ key: 'networkError' }, true);
    expect(m.load.value.status).toBe('failed');
  });
});
