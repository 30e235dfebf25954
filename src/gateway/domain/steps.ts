// The shopper steps a payment may wait for (3-D Secure challenge, a provider's page): opened with
// their page's address and token, ended by the shopper's decision or, after STEP_TTL_MS, a timeout.
import { randomBytes } from 'node:crypto';
import { resourcePath } from '../../shared/checkout-paths.ts';
import { isRegistrationCheckout } from '../catalogue/registration-checkout.ts';
import { RESULTS, type Result } from '../catalogue/results.ts';
import type { DomainContext } from './context.ts';
import { applyRisk, settle } from './outcome.ts';
import { register } from './registrations.ts';
import type { PaymentInput, PendingStep, Transaction } from './types.ts';

/** How long a 3-D Secure or provider step stays open, as a real ACS's session does. */
export const STEP_TTL_MS = 15 * 60 * 1000;

/** Where the shopper lands: the checkout's resource for widget payments, the payment's otherwise. */
function resultTarget(input: PaymentInput, txId: string) {
  const checkout = input.checkout;
  if (checkout) {
    const kind = isRegistrationCheckout(checkout.params) ? 'registration' : 'payment';
    return { resultId: checkout.id, resourcePath: resourcePath(checkout.id, kind), shopperResultUrl: checkout.shopperResultUrl };
  }
  return { resultId: txId, resourcePath: `/v1/payments/${txId}`, shopperResultUrl: input.params.shopperResultUrl };
}

function pendingStep(ctx: DomainContext, input: PaymentInput, txId: string, kind: PendingStep['kind']): PendingStep {
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

/** The payment waits for the shopper's step; one the shopper never finishes ends with a timeout. */
export function awaitStep(ctx: DomainContext, input: PaymentInput, tx: Transaction, kind: PendingStep['kind']): void {
  tx.status = 'pending';
  tx.result = RESULTS.pending;
  const step = pendingStep(ctx, input, tx.id, kind);
  tx.pending = step;
  ctx.scheduler.after(STEP_TTL_MS, () => {
    if (tx.pending === step) completeStep(ctx, tx, step.kind === 'threeDSecure' ? RESULTS.stepTimeout : RESULTS.providerTimeout);
  });
}

/** The step the payment waits for, while it still waits. */
const waitingFor = (tx: Transaction): PendingStep | undefined => (tx.status === 'pending' ? tx.pending : undefined);

/** Ends a 3-D Secure or provider step with the shopper's decision. */
export function completeStep(ctx: DomainContext, tx: Transaction, result: Result): PendingStep | undefined {
  const step = waitingFor(tx);
  if (!step) return undefined;
  settle(tx, result);
  applyRisk(tx);
  if (tx.status === 'approved' && tx.pending?.kind === 'threeDSecure') tx.threeDSecure = { eci: '05', authenticationStatus: 'Y', version: '2.2.0' };
  if (tx.status === 'approved' && tx.wantsRegistration) register(ctx, tx, {}, tx.pendingCardNumber);
  delete tx.pendingCardNumber;
  delete tx.pending;
  ctx.events.emit({ kind: 'step-ended', tx, step });
  return step;
}
