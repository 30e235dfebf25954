// Apple's merchant session, as the development gateway makes it up: the gateway never calls Apple
// (it holds no merchant identity certificate), so the session has Apple's field names and shapes
// with made-up values. A real Safari refuses it (its signature is Apple's to make); the widget's
// tests and a developer's stand-in ApplePaySession take it as it is.
import { createHash, randomBytes } from 'node:crypto';

/** A merchant session is good for five minutes after Apple makes it. */
export const MERCHANT_SESSION_TTL_MS = 5 * 60 * 1000;

export const DEFAULT_DISPLAY_NAME = 'Development shop';

export interface MerchantSession {
  epochTimestamp: number;
  expiresAt: number;
  merchantSessionIdentifier: string;
  nonce: string;
  merchantIdentifier: string;
  domainName: string;
  displayName: string;
  signature: string;
  operationalAnalyticsIdentifier: string;
  retries: number;
  pspId: string;
}

/** The merchant's Apple identifier stands for the entity: the same entity always has the same one. */
const merchantIdentifier = (entityId: string) => createHash('sha256').update(entityId).digest('hex').toUpperCase();

export function merchantSession(input: { entityId: string; domainName: string; displayName?: string | undefined; now: Date }): MerchantSession {
  const epochTimestamp = input.now.getTime();
  const merchant = merchantIdentifier(input.entityId);
  const displayName = input.displayName ?? DEFAULT_DISPLAY_NAME;
  return {
    epochTimestamp,
    expiresAt: epochTimestamp + MERCHANT_SESSION_TTL_MS,
    merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
    nonce: randomBytes(4).toString('hex'),
    merchantIdentifier: merchant,
    domainName: input.domainName,
    displayName,
    signature: randomBytes(64).toString('base64'),
    operationalAnalyticsIdentifier: `${displayName}:${merchant}`,
    retries: 0,
    pspId: merchant,
  };
}
