// wpwl.executePayment(containerClass): which of the page's forms it submits. The original takes the
// container's class as a class selector (`$('.' + containerClass)`): one class
// ('wpwl-container-card', 'wpwl-container-virtualAccount-PAYPAL') or a container's whole class list
// joined by dots, as ACI's Magento and WooCommerce plugins send it
// ('wpwl-container.wpwl-container-card.wpwl-clearfix'), with or without the leading dot.
// docs/compatibility.md gives the evidence.

import { EXECUTE_PAYMENT_NO_FORM, EXECUTE_PAYMENT_NOT_A_CLASS } from '../../shared/error-catalogue/widget.ts';
import type { ReportError } from '../../shared/errors.ts';
import type { Submittable } from './mount.ts';

/** A compound class selector and nothing else: `a`, `.a`, `a.b.c`, `.a.b.c`. */
const CLASS_LIST = /^\.?-?[A-Za-z_][\w-]*(\.-?[A-Za-z_][\w-]*)*$/;

/** The selector `containerClass` names, or null when it is not a class or a dotted class list. */
export function containerSelector(containerClass: unknown): string | null {
  if (typeof containerClass !== 'string') return null;
  const trimmed = containerClass.trim();
  if (!CLASS_LIST.test(trimmed)) return null;
  return trimmed.startsWith('.') ? trimmed : `.${trimmed}`;
}

/**
 * Submits the first form, in the page's order, whose container matches; none matching is the
 * merchant's to hear, once per call, with the containers that are there. One form at most: a class
 * several containers share ('wpwl-container') must not start two payments.
 */
export function executePayment(containerClass: unknown, forms: readonly Submittable[], reportError: ReportError): void {
  const selector = containerSelector(containerClass);
  const onPage = forms.filter((f) => f.container?.isConnected);
  const matching = selector ? onPage.filter((f) => f.container?.matches(selector)) : [];
  const first = matching.sort((a, b) => order(a.container, b.container))[0];
  if (first) {
    first.submit();
    return;
  }
  const there = { given: containerClass, forms: onPage.map((f) => [...(f.container?.classList ?? [])].join('.')) };
  reportError(selector ? EXECUTE_PAYMENT_NO_FORM : EXECUTE_PAYMENT_NOT_A_CLASS, there);
}

function order(a: Element | null, b: Element | null): number {
  if (!a || !b || a === b) return 0;
  return a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}
