import { describe, expect, it } from 'vitest';
import { AUTH, config, gateway, validCard } from './support/gateway.ts';

type Payment = {
  id: string;
  paymentBrand?: string;
  amount?: string;
  currency?: string;
  result: { code: string; description: string; parameterErrors?: Array<{ name: string; value: string; message: string }> };
  card?: { bin: string; last4Digits: string; holder?: string; expiryMonth: string; expiryYear: string };
};

async function pay(card: Record<string, string>) {
  const g = gateway();
  const id = await g.createCheckout();
  const res = await g.post(`/v1/checkouts/${id}/payment`, card, {});
  return { ...g, id, res, json: (await res.json()) as Payment };
}

describe('POST /v1/checkouts/{id}/payment', () => {
  it.each([
    ['VISA', '4200000000000000', '123'],
    ['MASTER', '5454545454545454', '123'],
    ['AMEX', '377777777777770', '1234'],
  ])('approves the %s test card with 000.100.110', async (brand, number, cvv) => {
    const { res, json } = await pay(validCard({ paymentBrand: brand, 'card.number': number, 'card.cvv': cvv }));
    expect(res.status).toBe(200);
    expect(json.result.code).toBe('000.100.110');
    expect(json.id).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(json).toMatchObject({ paymentBrand: brand, amount: '12.50', currency: 'EUR' });
    expect(json.card).toMatchObject({ bin: number.slice(0, 6), last4Digits: number.slice(-4), holder: 'Jane Doe' });
  });

  it('declines 4000000000000002 with 800.100.152 and HTTP 400', async () => {
    const { res, json } = await pay(validCard({ 'card.number': '4000000000000002' }));
    expect(res.status).toBe(400);
    expect(json.result.code).toBe('800.100.152');
  });

  it('declines any other valid card as an invalid card', async () => {
    const { json } = await pay(validCard({ 'card.number': '4111111111111111' }));
    expect(json.result.code).toBe('800.100.151');
  });

  it.each([
    ['card.number', { 'card.number': '4200000000000001' }, 'Luhn'],
    ['card.expiryMonth', { 'card.expiryMonth': '13' }, '01-12'],
    ['card.expiryYear', { 'card.expiryYear': '2025' }, 'expired'],
    ['card.cvv', { 'card.cvv': '12' }, '3-4 digits'],
    ['card.cvv', { 'card.cvv': '123', paymentBrand: 'AMEX', 'card.number': '377777777777770' }, '4 digits for AMEX'],
    ['paymentBrand', { paymentBrand: 'MASTER' }, 'which is VISA'],
    ['card.holder', { 'card.holder': 'J1' }, '3-128'],
  ])('refuses a bad %s with 200.300.404 and charges nothing', async (name, overrides, why) => {
    const { res, json, app, id } = await pay(validCard(overrides));
    expect(res.status).toBe(400);
    expect(json.result.code).toBe('200.300.404');
    expect(json.result.parameterErrors?.[0]?.name).toBe(name);
    expect(json.result.parameterErrors?.[0]?.message).toContain(why);
    const status = await app.request(`/v1/checkouts/${id}/payment?entityId=${config.entityId}`, { headers: AUTH });
    expect(((await status.json()) as Payment).result.code).toBe('000.200.000');
  });

  it('never echoes the card number or security code in an error', async () => {
    const { json } = await pay(validCard({ 'card.number': '4200000000000001', 'card.cvv': '98' }));
    const text = JSON.stringify(json);
    expect(text).not.toContain('4200000000000001');
    expect(text).not.toContain('"98"');
  });

  it('takes one payment per checkout: a second submission is refused', async () => {
    const { post, id, app } = await pay(validCard());
    const again = await post(`/v1/checkouts/${id}/payment`, validCard({ 'card.number': '5454545454545454', paymentBrand: 'MASTER' }), {});
    expect(again.status).toBe(400);
    expect(((await again.json()) as Payment).result.code).toMatch(/^700\.[1345][05]0/);
    const status = await app.request(`/v1/checkouts/${id}/payment?entityId=${config.entityId}`, { headers: AUTH });
    expect(((await status.json()) as Payment).paymentBrand).toBe('VISA');
  });

  it('refuses a submission to an expired checkout with 404', async () => {
    const g = gateway();
    const id = await g.createCheckout();
    g.clock.advance(30 * 60 * 1000);
    const res = await g.post(`/v1/checkouts/${id}/payment`, validCard(), {});
    expect(res.status).toBe(404);
  });

  it('keeps card data out of the request log', async () => {
    const { log } = await pay(validCard());
    expect(log.join('\n')).toContain('POST /v1/checkouts/');
    expect(log.join('\n')).not.toMatch(/4200000000000000|123\b/);
  });
});

describe('GET /v1/checkouts/{id}/payment', () => {
  it('answers the stored payment response to the merchant', async () => {
    const { app, id, json } = await pay(validCard());
    const res = await app.request(`/v1/checkouts/${id}/payment?entityId=${config.entityId}`, { headers: AUTH });
    expect(res.status).toBe(200);
    // Each answer has its own ndc and timestamp; the payment in it is the same.
    const { ndc: _n, timestamp: _t, ...again } = (await res.json()) as Record<string, unknown>;
    const { ndc: _n0, timestamp: _t0, ...first } = json as unknown as Record<string, unknown>;
    expect(again).toEqual(first);
  });

  it('answers the decline with HTTP 400, as the API documents say', async () => {
    const { app, id } = await pay(validCard({ 'card.number': '4000000000000002' }));
    const res = await app.request(`/checkouts/${id}/payment?entityId=${config.entityId}`, { headers: AUTH });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Payment).result.code).toBe('800.100.152');
  });

  it('needs the Bearer token; entityId is optional as for GET /v1/payments/{id}, and when given must be the token’s', async () => {
    const { app, id } = await pay(validCard());
    expect((await app.request(`/v1/checkouts/${id}/payment?entityId=${config.entityId}`)).status).toBe(401);
    const without = await app.request(`/v1/checkouts/${id}/payment`, { headers: AUTH });
    expect(without.status).toBe(200);
    expect(((await without.json()) as Payment).result.code).toBe('000.100.110');
    const malformed = await app.request(`/v1/checkouts/${id}/payment?entityId=xyz`, { headers: AUTH });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as Payment).result.description).toContain('entityId');
    expect((await app.request(`/v1/checkouts/${id}/payment?entityId=${'f'.repeat(32)}`, { headers: AUTH })).status).toBe(403);
  });

  it('echoes customer.*, billing.* and shipping.* of the checkout and the shopper, nested, as the API does', async () => {
    // A merchant (NELC's Saleor app, e2e/corpus/nelc-saleor-hyperpay) reads the address the
    // shopper typed into the widget's billing fields back from the payment.
    const g = gateway();
    const id = await g.createCheckout({
      'customer.givenName': 'Noura',
      'customer.surname': 'Alqahtani',
      'customer.browser.screenHeight': '1080',
      'shipping.city': 'Jeddah',
    });
    const paid = await g.post(`/v1/checkouts/${id}/payment`, validCard({ 'billing.city': 'Riyadh', 'billing.country': 'SA' }), {});
    expect(paid.status).toBe(200);
    const res = await g.app.request(`/v1/checkouts/${id}/payment?entityId=${config.entityId}`, { headers: AUTH });
    const json = (await res.json()) as Record<string, unknown>;
    expect(json.customer).toEqual({ givenName: 'Noura', surname: 'Alqahtani', browser: { screenHeight: '1080' } });
    expect(json.billing).toEqual({ city: 'Riyadh', country: 'SA' });
    expect(json.shipping).toEqual({ city: 'Jeddah' });
    // A payment without them has none.
    expect(Object.keys((await pay(validCard())).json)).not.toContain('billing');
  });

  it('answers 404 for an unknown checkout', async () => {
    const { app } = gateway();
    const res = await app.request(`/v1/checkouts/${'A'.repeat(32)}/payment?entityId=${config.entityId}`, { headers: AUTH });
    expect(res.status).toBe(404);
  });
});

describe('Idempotency-Key on submissions', () => {
  it('answers a retry of the same attempt with the first answer, and pays once', async () => {
    const g = gateway();
    const id = await g.createCheckout();
    const key = { 'Idempotency-Key': 'attempt-0001' };
    const first = await g.post(`/v1/checkouts/${id}/payment`, validCard(), key);
    const again = await g.post(`/v1/checkouts/${id}/payment`, validCard(), key);
    expect(again.status).toBe(first.status);
    expect(await again.json()).toEqual(await first.json());
    expect([...g.store.transactions()]).toHaveLength(1);
    // Another attempt on the same checkout is still refused.
    const other = await g.post(`/v1/checkouts/${id}/payment`, validCard(), { 'Idempotency-Key': 'attempt-0002' });
    expect(((await other.json()) as Payment).result.code).toBe('700.300.100');
  });
});
