// Creates payments: opens the transaction from the validated request, pays with what the shopper
// pays with (instruments.ts), stores its payment data when asked, records it and says so
// (events.ts). Validation happened before: this code trusts its validated input.
import type { Job } from '../catalogue/job.ts';
import type { Params } from '../catalogue/types.ts';
import { newPaymentId } from '../platform/ids.ts';
import type { DomainContext } from './context.ts';
import { instrumentOf, payWith } from './instruments.ts';
import { applyRisk, approvedResult } from './outcome.ts';
import { posRequest } from './pos.ts';
import { register } from './registrations.ts';
import { riskCheck } from './risk.ts';
import type { ContactGroup, NestedParams, PaymentInput, Registration, Transaction } from './types.ts';

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

/** What the request names that the payment echoes: the merchant's references and the checkout. */
function references(input: PaymentInput): Partial<Transaction> {
  const { params } = input;
  return {
    ...(params.merchantTransactionId ? { merchantTransactionId: params.merchantTransactionId } : {}),
    ...(params.descriptor ? { descriptor: params.descriptor } : {}),
    ...(input.checkout ? { checkoutId: input.checkout.id } : {}),
    ...(params.numberOfCaptures ? { numberOfCaptures: Number(params.numberOfCaptures) } : {}),
  };
}

/**
 * What the payment carries on to what follows it: the job it starts, the schedule run it is, the
 * risk verdict, the terminal's data, the notificationUrl. Risk data and notificationUrl of a widget
 * payment are the merchant's (the checkout's), never what the shopper's browser submitted.
 */
function carriedOn(input: PaymentInput): Partial<Transaction> {
  const merchantParams = input.checkout?.params ?? input.params;
  const risk = riskCheck(merchantParams);
  const pos = posRequest(input.params);
  const notificationUrl = merchantParams.notificationUrl;
  return {
    ...(input.job ? { job: input.job } : {}),
    ...(input.schedule ? { scheduleId: input.schedule.id, scheduleRun: input.schedule.run } : {}),
    ...(risk ? { risk } : {}),
    ...(pos ? { pos } : {}),
    ...(notificationUrl ? { notificationUrl } : {}),
  };
}

/** The transaction as the request opens it: approved until what it pays with says otherwise. */
function openTransaction(ctx: DomainContext, input: PaymentInput): Transaction {
  const { params } = input;
  const testMode = params.testMode === 'EXTERNAL' ? 'EXTERNAL' : 'INTERNAL';
  const contact = contactOf(params);
  return {
    id: newPaymentId(),
    entityId: input.entityId,
    paymentType: input.paymentType,
    paymentBrand: params.paymentBrand ?? '',
    amount: input.amount,
    currency: input.currency,
    status: 'approved',
    result: approvedResult(testMode),
    createdAt: ctx.clock.now(),
    testMode,
    ...references(input),
    capturedCents: 0,
    refundedCents: 0,
    captureCount: 0,
    reversed: false,
    customParameters: customParameters(params),
    ...(contact ? { contact } : {}),
    wantsRegistration: (params.createRegistration === 'true' || input.job !== undefined) && !input.registration,
    ...carriedOn(input),
  };
}

export function createPayment(ctx: DomainContext, input: PaymentInput): Transaction {
  const tx = openTransaction(ctx, input);
  const number = input.registration?.cardNumber ?? input.params['card.number'];
  payWith(ctx, input, tx, instrumentOf(input, number));
  applyRisk(tx);
  if (tx.status === 'approved' && tx.wantsRegistration) register(ctx, tx, input.params, number);
  ctx.store.addTransaction(tx);
  ctx.events.emit({ kind: 'payment-recorded', tx });
  return tx;
}

/** A server-to-server payment: the request's own amount, currency and type (validated before). */
export function createServerPayment(ctx: DomainContext, params: Params, registration?: Registration, job?: Job): Transaction {
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
