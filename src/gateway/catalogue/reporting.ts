// The reporting request (gateway-api.md 2.6): one zod schema for the settlement report and its
// summary. Both dates are required and whole days; only one sort key exists.
import { z } from 'zod';
import { ENTITY_ID, ENTITY_ID_RULE } from '../../shared/checkout-paths.ts';
import { date, oneOf } from './formats.ts';
import { required } from './required.ts';

export const reportingRequest = z
  .object({
    entityId: required(z.string().regex(ENTITY_ID, ENTITY_ID_RULE)),
    'date.from': required(date),
    'date.to': required(date),
    sortValue: oneOf(['SettlementTxDate']).optional(),
    sortOrder: oneOf(['ASC', 'DESC', 'asc', 'desc']).optional(),
  })
  .superRefine((q, ctx) => {
    if (q['date.from'] > q['date.to']) ctx.addIssue({ code: 'custom', path: ['date.to'], message: `must not be before date.from (${q['date.from']})` });
  });
