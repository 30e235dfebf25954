// Reads the merchant's `form.paymentWidgets` elements: where the shopper returns (action) and
// which brands to offer (data-brands, or in legacy pages the form's text).
import { isCardBrand } from '../shared/brands.ts';

export interface MerchantForm {
  element: HTMLFormElement;
  shopperResultUrl: string;
  cardBrands: string[];
  unsupported: string[];
  nested: boolean;
}

export function readMerchantForm(element: HTMLFormElement): MerchantForm {
  const listed = (element.dataset.brands ?? element.textContent ?? '').trim().split(/\s+/).filter(Boolean);
  const brands = [...new Set(listed.map((b) => b.toUpperCase()))];
  return {
    element,
    // The action attribute resolved against the page, as the browser would submit it.
    shopperResultUrl: element.action,
    cardBrands: brands.filter(isCardBrand),
    unsupported: brands.filter((b) => !isCardBrand(b)),
    nested: element.parentElement?.closest('form') != null,
  };
}
