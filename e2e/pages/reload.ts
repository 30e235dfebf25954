// The single-page-application pattern on the demo shop: wpwl.unload(), then the widget again with a
// new checkout (the shop's /checkout-id), until it is ready. Used by the unload spec and the
// benchmark's heap measurement.
import type { Page } from '@playwright/test';

type ShopWindow = Window & { wpwl?: { isReady: boolean; unload(): void } };

export async function reloadWidget(page: Page, gatewayUrl: string): Promise<void> {
  await page.evaluate(async (gateway) => {
    (window as ShopWindow).wpwl?.unload();
    for (const s of document.querySelectorAll('script[src*="paymentWidgets.js"]')) s.remove();
    const { id } = (await (await fetch('/checkout-id', { method: 'POST' })).json()) as { id: string };
    const script = document.createElement('script');
    script.src = `${gateway}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(id)}`;
    document.body.appendChild(script);
  }, gatewayUrl);
  await page.waitForFunction(() => (window as ShopWindow).wpwl?.isReady === true, undefined, { timeout: 15_000 });
}
