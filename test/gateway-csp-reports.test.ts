// The gateway's own documents (card frames, simulator pages) report violations of their policy to
// the gateway, which logs them and keeps them per checkout for the merchant's token to read.
import { describe, expect, it } from 'vitest';
import { AUTH, gateway } from './support/gateway.ts';

const CHECKOUT = 'DACCE01C6F8B437FE756F909C47F8972.dev01-gw01';

const report = (documentUri: string, directive = 'script-src-elem', blocked = 'https://evil.test/x.js') =>
  JSON.stringify({ 'csp-report': { 'document-uri': documentUri, 'effective-directive': directive, 'violated-directive': directive, 'blocked-uri': blocked } });

const send = (g: ReturnType<typeof gateway>, body: string) =>
  g.app.request('/v1/csp-reports', { method: 'POST', headers: { 'Content-Type': 'application/csp-report' }, body });

describe('CSP reports of the gateway documents', () => {
  it('the card frames and simulator pages name the report address in their policy', async () => {
    const g = gateway();
    const id = await g.createCheckout();
    const frame = await g.app.request(`/v1/frames/cardNumber.html?checkoutId=${id}&origin=http%3A%2F%2F127.0.0.1%3A3000`);
    // As served (npm test builds before the unit tests run, as the budgets need too).
    expect(frame.status).toBe(200);
    expect(frame.headers.get('Content-Security-Policy')).toContain('report-uri /v1/csp-reports');
    const { SIMULATOR_CSP } = await import('../src/gateway/assets/simulator-pages.ts');
    expect(SIMULATOR_CSP).toContain('report-uri /v1/csp-reports');
    const { frameCsp } = await import('../src/gateway/assets/frame-document.ts');
    expect(frameCsp({ css: 'p{}' })).toContain('report-uri /v1/csp-reports');
  });

  it('keeps a frame’s violation under its checkout, logs it, and gives it to the merchant’s token only', async () => {
    const g = gateway();
    expect((await send(g, report(`http://localhost:8080/v1/frames/cvv.html?checkoutId=${CHECKOUT}&origin=x`))).status).toBe(204);
    expect(g.log, g.log.join('\n')).toSatisfy((lines: string[]) =>
      lines.some((l) => l.includes('CSP violation (script-src-elem) in http://localhost:8080/v1/frames/cvv.html, blocked https://evil.test/x.js')),
    );
    const read = await g.get(`/v1/csp-reports?checkoutId=${CHECKOUT}`);
    const body = (await read.json()) as { reports: Array<Record<string, string>> };
    expect(body.reports).toHaveLength(1);
    expect(body.reports[0]?.['blocked-uri']).toBe('https://evil.test/x.js');
    const other = await g.get(`/v1/csp-reports?checkoutId=${'E'.repeat(32)}`, AUTH);
    expect(await other.json()).toEqual({ reports: [] });
    expect((await g.get(`/v1/csp-reports?checkoutId=${CHECKOUT}`, {})).status).toBe(401);
  });

  it('answers 400 to what is not a report, and keeps a bounded number per checkout', async () => {
    const g = gateway();
    expect((await send(g, 'not json')).status).toBe(400);
    expect((await send(g, JSON.stringify({ other: 1 }))).status).toBe(400);
    for (let i = 0; i < 30; i++) await send(g, report(`http://localhost:8080/v1/frames/cardNumber.html?checkoutId=${CHECKOUT}`, 'style-src', `inline-${i}`));
    const body = (await (await g.get(`/v1/csp-reports?checkoutId=${CHECKOUT}`)).json()) as { reports: unknown[] };
    expect(body.reports).toHaveLength(20);
  });

  it('refuses a checkoutId that is not one, naming the parameter', async () => {
    const g = gateway();
    const res = await g.get('/v1/csp-reports?checkoutId=..%2F..');
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('checkoutId');
  });
});
