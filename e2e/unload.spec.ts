// SPA pattern: wpwl.unload(), then the widget again with a new checkout, twenty times in one page.
// Nothing may pile up: one widget, two card frames, one stylesheet, no preload links, as many
// message listeners as after the first load.

import { GATEWAY_URL } from './env.ts';
import { expect, test } from './fixtures.ts';
import { VISA, widgetStylesheet } from './pages/checkout.ts';
import { countListeners } from './pages/listeners.ts';
import { reloadWidget } from './pages/reload.ts';

test('unload and reload with a new checkout twenty times leaves one working widget', async ({ page, checkout }) => {
  // Twenty widget starts in one test (about 9 s on a quiet machine): three times the usual budget.
  test.slow();
  const listeners = await countListeners(page);
  await checkout.open();
  const afterFirst = await listeners('message');
  // paymentWidgets.js's own: it holds the widget's wpwl, so each one left behind kept a whole widget alive.
  const policyListeners = await listeners('securitypolicyviolation');
  const firstId = await page.evaluate(() => (window as unknown as { wpwl: { checkout: { id: string } } }).wpwl.checkout.id);

  for (let i = 0; i < 20; i++) {
    await reloadWidget(page, GATEWAY_URL);
  }

  await expect(page.locator('.wpwl-container')).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveCount(2);
  await expect(widgetStylesheet(page)).toHaveCount(1);
  await expect(page.locator('link[rel=modulepreload]')).toHaveCount(0);
  // The stylesheet's preload of the last script only (each widget that went took its own).
  await expect(page.locator('link[rel=preload]')).toHaveCount(1);
  // The widget replaced the page's newest form.paymentWidgets; none of the old ones came back.
  await expect(page.locator('form.paymentWidgets')).toHaveCount(0);
  expect(await listeners('message')).toBe(afterFirst);
  expect(await listeners('securitypolicyviolation')).toBe(policyListeners);
  const lastId = await page.evaluate(() => (window as unknown as { wpwl: { checkout: { id: string } } }).wpwl.checkout.id);
  expect(lastId).not.toBe(firstId);

  await checkout.fill(VISA);
  await checkout.pay.click();
  await page.waitForURL(new RegExp(`/result\\?id=${lastId.replace(/\./g, '\\.')}&`));
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
});
