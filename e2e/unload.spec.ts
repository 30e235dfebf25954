// SPA pattern: wpwl.unload(), then the widget again with a new checkout, twenty times in one page.
// Nothing may pile up: one widget, two card frames, one stylesheet, no preload links, as many
// message listeners as after the first load.

import { GATEWAY_URL } from './env.ts';
import { expect, test } from './fixtures.ts';
import { VISA, widgetStylesheet } from './pages/checkout.ts';
import { reloadWidget } from './pages/reload.ts';

test('unload and reload with a new checkout twenty times leaves one working widget', async ({ page, checkout }) => {
  // Twenty widget starts in one test (about 9 s on a quiet machine): three times the usual budget.
  test.slow();
  await page.addInitScript(() => {
    if (window !== window.top) return;
    // Counts the page's message listeners, which is where a widget that forgets to clean up leaks.
    const counts = { message: 0 };
    (window as unknown as { __listeners: typeof counts }).__listeners = counts;
    const add = window.addEventListener.bind(window);
    const remove = window.removeEventListener.bind(window);
    window.addEventListener = ((type: string, ...rest: unknown[]) => {
      if (type === 'message') counts.message++;
      return (add as (...a: unknown[]) => void)(type, ...rest);
    }) as typeof window.addEventListener;
    window.removeEventListener = ((type: string, ...rest: unknown[]) => {
      if (type === 'message') counts.message--;
      return (remove as (...a: unknown[]) => void)(type, ...rest);
    }) as typeof window.removeEventListener;
  });
  await checkout.open();
  const listeners = () => page.evaluate(() => (window as unknown as { __listeners: { message: number } }).__listeners.message);
  const afterFirst = await listeners();
  const firstId = await page.evaluate(() => (window as unknown as { wpwl: { checkout: { id: string } } }).wpwl.checkout.id);

  for (let i = 0; i < 20; i++) {
    await reloadWidget(page, GATEWAY_URL);
  }

  await expect(page.locator('.wpwl-container')).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveCount(2);
  await expect(widgetStylesheet(page)).toHaveCount(1);
  await expect(page.locator('link[rel=modulepreload]')).toHaveCount(0);
  // The widget replaced the page's newest form.paymentWidgets; none of the old ones came back.
  await expect(page.locator('form.paymentWidgets')).toHaveCount(0);
  expect(await listeners()).toBe(afterFirst);
  const lastId = await page.evaluate(() => (window as unknown as { wpwl: { checkout: { id: string } } }).wpwl.checkout.id);
  expect(lastId).not.toBe(firstId);

  await checkout.fill(VISA);
  await checkout.pay.click();
  await page.waitForURL(new RegExp(`/result\\?id=${lastId.replace(/\./g, '\\.')}&`));
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
});
