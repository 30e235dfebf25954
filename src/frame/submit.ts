// The number frame submits the payment to its own origin (no CORS, no card data on the merchant
// page); shared/api/submit.ts turns the answer into the sanitised outcome the widget may see.
import { submitPayment } from '../shared/api/submit.ts';
import { type CheckoutResource, resourcePath } from '../shared/checkout-paths.ts';
import type { PaymentOutcome } from '../shared/protocol.ts';
import { readPaymentResponse } from './guards.ts';

/** What 3-D Secure v2 needs to know about the shopper's browser (customer.browser.*). */
function browserData(win: Window): Record<string, string> {
  return {
    'customer.browser.language': win.navigator.language.slice(0, 8),
    'customer.browser.screenHeight': String(win.screen.height),
    'customer.browser.screenWidth': String(win.screen.width),
    'customer.browser.timezone': String(new Date().getTimezoneOffset()),
    'customer.browser.userAgent': win.navigator.userAgent.slice(0, 2048),
    'customer.browser.javaEnabled': 'false',
    'customer.browser.screenColorDepth': String(win.screen.colorDepth).slice(0, 2),
  };
}

/**
 * The frame's submission (number frame, or a stored card's code frame): same origin, the shopper's
 * browser data after the given fields, and the merchant page's origin for the return page.
 */
export function submitCard(
  { win, checkoutId, parentOrigin }: { win: Window; checkoutId: string; parentOrigin: string },
  fields: Record<string, string>,
  idempotencyKey: string,
  resource: CheckoutResource = 'payment',
): Promise<PaymentOutcome> {
  const path = resourcePath(checkoutId, resource);
  return submitPayment({
    fetch: win.fetch.bind(win),
    url: path,
    fields: { ...fields, ...browserData(win) },
    // The merchant page's origin, so the gateway's return page can hand the widget the outcome of
    // a 3-D Secure or provider step (postMessage to that origin only).
    headers: { 'X-Widget-Origin': parentOrigin, 'Idempotency-Key': idempotencyKey },
    parse: readPaymentResponse,
    resourcePath: path,
  });
}
