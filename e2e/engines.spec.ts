// What every shopper's engine must do, run on Chromium, Firefox and WebKit's stand-ins alike
// (playwright.config.ts projects): a card paid and declined, 3-D Secure in the page and in the whole
// tab, a redirect brand, SEPA, a stored card, inline errors, a payment by keyboard alone across the
// frames, the language switched in place and right to left, axe (WCAG 2.2 AA) on the card form and
// the frames' errors as their inputs' descriptions, unload and a remount, and no CSP violation (the fixture). Input reaches the frames as a person's does: key
// events into the cross-origin frames (the test kit types key by key).
import AxeBuilder from '@axe-core/playwright';
import { answerProvider, fillCard, passThreeDSecure, resultOf, TEST_CARDS } from '../src/testing/index.ts';
import { storedCard } from './corpus/support.ts';
import { GATEWAY_URL } from './env.ts';
import { expect, test } from './fixtures.ts';
import { WCAG22_AA_TAGS } from './pages/axe.ts';
import { reloadWidget } from './pages/reload.ts';

const code = (page: import('@playwright/test').Page) => page.getByTestId('result-code');

for (const [name, card, result] of [
  ['a card pays', TEST_CARDS.visa, '000.100.110'],
  ['a declined card says so', TEST_CARDS.declined, '800.100.152'],
] as const) {
  test(name, async ({ page, checkout, watch }) => {
    await checkout.open();
    await fillCard(page, card);
    await checkout.pay.click();
    await resultOf(page);
    await expect(code(page)).toHaveText(result);
    expect(watch.paymentPosts).toHaveLength(1);
  });
}

test('3-D Secure inside the widget', async ({ page, checkout }) => {
  await checkout.open();
  await fillCard(page, TEST_CARDS.threeDSecure);
  await checkout.pay.click();
  await passThreeDSecure(page);
  await resultOf(page);
  await expect(code(page)).toHaveText('000.100.110');
});

test("3-D Secure in the whole tab (paymentTarget: '_top'), failed", async ({ page, checkout }) => {
  await checkout.open("{ paymentTarget: '_top' }");
  await fillCard(page, TEST_CARDS.threeDSecure);
  await checkout.pay.click();
  await page.waitForURL(/\/v1\/simulators\/acs\//);
  await passThreeDSecure(page, 'Fail authentication');
  await resultOf(page);
  await expect(code(page)).toHaveText('100.380.401');
});

test('a redirect brand through its provider', async ({ page, checkout }) => {
  await checkout.open(undefined, `/checkout?brands=${encodeURIComponent('VISA PAYPAL DIRECTDEBIT_SEPA')}`);
  await page.getByRole('button', { name: 'Pay with PayPal' }).click();
  await answerProvider(page);
  await resultOf(page);
  await expect(code(page)).toHaveText('000.100.110');
});

test('SEPA with holder and IBAN', async ({ page, checkout }) => {
  await checkout.open(undefined, `/checkout?brands=${encodeURIComponent('VISA PAYPAL DIRECTDEBIT_SEPA')}`);
  const sepa = page.locator('form.wpwl-form-directDebit');
  await sepa.locator('.wpwl-control-accountHolder').pressSequentially('Jane Doe');
  await sepa.locator('.wpwl-control-accountIban').pressSequentially('DE89370400440532013000');
  await sepa.locator('.wpwl-button-pay').click();
  await resultOf(page);
  await expect(code(page)).toHaveText('000.100.110');
});

test('a stored card pays with its security code typed into its frame', async ({ page, checkout, request }) => {
  const visa = await storedCard(request);
  await checkout.open('{ registrations: { requireCvv: true } }', `/checkout?registrations=${visa}`);
  await page.frameLocator('.wpwl-wrapper-registration-cvv iframe.wpwl-control-cvv').locator('input').pressSequentially('123');
  await page.locator('form.wpwl-form-registrations button.wpwl-button-pay').click();
  await resultOf(page);
  await expect(code(page)).toHaveText('000.100.110');
});

test('inline errors: a wrong number and a short code are named at their fields, and nothing is sent', async ({ page, checkout, watch }) => {
  await checkout.open();
  await fillCard(page, { ...TEST_CARDS.visa, number: '4200000000000001', cvv: '12' });
  await checkout.pay.click();
  await expect(checkout.hint('cardNumber')).toBeVisible();
  await expect(checkout.hint('cvv')).toBeVisible();
  await watch.networkSettled();
  expect(watch.paymentPosts).toHaveLength(0);
});

test("a field's error shown on leaving it waits for the press of pay to end, so the press still pays or validates", async ({ page, checkout, watch }) => {
  await checkout.open();
  await checkout.expiry.pressSequentially('0120');
  const pay = checkout.pay;
  await pay.evaluate((b) => b.scrollIntoView({ block: 'center' }));
  const box = await pay.boundingBox();
  if (!box) throw new Error('the pay button has no box');
  // Pressed near its top edge and held as a person does: the expiry's error, shown on leaving the
  // field, would push the button down from under the pointer, and the release would miss it.
  await page.mouse.move(box.x + box.width / 2, box.y + 4);
  await page.mouse.down();
  await expect(checkout.expiry).not.toBeFocused();
  await page.waitForTimeout(150);
  await page.mouse.up();
  // The press was a click: the whole form was validated (the empty number is named too), and the
  // first field in error has the focus.
  await expect(checkout.hint('cardNumber')).toBeVisible();
  await expect(checkout.hint('expiry')).toBeVisible();
  await watch.networkSettled();
  expect(watch.paymentPosts).toHaveLength(0);
});

test('by keyboard alone: Tab walks page and frame fields in order, Enter pays', async ({ page, checkout }) => {
  await checkout.open();
  await page.getByLabel('Language').focus();
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.tagName === 'IFRAME' ? `iframe:${el.getAttribute('name')}` : (el?.getAttribute('name') ?? el?.tagName ?? '');
    });
  const order: string[] = [];
  for (let i = 0; i < 14 && !order.includes('pay'); i++) {
    await page.keyboard.press('Tab');
    const name = await focused();
    if (name !== order[order.length - 1]) order.push(name);
    if (name === 'iframe:card.number') await page.keyboard.type(TEST_CARDS.visa.number);
    if (name === 'card.expiry') await page.keyboard.type('1230');
    if (name === 'iframe:card.cvv') await page.keyboard.type('123');
    if (name === 'card.holder') await page.keyboard.type('Jane Doe');
  }
  expect(order.filter((n) => ['iframe:card.number', 'card.expiry', 'iframe:card.cvv', 'card.holder', 'pay'].includes(n))).toEqual([
    'iframe:card.number',
    'card.expiry',
    'iframe:card.cvv',
    'card.holder',
    'pay',
  ]);
  await page.keyboard.press('Enter');
  await resultOf(page);
  await expect(code(page)).toHaveText('000.100.110');
});

test('the language switched in place keeps what was typed; Arabic lays out right to left', async ({ page, checkout }) => {
  await checkout.open();
  await checkout.expiry.pressSequentially('1230');
  await page.getByLabel('Language').selectOption('ar');
  await page.getByRole('button', { name: 'Switch' }).click();
  await expect(page.locator('.wpwl-container-card')).toHaveAttribute('dir', 'rtl');
  await expect(checkout.expiry).toHaveValue('12 / 30');
  await expect(checkout.expiry).toHaveCSS('direction', 'ltr');
  const label = await page.locator('.wpwl-label-expiry').boundingBox();
  const input = await checkout.expiry.boundingBox();
  expect(Math.round((label?.x ?? 0) + (label?.width ?? 0))).toBeGreaterThan(Math.round((input?.x ?? 0) + (input?.width ?? 0)) - 2);
});

test('axe finds no WCAG 2.2 A/AA violation in the card form, page and frames', async ({ page, checkout }) => {
  await checkout.open();
  const results = await new AxeBuilder({ page }).include('.wpwl-container').withTags(WCAG22_AA_TAGS).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // The frames were analysed too: axe reports the inputs inside them among what passed.
  const inFrames = results.passes.flatMap((rule) => rule.nodes).filter((node) => node.target.length > 1);
  expect(inFrames.length).toBeGreaterThan(0);
});

test("a card frame's input carries the page's error as its description, in the page's language", async ({ page, checkout }) => {
  await checkout.open("{ locale: 'de' }", '/checkout?locale=de');
  await checkout.pay.click();
  const words = ((await checkout.hint('cardNumber').textContent()) ?? '').trim();
  expect(words).not.toBe('');
  const input = page.frameLocator('iframe.wpwl-control-cardNumber').getByRole('textbox');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(words);
  await expect(page.frameLocator('iframe.wpwl-control-cardNumber').locator('html')).toHaveAttribute('lang', 'de');
});

test('wpwl.unload and a widget again with a new checkout, which pays', async ({ page, checkout }) => {
  await checkout.open();
  await reloadWidget(page, GATEWAY_URL);
  await reloadWidget(page, GATEWAY_URL);
  await expect(page.locator('.wpwl-container')).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveCount(2);
  await fillCard(page, TEST_CARDS.visa);
  await checkout.pay.click();
  await resultOf(page);
  await expect(code(page)).toHaveText('000.100.110');
});

test("the card frames look like the page's own fields: the same height, font and colour as the expiry field", async ({ checkout }) => {
  await checkout.open();
  const expiry = await checkout.expiry.evaluate((el) => {
    const cs = getComputedStyle(el);
    return { height: Math.round(el.getBoundingClientRect().height), fontSize: cs.fontSize, color: cs.color, family: cs.fontFamily };
  });
  for (const frame of [checkout.numberFrame, checkout.cvvFrame]) {
    const box = await frame.boundingBox();
    expect(Math.round(box?.height ?? 0), 'the frame element is as tall as the expiry field').toBe(expiry.height);
  }
  for (const input of [checkout.number, checkout.cvv]) {
    const inside = await input.evaluate((el) => {
      const cs = getComputedStyle(el);
      return { fontSize: cs.fontSize, color: cs.color, family: cs.fontFamily };
    });
    expect(inside).toEqual({ fontSize: expiry.fontSize, color: expiry.color, family: expiry.family });
  }
});

test('autocomplete: the number, code and expiry fields ask the browser for the card by its standard names', async ({ checkout }) => {
  await checkout.open();
  await expect(checkout.number).toHaveAttribute('autocomplete', 'cc-number');
  await expect(checkout.cvv).toHaveAttribute('autocomplete', 'cc-csc');
  await expect(checkout.expiry).toHaveAttribute('autocomplete', 'cc-exp');
  await expect(checkout.holder).toHaveAttribute('autocomplete', 'cc-name');
});
