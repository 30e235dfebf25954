// Stored payment data (registrations): made by an approved payment that asked for it
// (createRegistration=true, or a job.* that will charge it again), or on its own; new data under
// the same id. Each change is said as an event, whose webhook carries the registration's answer.
import type { Params } from '../catalogue/types.ts';
import { newPaymentId } from '../platform/ids.ts';
import { bankAccount, cardAccount, detectCardBrand } from './accounts.ts';
import type { DomainContext } from './context.ts';
import type { Registration, Transaction } from './types.ts';

/** Stores the payment data of an approved payment (createRegistration=true). */
export function register(ctx: DomainContext, tx: Transaction, params: Params, cardNumber: string | undefined): void {
  if (!tx.account) return;
  const registration = ctx.store.addRegistration({
    id: newPaymentId(),
    entityId: tx.entityId,
    paymentBrand: tx.paymentBrand,
    account: tx.account,
    ...(cardNumber ? { cardNumber } : {}),
    ...(params['bankAccount.iban'] ? { iban: params['bankAccount.iban'] } : {}),
    createdAt: ctx.clock.now(),
    deleted: false,
  });
  tx.registrationId = registration.id;
  delete tx.pendingCardNumber;
  ctx.events.emit({ kind: 'registration-stored', registration });
}

/** The payment data of a request, as a registration stores it. */
function storedData(params: Params): Pick<Registration, 'paymentBrand' | 'account' | 'cardNumber' | 'iban'> {
  const number = params['card.number'];
  return {
    paymentBrand: params.paymentBrand ?? (number ? detectCardBrand(number) : 'DIRECTDEBIT_SEPA') ?? '',
    account: number ? cardAccount(params, number) : bankAccount(params),
    ...(number ? { cardNumber: number } : {}),
    ...(params['bankAccount.iban'] ? { iban: params['bankAccount.iban'] } : {}),
  };
}

/**
 * New payment data for a stored registration (POST /v1/registrations/{id}: a new card, a new
 * expiry): the same id, so its schedules and the merchant's records go on; REGISTRATION UPDATED.
 */
export function updateRegistration(ctx: DomainContext, registration: Registration, params: Params): Registration {
  delete registration.cardNumber;
  delete registration.iban;
  Object.assign(registration, storedData(params));
  ctx.events.emit({ kind: 'registration-updated', registration });
  return registration;
}

/** Stores payment data without a payment (POST /v1/registrations, registration checkouts). */
export function createRegistration(ctx: DomainContext, entityId: string, params: Params): Registration {
  const registration = ctx.store.addRegistration({
    id: newPaymentId(),
    entityId,
    ...storedData(params),
    createdAt: ctx.clock.now(),
    deleted: false,
  });
  ctx.events.emit({ kind: 'registration-stored', registration });
  return registration;
}
