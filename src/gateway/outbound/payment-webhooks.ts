// The webhooks of what the domain records (gateway-api.md section 6): PAYMENT CREATED for each new
// transaction, PAYMENT UPDATED when a shopper's step ends, REGISTRATION CREATED or UPDATED for
// stored payment data, each carrying the answer the API would give for it. Added to the domain's
// events at start-up (app.ts).
import { RESULTS } from '../catalogue/results.ts';
import type { PaymentListener } from '../domain/events.ts';
import { paymentNotice, registrationBody } from '../domain/response.ts';
import type { Clock } from '../platform/clock.ts';
import type { Webhooks } from './webhooks.ts';

export function paymentWebhooks(webhooks: Webhooks, clock: Clock): PaymentListener {
  return (event) => {
    switch (event.kind) {
      case 'payment-recorded':
        webhooks.notify('PAYMENT', 'CREATED', paymentNotice(event.tx, clock));
        break;
      case 'step-ended':
        webhooks.notify('PAYMENT', 'UPDATED', paymentNotice(event.tx, clock));
        break;
      case 'registration-stored':
        webhooks.notify('REGISTRATION', 'CREATED', registrationBody(event.registration, RESULTS.approved, clock));
        break;
      case 'registration-updated':
        webhooks.notify('REGISTRATION', 'UPDATED', registrationBody(event.registration, RESULTS.approved, clock));
        break;
    }
  };
}
