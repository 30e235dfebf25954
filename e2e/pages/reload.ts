// The single-page-application pattern on the demo shop: wpwl.unload(), then the widget again with a
// new checkout (the shop's /checkout-id), until it is ready. Used by the unload spec and the
// benchmark's heap measurement.
import type { Page } from '@playwright/test';

type ShopWindow = Window & { wpwl?: { isReady: boolean; unload(): void } };

export async function reloadWidget(page: Page, gatewayUrl: string): Promise<void> {
  await page.evaluate(async (gateway) => {
    // As the original's guides show: unload, remove the script, put a new form.paymentWidgets where
    // the widget was (the widget replaced the old one), then the script for the new checkout.
    const form = document.createElement('form');
    form.action = '/result';
    form.className = 'paymentWidgets';
    form.dataset.brands = 'VISA MASTER AMEX';
    const widget = document.querySelector('.wpwl-container')?.parentElement;
    if (widget) widget.before(form);
    else document.body.append(form);
    (window as ShopWindow).wpwl?.unload();
    for (const s of document.querySelectorAll('script[src*="paymentWidgets.js"]')) s.remove();
    const { id } = (await (await fetch('/checkout-id', { method: 'POST' })).json()) as { id: string };
    const script = document.createElement('script');
    script.src = `${gateway}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(id)}`;
    document.body.appendChild(script);
  }, gatewayUrl);
  await page.waitForFunction(() => (window as ShopWindow).wpwl?.isReady === true, undefined, { timeout: 15_000 });
}
