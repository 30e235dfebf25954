// Point of sale: a payment with pos.* (request-parameters.md 2.22) is answered with the pos.*
// response fields of gateway-api.md 2.4.
import { describe, expect, it } from 'vitest';
import { gateway, json, s2s } from './support/gateway.ts';

interface Pos {
  clearing: { authorizationAcquirerCode?: string; authorizationIssuerCode?: string; identifier: string };
  merchantId: string;
  iccDataResponse?: string;
  statusText: string;
  timestamp: string;
}

const terminal = (overrides: Record<string, string> = {}): Record<string, string> =>
  s2s({
    'pos.entryMode': 'ICC',
    'pos.terminalId': '00012345',
    'pos.iccDataRequest': '9F2608A1B2C3D4E5F60718',
    'pos.encryptedPin.data': 'ABCDEF0123456789',
    ...overrides,
  });

describe('point-of-sale payments', () => {
  it('answer the receipt fields, the same on every read', async () => {
    const { post, get, clock } = gateway();
    const res = await post('/v1/payments', terminal());
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.result.code).toBe('000.100.110');
    const pos = body.pos as Pos;
    expect(pos.clearing.authorizationAcquirerCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(pos.clearing.authorizationIssuerCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(pos.clearing.identifier).toMatch(/^\d{12}$/);
    expect(pos.merchantId).toMatch(/^[A-Z0-9]{1,2048}$/);
    expect(pos.iccDataResponse).toMatch(/^910A[0-9A-F]{16}30308A023030$/);
    expect(pos.statusText).toBe('APPROVED');
    expect(pos.timestamp).toBe('2026-01-15 10:00:00');
    clock.advance(3_600_000);
    expect((await json(await get(`/v1/payments/${body.id}`))).pos).toEqual(pos);
    // The PIN block stays with the gateway.
    expect(JSON.stringify(body)).not.toContain('ABCDEF0123456789');
  });

  it('answer a decline on the receipt: no authorisation codes, a declining response code for the card', async () => {
    const { post } = gateway();
    const res = await post('/v1/payments', terminal({ 'card.number': '4000000000000010' }));
    expect(res.status).toBe(400);
    const pos = (await json(res)).pos as Pos;
    expect(pos.statusText).toBe('DECLINED');
    expect(pos.clearing.authorizationAcquirerCode).toBeUndefined();
    expect(pos.clearing.identifier).toMatch(/^\d{12}$/);
    expect(pos.iccDataResponse).toMatch(/^910A[0-9A-F]{16}30358A023035$/);
  });

  it('answer iccDataResponse only to an iccDataRequest', async () => {
    const { post } = gateway();
    const { 'pos.iccDataRequest': _, ...request } = terminal({ 'pos.entryMode': 'NFC_MAGSTRIPE' });
    const pos = (await json(await post('/v1/payments', request))).pos as Pos;
    expect(pos.statusText).toBe('APPROVED');
    expect('iccDataResponse' in pos).toBe(false);
  });

  it('skip 3-D Secure: the card was verified at the terminal', async () => {
    const { post } = gateway();
    const body = await json(await post('/v1/payments', terminal({ 'card.number': '4000000000000036' })));
    expect(body.result.code).toBe('000.100.110');
    expect(body.redirect).toBeUndefined();
    expect(body.threeDSecure).toBeUndefined();
  });

  it('need the terminal id with the other pos parameters, and carry no pos fields without them', async () => {
    const { post } = gateway();
    const { 'pos.terminalId': _, ...request } = terminal();
    const refused = await json(await post('/v1/payments', request));
    expect(refused.result.parameterErrors?.[0]).toMatchObject({ name: 'pos.terminalId', message: 'is required when any pos parameter is sent' });
    expect((await json(await post('/v1/payments', s2s()))).pos).toBeUndefined();
  });
});
