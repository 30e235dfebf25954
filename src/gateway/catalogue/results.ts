// The result codes the development gateway answers with. All lie inside the families of
// result-codes.md, so a merchant's classification code works unchanged against us.
import type { Clock } from '../platform/clock.ts';
import { newNdc } from '../platform/ids.ts';

export const RESULTS = {
  checkoutCreated: { code: '000.200.100', description: 'successfully created checkout' },
  pending: { code: '000.200.000', description: 'transaction pending' },
  approved: { code: '000.100.110', description: "Request successfully processed in 'Merchant in Integrator Test Mode'" },
  approvedExternal: { code: '000.100.112', description: "Request successfully processed in 'Merchant in Connector Test Mode'" },
  requestSucceeded: { code: '000.000.100', description: 'successful request' },
  insufficientFunds: { code: '800.100.155', description: 'transaction declined (amount exceeds credit)' },
  cvvRejected: { code: '800.100.153', description: 'transaction declined (invalid CVV)' },
  authenticationFailed: { code: '100.380.401', description: 'User authentication failed' },
  cancelledByUser: { code: '100.396.101', description: 'Cancelled by user' },
  /** a 3-D Secure step the shopper never finished (result-codes.md) */
  stepTimeout: { code: '100.380.501', description: 'risk management or 3-D Secure transaction timeout' },
  /** a provider step the shopper never finished */
  providerTimeout: { code: '100.396.104', description: 'Uncertain status - probably cancelled by user' },
  captureRejected: { code: '700.400.100', description: 'cannot capture (PA value exceeded, PA reverted or invalid workflow?)' },
  refundRejected: { code: '700.400.200', description: 'cannot refund (refund volume exceeded or tx reversed or invalid workflow?)' },
  throttled: { code: '800.120.100', description: 'Too many requests. Please try again later.' },
  declined: { code: '800.100.152', description: 'transaction declined by authorization system' },
  invalidCard: { code: '800.100.151', description: 'transaction declined (invalid card)' },
  invalidParameter: { code: '200.300.404', description: 'invalid or missing parameter' },
  invalidAuth: { code: '800.900.300', description: 'invalid authentication information' },
  // The API documents show no code for a second submission to a used checkout; this one sits in
  // the "invalid reference" family, which is what a merchant's code should do with it.
  alreadyProcessed: { code: '700.300.100', description: 'checkout already processed: create a new checkout for a new payment' },
} as const;

export type Result = { code: string; description: string };

/** yyyy-MM-dd HH:mm:ss+0000, the format of gateway-api.md 2.2. */
export function formatTimestamp(d: Date): string {
  return `${d.toISOString().slice(0, 19).replace('T', ' ')}+0000`;
}

export const BUILD_NUMBER = 'dev-gateway-0.1.0';

/** The envelope every response carries (buildNumber, timestamp, ndc, result). */
export function envelope(clock: Clock, result: Result & Record<string, unknown>, body: Record<string, unknown> = {}) {
  return { ...body, result, buildNumber: BUILD_NUMBER, timestamp: formatTimestamp(clock.now()), ndc: newNdc() };
}
