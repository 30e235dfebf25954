// The reporting request (gateway-api.md 2.6): one zod schema for the settlement report and its
// summary. Both dates are required and whole days; only one sort key exists.
import { z } from 'zod';
import { date, oneOf } from './formats.ts';
import { required } from './required.ts';

export const reportingRequest = z
  .object({
    entityId: required(z.string().regex(/^[0-9a-f]{32}$/, 'must be 32 lowercase hexadecimal characters')),
    'date.from': required(date),
    'date.to': required(date),
    sortValue: oneOf(['SettlementTxDate']).optional(),
    sortOrder: oneOf(['ASC', 'DESC', 'asc', 'desc']).optional(),
  })
  .superRefine((q, ctx) => {
    if (q['date.from'] > q['date.to']) ctx.addIssue({ code: 'custom', path: ['date.to'], message: `must not be before date.from (${q['date.from']})` });
  });
