// Stored payment data: createRegistration, the registration endpoints, and checkouts that offer
// stored cards or register one.
import { describe, expect, it } from 'vitest';
import { AUTH, config, gateway, json, s2s, validCard } from './support/gateway.ts';

describe('registrations', () => {
  it('createRegistration=true answers a registrationId that pays again', async () => {
    const { post } = gateway();
    const first = await json(await post('/v1/payments', s2s({ createRegistration: 'true' })));
    expect(first.registrationId).toMatch(/^[a-zA-Z0-9]{32}$/);
    const again = await json(
      await post(`/v1/registrations/${first.registrationId}/payments`, { entityId: config.entityId, amount: '5.00', currency: 'EUR', paymentType: 'DB' }),
    );
    expect(again.result.code).toBe('000.100.110');
    expect(again).toMatchObject({ registrationId: first.registrationId, paymentBrand: 'VISA', card: { last4Digits: '0000' } });
  });

  it('a declined payment stores nothing', async () => {
    const { post } = gateway();
    const declined = await json(await post('/v1/payments', s2s({ createRegistration: 'true', 'card.number': '4000000000000002' })));
    expect(declined.registrationId).toBeUndefined();
  });

  it('stores a card directly, reads it masked, and forgets it on delete', async () => {
    const { post, app, get } = gateway();
    const { paymentBrand: _, ...card } = validCard();
    const stored = await json(await post('/v1/registrations', { entityId: config.entityId, ...card }));
    expect(stored.result.code).toBe('000.100.110');
    expect(stored.card).toMatchObject({ bin: '420000', last4Digits: '0000' });
    expect(JSON.stringify(await json(await get(`/v1/registrations/${stored.id}`)))).not.toContain('4200000000000000');
    const del = await app.request(`/v1/registrations/${stored.id}?entityId=${config.entityId}`, { method: 'DELETE', headers: AUTH });
    expect(del.status).toBe(200);
    expect((await get(`/v1/registrations/${stored.id}`)).status).toBe(404);
    expect(
      (await post(`/v1/registrations/${stored.id}/payments`, { entityId: config.entityId, amount: '5.00', currency: 'EUR', paymentType: 'DB' })).status,
    ).toBe(404);
  });

  it('a checkout created with registrations[n].id offers those cards to the widget', async () => {
    const { post, app, createCheckout } = gateway();
    const stored = await json(await post('/v1/payments', s2s({ createRegistration: 'true', 'card.number': '5454545454545454', paymentBrand: 'MASTER' })));
    const id = await createCheckout({ 'registrations[0].id': stored.registrationId ?? '', 'registrations[1].id': 'd'.repeat(32) });
    const widget = (await (await app.request(`/v1/checkouts/${id}/widget-config`)).json()) as { registrations: unknown[] };
    expect(widget.registrations).toEqual([
      { id: stored.registrationId, paymentBrand: 'MASTER', last4: '5454', expiryMonth: '12', expiryYear: '2030', holder: 'Jane Doe' },
    ]);
  });

  it('a registration checkout (paymentType RG, no amount needed) takes the card at /registration', async () => {
    const { post, get } = gateway();
    const rg = await json(await post('/v1/checkouts', { entityId: config.entityId, paymentType: 'RG' }));
    expect(rg.result.code).toBe('000.200.100');
    const wrongPath = await post(`/v1/checkouts/${rg.id}/payment`, validCard(), {});
    expect((await json(wrongPath)).result.parameterErrors?.[0]?.message).toContain('/registration');
    const stored = await json(await post(`/v1/checkouts/${rg.id}/registration`, validCard(), {}));
    expect(stored.id).toMatch(/^[a-zA-Z0-9]{32}$/);
    const status = await json(await get(`/v1/checkouts/${rg.id}/registration?entityId=${config.entityId}`));
    expect(status).toMatchObject({ id: stored.id, paymentBrand: 'VISA', result: { code: '000.100.110' } });
  });
});

describe('standalone tokenisation (createRegistration=true, no paymentType, no amount), as the original documents it', () => {
  it('prepares a checkout that only stores the card, which the widget reads as RG, takes it at /registration, answers it by GET, sends REGISTRATION CREATED, and pays later with it', async () => {
    const g = gateway({ config: { webhook: { url: 'https://shop.example/hooks', secret: 's' } } });
    const prepared = await json(await g.post('/v1/checkouts', { entityId: config.entityId, createRegistration: 'true' }));
    expect(prepared.result.code).toBe('000.200.100');
    const id = String(prepared.id);
    const widget = (await (await g.app.request(`/v1/checkouts/${id}/widget-config`)).json()) as { paymentType: string };
    expect(widget.paymentType).toBe('RG');
    const wrongPath = await json(await g.post(`/v1/checkouts/${id}/payment`, validCard(), {}));
    expect(wrongPath.result.parameterErrors?.[0]?.message).toContain('/registration');
    const stored = await json(await g.post(`/v1/checkouts/${id}/registration`, { ...validCard(), shopperResultUrl: 'https://shop.example/result' }, {}));
    expect(stored.id).toMatch(/^[a-zA-Z0-9]{32}$/);
    const status = await json(await g.get(`/v1/checkouts/${id}/registration?entityId=${config.entityId}`));
    expect(status).toMatchObject({ id: stored.id, paymentBrand: 'VISA', result: { code: '000.100.110' } });
    await g.scheduler.runDue();
    const notes = g.outbound
      .filter((o) => o.url === 'https://shop.example/hooks')
      .map((o) => JSON.parse(o.body) as { type: string; action: string; payload: { id: string } });
    expect(notes.map((n) => `${n.type}.${n.action} ${n.payload.id}`)).toContain(`REGISTRATION.CREATED ${String(stored.id)}`);
    const paid = await json(
      await g.post(`/v1/registrations/${String(stored.id)}/payments`, { entityId: config.entityId, amount: '9.99', currency: 'EUR', paymentType: 'DB' }),
    );
    expect(paid.result.code).toBe('000.100.110');
  });

  it("takes a bank account's registration from the merchant's page (CORS), as it takes a payment", async () => {
    const g = gateway();
    const id = String((await json(await g.post('/v1/checkouts', { entityId: config.entityId, createRegistration: 'true' }))).id);
    const preflight = await g.app.request(`/v1/checkouts/${id}/registration`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://shop.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const stored = await g.post(
      `/v1/checkouts/${id}/registration`,
      { paymentBrand: 'DIRECTDEBIT_SEPA', 'bankAccount.holder': 'Jane Doe', 'bankAccount.iban': 'DE89370400440532013000' },
      { Origin: 'https://shop.example' },
    );
    expect(stored.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect((await json(stored)).result.code).toBe('000.100.110');
  });

  it('still asks a payment checkout for its payment type, and says how to prepare a registration', async () => {
    const res = await json(await gateway().post('/v1/checkouts', { entityId: config.entityId, amount: '10.00', currency: 'EUR', createRegistration: 'false' }));
    expect(res.result.parameterErrors?.map((e) => `${e.name} ${e.message}`)).toEqual([
      'paymentType is required (DB, PA, CD or RG), or send createRegistration=true alone for a checkout that only stores the card',
    ]);
  });
});

describe('updating a registration (POST /v1/registrations/{id})', () => {
  it('stores the new payment data under the same id and sends REGISTRATION UPDATED', async () => {
    const g = gateway({ config: { webhook: { url: 'https://shop.example/hooks', secret: 's' } } });
    const stored = await json(await g.post('/v1/registrations', { entityId: config.entityId, ...validCard() }));
    const at = `/v1/registrations/${String(stored.id)}`;
    const renewed = await g.post(at, { entityId: config.entityId, ...validCard({ 'card.expiryYear': '2033', 'card.holder': 'Jane Q Doe' }) });
    expect(renewed.status).toBe(200);
    const body = await json(renewed);
    expect(body).toMatchObject({ id: stored.id, card: { expiryYear: '2033', holder: 'Jane Q Doe', last4Digits: '0000' } });
    expect((await json(await g.get(`${at}?entityId=${config.entityId}`))).card).toMatchObject({ expiryYear: '2033' });
    await g.scheduler.runDue();
    const notes = g.outbound.map((o) => JSON.parse(o.body) as { type: string; action: string; payload: { id: string } });
    expect(notes.map((n) => `${n.type}.${n.action}`)).toEqual(['REGISTRATION.CREATED', 'REGISTRATION.UPDATED']);
    expect(notes[1]?.payload.id).toBe(stored.id);
    // A payment with it uses the new data.
    const paid = await json(await g.post(`${at}/payments`, { entityId: config.entityId, amount: '5.00', currency: 'EUR', paymentType: 'DB' }));
    expect(paid.result.code).toBe('000.100.110');
  });

  it('refuses an unknown or deleted registration, card data the catalogue refuses, and job.*', async () => {
    const g = gateway();
    expect((await g.post(`/v1/registrations/${'a'.repeat(32)}`, { entityId: config.entityId, ...validCard() })).status).toBe(404);
    const stored = await json(await g.post('/v1/registrations', { entityId: config.entityId, ...validCard() }));
    const at = `/v1/registrations/${String(stored.id)}`;
    const bad = await json(await g.post(at, { entityId: config.entityId, ...validCard({ 'card.expiryMonth': '13' }) }));
    expect(bad.result.parameterErrors?.map((e) => e.name)).toContain('card.expiryMonth');
    const job = await json(await g.post(at, { entityId: config.entityId, ...validCard(), 'job.name': 'x', 'job.expression': '0 0 0 1 * ?' }));
    expect(job.result.parameterErrors?.[0]?.message).toContain('/schedules');
    await g.app.request(`${at}?entityId=${config.entityId}`, { method: 'DELETE', headers: AUTH });
    expect((await g.post(at, { entityId: config.entityId, ...validCard() })).status).toBe(404);
  });
});

describe('one-click from the payment form', () => {
  it('pays with a stored card the checkout offers, with its security code', async () => {
    const { post, createCheckout } = gateway();
    const stored = await json(await post('/v1/payments', s2s({ createRegistration: 'true' })));
    const other = await json(await post('/v1/payments', s2s({ createRegistration: 'true' })));
    const id = await createCheckout({ 'registrations[0].id': stored.registrationId ?? '' });
    const notOffered = await json(await post(`/v1/checkouts/${id}/payment`, { registrationId: other.registrationId ?? '' }, {}));
    expect(notOffered.result.parameterErrors?.[0]).toMatchObject({ name: 'registrationId', message: 'is not a stored card this checkout offers' });
    const shortCode = await json(await post(`/v1/checkouts/${id}/payment`, { registrationId: stored.registrationId ?? '', 'card.cvv': '12' }, {}));
    expect(shortCode.result.parameterErrors?.[0]?.name).toBe('card.cvv');
    const paid = await json(await post(`/v1/checkouts/${id}/payment`, { registrationId: stored.registrationId ?? '', 'card.cvv': '123' }, {}));
    expect(paid).toMatchObject({ result: { code: '000.100.110' }, registrationId: stored.registrationId, paymentBrand: 'VISA', amount: '12.50' });
  });

  it('registrationId is for the payment form only', async () => {
    const { post } = gateway();
    const body = await json(await post('/v1/payments', s2s({ registrationId: 'a'.repeat(32) })));
    expect(body.result.parameterErrors?.[0]?.message).toContain('sent by the payment form only');
  });
});
