// Parameters only the payment form sends: the stored card the shopper picked (one-click).
import { z } from 'zod';
import type { Structure } from '../types.ts';

export const WIDGET_SUBMISSION: Structure = {
  registrationId: z.string().regex(/^[a-zA-Z0-9]{32}$/, 'must be a registration id: 32 characters of a-z A-Z 0-9'),
};
