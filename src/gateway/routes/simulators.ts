// The shopper-facing simulators: the 3-D Secure ACS (authenticate, fail, cancel) and the payment
// providers of the redirect brands (approve, cancel). A decision completes the payment and the
// shopper returns, through the gateway, to the shopper result URL.
import { type Context, Hono } from 'hono';
import { resultUrl as shopperResultUrl } from '../../shared/checkout-paths.ts';
import { isMobileWalletBrand, saudiMobile, TEST_OTP } from '../../shared/mobile-wallet.ts';
import { type DecisionPage, decisionPage, messagePage, RETURN_JS, returnPage, SIMULATOR_CSP, SIMULATOR_CSS } from '../assets/simulator-pages.ts';
import { RESULTS } from '../catalogue/results.ts';
import { completeStep } from '../domain/steps.ts';
import type { Transaction } from '../domain/types.ts';
import { restartNote } from '../http/answers.ts';
import { ACS_OUTCOMES, type AcsDecision } from '../simulators/acquirer.ts';
import { maskedMobile, OTP_ATTEMPTS, PROVIDER_OUTCOMES } from '../simulators/providers.ts';
import type { GatewayContext } from './context.ts';
import { formParams } from './validators.ts';

const HEADERS = { 'Content-Security-Policy': SIMULATOR_CSP, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

type StepKind = 'threeDSecure' | 'provider';
type Outcome = (typeof ACS_OUTCOMES)[AcsDecision];

/** The payment of the URL's id, if its open step is of this kind and the token is that step's. */
function openStep(ctx: GatewayContext, c: Context, kind: StepKind, token: string | undefined): Transaction | undefined {
  const tx = ctx.store.transaction(c.req.param('id') ?? '');
  return tx?.pending?.kind === kind && token !== undefined && tx.pending.token === token ? tx : undefined;
}

function gone(ctx: GatewayContext, c: Context) {
  return c.html(
    messagePage('Nothing to confirm', `This step has ended or its link is not valid. Go back to the shop. ${restartNote(ctx.startedAt)}`),
    404,
    HEADERS,
  );
}

/** Completes the step and sends the shopper on (see assets/simulator-pages.ts for the widget's in-page frame). */
function finish(ctx: GatewayContext, c: Context, tx: Transaction, result: Outcome) {
  const step = completeStep(ctx, tx, result);
  if (!step) return gone(ctx, c);
  const checkout = tx.checkoutId ? ctx.store.anyCheckout(tx.checkoutId) : undefined;
  let resultUrl: string | undefined;
  if (step.shopperResultUrl) {
    resultUrl = shopperResultUrl(step.shopperResultUrl, step.resultId, step.resourcePath);
    if (checkout) checkout.shopperReturned = true;
  }
  if (!step.widgetOrigin && resultUrl) return c.redirect(resultUrl, 303);
  return c.html(
    returnPage({ resourcePath: step.resourcePath, ...(step.widgetOrigin ? { origin: step.widgetOrigin } : {}), ...(resultUrl ? { resultUrl } : {}) }),
    200,
    HEADERS,
  );
}

/**
 * One simulator page: without a decision it asks for one (the page `ask` gives), with a
 * known decision it completes the step with that decision's outcome.
 */
function decisionStep(
  ctx: GatewayContext,
  c: Context,
  form: Record<string, string>,
  kind: StepKind,
  outcomes: Readonly<Record<string, Outcome>>,
  ask: (tx: Transaction) => Pick<DecisionPage, 'title' | 'intro' | 'action' | 'buttons'>,
) {
  const token = c.req.query('token') ?? form.token;
  const tx = openStep(ctx, c, kind, token);
  if (!tx || !token) return gone(ctx, c);
  const outcome = form.decision !== undefined && Object.hasOwn(outcomes, form.decision) ? outcomes[form.decision] : undefined;
  if (outcome) return finish(ctx, c, tx, outcome);
  return c.html(decisionPage({ ...ask(tx), token, amount: tx.amount, currency: tx.currency }), 200, HEADERS);
}

/** The mobile wallet's page: the one-time code sent to the shopper's number, or the QR code to scan. */
function mobileWalletPage(tx: Transaction, token: string, number: string | null, error: string | undefined): string {
  const action = `/v1/simulators/providers/${tx.id}`;
  return number
    ? decisionPage({
        title: `${tx.paymentBrand} test wallet`,
        intro: `Enter the one-time code the wallet sent by SMS to ${maskedMobile(number)} (test code: ${TEST_OTP}).`,
        action,
        token,
        amount: tx.amount,
        currency: tx.currency,
        field: { name: 'otp', label: 'One-time code', autocomplete: 'one-time-code', ...(error ? { error } : {}) },
        buttons: [
          { decision: 'approve', label: 'Confirm payment' },
          { decision: 'cancel', label: 'Cancel' },
        ],
      })
    : decisionPage({
        title: `${tx.paymentBrand} test wallet`,
        intro: 'Scan the code with the wallet app and approve the payment there; here, approve as the app would.',
        action,
        token,
        amount: tx.amount,
        currency: tx.currency,
        qr: `QR code of this payment for the ${tx.paymentBrand} app (simulated)`,
        buttons: [
          { decision: 'approve', label: 'Approve payment' },
          { decision: 'cancel', label: 'Cancel' },
        ],
      });
}

/**
 * A mobile wallet's page (STC_PAY). Paid by number: the wallet "sent" a one-time code to it, which
 * the shopper types (TEST_OTP approves; OTP_ATTEMPTS wrong ones decline, as 3-D Secure's failure
 * does). Paid by QR code: the shopper "scans" it and approves in the app.
 */
function mobileWalletStep(ctx: GatewayContext, c: Context, form: Record<string, string>) {
  const token = c.req.query('token') ?? form.token;
  const tx = openStep(ctx, c, 'provider', token);
  if (!tx?.pending || !token) return gone(ctx, c);
  const number = tx.account?.kind === 'virtual' && tx.account.accountId ? saudiMobile(tx.account.accountId) : null;
  let error: string | undefined;
  if (form.decision === 'cancel') return finish(ctx, c, tx, RESULTS.cancelledByUser);
  if (form.decision === 'approve') {
    if (!number || form.otp === TEST_OTP) return finish(ctx, c, tx, RESULTS.approved);
    const wrong = (tx.pending.wrongCodes ?? 0) + 1;
    tx.pending.wrongCodes = wrong;
    if (wrong >= OTP_ATTEMPTS) return finish(ctx, c, tx, RESULTS.authenticationFailed);
    error = `That code is not the one sent to ${maskedMobile(number)}: ${OTP_ATTEMPTS - wrong} ${OTP_ATTEMPTS - wrong === 1 ? 'try' : 'tries'} left. (Test code: ${TEST_OTP}.)`;
  }
  return c.html(mobileWalletPage(tx, token, number, error), error ? 422 : 200, HEADERS);
}

export function simulatorRoutes(ctx: GatewayContext) {
  return new Hono()
    .get('/simulators/simulator.css', (c) => c.body(SIMULATOR_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }))
    .get('/simulators/return.js', (c) => c.body(RETURN_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
    .on(['GET', 'POST'], '/simulators/acs/:id', formParams(), (c) =>
      decisionStep(ctx, c, c.req.valid('form'), 'threeDSecure', ACS_OUTCOMES, (tx) => ({
        title: '3-D Secure test ACS',
        intro: `Your bank asks you to confirm this payment with the card ending ${tx.account?.kind === 'card' ? tx.account.last4 : '----'}.`,
        action: `/v1/simulators/acs/${tx.id}`,
        buttons: [
          { decision: 'authenticate', label: 'Authenticate' },
          { decision: 'fail', label: 'Fail authentication' },
          { decision: 'cancel', label: 'Cancel' },
        ],
      })),
    )
    .on(['GET', 'POST'], '/simulators/providers/:id', formParams(), (c) => {
      const form = c.req.valid('form');
      const wallet = ctx.store.transaction(c.req.param('id'));
      if (wallet && isMobileWalletBrand(wallet.paymentBrand)) return mobileWalletStep(ctx, c, form);
      return decisionStep(ctx, c, form, 'provider', PROVIDER_OUTCOMES, (tx) => ({
        title: `${tx.paymentBrand} test provider`,
        intro: 'Approve the payment, or cancel and return to the shop.',
        action: `/v1/simulators/providers/${tx.id}`,
        buttons: [
          { decision: 'approve', label: 'Approve payment' },
          { decision: 'cancel', label: 'Cancel' },
        ],
      }));
    });
}
