// The shop's own files: its stylesheet and icon, and the scripts merchant pages load from the
// shop's origin (jQuery, the integrations' code, the wallets' test doubles).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { SHOP_CSS } from './styles.ts';

/** The shop's icon: a card, in the shop's colours. */
const FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect x="2" y="7" width="28" height="18" rx="3" fill="#1f4fd1"/><rect x="2" y="11" width="28" height="4" fill="#0b1f55"/></svg>';

const JAVASCRIPT = 'text/javascript; charset=utf-8';

export function shopFileRoutes() {
  return (
    new Hono()
      .get('/shop.css', (c) => c.body(SHOP_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }))
      // The shop's own icon, which every page names and its policy allows (img-src 'self'): a browser
      // that asks for /favicon.ico by itself meets a policy without img-src and reports a violation.
      .get('/favicon.svg', (c) => c.body(FAVICON, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }))
      .get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301))
      // Merchant pages as integrations written for the original widget are (src/shop/integrations,
      // docs/integrate.md "Migrating from the original widget"): their own jQuery from the shop's
      // origin, their code in a file of the shop.
      .get('/vendor/jquery.js', async (c) => {
        try {
          const file = createRequire(import.meta.url).resolve('jquery/dist/jquery.min.js');
          return c.body(await readFile(file, 'utf8'), 200, { 'Content-Type': JAVASCRIPT });
        } catch {
          return c.text('jQuery is not installed: run "npm install"', 404);
        }
      })
      // The wallets' test doubles (e2e/doubles: a scripted ApplePaySession, a stand-in for Google's
      // pay.js), for the playground's demo of both buttons in a browser that has neither wallet.
      .get('/doubles/:file{(apple|google)-pay\\.js}', async (c) => {
        const code = await readFile(resolve(import.meta.dirname, '../../e2e/doubles', c.req.param('file')), 'utf8');
        return c.body(code, 200, { 'Content-Type': JAVASCRIPT, 'Cache-Control': 'no-store' });
      })
      .get('/integrations/:file{[a-z0-9-]+\\.js}', async (c) => {
        try {
          const code = await readFile(resolve(import.meta.dirname, 'integrations', c.req.param('file')), 'utf8');
          return c.body(code, 200, { 'Content-Type': JAVASCRIPT, 'Cache-Control': 'no-store' });
        } catch {
          return c.notFound();
        }
      })
  );
}
