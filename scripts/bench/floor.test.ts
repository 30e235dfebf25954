// The floor of any two-frame widget (design.md section 3), as `npm run bench` loads it: the shop's
// page and the gateway's files, served as the widget's own counterparts are.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createShopApp } from '../../src/shop/app.ts';
import { config, gateway } from '../../test/support/gateway.ts';
import { must } from '../../test/support/must.ts';

const PAGE = { Origin: config.shopUrl };

describe('the floor page (shop /bare-frame?frames=floor)', () => {
  it("holds one classic script of the gateway's in its head and nothing else that runs, under the shop's strict CSP", async () => {
    const g = gateway();
    const shop = createShopApp({ config, fetchGateway: async (path, init) => g.app.request(path, init) });
    const res = await shop.request('/bare-frame?frames=floor');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).not.toContain('unsafe');
    expect(csp).toMatch(new RegExp(`script-src 'nonce-[^']+' ${config.gatewayUrl}(;|$)`));
    const html = await res.text();
    const head = must(/<head>([\s\S]*)<\/head>/.exec(html)?.[1], 'a head');
    expect(head).toContain(`<script src="${config.gatewayUrl}/v1/bench/floor.js"></script>`);
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});

describe("the floor's files on the gateway", () => {
  it('serves the script as paymentWidgets.js is served: short-lived, open to any page', async () => {
    const g = gateway();
    const res = await g.get('/v1/bench/floor.js', PAGE);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect((await g.get('/v1/paymentWidgets.js', PAGE)).headers.get('Access-Control-Allow-Origin')).toBe('*');
    const script = await res.text();
    // one form, two frames, the documents beside the script
    expect(script).toContain("createElement('form')");
    expect(script).toContain("frame('floor-ready.html'");
    expect(script).toContain("frame('floor-input.html'");
  });

  it('serves the frame documents as the card frames are: never cached, under a CSP that allows their own scripts only', async () => {
    const g = gateway();
    for (const file of ['floor-ready.html', 'floor-input.html']) {
      const res = await g.get(`/v1/bench/${file}`, {});
      expect(res.status, file).toBe(200);
      expect(res.headers.get('Content-Type'), file).toBe('text/html; charset=UTF-8');
      expect(res.headers.get('Cache-Control'), file).toBe('no-store');
      expect(res.headers.get('X-Content-Type-Options'), file).toBe('nosniff');
      expect(res.headers.get('Referrer-Policy'), file).toBe('no-referrer');
      const csp = res.headers.get('Content-Security-Policy') ?? '';
      expect(csp, file).toContain("default-src 'none'");
      expect(csp, file).toContain("script-src 'self'");
      expect(csp, file).not.toContain('unsafe');
      const html = await res.text();
      expect(html.match(/<input/g), file).toHaveLength(1);
    }
    expect(await (await g.get('/v1/bench/floor-input.html', {})).text()).not.toContain('<script');
    expect((await g.get('/v1/bench/floor-other.html', {})).status).toBe(404);
  });

  it("serves the first frame's one-line module as the frame app's modules are: named by its content, cached for good", async () => {
    const g = gateway();
    const html = await (await g.get('/v1/bench/floor-ready.html', {})).text();
    const src = must(/<script type="module" src="(\/v1\/bench\/ready-([0-9a-f]{8})\.js)"><\/script>/.exec(html), 'the module script');
    const res = await g.get(must(src[1], 'its address'), PAGE);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const code = await res.text();
    expect(code.trim().split('\n')).toEqual(["parent.postMessage({ t: 'ready' }, '*');"]);
    expect(createHash('sha256').update(code).digest('hex').slice(0, 8)).toBe(src[2]);
  });
});
