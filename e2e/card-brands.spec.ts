// The card brands merchants list beyond Visa, Mastercard and Amex: each is offered, detected while
// typing, lit, paid at the gateway with its test card, and recorded with its brand.
import type { APIRequestContext, Page } from '@playwright/test';
import { TEST_CARDS } from '../src/gateway/simulators/acquirer.ts';
import { pickBrand } from '../src/testing/index.ts';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './env.ts';
import { expect, test } from './fixtures.ts';
import { VISA } from './pages/checkout.ts';

async function paidBrand(request: APIRequestContext, page: Page): Promise<unknown> {
  const resourcePath = new URL(page.url()).searchParams.get('resourcePath') ?? '';
  const res = await request.get(`${GATEWAY_URL}${resourcePath}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` }, params: { entityId: ENTITY_ID } });
  return ((await res.json()) as { paymentBrand?: string }).paymentBrand;
}

const approved = (brand: string) => TEST_CARDS.find((c) => c.brand === brand && c.note === 'approved')?.number ?? '';

for (const brand of ['DINERS', 'DISCOVER', 'JCB', 'MAESTRO', 'UNIONPAY']) {
  test(`${brand}: detected while typing, lit, and paid with its test card`, async ({ page, checkout, watch, request }) => {
    await page.goto(`/checkout?brands=${encodeURIComponent(`VISA MASTER ${brand}`)}`);
    await checkout.ready();
    expect(await page.locator('select.wpwl-control-brand option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).toContain(brand);
    const number = approved(brand);
    expect(number).not.toBe('');
    await checkout.number.pressSequentially(number.slice(0, 6));
    await expect(page.locator('.wpwl-brand-card')).toHaveClass(new RegExp(`wpwl-brand-${brand}`));
    await checkout.fill({ ...VISA, number });
    await checkout.pay.click();
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
    expect(new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '').get('paymentBrand')).toBe(brand);
    expect(await paidBrand(request, page)).toBe(brand);
  });
}

test('a co-badged Visa and mada card on a VISA MASTER MADA page pays as mada, as the page’s priority says', async ({ page, checkout, watch, request }) => {
  await page.goto(`/checkout?brands=${encodeURIComponent('VISA MASTER MADA')}&integration=mada`);
  await checkout.ready();
  await checkout.number.pressSequentially('440647');
  await expect(page.locator('.wpwl-brand-card')).toHaveClass(/wpwl-brand-MADA/);
  await checkout.fill({ ...VISA, number: '4406470000000007' });
  await checkout.pay.click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  expect(new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '').get('paymentBrand')).toBe('MADA');
  expect(await paidBrand(request, page)).toBe('MADA');
});

test("HyperPay's mada test card is mada on a page that lists mada, with no priority set, and pays as mada", async ({ page, checkout, watch, request }) => {
  await page.goto(`/checkout?brands=${encodeURIComponent('VISA MASTER MADA')}`);
  await checkout.ready();
  await checkout.fill({ ...VISA, number: '4464040000000007' });
  await expect(page.locator('.wpwl-brand-card')).toHaveClass(/wpwl-brand-MADA/);
  await checkout.pay.click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  expect(new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '').get('paymentBrand')).toBe('MADA');
  expect(await paidBrand(request, page)).toBe('MADA');
});

test('a number of a scheme the page does not list is told apart from a typo', async ({ page, checkout }) => {
  await page.goto('/checkout?brands=VISA%20MASTER');
  await checkout.ready();
  await checkout.number.fill('6011000000000004');
  await checkout.expiry.focus();
  await expect(checkout.hint('cardNumber')).toContainText(/not accepted|nicht/i);
});

test('TABBY and TAMARA (buy now, pay later on HyperPay pages) go through their provider and come back approved; STC_PAY is offered beside them', async ({
  page,
  checkout,
  request,
}) => {
  const warnings: string[] = [];
  page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
  await checkout.open(undefined, `/checkout?brands=${encodeURIComponent('VISA MASTER MADA TABBY TAMARA STC_PAY')}`);
  await expect(page.getByRole('button', { name: 'Pay with Tamara' })).toBeVisible();
  await expect(page.locator('form.wpwl-form-virtualAccount-STC_PAY')).toBeVisible();
  expect(warnings.filter((w) => w.includes('not supported'))).toEqual([]);
  await page.getByRole('button', { name: 'Pay with Tabby' }).click();
  await page.waitForURL(/\/v1\/simulators\/providers\//);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  expect(await paidBrand(request, page)).toBe('TABBY');
});

test('a co-badged Visa and Cartes Bancaires card: the shopper picks the brand (the test kit pickBrand) and pays with it', async ({
  page,
  checkout,
  watch,
  request,
}) => {
  await checkout.open(undefined, `/checkout?brands=${encodeURIComponent('VISA MASTER CARTEBANCAIRE')}`);
  await checkout.fill({ ...VISA, number: '4970100000000006' });
  await expect(page.locator('.wpwl-group-brandChoice')).toBeVisible();
  await pickBrand(page, 'CARTEBANCAIRE');
  await checkout.pay.click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  expect(new URLSearchParams(watch.paymentPosts[0]?.postData() ?? '').get('paymentBrand')).toBe('CARTEBANCAIRE');
  expect(await paidBrand(request, page)).toBe('CARTEBANCAIRE');
});
