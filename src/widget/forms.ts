// Reads the merchant's `form.paymentWidgets` elements: where the shopper returns (action) and
// which brands to offer (data-brands, or in legacy pages the form's text), by kind.
import { isBankBrand, isCardBrand, isRedirectBrand, isWalletBrand } from '../shared/brands.ts';
import { isMobileWalletBrand } from '../shared/mobile-wallet.ts';

export interface MerchantForm {
  element: HTMLFormElement;
  shopperResultUrl: string;
  cardBrands: string[];
  /** bank-account, redirect and wallet brands: the on-demand forms (src/methods) render them */
  otherBrands: string[];
  unsupported: string[];
  nested: boolean;
  /** data-color-scheme on the merchant's form: fixes light or dark instead of following the system */
  scheme?: 'light' | 'dark';
}

export function readMerchantForm(element: HTMLFormElement): MerchantForm {
  const listed = (element.dataset.brands ?? element.textContent ?? '').trim().split(/\s+/).filter(Boolean);
  const brands = [...new Set(listed.map((b) => b.toUpperCase()))];
  const other = (b: string) => isBankBrand(b) || isRedirectBrand(b) || isWalletBrand(b) || isMobileWalletBrand(b);
  return {
    element,
    // The action attribute resolved against the page, as the browser would submit it.
    shopperResultUrl: element.action,
    cardBrands: brands.filter(isCardBrand),
    otherBrands: brands.filter(other),
    unsupported: brands.filter((b) => !isCardBrand(b) && !other(b)),
    nested: element.parentElement?.closest('form') != null,
    ...(element.dataset.colorScheme === 'light' || element.dataset.colorScheme === 'dark' ? { scheme: element.dataset.colorScheme } : {}),
  };
}

/** The merchant's own inline display of a form the widget hid, given back when it shows it again. */
const ownDisplay = new WeakMap<HTMLElement, string>();

/**
 * Hides the merchant's form.paymentWidgets while the widget stands in for it, or shows it again.
 * The hidden attribute alone loses to a page rule such as `form { display: block }` (HyperPay's
 * OpenCart templates print one), which would show the shopper a brand list written as the form's
 * text; an inline display set through the CSSOM (allowed under a strict CSP) wins over page rules.
 */
export function hideMerchantForm(element: HTMLElement, hide: boolean): void {
  element.hidden = hide;
  const { style } = element;
  if (hide) {
    if (!ownDisplay.has(element)) ownDisplay.set(element, style.display);
    style.display = 'none';
  } else if (ownDisplay.has(element)) {
    style.display = ownDisplay.get(element) ?? '';
    ownDisplay.delete(element);
  }
}
