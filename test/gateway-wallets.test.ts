// Apple Pay (walletA) and Google Pay (walletB) on the development gateway: test tokens paid through
// the widget's submission and server to server, the decrypted form, the simulated merchant
// validation, and what a token leaves behind (nothing: no record, webhook, answer or log line).
import { describe, expect, it } from 'vitest';
import { decryptTestToken } from '../src/gateway/catalogue/wallet-tokens.ts';
import { parseThrottle } from '../src/gateway/platform/config.ts';
import { walletTestToken } from '../src/gateway/simulators/wallets.ts';
import { config, gateway, json, s2s } from './support/gateway.ts';

type Brand = 'APPLEPAY' | 'GOOGLEPAY';
const PREFIX = { APPLEPAY: 'walletA', GOOGLEPAY: 'walletB' } as const;
/** The merchant's page: the widget posts wallet submissions from there (CORS). */
const PAGE = { Origin: 'http://127.0.0.1:3000' };
const card = (number: string) => ({ number, expiryMonth: '12', expiryYear: '2030' });
const token = (brand: Brand, number: string, opts: Parameters<typeof walletTestToken>[2] = {}) => walletTestToken(brand, card(number), opts);
const submission = (brand: Brand, value: string, extra: Record<string, string> = {}) => ({
  paymentBrand: brand,
  [`${PREFIX[brand]}.paymentToken`]: value,
  ...extra,
});

/** A checkout paid with the submission; the outcome as the merchant's server reads it. */
async function payWith(body: Record<string, string>, g = gateway()) {
  const id = await g.createCheckout();
  const res = await g.post(`/v1/checkouts/${id}/payment`, body, PAGE);
  const answer = await json(res);
  const status = await json(await g.get(`/v1/checkouts/${id}/payment`));
  return { g, id, res, answer, status };
}

const firstError = (body: Awaited<ReturnType<typeof json>>) => body.result.parameterErrors?.[0];

describe('wallet test tokens', () => {
  it.each(['APPLEPAY', 'GOOGLEPAY'] as const)('a %s token the builder makes reads back as its card, with the ECI of its cryptogram', (brand) => {
    const read = decryptTestToken(brand, token(brand, '4000000000000036'));
    expect(read).toEqual({ ok: true, card: expect.objectContaining({ number: '4000000000000036', expiryMonth: '12', expiryYear: '2030', eci: '05' }) });
  });

  it('Apple Pay: a token has the paymentData shape and its data is base64 of the payload with the amount asked for', () => {
    const paymentData = JSON.parse(token('APPLEPAY', '4200000000000000', { amountMinor: 1250, currencyNumeric: '840' })) as Record<string, unknown>;
    expect(paymentData).toMatchObject({ version: 'EC_v1', header: { transactionId: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    const payload = JSON.parse(Buffer.from(String(paymentData.data), 'base64').toString('utf8')) as Record<string, unknown>;
    expect(payload).toMatchObject({
      applicationPrimaryAccountNumber: '4200000000000000',
      applicationExpirationDate: '301231',
      transactionAmount: 1250,
      currencyCode: '840',
    });
  });

  it('Google Pay: the messageExpiration is the one asked for, in milliseconds', () => {
    const expiresAt = new Date('2031-05-01T00:00:00Z');
    const read = decryptTestToken('GOOGLEPAY', token('GOOGLEPAY', '4200000000000000', { expiresAt }));
    expect(read.ok && read.card.usableUntil?.getTime()).toBe(expiresAt.getTime());
  });

  it('a token whose encrypted part is really encrypted cannot be read, and the refusal quotes none of it', () => {
    const real = JSON.parse(token('APPLEPAY', '4200000000000000')) as Record<string, unknown>;
    real.data = Buffer.from(Array.from({ length: 96 }, (_, i) => (i * 73 + 11) % 256)).toString('base64');
    const read = decryptTestToken('APPLEPAY', JSON.stringify(real));
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.message).toContain('cannot be decrypted by the development gateway');
    expect(read.message).toContain('docs/test-data.md "Wallet test tokens"');
    expect(read.message).not.toContain(String(real.data).slice(0, 16));
  });
});

describe('wallet payments through the checkout submission', () => {
  it.each([
    ['APPLEPAY', '4200000000000000', 200, '000.100.110'],
    ['GOOGLEPAY', '4200000000000000', 200, '000.100.110'],
    ['APPLEPAY', '4000000000000002', 400, '800.100.152'],
    ['GOOGLEPAY', '4000000000000002', 400, '800.100.152'],
    ['APPLEPAY', '4000000000000010', 400, '800.100.155'],
    ['GOOGLEPAY', '4000000000000010', 400, '800.100.155'],
    ['GOOGLEPAY', '4111111111111111', 400, '800.100.151'],
  ] as const)('%s with the token of %s: HTTP %i, %s, recorded under the wallet with the card masked', async (brand, number, http, code) => {
    const { res, answer, status } = await payWith(submission(brand, token(brand, number)));
    expect(res.status).toBe(http);
    expect(answer.result.code).toBe(code);
    expect(status.result.code).toBe(code);
    expect(status.paymentBrand).toBe(brand);
    expect(status.card).toEqual({ bin: number.slice(0, 6), last4Digits: number.slice(-4), expiryMonth: '12', expiryYear: '2030' });
  });

  it.each(['APPLEPAY', 'GOOGLEPAY'] as const)(
    '%s: a card that would ask for a 3-D Secure challenge is approved without a step, with the ECI of the token',
    async (brand) => {
      const { g, res, answer, status } = await payWith(submission(brand, token(brand, '4000000000000036')));
      expect(res.status).toBe(200);
      expect(answer.result.code).toBe('000.100.110');
      expect(answer.redirect).toBeUndefined();
      expect(status.threeDSecure).toEqual({ eci: '05', authenticationStatus: 'Y' });
      expect([...g.store.transactions()].every((tx) => tx.pending === undefined && tx.status === 'approved')).toBe(true);
    },
  );

  it('takes Apple Pay with the optional cardNetwork and cardType the page passes on', async () => {
    const { res, status } = await payWith(
      submission('APPLEPAY', token('APPLEPAY', '5454545454545454'), { 'walletA.cardNetwork': 'MasterCard', 'walletA.cardType': 'credit' }),
    );
    expect(res.status).toBe(200);
    expect(status.card?.last4Digits).toBe('5454');
  });

  it.each([
    ['not JSON', 'this is not a token'],
    ['JSON of another shape', JSON.stringify({ version: 'EC_v1', data: 'abc' })],
    ['data that is not base64', JSON.stringify({ ...JSON.parse(token('APPLEPAY', '4200000000000000')), data: '***not base64***' })],
  ])('refuses an Apple Pay token that is %s, naming walletA.paymentToken, and charges nothing', async (_what, value) => {
    const { res, answer, status } = await payWith(submission('APPLEPAY', value));
    expect(res.status).toBe(400);
    expect(answer.result.code).toBe('200.300.404');
    expect(firstError(answer)).toMatchObject({ name: 'walletA.paymentToken', value: '***' });
    expect(answer.result.description).toContain('walletA.paymentToken cannot be decrypted by the development gateway');
    expect(answer.result.description).toContain('docs/test-data.md "Wallet test tokens"');
    expect(status.result.code).toBe('000.200.000');
  });

  it('refuses a Google Pay token whose encrypted message is not a test payload', async () => {
    const outer = JSON.parse(token('GOOGLEPAY', '4200000000000000')) as { signedMessage: string };
    const signed = { ...(JSON.parse(outer.signedMessage) as object), encryptedMessage: Buffer.from('binary\u0000ciphertext').toString('base64') };
    const { answer } = await payWith(submission('GOOGLEPAY', JSON.stringify({ ...outer, signedMessage: JSON.stringify(signed) })));
    expect(firstError(answer)?.name).toBe('walletB.paymentToken');
    expect(answer.result.description).toContain('encryptedMessage does not decode to JSON');
  });

  it.each([
    ['walletA', 'GOOGLEPAY'],
    ['walletA', 'VISA'],
    ['walletB', 'APPLEPAY'],
  ])('refuses a %s token with paymentBrand=%s, naming paymentBrand', async (prefix, brand) => {
    const wallet = prefix === 'walletA' ? 'APPLEPAY' : 'GOOGLEPAY';
    const { res, answer } = await payWith({ paymentBrand: brand, [`${prefix}.paymentToken`]: token(wallet, '4200000000000000') });
    expect(res.status).toBe(400);
    expect(firstError(answer)).toMatchObject({ name: 'paymentBrand', message: `must be ${wallet} with ${prefix}.paymentToken` });
  });

  it("refuses a Google Pay token whose messageExpiration is before the gateway's time", async () => {
    const g = gateway();
    const expired = token('GOOGLEPAY', '4200000000000000', { expiresAt: new Date(g.clock.now().getTime() - 1000) });
    const { res, answer, status } = await payWith(submission('GOOGLEPAY', expired), g);
    expect(res.status).toBe(400);
    expect(firstError(answer)).toMatchObject({ name: 'walletB.paymentToken', value: '***' });
    expect(answer.result.description).toContain('walletB.paymentToken has expired');
    expect(status.result.code).toBe('000.200.000');
  });

  it.each(['walletA.source', 'walletB.source'])("refuses %s from the browser: the decrypted form is the merchant server's", async (name) => {
    const { res, answer } = await payWith(submission('APPLEPAY', token('APPLEPAY', '4200000000000000'), { [name]: 'web' }));
    expect(res.status).toBe(400);
    expect(firstError(answer)?.name).toBe(name);
    expect(firstError(answer)?.message).toContain("only the merchant's server sends");
  });

  it('refuses walletC.paymentToken from the page: the widget offers no third wallet', async () => {
    const { res, answer } = await payWith({ paymentBrand: 'APPLEPAY', 'walletC.paymentToken': token('APPLEPAY', '4200000000000000') });
    expect(res.status).toBe(400);
    expect(firstError(answer)).toMatchObject({ name: 'walletC.paymentToken', value: '***', message: expect.stringContaining('is not offered by the widget') });
  });

  it('refuses createRegistration with a token: the gateway stores no wallet cards', async () => {
    const { answer, status } = await payWith(submission('APPLEPAY', token('APPLEPAY', '4200000000000000'), { createRegistration: 'true' }));
    expect(firstError(answer)).toMatchObject({ name: 'createRegistration', message: expect.stringContaining('stores no wallet cards') });
    expect(status.result.code).toBe('000.200.000');
  });

  it('refuses a wallet brand with a typed card from the payment frame', async () => {
    const g = gateway();
    const id = await g.createCheckout();
    const res = await g.post(
      `/v1/checkouts/${id}/payment`,
      { paymentBrand: 'APPLEPAY', 'card.number': '4200000000000000', 'card.expiryMonth': '12', 'card.expiryYear': '2030' },
      {},
    );
    expect(firstError(await json(res))).toMatchObject({
      name: 'paymentBrand',
      value: 'APPLEPAY',
      message: expect.stringContaining('APPLEPAY pays from the page with walletA.paymentToken'),
    });
  });

  it("keeps the checkout's brand restrictions: a shopper the risk check reviews may pay by card only", async () => {
    const g = gateway();
    const id = await g.createCheckout({ 'risk.accountToken': 'RISK_REVIEW' });
    const res = await g.post(`/v1/checkouts/${id}/payment`, submission('GOOGLEPAY', token('GOOGLEPAY', '4200000000000000')), PAGE);
    expect(res.status).toBe(400);
    expect(firstError(await json(res))).toMatchObject({ name: 'paymentBrand', value: 'GOOGLEPAY' });
  });

  it('keeps the token out of the transaction, the answers and the webhooks', async () => {
    const g = gateway({ config: { webhook: { url: 'https://shop.example/hooks', secret: 's' } } });
    const value = token('APPLEPAY', '4200000000000000');
    const { answer, status } = await payWith(submission('APPLEPAY', value), g);
    await g.scheduler.runDue();
    const data = String((JSON.parse(value) as { data: string }).data);
    const kept = JSON.stringify([...g.store.transactions()]);
    const sent = g.outbound.map((o) => o.body).join('\n');
    expect(g.outbound.length).toBeGreaterThan(0);
    for (const text of [kept, sent, JSON.stringify(status), JSON.stringify(answer)]) {
      expect(text).not.toContain(data.slice(0, 24));
      expect(text).not.toContain('4200000000000000');
    }
  });
});

describe('wallet payments server to server', () => {
  /** The wallet's cryptogram, which the merchant passes on as the external 3-D Secure proof (28 characters). */
  const VERIFICATION_ID = 'AAABBBCCCDDDEEEFFF0011223344';

  it.each(['APPLEPAY', 'GOOGLEPAY'] as const)('%s decrypted form: pays as the card, with the external 3-D Secure proof (no challenge)', async (brand) => {
    const g = gateway();
    const res = await g.post(
      '/v1/payments',
      s2s({
        paymentBrand: brand,
        'card.number': '4000000000000036',
        'threeDSecure.verificationId': VERIFICATION_ID,
        'threeDSecure.eci': '05',
        [`${PREFIX[brand]}.source`]: 'web',
      }),
    );
    const body = await json(res);
    expect(res.status).toBe(200);
    expect(body.result.code).toBe('000.100.110');
    expect(body.paymentBrand).toBe(brand);
    expect(body.redirect).toBeUndefined();
    expect(body.card).toMatchObject({ last4Digits: '0036' });
  });

  it.each([
    ['APPLEPAY', {}, 'walletA.source'],
    ['GOOGLEPAY', { 'walletA.source': 'app' }, 'walletB.source'],
  ] as const)('%s decrypted form without its source: 400 naming it', async (brand, extra, missing) => {
    const g = gateway();
    const res = await g.post('/v1/payments', s2s({ paymentBrand: brand, 'threeDSecure.verificationId': VERIFICATION_ID, 'threeDSecure.eci': '05', ...extra }));
    expect(res.status).toBe(400);
    expect(firstError(await json(res))).toMatchObject({ name: missing, message: `is required with card.number for ${brand} (decrypted form): web or app` });
  });

  it('takes the encrypted form too: a Google Pay token paid by the merchant server', async () => {
    const g = gateway();
    const order = { entityId: config.entityId, amount: '5.00', currency: 'EUR', paymentType: 'DB' };
    const res = await g.post('/v1/payments', { ...order, ...submission('GOOGLEPAY', token('GOOGLEPAY', '4000000000000002')) });
    const body = await json(res);
    expect(body.result.code).toBe('800.100.152');
    expect(body.paymentBrand).toBe('GOOGLEPAY');
  });

  it("keeps a wallet brand off stored cards: a registration names the card's own brand", async () => {
    const g = gateway();
    const res = await g.post('/v1/registrations', {
      entityId: config.entityId,
      paymentBrand: 'APPLEPAY',
      'card.number': '4200000000000000',
      'card.expiryMonth': '12',
      'card.expiryYear': '2030',
      'walletA.source': 'web',
    });
    expect(res.status).toBe(400);
    expect(firstError(await json(res))).toMatchObject({ name: 'paymentBrand', message: 'does not match the card number, which is VISA' });
  });

  it('refuses a token when creating a checkout: it belongs to one payment', async () => {
    const g = gateway();
    const res = await g.post('/v1/checkouts', {
      entityId: config.entityId,
      amount: '1.00',
      currency: 'EUR',
      paymentType: 'DB',
      'walletA.paymentToken': token('APPLEPAY', '4200000000000000'),
    });
    expect(res.status).toBe(400);
    expect(firstError(await json(res))).toMatchObject({ name: 'walletA.paymentToken', value: '***' });
  });
});

describe('POST /v1/checkouts/{id}/applepay/session (simulated merchant validation)', () => {
  const VALIDATION_URL = 'https://apple-pay-gateway.apple.com/paymentservices/paymentSession';
  const session = (
    g: ReturnType<typeof gateway>,
    id: string,
    body: Record<string, string> = { validationURL: VALIDATION_URL },
    headers: Record<string, string> = PAGE,
  ) => g.post(`/v1/checkouts/${id}/applepay/session`, body, headers);

  it("answers a merchant session with Apple's fields, for the domain of the page that asks", async () => {
    const g = gateway();
    const id = await g.createCheckout();
    const res = await session(g, id, { validationURL: VALIDATION_URL, displayName: 'Corner Shop' }, { Origin: 'https://shop.example:8443' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const s = (await res.json()) as Record<string, unknown>;
    const now = g.clock.now().getTime();
    expect(s).toMatchObject({
      epochTimestamp: now,
      expiresAt: now + 5 * 60 * 1000,
      merchantSessionIdentifier: expect.stringMatching(/^SSH[0-9A-F]{32}$/),
      nonce: expect.stringMatching(/^[0-9a-f]{8}$/),
      merchantIdentifier: expect.stringMatching(/^[0-9A-F]{64}$/),
      domainName: 'shop.example',
      displayName: 'Corner Shop',
      signature: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
      retries: 0,
    });
    expect(s.pspId).toBe(s.merchantIdentifier);
    expect(s.operationalAnalyticsIdentifier).toBe(`Corner Shop:${String(s.merchantIdentifier)}`);
  });

  it('names the development shop when the page gives no displayName, and keeps one merchant identifier per entity', async () => {
    const g = gateway();
    const [a, b] = [await g.createCheckout(), await g.createCheckout()];
    const first = (await (await session(g, a)).json()) as Record<string, unknown>;
    const second = (await (await session(g, b)).json()) as Record<string, unknown>;
    expect(first.displayName).toBe('Development shop');
    expect(first.domainName).toBe('127.0.0.1');
    expect(second.merchantIdentifier).toBe(first.merchantIdentifier);
    expect(second.merchantSessionIdentifier).not.toBe(first.merchantSessionIdentifier);
  });

  it("answers the page's preflight as the submissions do", async () => {
    const g = gateway();
    const id = await g.createCheckout();
    const res = await g.app.request(`/v1/checkouts/${id}/applepay/session`, {
      method: 'OPTIONS',
      headers: { ...PAGE, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'Content-Type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Methods')).toContain('POST');
  });

  it.each([
    'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
    'https://apple-pay-gateway-nc-pod5.apple.com/paymentservices/paymentSession',
    'https://cn-apple-pay-gateway.apple.com/paymentservices/paymentSession',
    'https://cn-apple-pay-gateway-sh-pod1.apple.com/paymentservices/paymentSession',
  ])("takes Apple's host %s", async (validationURL) => {
    const g = gateway();
    const res = await session(g, await g.createCheckout(), { validationURL });
    expect(res.status).toBe(200);
  });

  it.each([
    'https://evil.example/paymentservices/paymentSession',
    'http://apple-pay-gateway.apple.com/paymentservices/paymentSession',
    'https://apple-pay-gateway.apple.com.evil.example/paymentSession',
    'https://apple-pay-gateway.apple.com:8443/paymentSession',
    'https://user@apple-pay-gateway.apple.com/paymentSession',
    'not a URL',
  ])('refuses validationURL=%s, saying which hosts', async (validationURL) => {
    const g = gateway();
    const res = await session(g, await g.createCheckout(), { validationURL });
    const body = await json(res);
    expect(res.status).toBe(400);
    expect(firstError(body)?.name).toBe('validationURL');
    expect(body.result.description).toContain('apple-pay-gateway.apple.com, apple-pay-gateway-*.apple.com or cn-apple-pay-gateway*.apple.com');
  });

  it('refuses a missing validationURL and a displayName over 64 characters', async () => {
    const g = gateway();
    const id = await g.createCheckout();
    expect(firstError(await json(await session(g, id, {})))).toMatchObject({ name: 'validationURL', message: 'is required' });
    const long = await json(await session(g, id, { validationURL: VALIDATION_URL, displayName: 'x'.repeat(65) }));
    expect(firstError(long)).toMatchObject({ name: 'displayName', message: 'must be 1-64 characters' });
  });

  it("refuses a request without Origin: merchant validation is called from the shop's page", async () => {
    const g = gateway();
    const res = await session(g, await g.createCheckout(), { validationURL: VALIDATION_URL }, {});
    const body = await json(res);
    expect(res.status).toBe(400);
    expect(firstError(body)?.name).toBe('Origin');
    expect(body.result.description).toContain("merchant validation is called from the shop's page");
  });

  it('answers an unknown checkout with the 404 of submissions, and an expired one likewise', async () => {
    const g = gateway();
    const unknown = await session(g, '0123456789ABCDEF0123456789ABCDEF.dev01-gw01');
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).result.description).toContain('is unknown');
    const id = await g.createCheckout();
    g.clock.advance(31 * 60 * 1000);
    const expired = await session(g, id);
    expect(expired.status).toBe(404);
    expect((await json(expired)).result.description).toContain('has expired');
  });

  it('refuses a paid checkout with 700.300.100, and one whose shopper may not pay by Apple Pay', async () => {
    const g = gateway();
    const id = await g.createCheckout();
    await g.post(`/v1/checkouts/${id}/payment`, submission('APPLEPAY', token('APPLEPAY', '4200000000000000')), PAGE);
    const paid = await session(g, id);
    expect(paid.status).toBe(400);
    expect((await json(paid)).result.code).toBe('700.300.100');
    const risky = await g.createCheckout({ 'risk.accountToken': 'RISK_REJECT' });
    const refused = await json(await session(g, risky));
    expect(firstError(refused)).toMatchObject({ name: 'paymentBrand', value: 'APPLEPAY' });
  });

  it("counts against the checkout's submission throttle", async () => {
    const g = gateway({ config: { throttle: parseThrottle('2/1m') } });
    const id = await g.createCheckout();
    expect((await session(g, id)).status).toBe(200);
    expect((await session(g, id)).status).toBe(200);
    const third = await session(g, id);
    expect(third.status).toBe(429);
    expect((await json(third)).result.code).toBe('800.120.100');
  });
});

describe('no wallet token in the log', () => {
  it('paid and refused token payments leave no part of a token and no card number in the log', async () => {
    const g = gateway();
    const apple = token('APPLEPAY', '4200000000000000');
    const google = token('GOOGLEPAY', '4000000000000036');
    await payWith(submission('APPLEPAY', apple), g);
    await payWith(submission('GOOGLEPAY', google), g);
    // Refused tokens too, and a token under an unknown name (logged as unknown, by name only).
    await payWith(submission('APPLEPAY', `${apple}x`), g);
    await payWith({ ...submission('GOOGLEPAY', google), 'walletB.paymentTokn': google }, g);
    const log = g.log.join('\n');
    expect(g.log.some((l) => l.includes('/payment 200'))).toBe(true);
    expect(g.log.some((l) => l.includes('walletB.paymentTokn'))).toBe(true);
    const appleParts = JSON.parse(apple) as { data: string; signature: string; header: { transactionId: string } };
    const googleParts = JSON.parse(google) as { signature: string; signedMessage: string };
    const encrypted = (JSON.parse(googleParts.signedMessage) as { encryptedMessage: string }).encryptedMessage;
    for (const part of [appleParts.data, appleParts.signature, appleParts.header.transactionId, googleParts.signature, encrypted]) {
      expect(log).not.toContain(part.slice(0, 16));
    }
    expect(log).not.toMatch(/4200000000000000|4000000000000036/);
  });
});
