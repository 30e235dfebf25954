// In-memory state of the development gateway. One process, one store: a restart forgets
// everything, as a merchant developing against it expects.
import type { Clock } from './clock.ts';
import { newCheckoutId } from './ids.ts';
import type { CheckoutRequest } from './schemas.ts';

/** A checkout id is valid for 30 minutes (gateway-api.md 2.1). */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;

export interface PaymentRecord {
  id: string;
  httpStatus: 200 | 400;
  /** the payment response body of gateway-api.md 2.2, as stored at submission */
  body: Record<string, unknown>;
}

export interface Checkout {
  id: string;
  request: CheckoutRequest;
  createdAt: Date;
  /** settled once the first submission reaches a final outcome; never replaced afterwards */
  payment?: PaymentRecord;
}

export class Store {
  readonly #checkouts = new Map<string, Checkout>();
  constructor(private readonly clock: Clock) {}

  createCheckout(request: CheckoutRequest): Checkout {
    const checkout: Checkout = { id: newCheckoutId(), request, createdAt: this.clock.now() };
    this.#checkouts.set(checkout.id, checkout);
    return checkout;
  }

  /** The checkout, or why there is none: unknown id, or older than its 30 minutes. */
  checkout(id: string): { status: 'ok'; checkout: Checkout } | { status: 'unknown' | 'expired' } {
    const checkout = this.#checkouts.get(id);
    if (!checkout) return { status: 'unknown' };
    if (this.clock.now().getTime() - checkout.createdAt.getTime() >= CHECKOUT_TTL_MS) return { status: 'expired' };
    return { status: 'ok', checkout };
  }

  /** Status queries still answer after expiry: the merchant asks once the shopper is back. */
  anyCheckout(id: string): Checkout | undefined {
    return this.#checkouts.get(id);
  }
}
