// Creates payments: finds what the shopper pays with (card, bank account, token, provider,
// registration), asks the simulators, and records the transaction, its registration and its
// notification. Validation happened before: this code trusts its validated input.

import { randomBytes } from 'node:crypto';
import { resourcePath } from '../../shared/checkout-paths.ts';
import { detectedBrand } from '../../shared/detect.ts';
import type { Job } from '../catalogue/job.ts';
import { isProviderBrand } from '../catalogue/provider-brands.ts';
import { isRegistrationCheckout } from '../catalogue/registration-checkout.ts';
import { RESULTS, type Result } from '../catalogue/results.ts';
import type { Params } from '../catalogue/types.ts';
import { walletTokenCard } from '../catalogue/wallet-tokens.ts';
import { callNotificationUrl } from '../outbound/notification-url.ts';
import { newPaymentId } from '../platform/ids.ts';
import type { GatewayContext } from '../routes/context.ts';
import { cardBehaviour } from '../simulators/acquirer.ts';
import { debitResult } from '../simulators/bank.ts';
import { posRequest } from './pos.ts';
import { paymentNotice, registrationBody } from './response.ts';
import { RISK_RESULTS, riskCheck } from './risk.ts';
import type { Account, ContactGroup, NestedParams, PaymentInput, PendingStep, Registration, Transaction } from './types.ts';

/** Approved, in the test mode's words (000.100.110 INTERNAL, 000.100.112 EXTERNAL). */
export const approvedResult = (testMode: Transaction['testMode']): Result => (testMode === 'EXTERNAL' ? RESULTS.approvedExternal : RESULTS.approved);

const last4 = (s: string) => s.slice(-4);

function cardAccount(params: Params, number: string): Account {
  return {
    kind: 'card',
    bin: number.slice(0, 6),
    last4: last4(number),
    ...(params['card.holder'] ? { holder: params['card.holder'] } : {}),
    expiryMonth: params['card.expiryMonth'] ?? '',
    expiryYear: params['card.expiryYear'] ?? '',
  };
}

function bankAccount(params: Params): Account {
  const iban = params['bankAccount.iban'];
  const number = params['bankAccount.number'];
  return {
    kind: 'bank',
    holder: params['bankAccount.holder'] ?? '',
    ...(iban ? { ibanLast4: last4(iban), country: iban.slice(0, 2) } : {}),
    ...(number ? { numberLast4: last4(number) } : {}),
    ...(params['bankAccount.bic'] ? { bic: params['bankAccount.bic'] } : {}),
    ...(params['bankAccount.bankCode'] ? { bankCode: params['bankAccount.bankCode'] } : {}),
    ...(params['bankAccount.country'] ? { country: params['bankAccount.country'] } : {}),
  };
}

export const detectCardBrand = detectedBrand;

function customParameters(params: Params): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(params)) {
    const m = /^customParameters\[(.+)\]$/.exec(k);
    if (m?.[1]) out[m[1]] = v;
  }
  return out;
}

/**
 * The customer.*, billing.* and shipping.* parameters, grouped and nested by their dots as the
 * payment answer carries them; none: undefined.
 */
function contactOf(params: Params): Transaction['contact'] {
  const out: Partial<Record<ContactGroup, NestedParams>> = {};
  for (const [name, value] of Object.entries(params)) {
    const [group, ...path] = name.split('.');
    if ((group !== 'customer' && group !== 'billing' && group !== 'shipping') || path.length === 0) continue;
    let node: NestedParams = out[group] ?? {};
    out[group] = node;
    path.forEach((key, i) => {
      if (i === path.length - 1) {
        if (typeof node[key] !== 'object') node[key] = value;
        return;
      }
      const next = node[key];
      const child: NestedParams = typeof next === 'object' ? next : {};
      node[key] = child;
      node = child;
    });
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Where the shopper lands: the checkout's resource for widget payments, the payment's otherwise. */
function resultTarget(input: PaymentInput, txId: string) {
  const checkout = input.checkout;
  if (checkout) {
    const kind = isRegistrationCheckout(checkout.params) ? 'registration' : 'payment';
    return { resultId: checkout.id, resourcePath: resourcePath(checkout.id, kind), shopperResultUrl: checkout.shopperResultUrl };
  }
  return { resultId: txId, resourcePath: `/v1/payments/${txId}`, shopperResultUrl: input.params.shopperResultUrl };
}

function pendingStep(ctx: GatewayContext, input: PaymentInput, txId: string, kind: PendingStep['kind']): PendingStep {
  const path = kind === 'threeDSecure' ? `acs/${txId}` : `providers/${txId}`;
  const target = resultTarget(input, txId);
  return {
    kind,
    token: randomBytes(16).toString('hex'),
    redirectUrl: `${ctx.config.gatewayUrl}/v1/simulators/${path}`,
    resultId: target.resultId,
    resourcePath: target.resourcePath,
    ...(target.shopperResultUrl ? { shopperResultUrl: target.shopperResultUrl } : {}),
    ...(input.widgetOrigin ? { widgetOrigin: input.widgetOrigin } : {}),
  };
}

/** How long a 3-D Secure or provider step stays open, as a real ACS's session does. */
export const STEP_TTL_MS = 15 * 60 * 1000;

/** A step the shopper never finishes ends with a timeout, and its page no longer opens. */
function expireStep(ctx: GatewayContext, tx: Transaction): void {
  const step = tx.pending;
  if (!step) return;
  ctx.scheduler.after(STEP_TTL_MS, () => {
    if (tx.pending === step) completeStep(ctx, tx, step.kind === 'threeDSecure' ? RESULTS.stepTimeout : RESULTS.providerTimeout);
  });
}

/** A risk reject stops the payment before anything is charged or stored; a review lets it pass, marked. */
function applyRisk(tx: Transaction): void {
  if (tx.risk?.decision === 'reject') {
    tx.status = 'rejected';
    tx.result = { ...RISK_RESULTS.reject, description: `${RISK_RESULTS.reject.description} (risk.score ${tx.risk.score})` };
    delete tx.pending;
    delete tx.pendingCardNumber;
  } else if (tx.risk?.decision === 'review' && tx.status === 'approved') tx.result = RISK_RESULTS.review;
}

export function createPayment(ctx: GatewayContext, input: PaymentInput): Transaction {
  const { params } = input;
  const id = newPaymentId();
  // Risk data and notificationUrl of a widget payment are the merchant's (the checkout's), never
  // what the shopper's browser submitted.
  const merchantParams = input.checkout?.params ?? params;
  const risk = riskCheck(merchantParams);
  const pos = posRequest(params);
  const notificationUrl = merchantParams.notificationUrl;
  const testMode = params.testMode === 'EXTERNAL' ? 'EXTERNAL' : 'INTERNAL';
  const contact = contactOf(params);
  const tx: Transaction = {
    id,
    entityId: input.entityId,
    paymentType: input.paymentType,
    paymentBrand: params.paymentBrand ?? '',
    amount: input.amount,
    currency: input.currency,
    status: 'approved',
    result: approvedResult(testMode),
    createdAt: ctx.clock.now(),
    testMode,
    ...(params.merchantTransactionId ? { merchantTransactionId: params.merchantTransactionId } : {}),
    ...(params.descriptor ? { descriptor: params.descriptor } : {}),
    ...(input.checkout ? { checkoutId: input.checkout.id } : {}),
    ...(params.numberOfCaptures ? { numberOfCaptures: Number(params.numberOfCaptures) } : {}),
    capturedCents: 0,
    refundedCents: 0,
    captureCount: 0,
    reversed: false,
    customParameters: customParameters(params),
    ...(contact ? { contact } : {}),
    wantsRegistration: (params.createRegistration === 'true' || input.job !== undefined) && !input.registration,
    ...(input.job ? { job: input.job } : {}),
    ...(input.schedule ? { scheduleId: input.schedule.id, scheduleRun: input.schedule.run } : {}),
    ...(risk ? { risk } : {}),
    ...(pos ? { pos } : {}),
    ...(notificationUrl ? { notificationUrl } : {}),
  };
  const settle = (result: Result) => {
    tx.result = result === RESULTS.approved ? approvedResult(testMode) : result;
    tx.status = result === RESULTS.approved ? 'approved' : 'declined';
  };

  const number = input.registration?.cardNumber ?? params['card.number'];
  const wallet = input.registration ? undefined : walletTokenCard(params);
  if (input.registration) {
    tx.paymentBrand = input.registration.paymentBrand;
    tx.account = input.registration.account;
    tx.registrationId = input.registration.id;
    // A stored card pays without a new challenge (credential on file); other outcomes as the card.
    const behaviour = number ? cardBehaviour(number) : { kind: 'result' as const, result: debitResult(input.registration.iban ?? '') };
    settle(behaviour.kind === 'result' ? behaviour.result : RESULTS.approved);
  } else if (wallet) {
    const { card } = wallet;
    tx.paymentBrand = wallet.brand;
    tx.account = { kind: 'card', bin: card.number.slice(0, 6), last4: last4(card.number), expiryMonth: card.expiryMonth, expiryYear: card.expiryYear };
    // A device account number lives on the shopper's phone: this gateway stores no wallet cards,
    // whatever the checkout asked for.
    tx.wantsRegistration = false;
    // The wallet authenticated the shopper on the device (its cryptogram): a card that would ask
    // for a 3-D Secure challenge pays without one; other outcomes are the card's.
    const behaviour = cardBehaviour(card.number);
    settle(behaviour.kind === 'result' ? behaviour.result : RESULTS.approved);
    if (tx.status === 'approved' && card.eci) tx.threeDSecure = { eci: card.eci, authenticationStatus: 'Y' };
  } else if (number) {
    tx.paymentBrand = params.paymentBrand ?? detectCardBrand(number) ?? '';
    tx.account = cardAccount(params, number);
    const behaviour = cardBehaviour(number);
    const externalProof = params['threeDSecure.eci'] !== undefined && params['threeDSecure.verificationId'] !== undefined;
    // A card at a terminal (pos.*) is verified there, by chip and PIN, not by 3-D Secure online.
    const no3ds = externalProof || params['threeDSecure.disable'] === 'true' || pos !== undefined;
    if (behaviour.kind === 'result') settle(behaviour.result);
    else if (behaviour.kind === 'frictionless' || no3ds) {
      settle(RESULTS.approved);
      if (!no3ds) tx.threeDSecure = { eci: '05', authenticationStatus: 'Y', version: '2.2.0' };
    } else {
      tx.status = 'pending';
      tx.result = RESULTS.pending;
      tx.pending = pendingStep(ctx, input, id, 'threeDSecure');
      expireStep(ctx, tx);
      if (tx.wantsRegistration) tx.pendingCardNumber = number;
    }
  } else if (params['bankAccount.iban'] || params['bankAccount.number']) {
    tx.paymentBrand = params.paymentBrand ?? 'DIRECTDEBIT_SEPA';
    tx.account = bankAccount(params);
    settle(debitResult(params['bankAccount.iban'] ?? ''));
  } else if (params['tokenAccount.number']) {
    tx.account = { kind: 'token', last4: last4(params['tokenAccount.number']), type: params['tokenAccount.type'] ?? '' };
    settle(RESULTS.approved);
  } else if (isProviderBrand(tx.paymentBrand)) {
    tx.account = { kind: 'virtual', ...(params['virtualAccount.accountId'] ? { accountId: params['virtualAccount.accountId'] } : {}) };
    tx.status = 'pending';
    tx.result = RESULTS.pending;
    tx.pending = pendingStep(ctx, input, id, 'provider');
    expireStep(ctx, tx);
  } else {
    tx.account = { kind: 'virtual', ...(params['virtualAccount.accountId'] ? { accountId: params['virtualAccount.accountId'] } : {}) };
    settle(RESULTS.approved);
  }

  applyRisk(tx);
  if (tx.status === 'approved' && tx.wantsRegistration) register(ctx, tx, params, number);
  ctx.schedules.startFor(tx);
  ctx.store.addTransaction(tx);
  ctx.webhooks.notify('PAYMENT', 'CREATED', paymentNotice(tx, ctx.clock));
  return tx;
}

/** A server-to-server payment: the request's own amount, currency and type (validated before). */
export function createServerPayment(ctx: GatewayContext, params: Params, registration?: Registration, job?: Job): Transaction {
  return createPayment(ctx, {
    entityId: ctx.config.entityId,
    params,
    paymentType: params.paymentType ?? 'DB',
    amount: params.amount ?? '0.00',
    currency: params.currency ?? 'EUR',
    ...(registration ? { registration } : {}),
    ...(job ? { job } : {}),
  });
}

/** Stores the payment data of an approved payment (createRegistration=true). */
function register(ctx: GatewayContext, tx: Transaction, params: Params, cardNumber: string | undefined): void {
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
  // The payload is the registration's response, as gateway-api.md describes it.
  ctx.webhooks.notify('REGISTRATION', 'CREATED', registrationBody(registration, RESULTS.approved, ctx.clock));
}

/** Ends a 3-D Secure or provider step with the shopper's decision. */
export function completeStep(ctx: GatewayContext, tx: Transaction, result: Result): PendingStep | undefined {
  const step = tx.pending;
  if (tx.status !== 'pending' || !step) return undefined;
  tx.result = result === RESULTS.approved ? approvedResult(tx.testMode) : result;
  tx.status = result === RESULTS.approved ? 'approved' : 'declined';
  applyRisk(tx);
  if (tx.status === 'approved' && tx.pending?.kind === 'threeDSecure') tx.threeDSecure = { eci: '05', authenticationStatus: 'Y', version: '2.2.0' };
  if (tx.status === 'approved' && tx.wantsRegistration) register(ctx, tx, {}, tx.pendingCardNumber);
  ctx.schedules.startFor(tx);
  delete tx.pendingCardNumber;
  delete tx.pending;
  ctx.webhooks.notify('PAYMENT', 'UPDATED', paymentNotice(tx, ctx.clock));
  callNotificationUrl(ctx, tx, step);
  return step;
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
export function updateRegistration(ctx: GatewayContext, registration: Registration, params: Params): Registration {
  delete registration.cardNumber;
  delete registration.iban;
  Object.assign(registration, storedData(params));
  ctx.webhooks.notify('REGISTRATION', 'UPDATED', registrationBody(registration, RESULTS.approved, ctx.clock));
  return registration;
}

/** Stores payment data without a payment (POST /v1/registrations, registration checkouts). */
export function createRegistration(ctx: GatewayContext, entityId: string, params: Params): Registration {
  const registration = ctx.store.addRegistration({
    id: newPaymentId(),
    entityId,
    ...storedData(params),
    createdAt: ctx.clock.now(),
    deleted: false,
  });
  // The payload is the registration's response, as gateway-api.md describes it.
  ctx.webhooks.notify('REGISTRATION', 'CREATED', registrationBody(registration, RESULTS.approved, ctx.clock));
  return registration;
}
