// The one home of a checkout's identifiers and addresses, for the widget, the on-demand forms, the
// frames, the gateway and the shop: what a checkout id and an entity id look like, where a checkout's
// payment, registration and step live under /v1/, and the shopper result URL the merchant's page is
// sent to. paymentWidgets.js (src/widget/script.ts) keeps its own copy of the checkout id pattern, to
// stay a script of its own: checkout-paths.test.ts holds the two equal.

/** A checkout id as the gateway makes them (gateway/platform/ids.ts) and the API allows: 32 to 48 of these. */
export const CHECKOUT_ID_CHARS = '[A-Za-z0-9.-]{32,48}';
export const CHECKOUT_ID = new RegExp(`^${CHECKOUT_ID_CHARS}$`);

/** A merchant's entity id: 32 lowercase hexadecimal characters; the rule, as refusals say it. */
export const ENTITY_ID = /^[0-9a-f]{32}$/;
export const ENTITY_ID_RULE = 'must be 32 lowercase hexadecimal characters';

/** What a submission makes: a payment, or a stored card (paymentType RG). */
export type CheckoutResource = 'payment' | 'registration';

/** A checkout's payment or registration, relative to the gateway's /v1/. */
export function submissionPath(checkoutId: string, resource: CheckoutResource = 'payment'): string {
  return `checkouts/${encodeURIComponent(checkoutId)}/${resource}`;
}

/** The resourcePath the merchant fetches the outcome with: /v1/checkouts/{id}/payment or …/registration. */
export function resourcePath(checkoutId: string, resource: CheckoutResource = 'payment'): string {
  return `/v1/${submissionPath(checkoutId, resource)}`;
}

/** A checkout's 3-D Secure or provider step, relative to the gateway's /v1/. */
export function stepPath(checkoutId: string): string {
  return `checkouts/${encodeURIComponent(checkoutId)}/redirect`;
}

/** shopperResultUrl?id={id}&resourcePath=…, keeping the merchant's own parameters. */
export function resultUrl(shopperResultUrl: string, id: string, path: string): string {
  const url = new URL(shopperResultUrl);
  url.searchParams.set('id', id);
  url.searchParams.set('resourcePath', path);
  return url.href;
}
