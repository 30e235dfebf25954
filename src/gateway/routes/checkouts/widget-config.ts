// What the widget reads of a checkout before it shows a form (cross-origin, from the merchant's
// page): amount, currency, payment type, expiry, the stored cards it offers and the brands it allows.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { StoredCard, WidgetConfig } from '../../../shared/api/checkout.ts';
import { isRegistrationCheckout } from '../../catalogue/registration-checkout.ts';
import { allowedBrands } from '../../domain/brand-selection.ts';
import { CHECKOUT_TTL_MS } from '../../domain/store.ts';
import type { Checkout } from '../../domain/types.ts';
import { liveCheckout } from '../checkout-guards.ts';
import type { GatewayContext } from '../context.ts';

/** The stored cards the checkout offers (registrations[n].id) that belong to its entity, as the widget shows them. */
function offeredRegistrations(ctx: GatewayContext, checkout: Checkout): StoredCard[] {
  return Object.entries(checkout.params)
    .filter(([k]) => /^registrations\[\d+\]\.id$/.test(k))
    .flatMap(([, id]) => {
      const r = ctx.store.registration(id);
      return r && r.entityId === checkout.entityId ? [r] : [];
    })
    .map((r) => ({
      id: r.id,
      paymentBrand: r.paymentBrand,
      ...(r.account.kind === 'card'
        ? {
            last4: r.account.last4,
            expiryMonth: r.account.expiryMonth,
            expiryYear: r.account.expiryYear,
            ...(r.account.holder ? { holder: r.account.holder } : {}),
          }
        : {}),
    }));
}

export function widgetConfigRoutes(ctx: GatewayContext) {
  return new Hono().get('/checkouts/:id/widget-config', cors({ origin: '*' }), (c) => {
    const checkout = liveCheckout(ctx, c);
    const registrations = offeredRegistrations(ctx, checkout);
    c.header('Cache-Control', 'no-store');
    const brands = allowedBrands(checkout.params);
    // Typed against the schema the widget parses it with (shared/api/checkout.ts): a field renamed
    // or dropped on one side fails the type check, not a shopper's checkout.
    const answer: WidgetConfig = {
      id: checkout.id,
      amount: checkout.params.amount ?? '0.00',
      currency: checkout.params.currency ?? 'EUR',
      // A checkout that only stores a card reads as RG, however it was prepared.
      paymentType: isRegistrationCheckout(checkout.params) ? 'RG' : (checkout.params.paymentType ?? 'DB'),
      expiresAt: new Date(checkout.createdAt.getTime() + CHECKOUT_TTL_MS).toISOString(),
      registrations,
      // Present only when the checkout restricts the brands (risk profile, subscription).
      ...(brands ? { brands: [...brands] } : {}),
    };
    return c.json(answer);
  });
}
