// Risk checks: standalone (POST /v1/risk), on payments (risk.*), and the risk profile of a
// checkout that restricts the brands offered (widget-config `brands`).
import { describe, expect, it } from 'vitest';
import { CARD_BRAND_CODES } from '../src/shared/brands.ts';
import { config, gateway, json, s2s, validCard } from './support/gateway.ts';

// Families of result-codes.md.
const SUCCESS = /^(000\.000\.|000\.100\.1|000\.[36]|000\.400\.[1][12]0)/;
const REVIEW = /^(000\.400\.0[^3]|000\.400\.100)/;
const RISK_REJECTED = /^(000\.400\.[1][0-9][1-9]|000\.400\.2)/;
const SCORE = /^[+-]\d{5}$/;

// every card brand the gateway knows, and nothing else
const CARDS_ONLY = [...CARD_BRAND_CODES];
/** customer.email needs the customer's names (catalogue rule). */
const NAMES = { 'customer.givenName': 'Jane', 'customer.surname': 'Doe' };

const riskCheck = (overrides: Record<string, string>) => ({ entityId: config.entityId, amount: '50.00', currency: 'EUR', ...overrides });

describe('POST /v1/risk', () => {
  it.each([
    [{ 'risk.accountToken': 'ANY-SHOPPER' }, 200, SUCCESS, '+00000'],
    [{ 'risk.accountToken': 'RISK_TRUSTED' }, 200, SUCCESS, '-00100'],
    [{ 'risk.accountToken': 'RISK_REVIEW' }, 200, REVIEW, '+00250'],
    [{ 'risk.accountToken': 'RISK_REJECT' }, 400, RISK_REJECTED, '+00900'],
    [{ 'risk.channelId': 'web', 'customer.email': 'review@risk.test', ...NAMES }, 200, REVIEW, '+00250'],
    [{ 'risk.channelId': 'web', 'customer.email': 'Reject@Risk.test', ...NAMES }, 400, RISK_REJECTED, '+00900'],
  ])('answers %o with %s, a code of the right family and risk.score', async (data, status, family, score) => {
    const { post } = gateway();
    const res = await post('/v1/risk', riskCheck(data));
    expect(res.status).toBe(status);
    const body = await json(res);
    expect(body.result.code).toMatch(family);
    expect(body.risk).toEqual({ score });
    expect((body.risk as { score: string }).score).toMatch(SCORE);
    expect(body.paymentType).toBe('RI');
    expect(body.id).toMatch(/^[a-zA-Z0-9]{32}$/);
  });

  it('is kept: found by its id and by paymentTypes=RI queries, charging nothing and taking no follow-up', async () => {
    const { post, get } = gateway();
    const review = await json(await post('/v1/risk', riskCheck({ 'risk.accountToken': 'RISK_REVIEW', merchantTransactionId: 'order-41' })));
    const rejected = await json(await post('/v1/risk', riskCheck({ 'risk.accountToken': 'RISK_REJECT' })));
    await post('/v1/payments', s2s());
    const found = await json(await get(`/v1/payments/${review.id}?entityId=${config.entityId}`));
    expect(found).toMatchObject({
      id: review.id,
      paymentType: 'RI',
      amount: '50.00',
      currency: 'EUR',
      merchantTransactionId: 'order-41',
      risk: { score: '+00250' },
    });
    expect(found.result.code).toBe(review.result.code);
    const listed = (await json(await get(`/v1/query?entityId=${config.entityId}&paymentTypes=RI`))) as unknown as {
      payments: Array<{ id: string; paymentType: string }>;
    };
    expect(listed.payments.map((p) => p.id).sort()).toEqual([review.id, rejected.id].sort());
    // A risk check holds no money: nothing to refund or capture.
    const refund = await post(`/v1/payments/${review.id}`, { entityId: config.entityId, paymentType: 'RF', amount: '1.00', currency: 'EUR' });
    expect(refund.status).toBe(400);
  });

  it('checks its parameters with the catalogue and needs the Bearer token', async () => {
    const { post } = gateway();
    const bad = await json(await post('/v1/risk', riskCheck({ 'risk.amount': '10', paymentType: 'DB' })));
    expect(bad.result.parameterErrors?.map((e) => e.name).sort()).toEqual(['paymentType', 'risk.amount']);
    expect((await post('/v1/risk', riskCheck({}), {})).status).toBe(401);
  });
});

describe('risk checks on payments', () => {
  it('reject stops the payment: nothing charged, no 3-D Secure step, no registration', async () => {
    const { post, get } = gateway();
    const res = await post('/v1/payments', s2s({ 'card.number': '4000000000000036', createRegistration: 'true', 'risk.accountToken': 'RISK_REJECT' }));
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.result.code).toMatch(RISK_REJECTED);
    expect(body.result.code).not.toMatch(SUCCESS);
    expect(body.risk).toEqual({ score: '+00900' });
    expect(body.redirect).toBeUndefined();
    expect(body.registrationId).toBeUndefined();
    const stored = await json(await get(`/v1/payments/${body.id}`));
    expect(stored.result.code).toBe(body.result.code);
  });

  it('review lets the payment through with a manual-review code; it can be captured', async () => {
    const { post } = gateway();
    const res = await post('/v1/payments', s2s({ paymentType: 'PA', 'risk.accountToken': 'RISK_REVIEW' }));
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.result.code).toMatch(REVIEW);
    expect(body.risk).toEqual({ score: '+00250' });
    const capture = await json(await post(`/v1/payments/${body.id}`, { entityId: config.entityId, paymentType: 'CP', amount: '100.00', currency: 'EUR' }));
    expect(capture.result.code).toMatch(SUCCESS);
  });

  it('review after 3-D Secure: the code is set once the shopper authenticated', async () => {
    const { post, app, get } = gateway();
    const pending = await json(await post('/v1/payments', s2s({ 'card.number': '4000000000000036', 'risk.accountToken': 'RISK_REVIEW' })));
    expect(pending.result.code).toBe('000.200.000');
    const token = pending.redirect?.parameters[0]?.value ?? '';
    await app.request(new URL(pending.redirect?.url ?? '').pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision: 'authenticate' }),
    });
    expect((await json(await get(`/v1/payments/${pending.id}`))).result.code).toMatch(REVIEW);
  });

  it('accept passes the payment as usual, with its score; no risk.* means no check', async () => {
    const { post } = gateway();
    const accepted = await json(await post('/v1/payments', s2s({ 'risk.merchantWebsite': 'shop.example' })));
    expect(accepted.result.code).toBe('000.100.110');
    expect(accepted.risk).toEqual({ score: '+00000' });
    const unchecked = await json(
      await post('/v1/payments', s2s({ 'customer.email': 'reject@risk.test', 'customer.givenName': 'Jane', 'customer.surname': 'Doe' })),
    );
    expect(unchecked.result.code).toBe('000.100.110');
    expect(unchecked.risk).toBeUndefined();
  });
});

describe('risk profile of a checkout (active payment method selection)', () => {
  const widgetConfig = async (g: ReturnType<typeof gateway>, id: string) =>
    (await (await g.get(`/v1/checkouts/${id}/widget-config`, {})).json()) as { brands?: string[] };

  it('leaves the brands unrestricted without risk data or for an accepted shopper', async () => {
    const g = gateway();
    expect('brands' in (await widgetConfig(g, await g.createCheckout()))).toBe(false);
    expect('brands' in (await widgetConfig(g, await g.createCheckout({ 'risk.accountToken': 'RISK_TRUSTED' })))).toBe(false);
  });

  it('allows only card brands to a shopper under review, refuses the others, and marks the card payment', async () => {
    const g = gateway();
    const id = await g.createCheckout({ 'risk.accountToken': 'RISK_REVIEW' });
    expect((await widgetConfig(g, id)).brands).toEqual(CARDS_ONLY);
    const sepa = { paymentBrand: 'DIRECTDEBIT_SEPA', 'bankAccount.holder': 'Jane Doe', 'bankAccount.iban': 'DE89370400440532013000' };
    for (const submission of [sepa, { paymentBrand: 'KLARNA_PAYMENTS_PAYLATER' }, { paymentBrand: 'PAYPAL' }]) {
      const res = await g.post(`/v1/checkouts/${id}/payment`, submission, {});
      expect(res.status, submission.paymentBrand).toBe(400);
      const body = await json(res);
      expect(body.result.parameterErrors?.[0]).toMatchObject({ name: 'paymentBrand', value: submission.paymentBrand });
      expect(body.result.description).toContain("paymentBrand is not allowed on this checkout (the shopper's risk profile)");
    }
    const paid = await json(await g.post(`/v1/checkouts/${id}/payment`, validCard(), {}));
    expect(paid.result.code).toMatch(REVIEW);
    expect(paid.risk).toEqual({ score: '+00250' });
  });

  it('rejects the card payment of a shopper the check rejects, whatever the submission claims', async () => {
    const g = gateway();
    const id = await g.createCheckout({
      'risk.channelId': 'web',
      'customer.email': 'reject@risk.test',
      'customer.givenName': 'Jane',
      'customer.surname': 'Doe',
    });
    expect((await widgetConfig(g, id)).brands).toEqual(CARDS_ONLY);
    // The browser cannot claim another risk profile: the parameter is the merchant's.
    const claimed = await g.post(`/v1/checkouts/${id}/payment`, validCard({ 'risk.accountToken': 'RISK_TRUSTED' }), {});
    expect(claimed.status).toBe(400);
    expect((await json(claimed)).result.parameterErrors?.[0]?.name).toBe('risk.accountToken');
    const res = await g.post(`/v1/checkouts/${id}/payment`, validCard(), {});
    expect(res.status).toBe(400);
    expect((await json(res)).result.code).toMatch(RISK_REJECTED);
  });
});
