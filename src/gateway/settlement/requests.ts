// The requests of the settlement simulators and of the reconciliation file routes: one zod schema
// each, in the words of the catalogue (formats.ts), with the rules that span fields.
import { z } from 'zod';
import { ENTITY_ID, ENTITY_ID_RULE } from '../../shared/checkout-paths.ts';
import { amount, an, currency, date } from '../catalogue/formats.ts';
import { required } from '../catalogue/required.ts';
import { CHARGEBACK } from '../catalogue/structures/chargeback.ts';
import type { Field, Structure } from '../catalogue/types.ts';
import type { Clock } from '../platform/clock.ts';
import { latestSettlementDate } from './dates.ts';

/** The catalogue's own rule for a field, so this request and a payment request agree. */
function catalogueField(structure: Structure, name: string): Field {
  const field = structure[name];
  if (!field) throw new Error(`the catalogue has no ${name}`);
  return field;
}

const entityId = z.string().regex(ENTITY_ID, ENTITY_ID_RULE);
const paymentId = z.string().regex(/^[a-zA-Z0-9]{32}$/, 'must be a payment id: 32 characters a-z A-Z 0-9');
const positive = amount(10, true).pipe(z.string().refine((v) => Number(v) > 0, 'must be more than 0.00'));

/** POST /v1/simulators/settlement: the settlement date, at most tomorrow on the gateway's clock. */
export const settlementRunRequest = (clock: Clock) =>
  z.object({
    entityId: entityId.optional(),
    date: date
      .refine((d) => d <= latestSettlementDate(clock.now()), {
        error: () =>
          `must not be after ${latestSettlementDate(clock.now())}: a run settles the transactions of the days before its date, and tomorrow's settles today's so far`,
      })
      .optional(),
  });

/** POST /v1/simulators/chargebacks: the acquirer's chargeback, naming a payment or a merchant reference. */
export const chargebackRequest = z
  .object({
    entityId: entityId.optional(),
    chargebackResultCode: required(catalogueField(CHARGEBACK, 'chargebackResultCode')),
    paymentId: paymentId.optional(),
    merchantTransactionId: an(8, 255).optional(),
    amount: positive.optional(),
    currency: currency.optional(),
  })
  .superRefine((q, ctx) => {
    if ((q.paymentId === undefined) === (q.merchantTransactionId === undefined)) {
      const message =
        q.paymentId === undefined ? 'is required: send paymentId or merchantTransactionId' : 'cannot be combined with merchantTransactionId: send one of them';
      ctx.addIssue({ code: 'custom', path: ['paymentId'], message });
    }
    if (q.merchantTransactionId !== undefined) {
      // An acquirer's record always carries its amount; without a payment id there is nothing to take it from.
      for (const name of ['amount', 'currency'] as const) {
        if (q[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: 'is required with merchantTransactionId' });
      }
    }
  });

/** Routes whose only parameter is the entity, which may be left out. */
export const entityRequest = z.object({ entityId: entityId.optional() });

/** GET /v1/reconciliations: the entity whose files to list. */
export const reconciliationListRequest = z.object({ entityId: required(entityId) });
