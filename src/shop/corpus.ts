// The corpus of public integrations of the original widget (e2e/corpus, docs/integrations.md):
// each entry is a merchant page reproduced in our own words from a public shop plugin, component or
// template, served here as its merchant serves it (its own script order, options, callbacks, DOM
// edits, CSS and jQuery) under the shop's strict CSP. The entry's files:
//   meta.json   where it comes from, what it leans on, the checkout its server creates (corpusMeta)
//   page.html   the whole document, with {{placeholders}} for what the merchant's server fills in
//   *.js, *.css the merchant's own files, served beside it (/corpus/{slug}/{file})
//   {slug}.spec.ts  what its merchant meant, asserted in a browser
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { z } from 'zod';
import type { GatewayConfig } from '../gateway/platform/config.ts';
import { shopCsp } from './csp.ts';
import type { CreateCheckout } from './merchant-server.ts';

export const CORPUS_DIR = resolve(import.meta.dirname, '../../e2e/corpus');

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** One entry's description: read by the shop (its checkout), the table's generator and the corpus test. */
export const corpusMeta = z.strictObject({
  /** what the page is, in a few words: "WooCommerce plugin for HyperPay (Saudi Arabia)" */
  title: z.string().min(8).max(90),
  source: z.strictObject({
    /** kind of source: "WooCommerce plugin", "React component", "Blade template", … */
    kind: z.string().min(3).max(40),
    /** the public repository it comes from, owner/name */
    repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
    /** the file(s) the page was reproduced from */
    paths: z.array(z.string().min(1).max(200)).min(1),
    /** the market it serves: "Saudi Arabia", "Ecuador", "Europe", … */
    region: z.string().min(2).max(40),
  }),
  /** the widget's surface it leans on: options, callbacks, classes, load order, jQuery calls */
  leansOn: z.array(z.string().min(3).max(120)).min(1),
  /** what its merchant meant the page to do, as its spec asserts it */
  intent: z.string().min(8).max(200),
  /** the checkout its merchant's server creates */
  checkout: z
    .strictObject({
      amount: z
        .string()
        .regex(/^\d{1,10}\.\d{2}$/)
        .default('49.99'),
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .default('EUR'),
      paymentType: z.enum(['DB', 'PA', 'RG']).default('DB'),
      /** further parameters of the checkout request (customer.*, billing.*, customParameters[…], …) */
      params: z.record(z.string().regex(/^[\w.[\]]+$/), z.string().max(200)).default({}),
    })
    .default({ amount: '49.99', currency: 'EUR', paymentType: 'DB', params: {} }),
  /** the page offers Google Pay: its policy names Google's hosts, as Google documents */
  googlePay: z.boolean().default(false),
  /** where we do something other than the original, and why (empty: runs unchanged) */
  differs: z.array(z.strictObject({ what: z.string().min(8).max(300), why: z.string().min(8).max(300) })).default([]),
  /**
   * What the reproduction changed from the public page for the strict CSP every corpus page runs
   * under (an inline <style> moved to a file, a nonce on an inline script), or for the corpus.
   */
  adapted: z.array(z.string().min(8).max(200)).default([]),
});

export type CorpusMeta = z.infer<typeof corpusMeta>;

/** The entries, by folder name. */
export function corpusSlugs(dir = CORPUS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && SLUG.test(d.name))
    .map((d) => d.name)
    .sort();
}

/** The placeholders a page may hold, filled in by the shop as a merchant's server would. */
export const PLACEHOLDERS = ['nonce', 'gateway', 'widgetUrl', 'checkoutId', 'resultUrl', 'base', 'amount', 'currency'] as const;

export function fillPage(template: string, values: Record<(typeof PLACEHOLDERS)[number], string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) throw new Error(`page.html holds an unknown placeholder ${whole}: known are ${PLACEHOLDERS.join(', ')}`);
    return values[name as keyof typeof values];
  });
}

const ASSET_TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };

export function corpusRoutes(config: GatewayConfig, createCheckout: CreateCheckout, dir = CORPUS_DIR) {
  const app = new Hono();

  app.get('/corpus/:slug{[a-z0-9-]+}/:file{[\\w.-]+\\.(js|css)}', async (c) => {
    const file = c.req.param('file');
    try {
      const body = await readFile(resolve(dir, c.req.param('slug'), file), 'utf8');
      return c.body(body, 200, { 'Content-Type': ASSET_TYPES[file.split('.').pop() ?? ''] ?? 'text/plain', 'Cache-Control': 'no-store' });
    } catch {
      return c.notFound();
    }
  });

  app.get('/corpus/:slug{[a-z0-9-]+}', async (c) => {
    const slug = c.req.param('slug');
    let meta: CorpusMeta;
    let template: string;
    try {
      meta = corpusMeta.parse(JSON.parse(await readFile(resolve(dir, slug, 'meta.json'), 'utf8')));
      template = await readFile(resolve(dir, slug, 'page.html'), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return c.text(`no corpus entry ${slug}`, 404);
      return c.text(`corpus entry ${slug} is malformed: ${error instanceof Error ? error.message : String(error)}`, 500);
    }
    // ?registrations=id,id: the shopper's stored cards, as the merchant's server lists them.
    const registrations = (c.req.query('registrations') ?? '').split(',').filter((id) => /^[a-zA-Z0-9]{32}$/.test(id));
    const { amount, currency, paymentType, params } = meta.checkout;
    const created = await createCheckout(amount, currency, { registrations, params, paymentType });
    if (!created.ok || !created.json.id) return c.text(`the checkout of ${slug} was refused: ${JSON.stringify(created.json.result)}`, 502);
    const nonce = randomBytes(16).toString('base64');
    const checkoutId = created.json.id;
    const html = fillPage(template, {
      nonce,
      gateway: config.gatewayUrl,
      widgetUrl: `${config.gatewayUrl}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(checkoutId)}`,
      checkoutId,
      resultUrl: `${config.shopUrl}/result`,
      base: `/corpus/${slug}`,
      amount,
      currency,
    });
    c.header('Content-Security-Policy', shopCsp(config.gatewayUrl, nonce, { googlePay: meta.googlePay }));
    c.header('Cache-Control', 'no-store');
    return c.html(html);
  });

  return app;
}
