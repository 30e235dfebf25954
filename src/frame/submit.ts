// The number frame submits the payment to its own origin (no CORS, no card data on the merchant
// page) and turns the gateway's answer into the sanitised outcome the widget may see.
import { INVALID_PARAMETER_CODE, paymentResponse } from '../shared/api/payment.ts';
import type { PaymentOutcome } from '../shared/protocol.ts';

/** What 3-D Secure v2 needs to know about the shopper's browser (customer.browser.*). */
export function browserData(win: Window): Record<string, string> {
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

export async function submitPayment(
  fetchFn: typeof fetch,
  checkoutId: string,
  fields: Record<string, string>,
  widgetOrigin: string,
): Promise<PaymentOutcome> {
  const resourcePath = `/v1/checkouts/${encodeURIComponent(checkoutId)}/payment`;
  let response: Response;
  let json: unknown;
  try {
    response = await fetchFn(resourcePath, {
      method: 'POST',
      // The merchant page's origin, so the gateway's return page can hand the widget the outcome
      // of a 3-D Secure or provider step (postMessage to that origin only).
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'X-Widget-Origin': widgetOrigin },
      body: new URLSearchParams(fields),
      credentials: 'omit',
    });
    json = await response.json();
  } catch {
    return { kind: 'failed', reason: 'network' };
  }
  if (response.status === 404) return { kind: 'failed', reason: 'invalidCheckout' };
  const parsed = paymentResponse.safeParse(json);
  if (!parsed.success) return { kind: 'failed', reason: 'network' };
  const { result, card, redirect } = parsed.data;
  if (redirect) return { kind: 'redirect' };
  const description = (result.description ?? '').slice(0, 256);
  if (result.code === INVALID_PARAMETER_CODE) {
    return { kind: 'rejected', code: result.code, description, parameters: (result.parameterErrors ?? []).map((e) => e.name.slice(0, 64)) };
  }
  return {
    kind: 'final',
    resourcePath,
    code: result.code,
    description,
    ...(card?.bin && /^\d{6}$/.test(card.bin) ? { bin: card.bin } : {}),
    ...(card?.last4Digits && /^\d{4}$/.test(card.last4Digits) ? { last4: card.last4Digits } : {}),
  };
}
