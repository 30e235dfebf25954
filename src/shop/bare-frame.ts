// The benchmark's yardsticks (scripts/bench/browser.ts): the same shop page with nothing on it but
// cross-origin frames of the gateway's, created by a script as the widget creates its frames.
//   /bare-frame                 one empty document: the browser's own floor for a frame
//   /bare-frame?frames=floor    the floor of any two-frame widget (design.md section 3): one classic
//                               script of the gateway's in the head makes a form with two frames, one
//                               running a one-line module that posts 'ready' (gateway/routes/assets.ts);
//                               until the page holds that message and the other frame's load
//   /bare-frame?frames=2        two empty documents (no longer measured: the floor says more)
//   /bare-frame?frames=cards    the widget's own two card frames of a new checkout, without the
//                               widget: until both say they are ready
// window.__frameLoadedAt is when the last of them loaded (or said ready).
import { Hono } from 'hono';
import type { GatewayConfig } from '../gateway/platform/config.ts';
import { esc } from '../shared/html.ts';
import { shopCsp } from './csp.ts';
import type { CreateCheckout } from './merchant-server.ts';
import { newNonce, page } from './page.ts';

/** The script that makes the frames and notes when the last one is there. */
function framesScript(config: GatewayConfig, kind: string | undefined, sources: string[]): string {
  // Blank frames count at their load event; card frames when they post 'ready' (as the widget hears them).
  return `var left = ${sources.length}; var done = function () { if (--left === 0) window.__frameLoadedAt = performance.now(); };
${kind === 'cards' ? `addEventListener('message', function (e) { if (e.origin === ${JSON.stringify(new URL(config.gatewayUrl).origin)} && e.data && e.data.t === 'ready') done(); });` : ''}
${JSON.stringify(sources)}.forEach(function (src, n) { var f = document.createElement('iframe'); f.title = 'frame ' + n; ${kind === 'cards' ? '' : 'f.onload = done; '}f.src = src; document.body.append(f); });`;
}

export function bareFrameRoutes(config: GatewayConfig, createCheckout: CreateCheckout) {
  return new Hono().get('/bare-frame', async (c) => {
    const nonce = newNonce();
    const kind = c.req.query('frames');
    c.header('Content-Security-Policy', shopCsp(config.gatewayUrl, nonce));
    c.header('Cache-Control', 'no-store');
    if (kind === 'floor') {
      const script = `<script src="${esc(config.gatewayUrl)}/v1/bench/floor.js"></script>`;
      return c.html(page('Floor', '<h1>The floor of any two-frame widget</h1>', script));
    }
    let sources = [`${config.gatewayUrl}/v1/frames/blank.html`];
    if (kind === '2') sources = [...sources, ...sources];
    if (kind === 'cards') {
      const created = await createCheckout('49.99', 'EUR');
      if (!created.ok || !created.json.id) return c.text('could not create the checkout', 502);
      const query = `checkoutId=${encodeURIComponent(created.json.id)}&origin=${encodeURIComponent(new URL(c.req.url).origin)}&key=1`;
      sources = ['cardNumber', 'cvv'].map((field) => `${config.gatewayUrl}/v1/frames/${field}.html?${query}`);
    }
    return c.html(page('Bare frame', `<h1>Cross-origin frames of the gateway</h1><script nonce="${nonce}">${framesScript(config, kind, sources)}</script>`));
  });
}
