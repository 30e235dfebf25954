// The demo shop against the real gateway app (no sockets): it creates checkouts server-side,
// serves the page under the strict CSP, and reads outcomes from the gateway.
import { describe, expect, it } from 'vitest';
import { createShopApp } from '../src/shop/app.ts';
import { classify } from '../src/shop/classify.ts';
import { config, gateway, validCard } from './support/gateway.ts';

function demoShop() {
  const g = gateway();
  const app = createShopApp({ config, fetchGateway: async (path, init) => g.app.request(path, init) });
  return { ...g, shop: app };
}

describe('demo shop', () => {
  it('serves the checkout page under a CSP with a nonce and no unsafe-inline', async () => {
    const { shop } = demoShop();
    const res = await shop.request('/checkout');
    expect(res.status).toBe(200);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).not.toContain('unsafe');
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    for (const directive of ['script-src', 'style-src', 'frame-src', 'connect-src', 'img-src']) {
      const sources =
        csp
          .split('; ')
          .find((d) => d.startsWith(`${directive} `))
          ?.split(' ')
          .slice(1) ?? [];
      expect(
        sources.every((s) => s === "'self'" || s === config.gatewayUrl || s.startsWith("'nonce-")),
        `${directive}: ${sources.join(' ')}`,
      ).toBe(true);
    }
    expect(html).toMatch(/paymentWidgets\.js\?checkoutId=[A-Za-z0-9.-]{32,48}"/);
    expect(html).toContain(`<form action="${config.shopUrl}/result" class="paymentWidgets" data-brands="VISA MASTER AMEX">`);
  });

  it('names its own icon on every page and lets each page load it under its policy', async () => {
    const { shop } = demoShop();
    for (const path of ['/checkout', '/gallery', '/result?resourcePath=bad', '/bare-frame', '/playground']) {
      const res = await shop.request(path);
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      const img = csp.split('; ').find((d) => d.startsWith('img-src ')) ?? '';
      expect(img, `${path}: ${csp}`).toContain("'self'");
      expect(await res.text(), path).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    }
    const icon = await shop.request('/favicon.svg');
    expect(icon.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await icon.text()).toMatch(/^<svg /);
    expect((await shop.request('/favicon.ico')).headers.get('Location')).toBe('/favicon.svg');
  });

  it('shows the outcome it asks the gateway for on the result page', async () => {
    const { shop, createCheckout, post } = demoShop();
    const id = await createCheckout();
    await post(`/v1/checkouts/${id}/payment`, validCard({ 'card.number': '4000000000000002' }), {});
    const res = await shop.request(`/result?id=${id}&resourcePath=${encodeURIComponent(`/v1/checkouts/${id}/payment`)}`);
    const html = await res.text();
    expect(html).toContain('800.100.152');
    expect(html).toContain('Payment declined');
  });

  it('refuses a resourcePath that is not a checkout status path', async () => {
    const { shop } = demoShop();
    const res = await shop.request(`/result?resourcePath=${encodeURIComponent('/v1/checkouts')}`);
    expect(res.status).toBe(400);
  });
});

describe('classify', () => {
  it('reads result codes as merchants do', () => {
    expect(classify('000.100.110').outcome).toBe('success');
    expect(classify('000.200.000').outcome).toBe('pending');
    expect(classify('800.100.152').outcome).toBe('rejected');
    expect(classify('200.300.404').outcome).toBe('error');
  });
});
