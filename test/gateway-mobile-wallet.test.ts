// STC_PAY through the development gateway: by mobile number (a one-time code on the wallet's page)
// or by QR code (approve as the app would), from a checkout's form and server-to-server.
import { describe, expect, it } from 'vitest';
import { AUTH, config, gateway } from './support/gateway.ts';

type Answer = { id: string; result: { code: string; description: string }; redirect?: { url: string; parameters: Array<{ name: string; value: string }> } };
const json = async (res: Response) => (await res.json()) as Answer;

async function pendingWallet(fields: Record<string, string>) {
  const g = gateway();
  const id = await g.createCheckout({ amount: '150.00', currency: 'SAR', shopperResultUrl: 'https://shop.example/r' });
  const res = await g.post(`/v1/checkouts/${id}/payment`, { paymentBrand: 'STC_PAY', ...fields }, {});
  const pending = await json(res);
  const token = pending.redirect?.parameters.find((p) => p.name === 'token')?.value ?? '';
  const path = new URL(pending.redirect?.url ?? 'http://x/').pathname;
  const decide = (body: Record<string, string>) =>
    g.app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ token, ...body }) });
  const outcome = async () => (await json(await g.get(`/v1/checkouts/${id}/payment?entityId=${config.entityId}`, AUTH))).result.code;
  return { g, pending, path, token, decide, outcome };
}

describe('STC_PAY by mobile number', () => {
  it('asks the wallet page for the code sent to the number, which approves', async () => {
    const w = await pendingWallet({ 'virtualAccount.accountId': '+966 55 787 7988' });
    expect(w.pending.result.code).toBe('000.200.000');
    const page = await (await w.g.app.request(`${w.path}?token=${w.token}`)).text();
    expect(page).toContain('STC_PAY test wallet');
    expect(page).toContain('05•••••988');
    expect(page).toContain('autocomplete="one-time-code"');
    expect(page).not.toContain('5787');
    const done = await w.decide({ decision: 'approve', otp: '1234' });
    expect(done.status).toBe(303);
    expect(await w.outcome()).toBe('000.100.110');
  });

  it('says a wrong code and lets the shopper try again; the third wrong one fails the payment', async () => {
    const w = await pendingWallet({ 'virtualAccount.accountId': '0557877988' });
    const first = await w.decide({ decision: 'approve', otp: '0000' });
    expect(first.status).toBe(422);
    expect(await first.text()).toContain('2 tries left');
    expect(await w.outcome()).toBe('000.200.000');
    expect((await w.decide({ decision: 'approve', otp: '9999' })).status).toBe(422);
    expect((await w.decide({ decision: 'approve', otp: '1111' })).status).toBe(303);
    expect(await w.outcome()).toBe('100.380.401');
    // The step has ended: the right code now changes nothing.
    expect((await w.decide({ decision: 'approve', otp: '1234' })).status).toBe(404);
    expect(await w.outcome()).toBe('100.380.401');
  });

  it('cancelled on the wallet page, the payment is cancelled by the user', async () => {
    const w = await pendingWallet({ 'virtualAccount.accountId': '0557877988' });
    await w.decide({ decision: 'cancel' });
    expect(await w.outcome()).toBe('100.396.101');
  });

  it('refuses a number that is not a Saudi mobile number, naming the parameter', async () => {
    const g = gateway();
    const id = await g.createCheckout({ currency: 'SAR' });
    const res = await json(await g.post(`/v1/checkouts/${id}/payment`, { paymentBrand: 'STC_PAY', 'virtualAccount.accountId': '0457877988' }, {}));
    expect(res.result.code).toBe('200.300.404');
    expect(JSON.stringify(res)).toContain('virtualAccount.accountId');
    expect(JSON.stringify(res)).toContain('Saudi mobile number');
  });
});

describe('STC_PAY by QR code', () => {
  it('shows a code to scan and approves as the app would', async () => {
    const w = await pendingWallet({});
    const page = await (await w.g.app.request(`${w.path}?token=${w.token}`)).text();
    expect(page).toContain('class="sim-qr"');
    expect(page).not.toContain('one-time-code');
    await w.decide({ decision: 'approve' });
    expect(await w.outcome()).toBe('000.100.110');
  });
});

describe('STC_PAY server-to-server', () => {
  it('a merchant server pays by number and the payment keeps the number as the account', async () => {
    const g = gateway();
    const pending = await json(
      await g.post('/v1/payments', {
        entityId: config.entityId,
        amount: '20.00',
        currency: 'SAR',
        paymentType: 'DB',
        paymentBrand: 'STC_PAY',
        'virtualAccount.accountId': '0557877988',
        shopperResultUrl: 'https://shop.example/r',
      }),
    );
    expect(pending.result.code).toBe('000.200.000');
    expect(JSON.stringify(pending)).toContain('"accountId":"0557877988"');
  });
});
