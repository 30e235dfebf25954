// Creating a checkout (merchant server, Bearer): its parameters checked against the catalogue,
// a job.* checked as a subscription would take it, and the script's SRI value when asked for.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { STATIC_DIR } from '../../assets/build.ts';
import { checkedJob } from '../../catalogue/job.ts';
import type { RequestValidator } from '../../catalogue/kinds.ts';
import { envelope, RESULTS } from '../../catalogue/results.ts';
import { invalidParameters } from '../../http/answers.ts';
import { requireBearer } from '../../http/auth.ts';
import { byToken, type Throttle } from '../../http/throttle.ts';
import type { GatewayContext } from '../context.ts';
import { catalogueForm } from '../validators.ts';

/** SRI value of the exact script the gateway serves (result-codes.md, completion contract step 2). */
async function scriptIntegrity(): Promise<string> {
  const script = await readFile(resolve(STATIC_DIR, 'paymentWidgets.js'));
  return `sha384-${createHash('sha384').update(script).digest('base64')}`;
}

export function checkoutCreationRoutes(ctx: GatewayContext, requests: RequestValidator, throttle: Throttle) {
  const { clock, store, config } = ctx;
  return new Hono().post(
    '/checkouts',
    requireBearer(config.accessToken, clock),
    throttle.guard('checkouts.create', byToken),
    catalogueForm(ctx, requests, 'checkout'),
    async (c) => {
      const params = c.req.valid('form');
      const job = checkedJob(params, { ownAccount: false });
      if (!job.ok) return invalidParameters(c, clock, job.errors);
      const checkout = store.createCheckout(config.entityId, params);
      const integrity = params.integrity === 'true' ? { integrity: await scriptIntegrity() } : {};
      return c.json(envelope(clock, RESULTS.checkoutCreated, { id: checkout.id, ...integrity }));
    },
  );
}
