import { randomBytes } from 'node:crypto';

const hex = (bytes: number): string => randomBytes(bytes).toString('hex');

/** Checkout ids: AN 32-48 of a-z A-Z 0-9 . - (gateway-api.md 2.1); ours are 41 long. */
export const newCheckoutId = (): string => `${hex(16).toUpperCase()}.dev01-gw01`;
/** Payment and registration ids: AN32 of a-z A-Z 0-9. */
export const newPaymentId = (): string => hex(16);
/** ndc: AN 1-69 of a-z A-Z 0-9 -. */
export const newNdc = (): string => `${hex(16)}-dev01`;
