// Server-to-server payments and the shopper-facing simulators, through app.request().
import { describe, expect, it } from 'vitest';
import { AUTH, config, gateway, json, s2s } from './support/gateway.ts';

describe('POST /v1/payments', () => {
  it.each([
    ['4200000000000000', 'VISA', '000.100.110', 200],
    ['4000000000000010', 'VISA', '800.100.155', 400],
    ['4000000000000028', 'VISA', '800.100.153', 400],
    ['4000000000000044', 'VISA', '000.100.110', 200],
  ])('pays with card %s (%s): %s', async (number, brand, code, status) => {
    const { post } = gateway();
    const res = await post('/v1/payments', s2s({ 'card.number': number, paymentBrand: brand }));
    expect(res.status).toBe(status);
    const body = await json(res);
    expect(body.result.code).toBe(code);
    expect(body.id).toMatch(/^[a-zA-Z0-9]{32}$/);
    expect(body.card?.last4Digits).toBe(number.slice(-4));
  });

  it('answers 000.100.112 in EXTERNAL test mode', async () => {
    const { post } = gateway();
    expect((await json(await post('/v1/payments', s2s({ testMode: 'EXTERNAL' })))).result.code).toBe('000.100.112');
  });

  it('detects the brand when paymentBrand is left out', async () => {
    const { post } = gateway();
    const { paymentBrand: _, ...request } = s2s({ 'card.number': '5454545454545454' });
    const body = await json(await post('/v1/payments', request));
    expect(body.paymentBrand).toBe('MASTER');
  });

  it('debits a SEPA test IBAN and declines the declining one', async () => {
    const { post } = gateway();
    const bank = {
      paymentBrand: 'DIRECTDEBIT_SEPA',
      'bankAccount.holder': 'Jane Doe',
      'bankAccount.iban': 'DE89370400440532013000',
      'bankAccount.country': 'DE',
    };
    const base = s2s();
    for (const key of ['card.number', 'card.holder', 'card.expiryMonth', 'card.expiryYear', 'card.cvv', 'paymentBrand'] as const)
      delete (base as Record<string, string>)[key];
    const ok = await json(await post('/v1/payments', { ...base, ...bank }));
    expect(ok.result.code).toBe('000.100.110');
    expect(ok.bankAccount).toMatchObject({ holder: 'Jane Doe', last4Digits: '3000', country: 'DE' });
    const declined = await post('/v1/payments', { ...base, ...bank, 'bankAccount.iban': 'DE02120300000000202051' });
    expect(declined.status).toBe(400);
    expect((await json(declined)).result.code).toBe('800.100.152');
    const invalid = await json(await post('/v1/payments', { ...base, ...bank, 'bankAccount.iban': 'DE89370400440532013001' }));
    expect(invalid.result.parameterErrors?.[0]?.name).toBe('bankAccount.iban');
  });

  it('refuses overridePaymentType outside checkout creation, and an unknown referenceUuid', async () => {
    const { post } = gateway();
    const override = await json(await post('/v1/payments', s2s({ 'overridePaymentType[VISA]': 'PA' })));
    expect(override.result.parameterErrors?.[0]).toMatchObject({ name: 'overridePaymentType[VISA]', message: 'is accepted only when creating a checkout' });
    const reference = await json(await post('/v1/payments', s2s({ referenceUuid: 'a'.repeat(32) })));
    expect(reference.result.parameterErrors?.[0]).toMatchObject({ name: 'referenceUuid', message: 'matches no transaction' });
  });

  it('accepts a referenceUuid of an earlier payment and links it', async () => {
    const { post } = gateway();
    const first = await json(await post('/v1/payments', s2s({ paymentType: 'PA' })));
    const again = await json(
      await post('/v1/payments', s2s({ paymentType: 'PA', referenceUuid: first.id, 'standingInstruction.industryPractice': 'INCREMENTAL_AUTH' })),
    );
    expect(again.result.code).toBe('000.100.110');
    expect(again.referencedId).toBe(first.id);
  });

  it('needs something to pay with', async () => {
    const { post } = gateway();
    const body = await json(
      await post('/v1/payments', { entityId: config.entityId, amount: '1.00', currency: 'EUR', paymentType: 'DB', paymentBrand: 'VISA' }),
    );
    expect(body.result.parameterErrors?.[0]?.name).toBe('card.number');
  });
});

describe('GET /v1/payments/{id}', () => {
  it('answers the payment, and 404 for an id that matches none', async () => {
    const { post, get } = gateway();
    const paid = await json(await post('/v1/payments', s2s()));
    const res = await get(`/v1/payments/${paid.id}?entityId=${config.entityId}`);
    expect((await json(res)).id).toBe(paid.id);
    expect((await get(`/v1/payments/${'b'.repeat(32)}`)).status).toBe(404);
  });
});

describe('3-D Secure', () => {
  async function challenge(decision: string) {
    const g = gateway();
    const res = await g.post('/v1/payments', s2s({ 'card.number': '4000000000000036', shopperResultUrl: 'https://shop.example/return?order=1' }));
    const pending = await json(res);
    expect(pending.result.code).toBe('000.200.000');
    const url = new URL(pending.redirect?.url ?? '');
    expect(url.origin).toBe(config.gatewayUrl);
    const token = pending.redirect?.parameters.find((p) => p.name === 'token')?.value ?? '';
    const page = await g.app.request(`${url.pathname}?token=${token}`);
    expect(await page.text()).toContain('Authenticate');
    const done = await g.app.request(url.pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision }),
    });
    return { ...g, pending, done, token, url };
  }

  it.each([
    ['authenticate', '000.100.110'],
    ['fail', '100.380.401'],
    ['cancel', '100.396.101'],
  ])('%s on the ACS page ends on the shopper result URL with %s', async (decision, code) => {
    const { done, pending, get } = await challenge(decision);
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('Location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/return');
    expect(back.searchParams.get('order')).toBe('1');
    expect(back.searchParams.get('id')).toBe(pending.id);
    expect(back.searchParams.get('resourcePath')).toBe(`/v1/payments/${pending.id}`);
    expect((await json(await get(`${back.searchParams.get('resourcePath')}?entityId=${config.entityId}`))).result.code).toBe(code);
  });

  it('refuses a wrong token and a second decision', async () => {
    const { app, url, token } = await challenge('authenticate');
    const again = await app.request(url.pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision: 'fail' }),
    });
    expect(again.status).toBe(404);
    const g = gateway();
    const pending = await json(await g.post('/v1/payments', s2s({ 'card.number': '4000000000000036' })));
    const forged = await g.app.request(new URL(pending.redirect?.url ?? '').pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: 'x', decision: 'authenticate' }),
    });
    expect(forged.status).toBe(404);
  });

  it('takes external 3-D Secure proof without a challenge', async () => {
    const { post } = gateway();
    const body = await json(
      await post('/v1/payments', s2s({ 'card.number': '4000000000000036', 'threeDSecure.eci': '05', 'threeDSecure.verificationId': 'A'.repeat(28) })),
    );
    expect(body.result.code).toBe('000.100.110');
  });
});

describe('payment providers', () => {
  it.each(['PAYPAL', 'SOFORTUEBERWEISUNG', 'GIROPAY', 'IDEAL', 'KLARNA_PAYMENTS_PAYLATER'])(
    '%s: approve returns to the shop approved, cancel with 100.396.101',
    async (brand) => {
      for (const [decision, code] of [
        ['approve', '000.100.110'],
        ['cancel', '100.396.101'],
      ] as const) {
        const g = gateway();
        const pending = await json(
          await g.post('/v1/payments', {
            entityId: config.entityId,
            amount: '20.00',
            currency: 'EUR',
            paymentType: 'DB',
            paymentBrand: brand,
            shopperResultUrl: 'https://shop.example/r',
          }),
        );
        expect(pending.result.code).toBe('000.200.000');
        const token = pending.redirect?.parameters[0]?.value ?? '';
        const path = new URL(pending.redirect?.url ?? '').pathname;
        expect(await (await g.app.request(`${path}?token=${token}`)).text()).toContain(`${brand} test provider`);
        const done = await g.app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token, decision }),
        });
        expect(new URL(done.headers.get('Location') ?? '').searchParams.get('resourcePath')).toBe(`/v1/payments/${pending.id}`);
        expect((await json(await g.get(`/v1/payments/${pending.id}`, AUTH))).result.code).toBe(code);
      }
    },
  );
});
