// A hostile frame of a third origin on the merchant page tries to drive the card frames and to fool
// the widget: forged and wrong-version messages, requests for field values, a fake outcome. Nothing
// is accepted, nothing about the card comes back, and a real payment still works afterwards.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GATEWAY_URL, SHOP_URL } from './env.ts';
import { expect, test } from './fixtures.ts';
import { VISA } from './pages/checkout.ts';

// Real servers on loopback for the pages of this test: Chromium refuses a page it cannot place in
// an address space (a routed, made-up one) access to the gateway on loopback.
const servers: Server[] = [];
function host(ip: string, pages: Record<string, () => string>): Promise<string> {
  const server = createServer((req, res) => {
    const page = pages[req.url?.split('?')[0] ?? ''];
    res.writeHead(page ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(page ? page() : 'not found');
  });
  servers.push(server);
  return new Promise((resolve) => server.listen(0, ip, () => resolve(`http://${ip}:${(server.address() as AddressInfo).port}`)));
}
test.afterEach(async () => {
  // Browsers keep connections alive; close them, or close() waits for their idle timeout.
  await Promise.all(
    servers.splice(0).map((s) => {
      s.closeAllConnections();
      return new Promise((r) => s.close(r));
    }),
  );
});

const attack = (EVIL_ORIGIN: string) => `
  var seen = [];
  window.addEventListener('message', function (e) { if (e.source !== window) seen.push(e.origin + ' ' + JSON.stringify(e.data)); });
  function attack() {
    var forged = [
      { v: 1, t: 'submit', id: 'evil', key: 'evil-0000001', fields: { shopperResultUrl: '${EVIL_ORIGIN}/stolen' } },
      { v: 1, t: 'init', label: 'x', placeholder: 'x', brands: ['VISA'], siblings: ['cvv'], holderRequired: false, expiryPast: true, cvvRequired: false, validate: false, mask: false, formatting: true, submitOnEnter: true, css: { input: {}, placeholder: {} } },
      { v: 2, t: 'validate' },
      { v: 1, t: 'valueRequest', id: 'evil' },
      { v: 1, t: 'focus' }
    ];
    for (var i = 0; i < parent.frames.length; i++) {
      if (parent.frames[i] === window) continue;
      for (var j = 0; j < forged.length; j++) { try { parent.frames[i].postMessage(forged[j], '*'); } catch (err) {} }
    }
    // Pretend to be a card frame telling the widget the payment is done.
    parent.postMessage({ v: 1, t: 'result', id: 'x', outcome: { kind: 'final', resourcePath: '/v1/checkouts/x/payment', code: '000.100.110', description: 'ok' } }, '*');
    parent.postMessage({ v: 1, t: 'redirectDone', resourcePath: '/v1/payments/evil' }, '*');
  }
  setTimeout(attack, 200);
  setTimeout(attack, 800);
  setTimeout(function () { window.__evilReport(seen); }, 1600);
`;

test('a hostile third-origin frame gets nothing accepted and nothing back', async ({ page, request, watch }) => {
  const { id } = (await (await request.post(`${SHOP_URL}/checkout-id`)).json()) as { id: string };
  const reports: string[][] = [];
  await page.exposeBinding('__evilReport', (_source, seen: string[]) => void reports.push(seen));
  const evil = await host('127.0.0.2', { '/ad': () => `<!doctype html><script>${attack(evil)}</script>` });
  const shop = await host('127.0.0.1', {
    '/hostile-page': () => `<!doctype html><html lang="en"><head><title>Shop with an ad frame</title></head><body>
<script src="${GATEWAY_URL}/v1/paymentWidgets.js?checkoutId=${id}"></script>
<form action="${SHOP_URL}/result" class="paymentWidgets" data-brands="VISA MASTER"></form>
<iframe title="ad" src="${evil}/ad"></iframe></body></html>`,
  });
  await page.goto(`${shop}/hostile-page`);
  await expect.poll(() => page.evaluate(() => (window as unknown as { wpwl?: { isReady: boolean } }).wpwl?.isReady)).toBe(true);
  const number = page.frameLocator('iframe.wpwl-control-cardNumber').locator('input');
  const cvv = page.frameLocator('iframe.wpwl-control-cvv').locator('input');
  await number.fill(VISA.number);
  await cvv.fill(VISA.cvv);
  await expect.poll(() => reports.length, { timeout: 5000 }).toBe(1);

  // The frames answered nothing to the hostile frame, the widget took no fake outcome, nothing paid.
  expect(reports[0]).toEqual([]);
  expect(watch.paymentPosts).toHaveLength(0);
  expect(new URL(page.url()).pathname).toBe('/hostile-page');
  // The forged init did not reconfigure the frame (its placeholder is still the widget's).
  await expect(number).toHaveAttribute('placeholder', '1234 1234 1234 1234');

  // The real shopper can still pay.
  await page.locator('input.wpwl-control-expiry').fill(VISA.expiry);
  await page.locator('button.wpwl-button-pay').click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  expect(watch.paymentPosts).toHaveLength(1);
});

test('a frame document embedded by a page that lies about its origin stays mute', async ({ page, request }) => {
  const { id } = (await (await request.post(`${SHOP_URL}/checkout-id`)).json()) as { id: string };
  const seen: string[] = [];
  await page.exposeBinding('__seen', (_s, m: string) => void seen.push(m));
  // The attacker page claims to be the shop in the frame URL; the browser knows better.
  const evil = await host('127.0.0.2', {
    '/phish':
      () => `<!doctype html><iframe title="card" src="${GATEWAY_URL}/v1/frames/cardNumber.html?checkoutId=${id}&origin=${encodeURIComponent(SHOP_URL)}&key=1"></iframe>
<script>window.addEventListener('message', function (e) { window.__seen(JSON.stringify(e.data)); });</script>`,
  });
  await page.goto(`${evil}/phish`);
  const input = page.frameLocator('iframe').locator('input');
  await input.fill(VISA.number);
  await input.blur();
  // A marker the frame posts after the fill and blur: messages from one window to another arrive
  // in order, so anything the frame had said would be here before it.
  const frame = page.frames().find((f) => f.url().includes('/v1/frames/'));
  await frame?.evaluate(() => window.parent.postMessage('end of test', '*'));
  await expect.poll(() => seen.at(-1)).toBe('"end of test"');
  expect(seen).toEqual(['"end of test"']);
});
