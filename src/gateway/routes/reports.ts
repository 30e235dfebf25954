// Reporting (gateway-api.md 2.6): GET /v1/reports/settlements lists each settled record of the
// date range, GET /v1/reports/settlements/summary totals them per settlement date and currency.
// The documents do not show the bodies; ours are in docs/development-gateway.md and settlement/reports.ts.
import { Hono } from 'hono';
import type { z } from 'zod';
import { reportingRequest } from '../catalogue/reporting.ts';
import { envelope, RESULTS } from '../catalogue/results.ts';
import { requireBearer } from '../http/auth.ts';
import { byToken, type Throttle } from '../http/throttle.ts';
import { inRange, type ReportRange, settlementEntry, settlementSummary } from '../settlement/reports.ts';
import type { Settlement } from '../settlement/settle.ts';
import type { GatewayContext } from './context.ts';
import { schemaParams } from './validators.ts';

export function reportRoutes(ctx: GatewayContext, settlement: Settlement, throttle: Throttle) {
  const { clock, config } = ctx;

  const checked = schemaParams(ctx, 'query', reportingRequest, 'required');
  /** The range the checked query names. */
  const range = (q: z.infer<typeof reportingRequest>): ReportRange => ({
    from: q['date.from'],
    to: q['date.to'],
    order: q.sortOrder?.toUpperCase() === 'DESC' ? 'DESC' : 'ASC',
  });

  return new Hono()
    .use('/reports/*', requireBearer(config.accessToken, clock))
    .get('/reports/settlements', throttle.guard('reports', byToken), checked, (c) => {
      const settlements = inRange(settlement.ledger.records(config.entityId), range(c.req.valid('query'))).map(settlementEntry);
      return c.json(envelope(clock, RESULTS.requestSucceeded, { settlements }));
    })
    .get('/reports/settlements/summary', throttle.guard('reports', byToken), checked, (c) => {
      return c.json(
        envelope(clock, RESULTS.requestSucceeded, { summary: settlementSummary(settlement.ledger.records(config.entityId), range(c.req.valid('query'))) }),
      );
    });
}
