// Active payment method selection (gateway-api.md 4, hosted form page shape): the brands a checkout
// may offer its shopper. The widget reads them as `brands` of the widget configuration, and the
// gateway refuses a submission with any other brand, so a page that ignores the list gains nothing.
import { CARD_BRAND_CODES } from '../../shared/brands.ts';
import { hasJob } from '../catalogue/job.ts';
import type { Params } from '../catalogue/types.ts';
import { riskCheck } from './risk.ts';

/**
 * A shopper the risk check would review or reject may pay only by card, where 3-D Secure puts the
 * liability on the issuer; direct debit and pay-later brands can be reversed or defaulted on long
 * after the goods have gone.
 */
const RISKY_SHOPPER_BRANDS: readonly string[] = CARD_BRAND_CODES;

/** Brands whose payment data the gateway stores and can charge again, which a schedule needs. */
const STORABLE_BRANDS: readonly string[] = [...CARD_BRAND_CODES, 'DIRECTDEBIT_SEPA'];

/** The brands allowed for a checkout, or undefined when any brand may be offered. */
export function allowedBrands(checkoutParams: Params): readonly string[] | undefined {
  const risk = riskCheck(checkoutParams);
  let allowed: readonly string[] | undefined = risk && risk.decision !== 'accept' ? RISKY_SHOPPER_BRANDS : undefined;
  if (hasJob(checkoutParams)) allowed = (allowed ?? STORABLE_BRANDS).filter((b) => STORABLE_BRANDS.includes(b));
  return allowed;
}

/** Why the brand may not pay on this checkout, or undefined when it may. */
export function brandRefusal(checkoutParams: Params, brand: string): string | undefined {
  const allowed = allowedBrands(checkoutParams);
  if (!allowed || allowed.includes(brand)) return undefined;
  const why =
    hasJob(checkoutParams) && !STORABLE_BRANDS.includes(brand)
      ? 'a subscription checkout needs payment data the gateway can store'
      : "the shopper's risk profile";
  return `is not allowed on this checkout (${why}): allowed are ${allowed.join(', ')}`;
}
