// Reads the merchant's `form.paymentWidgets` elements: where the shopper returns (action) and
// which brands to offer (data-brands, or in legacy pages the form's text), by kind.
import { isBankBrand, isCardBrand, isRedirectBrand, isWalletBrand } from '../shared/brands.ts';
import { isMobileWalletBrand } from '../shared/mobile-wallet.ts';

export interface MerchantForm {
  /** the merchant's form.paymentWidgets, out of the page while the widget stands in for it (takeMerchantForm) */
  element: HTMLFormElement;
  /** where the form was: the widget's containers go right after it, in the order they are placed */
  anchor: ChildNode;
  shopperResultUrl: string;
  cardBrands: string[];
  /** bank-account, redirect and wallet brands: the on-demand forms (src/methods) render them */
  otherBrands: string[];
  unsupported: string[];
  /** data-color-scheme on the merchant's form: fixes light or dark instead of following the system */
  scheme?: 'light' | 'dark';
}

export function readMerchantForm(element: HTMLFormElement, anchor: ChildNode = element): MerchantForm {
  const listed = (element.dataset.brands ?? element.textContent ?? '').trim().split(/\s+/).filter(Boolean);
  const brands = [...new Set(listed.map((b) => b.toUpperCase()))];
  const other = (b: string) => isBankBrand(b) || isRedirectBrand(b) || isWalletBrand(b) || isMobileWalletBrand(b);
  return {
    element,
    anchor,
    // The action attribute resolved against the page, as the browser would submit it.
    shopperResultUrl: element.action,
    cardBrands: brands.filter(isCardBrand),
    otherBrands: brands.filter(other),
    unsupported: brands.filter((b) => !isCardBrand(b) && !other(b)),
    ...(element.dataset.colorScheme === 'light' || element.dataset.colorScheme === 'dark' ? { scheme: element.dataset.colorScheme } : {}),
  };
}

/**
 * The original replaces the merchant's form.paymentWidgets with its own containers: the form leaves
 * the page, so a page that later adds a new form.paymentWidgets for a new checkout (after
 * wpwl.unload(), as the original's guides show) holds that one form, not the old one as well
 * (docs/compatibility.md). A marker keeps its place: the containers go after it, and a newer
 * paymentWidgets.js that takes over the page gets the form back there (giveBackMerchantForm). A
 * comment, so that no page selector or layout sees it.
 */
export function takeMerchantForm(element: HTMLFormElement): Comment {
  const anchor = element.ownerDocument.createComment(' form.paymentWidgets ');
  element.replaceWith(anchor);
  return anchor;
}

/** Ends the stand-in: the form goes back to its place when `giveBack` and the place is still in the page; the marker goes. */
export function releaseMerchantForm(form: Pick<MerchantForm, 'element' | 'anchor'>, giveBack: boolean): void {
  if (form.anchor === form.element) return;
  if (giveBack && form.anchor.isConnected) form.anchor.replaceWith(form.element);
  else form.anchor.remove();
}

/**
 * The elements the merchant wrote inside its form.paymentWidgets (hidden inputs, a framework's
 * token, a "store my card" box) move into the widget's card form, where the page's scripts still
 * find them (a plugin that removes its form key in onReady) and they are sent with the payment;
 * the text (a legacy brand list) stays behind. Returns what puts them back.
 */
export function carryMerchantContent(form: Pick<MerchantForm, 'element'>, into: HTMLFormElement): () => void {
  const moved = [...form.element.children];
  into.append(...moved);
  return () => {
    for (const el of moved) if (el.parentNode === into) form.element.appendChild(el);
  };
}
