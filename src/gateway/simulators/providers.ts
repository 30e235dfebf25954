// Payment providers behind the redirect brands. The shopper is sent to the provider simulator
// page, approves or cancels, and comes back through the gateway to the shopper result URL.
import { isRedirectBrand } from '../../shared/brands.ts';
import { RESULTS } from '../results.ts';

export const isProviderBrand = isRedirectBrand;

export const PROVIDER_OUTCOMES = { approve: RESULTS.approved, cancel: RESULTS.cancelledByUser } as const;
