// Payment providers behind the redirect brands. The shopper is sent to the provider simulator
// page, approves or cancels, and comes back through the gateway to the shopper result URL.
import { RESULTS } from '../results.ts';

export const PROVIDER_BRANDS = ['PAYPAL', 'SOFORTUEBERWEISUNG', 'GIROPAY', 'IDEAL', 'EPS', 'KLARNA_PAYMENTS_PAYLATER', 'KLARNA_PAYMENTS_SLICEIT'] as const;

export const isProviderBrand = (brand: string): boolean => (PROVIDER_BRANDS as readonly string[]).includes(brand);

export const PROVIDER_OUTCOMES = { approve: RESULTS.approved, cancel: RESULTS.cancelledByUser } as const;
export type ProviderDecision = keyof typeof PROVIDER_OUTCOMES;
