// Violation reports of the gateway's own documents: the card frames and the simulator pages name
// this address in their policies (report-uri), so a violation where card data lives reaches the
// gateway whatever browser the shopper runs, and the log says it. Kept per checkout (the frames'
// addresses name it), bounded, and read back with the merchant's token: the WebKit e2e suite reads
// them, since WebDriver cannot listen inside a frame of another site.
import { Hono } from 'hono';
import { z } from 'zod';
import { CHECKOUT_ID } from '../../shared/checkout-paths.ts';
import { requireBearer } from '../http/auth.ts';
import type { GatewayContext } from './context.ts';
import { type CspViolation, cspReportBody, schemaParams } from './validators.ts';

const MAX_CHECKOUTS = 200;
const MAX_REPORTS = 20;
/** Reports of documents that name no checkout (the simulator pages) are kept under this key. */
const NO_CHECKOUT = 'none';

const readQuery = z.object({ checkoutId: z.string().regex(CHECKOUT_ID, 'must be a checkout id').optional(), entityId: z.string().optional() });

/** The checkout a reporting document belongs to: its address's checkoutId. */
function checkoutOf(documentUri: string): string {
  try {
    const id = new URL(documentUri).searchParams.get('checkoutId');
    return id && CHECKOUT_ID.test(id) ? id : NO_CHECKOUT;
  } catch {
    return NO_CHECKOUT;
  }
}

export function cspReportRoutes(ctx: GatewayContext) {
  const reports = new Map<string, CspViolation[]>();
  const keep = (violation: CspViolation) => {
    const id = checkoutOf(violation['document-uri']);
    if (!reports.has(id) && reports.size >= MAX_CHECKOUTS) reports.delete(reports.keys().next().value ?? '');
    const list = reports.get(id) ?? [];
    if (list.length < MAX_REPORTS) list.push(violation);
    reports.set(id, list);
  };
  return new Hono()
    .post('/csp-reports', cspReportBody(), (c) => {
      const violation = c.get('cspViolation');
      keep(violation);
      const where = violation['document-uri'].split('?')[0];
      // Worded so the log's card-data mask leaves it whole ("cvv.html: …" would read as a code).
      const directive = violation['effective-directive'] ?? violation['violated-directive'] ?? '?';
      ctx.log(`CSP violation (${directive}) in ${where}, blocked ${violation['blocked-uri'] ?? '?'}`);
      return c.body(null, 204);
    })
    .get('/csp-reports', requireBearer(ctx.config.accessToken, ctx.clock), schemaParams(ctx, 'query', readQuery, 'optional'), (c) => {
      const { checkoutId } = c.req.valid('query');
      return c.json({ reports: reports.get(checkoutId ?? NO_CHECKOUT) ?? [] });
    });
}
