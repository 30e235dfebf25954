import { describe, expect, it } from 'vitest';
import { AUTH, config, gateway } from './support/gateway.ts';

type Envelope = {
  id?: string;
  result: { code: string; description: string; parameterErrors?: Array<{ name: string; message: string }> };
  buildNumber: string;
  timestamp: string;
  ndc: string;
};

const body = { entityId: config.entityId, amount: '92.00', currency: 'EUR', paymentType: 'DB' };

describe('POST /v1/checkouts', () => {
  it('creates a checkout with the documented id format and envelope', async () => {
    const { post } = gateway();
    const res = await post('/v1/checkouts', body);
    expect(res.status).toBe(200);
    const json = (await res.json()) as Envelope;
    expect(json.id).toMatch(/^[a-zA-Z0-9.-]{32,48}$/);
    expect(json.result.code).toBe('000.200.100');
    expect(json.buildNumber).not.toBe('');
    expect(json.timestamp).toBe('2026-01-15 10:00:00+0000');
    expect(json.ndc).toMatch(/^[a-zA-Z0-9-]{1,69}$/);
  });

  it('answers 401 without an Authorization header and for a malformed one', async () => {
    const { post } = gateway();
    for (const headers of [
      {} as Record<string, string>,
      { Authorization: 'Basic abc' },
      { Authorization: 'Bearer' },
      { Authorization: `bearer ${config.accessToken}` },
    ]) {
      const res = await post('/v1/checkouts', body, headers);
      expect(res.status, JSON.stringify(headers)).toBe(401);
      expect(((await res.json()) as Envelope).result.code).toBe('800.900.300');
    }
  });

  it('answers 403 for an unknown token', async () => {
    const { post } = gateway();
    const res = await post('/v1/checkouts', body, { Authorization: 'Bearer not-our-token-123' });
    expect(res.status).toBe(403);
    expect(((await res.json()) as Envelope).result.description).toContain('unknown access token');
  });

  it.each([
    ['amount', '10,00'],
    ['amount', '12345678901.00'],
    ['amount', '10.5'],
    ['currency', 'eur'],
    ['currency', 'ABC'],
    ['paymentType', 'XX'],
    ['entityId', '0F1E2D3C4B5A69788796A5B4C3D2E1F0'],
  ])('refuses %s=%s with 400, 200.300.404 and the parameter name', async (name, value) => {
    const { post } = gateway();
    const res = await post('/v1/checkouts', { ...body, [name]: value });
    expect(res.status).toBe(400);
    const json = (await res.json()) as Envelope;
    expect(json.result.code).toBe('200.300.404');
    expect(json.result.description).toContain(name);
    expect(json.result.parameterErrors?.map((e) => e.name)).toEqual([name]);
  });

  it('lists every missing parameter', async () => {
    const { post } = gateway();
    const res = await post('/v1/checkouts', { entityId: config.entityId });
    const json = (await res.json()) as Envelope;
    expect(json.result.parameterErrors?.map((e) => `${e.name} ${e.message}`)).toEqual([
      'paymentType is required (DB, PA, CD or RG), or send createRegistration=true alone for a checkout that only stores the card',
      'amount is required',
      'currency is required',
    ]);
  });

  it("refuses an entity that is not the token's with 403", async () => {
    const { post } = gateway();
    const res = await post('/v1/checkouts', { ...body, entityId: 'a'.repeat(32) });
    expect(res.status).toBe(403);
  });

  it('works without the /v1 prefix too', async () => {
    const { app } = gateway();
    const res = await app.request('/checkouts', {
      method: 'POST',
      headers: { ...AUTH, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body),
    });
    expect(res.status).toBe(200);
  });
});

describe('GET /v1/checkouts/{id}/widget-config', () => {
  it('tells the widget amount, currency and expiry, readable cross-origin', async () => {
    const { app, createCheckout } = gateway();
    const id = await createCheckout();
    const res = await app.request(`/v1/checkouts/${id}/widget-config`, { headers: { Origin: 'http://127.0.0.1:3000' } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(await res.json()).toEqual({ id, amount: '12.50', currency: 'EUR', paymentType: 'DB', expiresAt: '2026-01-15T10:30:00.000Z', registrations: [] });
  });

  it('answers 404 once the checkout is 30 minutes old', async () => {
    const { app, clock, createCheckout } = gateway();
    const id = await createCheckout();
    clock.advance(29 * 60 * 1000);
    expect((await app.request(`/v1/checkouts/${id}/widget-config`)).status).toBe(200);
    clock.advance(60 * 1000);
    const res = await app.request(`/v1/checkouts/${id}/widget-config`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as Envelope).result.description).toContain('expired');
  });
});
