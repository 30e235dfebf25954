// In-memory state of the development gateway. One process, one store: a restart forgets
// everything, as a merchant developing against it expects.
import type { Params } from '../catalogue/types.ts';
import type { Clock } from '../platform/clock.ts';
import { newCheckoutId } from '../platform/ids.ts';
import type { Checkout, Registration, Transaction } from './types.ts';

/** A checkout id is valid for 30 minutes (gateway-api.md 2.1). */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;

export class Store {
  readonly #checkouts = new Map<string, Checkout>();
  readonly #transactions = new Map<string, Transaction>();
  readonly #registrations = new Map<string, Registration>();

  constructor(private readonly clock: Clock) {}

  createCheckout(entityId: string, params: Params): Checkout {
    const checkout: Checkout = {
      id: newCheckoutId(),
      entityId,
      params,
      createdAt: this.clock.now(),
      ...(params.shopperResultUrl ? { shopperResultUrl: params.shopperResultUrl } : {}),
      statusFetched: false,
      shopperReturned: false,
      answers: new Map(),
    };
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

  addTransaction(t: Transaction): Transaction {
    this.#transactions.set(t.id, t);
    return t;
  }

  transaction(id: string): Transaction | undefined {
    return this.#transactions.get(id);
  }

  transactions(): IterableIterator<Transaction> {
    return this.#transactions.values();
  }

  /** Follow-ups (captures, refunds, reversals) that reference a transaction. */
  linked(id: string): Transaction[] {
    return [...this.#transactions.values()].filter((t) => t.referencedId === id);
  }

  addRegistration(r: Registration): Registration {
    this.#registrations.set(r.id, r);
    return r;
  }

  registrations(): IterableIterator<Registration> {
    return this.#registrations.values();
  }

  registration(id: string): Registration | undefined {
    const r = this.#registrations.get(id);
    return r && !r.deleted ? r : undefined;
  }
}
