import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_ID, ENTITY_ID, resourcePath, resultUrl, stepPath, submissionPath } from './checkout-paths.ts';

describe('checkout paths', () => {
  it('takes the gateway ids and refuses what could break out of a path', () => {
    expect(CHECKOUT_ID.test('DACCE01C6F8B437FE756F909C47F8972.dev01-gw01')).toBe(true);
    expect(CHECKOUT_ID.test('A'.repeat(31))).toBe(false);
    expect(CHECKOUT_ID.test('A'.repeat(49))).toBe(false);
    expect(CHECKOUT_ID.test(`${'A'.repeat(32)}/../x`)).toBe(false);
    expect(ENTITY_ID.test('8a8294174b7ecb28014b9699220015ca')).toBe(true);
    expect(ENTITY_ID.test('8A8294174B7ECB28014B9699220015CA')).toBe(false);
  });

  it('builds the payment, registration and step addresses under /v1/', () => {
    const id = 'C'.repeat(32);
    expect(submissionPath(id)).toBe(`checkouts/${id}/payment`);
    expect(resourcePath(id, 'registration')).toBe(`/v1/checkouts/${id}/registration`);
    expect(stepPath(id)).toBe(`checkouts/${id}/redirect`);
  });

  it('sends the shopper to the result URL with id and resourcePath, keeping the merchant parameters', () => {
    const url = new URL(resultUrl('https://shop.test/result?order=7&id=old', 'X1', '/v1/checkouts/X1/payment'));
    expect(url.searchParams.get('order')).toBe('7');
    expect(url.searchParams.get('id')).toBe('X1');
    expect(url.searchParams.get('resourcePath')).toBe('/v1/checkouts/X1/payment');
  });

  // paymentWidgets.js is a classic script of its own: it keeps a copy of the pattern, held equal here.
  it('paymentWidgets.js checks the checkout id with the same pattern', () => {
    const script = readFileSync(resolve(import.meta.dirname, '../widget/script.ts'), 'utf8');
    const copy = /const CHECKOUT_ID = (\/.+\/);/.exec(script)?.[1];
    expect(copy).toBe(`/${CHECKOUT_ID.source}/`);
  });
});
