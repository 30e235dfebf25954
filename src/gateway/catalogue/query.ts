// The query request (gateway-api.md 2.5): one zod schema for GET /v1/query's parameters.
import { z } from 'zod';
import { ENTITY_ID, ENTITY_ID_RULE } from '../../shared/checkout-paths.ts';
import { an, bool, dateTime } from './formats.ts';

const PAYMENT_TYPES =
  'CB CD CR DB CP IV PA RB RC RF RL RV AD IN FI CL CF DR RG RR TE CT DS RS SD AC MD EA RI 3D SA EN ID IC DP CG TG SF IS VD DV AF GK RD TM FT KT AR AL PL FN FZ RE RX FO CS EX SE AU TK TF ER'.split(
    ' ',
  );
const PAYMENT_METHODS = 'DD CT CC WA VA UA OT DC ET NT IV PP OD RM'.split(' ');

const codeList = (allowed: readonly string[], what: string) =>
  z
    .string()
    .refine((v) => v.split(',').every((code) => allowed.includes(code.trim())), `must be a comma-separated list of ${what} codes (${allowed.join(', ')})`);

export const queryRequest = z
  .object({
    entityId: z.string().regex(ENTITY_ID, ENTITY_ID_RULE),
    merchantTransactionId: an(1, 255).optional(),
    limit: z
      .string()
      .refine((v) => /^\d{3}$/.test(v) && Number(v) >= 100 && Number(v) <= 500, 'must be a whole number 100-500')
      .optional(),
    'date.from': dateTime().optional(),
    'date.to': dateTime().optional(),
    paymentTypes: codeList(PAYMENT_TYPES, 'payment type').optional(),
    paymentMethods: codeList(PAYMENT_METHODS, 'payment method').optional(),
    includeLinkedTransactions: bool.optional(),
    shortId: an(14, 14).optional(),
  })
  .superRefine((q, ctx) => {
    if ((q['date.from'] === undefined) !== (q['date.to'] === undefined)) {
      const missing = q['date.from'] === undefined ? 'date.from' : 'date.to';
      ctx.addIssue({ code: 'custom', path: [missing], message: `is required together with ${missing === 'date.from' ? 'date.to' : 'date.from'}` });
    }
    if (q.merchantTransactionId !== undefined && (q['date.from'] !== undefined || q['date.to'] !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['merchantTransactionId'], message: 'cannot be combined with a date.from/date.to time frame' });
    }
    if (q['date.from'] && q['date.to'] && q['date.from'] > q['date.to']) {
      ctx.addIssue({ code: 'custom', path: ['date.to'], message: 'must not be before date.from' });
    }
  });
