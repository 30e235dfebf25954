// What the gateway does over time and under load: checkout expiry, the 29-minute shopper-result
// callback, throttling, webhooks; and the script's SRI value.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyNotification } from '../src/gateway/outbound/webhooks.ts';
import { AUTH, config, gateway, json, s2s, validCard } from './support/gateway.ts';

const MINUTE = 60_000;

describe('checkout expiry', () => {
  it('refuses a submission 30 minutes after creation, and the status says it expired unpaid', async () => {
    const { createCheckout, post, get, clock } = gateway();
    const id = await createCheckout();
    clock.advance(30 * MINUTE);
    const late = await post(`/v1/checkouts/${id}/payment`, validCard(), {});
    expect(late.status).toBe(404);
    expect((await json(late)).result.description).toContain('has expired');
    const status = await get(`/v1/checkouts/${id}/payment?entityId=${config.entityId}`);
    expect(status.status).toBe(404);
    expect((await json(status)).result.description).toContain('has expired');
  });
});

describe('shopper-result callback', () => {
  async function submitted(fetchStatus: boolean) {
    const g = gateway();
    const id = await g.createCheckout({ shopperResultUrl: 'https://shop.example/result?order=9' });
    await g.post(`/v1/checkouts/${id}/payment`, validCard(), {});
    if (fetchStatus) await g.get(`/v1/checkouts/${id}/payment?entityId=${config.entityId}`);
    return { ...g, id };
  }

  it('calls shopperResultUrl with resourcePath once, 29 minutes after an unfetched payment', async () => {
    const { clock, scheduler, outbound, id } = await submitted(false);
    clock.advance(29 * MINUTE - 1);
    await scheduler.runDue();
    expect(outbound).toEqual([]);
    clock.advance(1);
    await scheduler.runDue();
    expect(outbound).toHaveLength(1);
    const url = new URL(outbound[0]?.url ?? '');
    expect(outbound[0]?.method).toBe('GET');
    expect(`${url.origin}${url.pathname}`).toBe('https://shop.example/result');
    expect(url.searchParams.get('order')).toBe('9');
    expect(url.searchParams.get('resourcePath')).toBe(`/v1/checkouts/${id}/payment`);
    clock.advance(60 * MINUTE);
    await scheduler.runDue();
    expect(outbound).toHaveLength(1);
  });

  it('does not call when the merchant fetched the status', async () => {
    const { clock, scheduler, outbound } = await submitted(true);
    clock.advance(30 * MINUTE);
    await scheduler.runDue();
    expect(outbound).toEqual([]);
  });
});

describe('throttling', () => {
  it('answers 429 with 800.120.100 in the normal envelope past the limit, per operation and credentials', async () => {
    const { post, clock, createCheckout } = gateway({ config: { throttle: { limit: 2, windowMs: 1000 } } });
    await createCheckout();
    await createCheckout();
    const third = await post('/v1/checkouts', { entityId: config.entityId, amount: '1.00', currency: 'EUR', paymentType: 'DB' });
    expect(third.status).toBe(429);
    expect(third.headers.get('Retry-After')).toBe('1');
    const body = await json(third);
    expect(body.result).toEqual({ code: '800.120.100', description: 'Too many requests. Please try again later.' });
    expect(Object.keys(body).sort()).toEqual(['buildNumber', 'id', 'ndc', 'result', 'timestamp']);
    // Another operation with the same credentials has its own allowance.
    expect((await post('/v1/payments', s2s())).status).toBe(200);
    clock.advance(1000);
    expect((await post('/v1/checkouts', { entityId: config.entityId, amount: '1.00', currency: 'EUR', paymentType: 'DB' })).status).toBe(200);
  });

  it('counts widget submissions per checkout', async () => {
    const { post, createCheckout } = gateway({ config: { throttle: { limit: 1, windowMs: 60_000 } } });
    const a = await createCheckout();
    expect((await post(`/v1/checkouts/${a}/payment`, validCard({ 'card.number': '4200000000000001' }), {})).status).toBe(400);
    expect((await post(`/v1/checkouts/${a}/payment`, validCard(), {})).status).toBe(429);
  });
});

describe('webhooks', () => {
  it('notifies payments and registrations, signed so the receiver can verify them', async () => {
    const webhook = { url: 'https://shop.example/hooks', secret: 'whsec-test' };
    const { post, app, scheduler, outbound, clock } = gateway({ config: { webhook } });
    const paid = await json(await post('/v1/payments', s2s({ createRegistration: 'true' })));
    await app.request(`/v1/registrations/${paid.registrationId}?entityId=${config.entityId}`, { method: 'DELETE', headers: AUTH });
    expect(outbound).toEqual([]);
    await scheduler.runDue();
    const notes = outbound.map((o) => JSON.parse(o.body) as { type: string; action: string; payload: { id: string } });
    expect(notes.map((n) => `${n.type}.${n.action}`)).toEqual(['REGISTRATION.CREATED', 'PAYMENT.CREATED', 'REGISTRATION.DELETED']);
    expect(notes[1]?.payload.id).toBe(paid.id);
    // A registration's payload is its response, as gateway-api.md says: the envelope and the card.
    for (const n of [notes[0], notes[2]]) {
      expect(Object.keys(n?.payload ?? {})).toEqual(expect.arrayContaining(['id', 'paymentBrand', 'result', 'buildNumber', 'timestamp', 'ndc', 'card']));
      expect(n?.payload.id).toBe(paid.registrationId);
    }
    for (const o of outbound) {
      expect(o.url).toBe(webhook.url);
      expect(verifyNotification(webhook.secret, o.headers, o.body, clock.now().getTime())).toBe(true);
      expect(verifyNotification('other', o.headers, o.body, clock.now().getTime())).toBe(false);
      expect(o.body).not.toContain('4200000000000000');
    }
  });
});

describe('webhook payloads', () => {
  it('carry presentationAmount and presentationCurrency on payments, and referencedId on a follow-up', async () => {
    const { post, scheduler, outbound } = gateway({ config: { webhook: { url: 'https://shop.example/hooks', secret: 's' } } });
    const paid = await json(await post('/v1/payments', s2s({ amount: '42.10', currency: 'USD' })));
    const refund = await json(await post(`/v1/payments/${paid.id}`, { entityId: config.entityId, paymentType: 'RF', amount: '2.10', currency: 'USD' }));
    await scheduler.runDue();
    const payloads = outbound.map((o) => (JSON.parse(o.body) as { payload: Record<string, unknown> }).payload);
    expect(payloads.find((p) => p.id === paid.id)).toMatchObject({ amount: '42.10', presentationAmount: '42.10', presentationCurrency: 'USD' });
    expect(payloads.find((p) => p.id === refund.id)).toMatchObject({ referencedId: paid.id, presentationAmount: '2.10', presentationCurrency: 'USD' });
  });
});

describe('webhooks on a 3-D Secure payment', () => {
  it('notifies the pending payment, then its update once the shopper authenticated', async () => {
    const { post, app, scheduler, outbound } = gateway({ config: { webhook: { url: 'https://shop.example/hooks', secret: 's' } } });
    const pending = await json(await post('/v1/payments', s2s({ 'card.number': '4000000000000036' })));
    const token = pending.redirect?.parameters[0]?.value ?? '';
    await app.request(new URL(pending.redirect?.url ?? '').pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, decision: 'authenticate' }),
    });
    await scheduler.runDue();
    const notes = outbound.map((o) => JSON.parse(o.body) as { action: string; payload: { id: string; result: { code: string } } });
    expect(notes.map((n) => [n.action, n.payload.id, n.payload.result.code])).toEqual([
      ['CREATED', pending.id, '000.200.000'],
      ['UPDATED', pending.id, '000.100.110'],
    ]);
  });
});

describe('integrity', () => {
  it('answers the SRI hash of the exact script the gateway serves', async () => {
    const { post, app } = gateway();
    const created = await json(
      await post('/v1/checkouts', { entityId: config.entityId, amount: '1.00', currency: 'EUR', paymentType: 'DB', integrity: 'true' }),
    );
    const script = Buffer.from(await (await app.request(`/v1/paymentWidgets.js?checkoutId=${created.id}`)).arrayBuffer());
    expect(created.integrity).toBe(`sha384-${createHash('sha384').update(script).digest('base64')}`);
  });
});
