// The shopper-facing simulators: the 3-D Secure ACS (authenticate, fail, cancel) and the payment
// providers of the redirect brands (approve, cancel). A decision completes the payment and the
// shopper returns, through the gateway, to the shopper result URL.
import { Hono, type Context } from 'hono';
import type { GatewayContext } from '../context.ts';
import { completeStep } from '../domain/process.ts';
import type { Transaction } from '../domain/types.ts';
import { restartNote } from '../http.ts';
import { formParams } from './validators.ts';
import { ACS_OUTCOMES, type AcsDecision } from '../simulators/acquirer.ts';
import { decisionPage, messagePage, RETURN_JS, returnPage, SIMULATOR_CSP, SIMULATOR_CSS } from '../simulators/pages.ts';
import { PROVIDER_OUTCOMES } from '../simulators/providers.ts';

const HEADERS = { 'Content-Security-Policy': SIMULATOR_CSP, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

export function simulatorRoutes(ctx: GatewayContext) {
  const { store } = ctx;

  const openStep = (c: Context, kind: 'threeDSecure' | 'provider', token: string | undefined): Transaction | undefined => {
    const tx = store.transaction(c.req.param('id') ?? '');
    return tx?.pending?.kind === kind && token !== undefined && tx.pending.token === token ? tx : undefined;
  };

  const gone = (c: Context) =>
    c.html(messagePage('Nothing to confirm', `This step has ended or its link is not valid. Go back to the shop. ${restartNote(ctx.startedAt)}`), 404, HEADERS);

  /** Completes the step and sends the shopper on (see pages.ts for the widget's in-page frame). */
  const finish = (c: Context, tx: Transaction, result: (typeof ACS_OUTCOMES)[AcsDecision]) => {
    const step = completeStep(ctx, tx, result);
    if (!step) return gone(c);
    const checkout = tx.checkoutId ? store.anyCheckout(tx.checkoutId) : undefined;
    let resultUrl: string | undefined;
    if (step.shopperResultUrl) {
      const url = new URL(step.shopperResultUrl);
      url.searchParams.set('id', step.resultId);
      url.searchParams.set('resourcePath', step.resourcePath);
      resultUrl = url.href;
      if (checkout) checkout.shopperReturned = true;
    }
    if (!step.widgetOrigin && resultUrl) return c.redirect(resultUrl, 303);
    return c.html(
      returnPage({ resourcePath: step.resourcePath, ...(step.widgetOrigin ? { origin: step.widgetOrigin } : {}), ...(resultUrl ? { resultUrl } : {}) }),
      200,
      HEADERS,
    );
  };

  /**
   * One simulator page: without a decision it asks for one (the page `ask` gives), with a
   * known decision it completes the step with that decision's outcome.
   */
  const step = (
    c: Context,
    form: Record<string, string>,
    kind: 'threeDSecure' | 'provider',
    outcomes: Readonly<Record<string, (typeof ACS_OUTCOMES)[AcsDecision]>>,
    ask: (tx: Transaction) => Pick<Parameters<typeof decisionPage>[0], 'title' | 'intro' | 'action' | 'buttons'>,
  ) => {
    const token = c.req.query('token') ?? form.token;
    const tx = openStep(c, kind, token);
    if (!tx || !token) return gone(c);
    const outcome = form.decision !== undefined && Object.hasOwn(outcomes, form.decision) ? outcomes[form.decision] : undefined;
    if (outcome) return finish(c, tx, outcome);
    return c.html(decisionPage({ ...ask(tx), token, amount: tx.amount, currency: tx.currency }), 200, HEADERS);
  };

  return new Hono()
    .get('/simulators/simulator.css', (c) => c.body(SIMULATOR_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }))
    .get('/simulators/return.js', (c) => c.body(RETURN_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }))
    .on(['GET', 'POST'], '/simulators/acs/:id', formParams(), (c) =>
      step(c, c.req.valid('form'), 'threeDSecure', ACS_OUTCOMES, (tx) => ({
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
    .on(['GET', 'POST'], '/simulators/providers/:id', formParams(), (c) =>
      step(c, c.req.valid('form'), 'provider', PROVIDER_OUTCOMES, (tx) => ({
        title: `${tx.paymentBrand} test provider`,
        intro: 'Approve the payment, or cancel and return to the shop.',
        action: `/v1/simulators/providers/${tx.id}`,
        buttons: [
          { decision: 'approve', label: 'Approve payment' },
          { decision: 'cancel', label: 'Cancel' },
        ],
      })),
    );
}
