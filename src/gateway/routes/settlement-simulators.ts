// The acquirer side of settlement, for tests and merchants to drive by hand: a settlement run for a
// date, a chargeback, a chargeback reversal. Bearer auth like the merchant API; parameters in the
// form body or the query string; entityId may be left out (the token has one entity).
import { Hono } from 'hono';
import { envelope, RESULTS } from '../catalogue/results.ts';
import { fromCents } from '../domain/money.ts';
import { invalidParameters, notFound } from '../http/answers.ts';
import { requireBearer } from '../http/auth.ts';
import { raiseChargeback, reverseChargeback } from '../settlement/chargebacks.ts';
import { dayOf } from '../settlement/dates.ts';
import { chargebackRequest, entityRequest, settlementRunRequest } from '../settlement/requests.ts';
import type { Settlement } from '../settlement/settle.ts';
import type { PendingRecord } from '../settlement/types.ts';
import type { GatewayContext } from './context.ts';
import { fileSummary } from './reconciliations.ts';
import { schemaParams } from './validators.ts';

/** A chargeback record before its settlement run, with the API names of gateway-api.md 2.7. */
const chargebackView = (r: PendingRecord) => ({
  recordType: r.type,
  amount: fromCents(r.amountCents),
  currency: r.currency,
  ...(r.merchantTransactionId ? { merchantTransactionId: r.merchantTransactionId } : {}),
  ...(r.reason ? { result: r.reason } : {}),
  clearingInstitute: { txId1: r.connectorTxId1 },
  matchedTransactions: { status: r.match.status, payment: (r.match.status === 'NOT_MATCHED' ? [] : r.match.paymentIds).map((id) => ({ id })) },
  ...(r.chargebackId ? { chargebackTransaction: { id: r.chargebackId } } : {}),
});

export function settlementSimulatorRoutes(ctx: GatewayContext, settlement: Settlement) {
  const { clock, config } = ctx;
  const bearer = requireBearer(config.accessToken, clock);
  const runRequest = settlementRunRequest(clock);

  return new Hono()
    .use('/simulators/settlement', bearer)
    .use('/simulators/chargebacks', bearer)
    .use('/simulators/chargebacks/*', bearer)
    .post('/simulators/settlement', schemaParams(ctx, 'form', runRequest, 'optional'), async (c) => {
      const { date } = c.req.valid('form');
      const run = await settlement.run(date ?? dayOf(clock.now()));
      return c.json(
        envelope(clock, RESULTS.requestSucceeded, { settlementDate: run.settlementDate, addedRecords: run.added, reconciliations: run.files.map(fileSummary) }),
      );
    })
    .post('/simulators/chargebacks', schemaParams(ctx, 'form', chargebackRequest, 'optional'), (c) => {
      const { entityId: _entity, ...input } = c.req.valid('form');
      const outcome = raiseChargeback(ctx, settlement.ledger, config.entityId, input);
      if (outcome.status === 'refused') return invalidParameters(c, clock, outcome.errors);
      return c.json(envelope(clock, RESULTS.requestSucceeded, { chargeback: chargebackView(outcome.record) }));
    })
    .post('/simulators/chargebacks/:id/reversal', schemaParams(ctx, 'form', entityRequest, 'optional'), (c) => {
      const id = c.req.param('id');
      const outcome = reverseChargeback(ctx, settlement.ledger, config.entityId, id);
      if (outcome.status === 'unknown') return notFound(c, clock, `no chargeback has the id ${id}`);
      if (outcome.status === 'refused') return invalidParameters(c, clock, outcome.errors);
      return c.json(envelope(clock, RESULTS.requestSucceeded, { chargeback: chargebackView(outcome.record), reversal: { id: outcome.reversal.id } }));
    });
}
