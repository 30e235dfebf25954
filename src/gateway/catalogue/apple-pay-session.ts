// The request of Apple Pay's merchant validation (POST /v1/checkouts/{id}/applepay/session): one
// zod schema for the form the widget posts from the merchant's page in onvalidatemerchant.
import { z } from 'zod';
import { an } from './formats.ts';

/**
 * Apple's merchant validation hosts, as Apple lists them: the global one, its regional and
 * sandbox ones (apple-pay-gateway-…), and mainland China's (cn-apple-pay-gateway…). Any other URL
 * is not Apple's: a real gateway would send the merchant's certificate there.
 */
const APPLE_HOST = /^(?:apple-pay-gateway(?:-[a-z0-9-]+)?|cn-apple-pay-gateway(?:-[a-z0-9-]+)?)\.apple\.com$/;

const HOSTS = 'apple-pay-gateway.apple.com, apple-pay-gateway-*.apple.com or cn-apple-pay-gateway*.apple.com';

function isAppleValidationUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '' && APPLE_HOST.test(url.hostname);
}

export const merchantValidationRequest = z.object({
  validationURL: z
    .string()
    .max(2048, 'must be at most 2048 characters')
    .refine(isAppleValidationUrl, `must be an https URL on ${HOSTS} (the validationURL of Apple Pay's onvalidatemerchant event)`),
  displayName: an(1, 64).optional(),
});
