// Every kind of form the widget draws, opened in one language on the demo shop: what the
// accessibility specs (axe, reflow) go through. A kind is a checkout page and what it waits for.
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from '../env.ts';
import { expect } from '../fixtures.ts';
import type { CheckoutPage } from './checkout.ts';

export const FORM_KINDS = ['card', 'bankAccount', 'logos', 'mobileWallet', 'storedCards', 'checkoutError'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

const PATHS: Record<Exclude<FormKind, 'storedCards' | 'checkoutError'>, string> = {
  card: '/checkout?brands=VISA%20MASTER%20AMEX',
  bankAccount: '/checkout?brands=DIRECTDEBIT_SEPA',
  // Redirect brands: the brand selection's logos, a virtual account's and an online transfer's forms.
  logos: '/checkout?brands=PAYPAL%20IDEAL%20KLARNA_PAYMENTS_PAYLATER',
  // A mobile wallet, whose form has inputs of its own (mode, phone number).
  mobileWallet: '/checkout?brands=STC_PAY',
};

/** A card stored by the gateway for this test (registrations are the gateway's state, not the test's). */
async function storedCard(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${GATEWAY_URL}/v1/registrations`, {
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
    form: { entityId: ENTITY_ID, paymentBrand: 'VISA', 'card.number': '4200000000000000', 'card.expiryMonth': '12', 'card.expiryYear': '2031' },
  });
  return ((await response.json()) as { id: string }).id;
}

export async function openFormKind(t: { page: Page; checkout: CheckoutPage; request: APIRequestContext }, kind: FormKind, locale: string): Promise<void> {
  const { page, checkout, request } = t;
  if (kind === 'checkoutError') {
    // The merchant's createCheckout gives no id: the message where the form would be.
    await page.addInitScript(`if (window === window.top) window.wpwlOptions = { locale: '${locale}', createCheckout: function () { return 'no-id'; } };`);
    await page.goto(`/checkout?lazy=1&locale=${locale}`);
    await expect(page.locator('.wpwl-container-error [role=alert]')).not.toBeEmpty();
    return;
  }
  if (kind === 'storedCards') {
    const id = await storedCard(request);
    await checkout.open(`{ locale: '${locale}', registrations: { requireCvv: true } }`, `/checkout?brands=VISA&registrations=${id}&locale=${locale}`);
    return;
  }
  await checkout.open(`{ locale: '${locale}' }`, `${PATHS[kind]}&locale=${locale}`);
}
