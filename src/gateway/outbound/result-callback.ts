// gateway-api.md section 3: 29 minutes after the shopper pressed pay, if the merchant never fetched
// the status and the shopper never came back through us, the gateway calls shopperResultUrl once
// with resourcePath, prompting the merchant to fetch the outcome.

import { resourcePath, resultUrl } from '../../shared/checkout-paths.ts';
import { isRegistrationCheckout } from '../catalogue/registration-checkout.ts';
import type { Checkout } from '../domain/types.ts';
import type { OutboundContext } from './context.ts';
import { mayCall } from './may-call.ts';

export const RESULT_CALLBACK_DELAY_MS = 29 * 60 * 1000;

export function scheduleResultCallback(ctx: OutboundContext, checkout: Checkout): void {
  ctx.scheduler.after(RESULT_CALLBACK_DELAY_MS, async () => {
    if (checkout.statusFetched || checkout.shopperReturned || !checkout.shopperResultUrl) return;
    // A URL the shopper's browser gave (the merchant gave none) is not called into private networks.
    if (!checkout.params.shopperResultUrl && !mayCall(ctx, checkout.shopperResultUrl, `result callback for checkout ${checkout.id}`)) return;
    const url = resultUrl(
      checkout.shopperResultUrl,
      checkout.id,
      resourcePath(checkout.id, isRegistrationCheckout(checkout.params) ? 'registration' : 'payment'),
    );
    checkout.shopperReturned = true;
    try {
      const res = await ctx.fetch(url, { method: 'GET', signal: AbortSignal.timeout(10_000) });
      ctx.log(`result callback for checkout ${checkout.id}: HTTP ${res.status}`);
      await res.body?.cancel();
    } catch (error) {
      ctx.log(`result callback for checkout ${checkout.id} failed: ${error instanceof Error ? error.name : 'error'}`);
    }
  });
}
