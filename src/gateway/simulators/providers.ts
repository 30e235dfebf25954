// Payment providers behind the redirect brands and the mobile wallets (STC_PAY). The shopper is sent
// to the provider simulator page, approves or cancels (a mobile wallet paid by number asks first for
// the one-time code it sent), and comes back through the gateway to the shopper result URL.
import { RESULTS } from '../catalogue/results.ts';

export const PROVIDER_OUTCOMES = { approve: RESULTS.approved, cancel: RESULTS.cancelledByUser } as const;

/** Wrong one-time codes a wallet accepts before it declines the payment, as banks' OTP pages do. */
export const OTP_ATTEMPTS = 3;

/** The number as the wallet's page shows it: the last three digits only. */
export const maskedMobile = (national: string): string => `${national.slice(0, 2)}${'•'.repeat(Math.max(0, national.length - 5))}${national.slice(-3)}`;
