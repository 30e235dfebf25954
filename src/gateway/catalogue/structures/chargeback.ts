// Catalogue 2.26: chargeback reason code received separately from the acquirer.
import { z } from 'zod';
import type { Structure } from '../types.ts';

export const CHARGEBACK: Structure = {
  chargebackResultCode: z.string().regex(/^000\.100\.2\d{2}$/, 'must be 000.100.2 followed by two digits, e.g. 000.100.201'),
};
