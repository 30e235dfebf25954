// Apple Pay's merchant validation, simulated: the widget, on the merchant's page, posts Apple's
// validationURL here from onvalidatemerchant and hands the answer to completeMerchantValidation.
// The checks a submission makes come first, so a shopper who could not pay never starts the sheet.
import { Hono, type MiddlewareHandler } from 'hono';
import { merchantValidationRequest } from '../catalogue/apple-pay-session.ts';
import { brandRefusal } from '../domain/brand-selection.ts';
import { invalidParameters } from '../http/answers.ts';
import type { Throttle } from '../http/throttle.ts';
import { merchantSession } from '../simulators/apple-pay-session.ts';
import { byCheckout, liveCheckout, submissionCors, submissionLimit, submittable } from './checkout-guards.ts';
import type { GatewayContext } from './context.ts';
import { browserForm, pageOrigin } from './validators.ts';

export function walletRoutes(ctx: GatewayContext, throttle: Throttle) {
  const { clock } = ctx;

  /** The checkout offers Apple Pay (its risk profile or subscription may restrict the brands). */
  const applePayAllowed: MiddlewareHandler = async (c, next) => {
    const refused = brandRefusal(liveCheckout(ctx, c).params, 'APPLEPAY');
    if (refused) return invalidParameters(c, clock, [{ name: 'paymentBrand', value: 'APPLEPAY', message: refused }]);
    await next();
  };

  return (
    new Hono()
      .use('/checkouts/:id/applepay/session', submissionCors)
      // Order: throttle, size, the checkout's state and brands, then what the request says.
      .post(
        '/checkouts/:id/applepay/session',
        throttle.guard('checkouts.submit', byCheckout),
        submissionLimit(clock),
        submittable(ctx, 'payment'),
        applePayAllowed,
        // Apple validates the domain the payment sheet opened on: the merchant's page, by its Origin.
        pageOrigin(ctx, "merchant validation is called from the shop's page, whose domain Apple Pay validates"),
        browserForm(ctx, merchantValidationRequest),
        (c) => {
          const checkout = liveCheckout(ctx, c);
          const { origin } = c.req.valid('header');
          const { displayName } = c.req.valid('form');
          c.header('Cache-Control', 'no-store');
          return c.json(merchantSession({ entityId: checkout.entityId, domainName: origin.hostname, displayName, now: clock.now() }));
        },
      )
  );
}
