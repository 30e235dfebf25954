// The direct test page: a click creates the checkout, writes the form and loads the script; onReady
// runs, and its alert, which counts the inputs of form.paymentWidgets, stays silent: the widget
// replaced that form, as the original does (docs/compatibility.md), and the page guards for it.
import { expect, test } from '../../fixtures.ts';
import { VISA } from '../../pages/checkout.ts';
import { merchantReads, openEntry, resultCode } from '../support.ts';

test('a click loads the widget, onReady runs without its alert (the form it counts is replaced), and a card pays', async ({
  page,
  checkout,
  watch,
  request,
}) => {
  const alerts: string[] = [];
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await openEntry(page, 'hyperpay-direct-test');
  await expect(page.locator('form.paymentWidgets')).toHaveCount(0);
  await page.getByRole('button', { name: 'Run Direct Test' }).click();
  await checkout.ready();
  await expect(page.locator('#test-area h3')).toHaveText(/^Checkout ID: /);
  await expect.poll(() => logs).toContain('Widget is ready');
  await expect(page.locator('form.paymentWidgets')).toHaveCount(0);

  await checkout.fill(VISA);
  await checkout.pay.click();
  expect(await resultCode(page)).toBe('000.100.110');
  expect(alerts).toEqual([]);
  expect(watch.paymentPosts).toHaveLength(1);
  const paid = await merchantReads(request, page);
  expect([paid.amount, paid.paymentBrand]).toEqual(['49.99', 'VISA']);
});
