// What follows a payment is not the domain's to do. The domain decides and records, then says here
// what happened; what reacts (a subscription schedule starting, the webhooks, the deprecated
// notificationUrl call) lives on floors above it and is added at start-up (app.ts), so the domain
// imports none of it.
import type { PendingStep, Registration, Transaction } from './types.ts';

export type PaymentEvent =
  /** a transaction was recorded: a payment, a follow-up, a chargeback or its reversal */
  | { kind: 'payment-recorded'; tx: Transaction }
  /** a payment's 3-D Secure or provider step ended: the shopper's decision, a timeout or a risk reject */
  | { kind: 'step-ended'; tx: Transaction; step: PendingStep }
  /** payment data was stored, by an approved payment or on its own */
  | { kind: 'registration-stored'; registration: Registration }
  /** a registration got new payment data under the same id */
  | { kind: 'registration-updated'; registration: Registration };

export type PaymentListener = (event: PaymentEvent) => void;

export class PaymentEvents {
  readonly #listeners: PaymentListener[] = [];

  /**
   * Listeners hear every event in the order they were added, before `emit` returns: a schedule a
   * payment starts writes its id on the payment, which the payment's webhook and answer carry.
   */
  listen(listener: PaymentListener): void {
    this.#listeners.push(listener);
  }

  emit(event: PaymentEvent): void {
    for (const listener of this.#listeners) listener(event);
  }
}
