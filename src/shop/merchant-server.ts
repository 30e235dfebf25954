// What the shop does as a merchant's server: it reaches the gateway server-side with its Bearer
// token, which the browser never sees, and creates each checkout there.
import { randomBytes } from 'node:crypto';
import type { GatewayConfig } from '../gateway/platform/config.ts';

/** How the shop reaches the gateway server-side (fetch, or app.request in tests). */
export type FetchGateway = (path: string, init?: RequestInit) => Promise<Response>;

export interface CheckoutOptions {
  /** stored cards of this shopper, offered for one-click payment */
  registrations?: readonly string[];
  /** ask for the script's SRI value */
  integrity?: boolean;
  /** the shopper's risk data: the gateway's risk profile decides which brands they are offered */
  riskToken?: string;
  /** further parameters a merchant's server sends (the corpus pages' customer and billing data) */
  params?: Record<string, string>;
  paymentType?: string;
  /**
   * a checkout that only stores the card: `standalone` as the original's registration-token guides
   * prepare it (createRegistration=true, no paymentType, no amount), `RG` with its payment type
   */
  storeOnly?: 'standalone' | 'RG';
  /** a payment that also stores the card (createRegistration=true beside the payment type) */
  createRegistration?: boolean;
}

export interface CreatedCheckout {
  ok: boolean;
  status: number;
  json: { id?: string; integrity?: string; result?: { code: string; description: string } };
}

export type CreateCheckout = (amount: string, currency: string, options?: CheckoutOptions) => Promise<CreatedCheckout>;

/** The shop's Authorization header for its server-to-server calls. */
export const bearer = (config: GatewayConfig) => ({ Authorization: `Bearer ${config.accessToken}` });

/** Creates a checkout server-side, as a merchant does, with the shop's Bearer token. */
export function checkoutCreator(config: GatewayConfig, fetchGateway: FetchGateway): CreateCheckout {
  return async (
    amount,
    currency,
    { registrations = [], integrity = false, riskToken, params = {}, paymentType = 'DB', storeOnly, createRegistration = false } = {},
  ) => {
    const body = new URLSearchParams({ entityId: config.entityId, merchantTransactionId: `order-${randomBytes(6).toString('hex')}` });
    if (storeOnly === 'standalone') body.set('createRegistration', 'true');
    else if (storeOnly === 'RG') body.set('paymentType', 'RG');
    else {
      body.set('amount', amount);
      body.set('currency', currency);
      body.set('paymentType', paymentType);
      if (createRegistration) body.set('createRegistration', 'true');
    }
    // Further parameters a merchant's server sends (the corpus pages' customer and billing data).
    for (const [name, value] of Object.entries(params)) body.set(name, value);
    if (integrity) body.set('integrity', 'true');
    // The shopper's risk data: the gateway's risk profile decides which brands they are offered.
    if (riskToken) body.set('risk.accountToken', riskToken);
    // Stored cards of this shopper, offered for one-click payment.
    for (const [n, id] of registrations.entries()) body.set(`registrations[${n}].id`, id);
    const created = await fetchGateway('/v1/checkouts', {
      method: 'POST',
      headers: { ...bearer(config), 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      // A merchant reference per order, as real shops send, for reconciliation and queries.
      body,
    });
    const json = (await created.json()) as CreatedCheckout['json'];
    return { ok: created.ok && json.id !== undefined, status: created.status, json };
  };
}
