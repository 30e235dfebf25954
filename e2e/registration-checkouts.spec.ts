// Checkouts that only store a card, through the widget, as the original's registration-token guides
// prepare and load them (issue 34): createRegistration=true with no payment type and no amount, the
// script at checkoutId={id}/registration; and the project's paymentType RG. The form saves the card
// (no "Pay €0.00"), the number frame submits to the checkout's registration, the shopper lands with
// its resourcePath, the merchant reads the registration there and pays with it later.
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './env.ts';
import { expect, test } from './fixtures.ts';
import { VISA } from './pages/checkout.ts';

const auth = { Authorization: `Bearer ${ACCESS_TOKEN}` };

for (const store of ['standalone', 'RG'] as const) {
  test(`a checkout that only stores the card (${store}) saves it through the widget, and the card pays later`, async ({ page, checkout, watch, request }) => {
    const registrationPosts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/registration$/.test(new URL(r.url()).pathname)) registrationPosts.push(new URL(r.url()).pathname);
    });
    await checkout.open(undefined, `/checkout?store=${store}`);
    const id = await page.evaluate(() => (window as unknown as { wpwl: { checkout: { id: string } } }).wpwl.checkout.id);
    if (store === 'standalone')
      await expect(page.locator('script[src*="paymentWidgets.js"]')).toHaveAttribute('src', new RegExp(`checkoutId=${id.replace(/\./g, '\\.')}/registration$`));
    await expect(checkout.pay).toHaveText('Save card');
    await checkout.fill(VISA);
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    const resourcePath = new URL(page.url()).searchParams.get('resourcePath');
    expect(resourcePath).toBe(`/v1/checkouts/${id}/registration`);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
    expect(watch.paymentPosts).toHaveLength(0);
    expect(registrationPosts).toEqual([`/v1/checkouts/${id}/registration`]);
    // The merchant's server reads the registration at the resourcePath, then pays with it.
    const stored = (await (await request.get(`${GATEWAY_URL}${resourcePath}`, { headers: auth, params: { entityId: ENTITY_ID } })).json()) as {
      id: string;
      paymentBrand: string;
      result: { code: string };
    };
    expect([stored.id, stored.paymentBrand, stored.result.code]).toEqual([expect.stringMatching(/^[a-zA-Z0-9]{32}$/), 'VISA', '000.100.110']);
    const paid = (await (
      await request.post(`${GATEWAY_URL}/v1/registrations/${stored.id}/payments`, {
        headers: auth,
        form: { entityId: ENTITY_ID, amount: '12.00', currency: 'EUR', paymentType: 'DB' },
      })
    ).json()) as { result: { code: string } };
    expect(paid.result.code).toBe('000.100.110');
  });
}

test('labels.submit still names the button of a checkout that only stores the card', async ({ checkout }) => {
  await checkout.open("{ labels: { submit: 'Keep my card' } }", '/checkout?store=standalone');
  await expect(checkout.pay).toHaveText('Keep my card');
});
