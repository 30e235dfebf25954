// Reconciliation files over HTTP (gateway-api.md 2.7 delivers them by FTP; the development gateway
// offers a download instead): GET /v1/reconciliations lists an entity's files, and
// GET /v1/reconciliations/{file name} answers one as text/csv.
import { Hono } from 'hono';
import { envelope, formatTimestamp, RESULTS } from '../catalogue/results.ts';
import { notFound } from '../http/answers.ts';
import { requireBearer } from '../http/auth.ts';
import { byToken, type Throttle } from '../http/throttle.ts';
import { entityRequest, reconciliationListRequest } from '../settlement/requests.ts';
import type { Settlement } from '../settlement/settle.ts';
import type { ReconciliationFile } from '../settlement/types.ts';
import type { GatewayContext } from './context.ts';
import { schemaParams } from './validators.ts';

/** How a file is listed, in the list and in the settlement simulator's answer. */
export const fileSummary = (f: ReconciliationFile) => ({
  fileName: f.name,
  settlementDate: f.settlementDate,
  records: f.records,
  writtenAt: formatTimestamp(f.writtenAt),
  url: `/v1/reconciliations/${f.name}`,
});

export function reconciliationRoutes(ctx: GatewayContext, settlement: Settlement, throttle: Throttle) {
  const { clock, config } = ctx;
  const bearer = requireBearer(config.accessToken, clock);
  return new Hono()
    .use('/reconciliations', bearer)
    .use('/reconciliations/*', bearer)
    .get('/reconciliations', throttle.guard('reconciliations', byToken), schemaParams(ctx, 'query', reconciliationListRequest, 'required'), (c) => {
      return c.json(envelope(clock, RESULTS.requestSucceeded, { reconciliations: settlement.ledger.files(config.entityId).map(fileSummary) }));
    })
    .get('/reconciliations/:name', throttle.guard('reconciliations', byToken), schemaParams(ctx, 'query', entityRequest, 'optional'), (c) => {
      const name = c.req.param('name');
      const file = settlement.ledger.file(name);
      // Another entity's file does not exist for this token: the same 404, so names cannot be probed.
      if (!file || file.entityId !== config.entityId)
        return notFound(c, clock, `no reconciliation file is named ${name}: GET /v1/reconciliations?entityId=… lists them`);
      return c.body(file.content, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${file.name}"`,
        'Cache-Control': 'no-store',
      });
    });
}
