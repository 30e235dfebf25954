// What the gateway tells the widget about a checkout (GET /v1/checkouts/{id}/widget-config).
// Only what the shopper may see: nothing here identifies the merchant's credentials. Built at the
// first answer (z.lazy), not while the script loads.
import { z } from '../zod.ts';

export const widgetConfig = z.lazy(() =>
  z.object({
    id: z.string(),
    amount: z.string().check(z.regex(/^\d{1,10}(\.\d{2})?$/)),
    currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    paymentType: z.string(),
    /** ISO 8601; the widget warns the shopper before it passes */
    expiresAt: z.string(),
    /** stored cards the checkout offers (registrations[n].id), masked */
    registrations: z.optional(
      z.array(
        z.object({
          id: z.string().check(z.regex(/^[a-zA-Z0-9]{32}$/)),
          paymentBrand: z.string(),
          last4: z.optional(z.string()),
          expiryMonth: z.optional(z.string()),
          expiryYear: z.optional(z.string()),
          holder: z.optional(z.string()),
        }),
      ),
    ),
    /**
     * Active payment method selection: the only brands this shopper may be offered (the checkout's
     * risk profile); absent when any brand of the page may be.
     */
    brands: z.optional(z.array(z.string())),
  }),
);

export type WidgetConfig = z.infer<typeof widgetConfig>;
export type StoredCard = NonNullable<WidgetConfig['registrations']>[number];

/**
 * A checkout that only stores a card or account (paymentType RG; createRegistration without a
 * payment type reads as RG in the widget's configuration): its form saves, and submits to
 * /checkouts/{id}/registration.
 */
export const isRegistrationCheckout = (config: Pick<WidgetConfig, 'paymentType'>): boolean => config.paymentType === 'RG';
