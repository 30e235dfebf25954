// Active payment method selection: the checkout's configuration names the brands this shopper may
// use, and each form offers those of its brands, in the page's order; the console says which it left out.
import { BRANDS_NOT_OFFERED } from '../shared/error-catalogue/widget.ts';
import { PREFIX } from './session.ts';

/** The page's brands this checkout lets the shopper use (`allowed`, none said: all). */
export function offeredBrands(brands: readonly string[], allowed: readonly string[] | undefined): string[] {
  if (!allowed) return [...brands];
  const kept = brands.filter((b) => allowed.includes(b));
  const left = brands.filter((b) => !allowed.includes(b));
  if (left.length > 0) console.info(`${PREFIX} ${BRANDS_NOT_OFFERED.message({ allowed, left })}`);
  return kept;
}
