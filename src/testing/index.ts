// The merchant's test kit: what a merchant's own Playwright tests need to drive a page that holds
// paymentWidgets.js, the way a shopper does. The card number and security code live in
// cross-origin frames of the gateway, which page.fill() on the merchant's page cannot reach; these
// helpers find them and type into them key by key (real key events, as a person's typing), and
// know the development gateway's simulators. Our own e2e suite drives the widget through them, so
// they cannot fall behind the widget.
//
//   import { fillCard, passThreeDSecure, payButton, resultOf, TEST_CARDS, waitForWidget } from '@wpwl/testing';
//
//   await page.goto('/checkout');
//   await waitForWidget(page);
//   await fillCard(page, TEST_CARDS.threeDSecure);
//   await payButton(page).click();
//   await passThreeDSecure(page);
//   const { resourcePath } = await resultOf(page);     // then ask your server (or the gateway) for it
//
// Standalone on purpose (no import from the widget): a merchant copies or installs this folder.
import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import type { TestCard } from './cards.ts';

export { browserSettings, type Engine } from './browsers.ts';
export { futureExpiry, TEST_CARDS, type TestCard } from './cards.ts';

/** Where a form of the widget is on the page: the first card form unless told (`form: 1` is the second). */
export interface Where {
  form?: number;
}

const CARD_FORM = 'form.wpwl-form-card';

/** How long the helpers wait for the widget by default: frames of another site start slowly on a busy machine. */
const TIMEOUT = 15_000;

/** Resolves once the widget says every form is rendered and its frames answered (`wpwl.isReady`). */
export async function waitForWidget(page: Page, { timeout = TIMEOUT }: { timeout?: number } = {}): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { wpwl?: { isReady?: boolean } }).wpwl?.isReady === true, undefined, { timeout });
}

/** The card form (the original's `form.wpwl-form-card`). */
export function cardForm(page: Page, { form = 0 }: Where = {}): Locator {
  return page.locator(CARD_FORM).nth(form);
}

/** The input inside the card number frame. */
export function cardNumberInput(page: Page, where: Where = {}): Locator {
  return frameOf(page, 'cardNumber', where).locator('input');
}

/** The input inside the security code frame. */
export function securityCodeInput(page: Page, where: Where = {}): Locator {
  return frameOf(page, 'cvv', where).locator('input');
}

function frameOf(page: Page, field: 'cardNumber' | 'cvv', { form = 0 }: Where): FrameLocator {
  return page.locator(CARD_FORM).nth(form).frameLocator(`iframe.wpwl-control-${field}`);
}

/** The pay button of the card form. */
export function payButton(page: Page, where: Where = {}): Locator {
  return cardForm(page, where).locator('button.wpwl-button-pay');
}

/**
 * Types a card into the form as a shopper does: the number and the code key by key into their
 * frames, the expiry and holder on the page. Fields the form does not show (no holder) are left.
 * Each field is read back once typed: a key the browser dropped fails here, naming the field, not
 * seconds later as a payment that never came.
 */
export async function fillCard(page: Page, c: TestCard, where: Where = {}): Promise<void> {
  const form = cardForm(page, where);
  await typeChecked('card number', cardNumberInput(page, where), c.number, digits);
  // Digits only, as a shopper types them: the field puts in its own " / ".
  await typeChecked('expiry date', form.locator('input.wpwl-control-expiry'), digits(c.expiry), digits);
  const holder = form.locator('input.wpwl-control-cardHolder');
  if (c.holder !== undefined && (await holder.count()) > 0) await typeChecked('card holder', holder, c.holder, (v) => v.trim());
  await typeChecked('security code', securityCodeInput(page, where), c.cvv, digits);
}

const digits = (value: string): string => value.replace(/\D/g, '');

/**
 * Types `text` into one field and reads back what the field holds, compared by `normal` (the
 * field's own formatting, "4200 0000 …" or "12 / 30", is not a difference).
 */
async function typeChecked(field: string, input: Locator, text: string, normal: (value: string) => string): Promise<void> {
  try {
    await typeInto(input, text);
  } catch (e) {
    throw new Error(`fillCard: could not type into the ${field} field (${input}): ${firstLine(e)}. Is the widget ready (waitForWidget) and the form shown?`, {
      cause: e,
    });
  }
  const held = await input.inputValue();
  const [got, want] = [normal(held), normal(text)];
  if (got === want) return;
  const firefox =
    'the browser did not deliver key events into the frame (Firefox: use browserSettings("firefox") in playwright.config.ts, which turns Fission off)';
  const why = want.startsWith(got)
    ? `It stopped after ${got.length} of ${want.length} characters: the card data is longer than the field takes for this brand, or keys were lost (something covered the field, or ${firefox}).`
    : got.length < want.length
      ? `Keys were lost: something covered the field while typing, or ${firefox}.`
      : 'The field changed what was typed: check the card data.';
  throw new Error(`fillCard: the ${field} field holds "${held}" after typing "${text}". ${why}`);
}

const firstLine = (e: unknown): string => String(e instanceof Error ? e.message : e).split('\n')[0] ?? '';

/**
 * Clears the field, then types `text` key by key (the field's own formatting applies, as for a
 * person). Focused, not clicked: typing needs no mouse event inside a frame of another site, and
 * a test's mouse comes milliseconds after the page last moved, where Chromium can route it by an
 * older layout (docs/testing.md of the widget tells of one such click).
 */
async function typeInto(input: Locator, text: string): Promise<void> {
  await input.focus();
  await input.clear();
  await input.pressSequentially(text);
}

/**
 * Chooses the brand of the card typed: the brand select of the card form, or, for a co-badged card
 * (Visa and mada, Cartes Bancaires), the brand choice the widget shows.
 */
export async function pickBrand(page: Page, brand: string, where: Where = {}): Promise<void> {
  const form = cardForm(page, where);
  const choice = form.locator(`.wpwl-group-brandChoice input[value="${brand}"]`);
  if (await choice.isVisible()) await choice.check();
  else await form.locator('select.wpwl-control-brand').selectOption(brand);
}

export type ThreeDSecureDecision = 'Authenticate' | 'Fail authentication' | 'Cancel';

/**
 * Answers the development gateway's 3-D Secure page, inside the widget (the default) or in the
 * whole tab (`paymentTarget: '_top'`), whichever came.
 */
export async function passThreeDSecure(page: Page, decision: ThreeDSecureDecision = 'Authenticate', { timeout = TIMEOUT } = {}): Promise<void> {
  await simulatorButton(page, '3-D Secure test ACS', decision, timeout);
}

/** Answers a redirect brand's provider page (PAYPAL, KLARNA_…, TABBY, …): approve or cancel. */
export async function answerProvider(page: Page, decision: 'Approve payment' | 'Cancel' = 'Approve payment', { timeout = TIMEOUT } = {}): Promise<void> {
  await simulatorButton(page, 'test provider', decision, timeout);
}

/** A mobile wallet's page (STC_PAY by number): types the one-time code it sent and confirms. */
export async function confirmWalletCode(page: Page, code = '1234', { timeout = TIMEOUT } = {}): Promise<void> {
  const inFrame = page.frameLocator('iframe.wpwl-target').getByLabel('One-time code');
  const inTab = page.getByLabel('One-time code');
  const field = await firstVisible([inTab, inFrame], timeout);
  await field.fill(code);
  await field.press('Enter');
}

async function simulatorButton(page: Page, heading: string, name: string, timeout: number): Promise<void> {
  const inTab = page.getByRole('heading', { name: heading });
  const frame = page.frameLocator('iframe.wpwl-target');
  const inFrame = frame.getByRole('heading', { name: heading });
  const found = await firstVisible([inTab, inFrame], timeout);
  await (found === inTab ? page : frame).getByRole('button', { name, exact: true }).click();
}

/** The first of the locators to show, polling both (a step opens in the tab or in the widget). */
async function firstVisible(locators: Locator[], timeout: number): Promise<Locator> {
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const l of locators) if (await l.isVisible().catch(() => false)) return l;
    if (Date.now() > deadline) throw new Error(`none of ${locators.map(String).join(', ')} showed within ${timeout} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Where the shopper landed: the merchant's shopperResultUrl with the gateway's id and resourcePath. */
export async function resultOf(page: Page, { timeout = TIMEOUT } = {}): Promise<{ id: string; resourcePath: string; url: URL }> {
  // Once the address is there (commit), not at the result page's load event, which a busy machine delays.
  await page.waitForURL((url) => url.searchParams.has('resourcePath'), { timeout, waitUntil: 'commit' });
  const url = new URL(page.url());
  return { id: url.searchParams.get('id') ?? '', resourcePath: url.searchParams.get('resourcePath') ?? '', url };
}

/** The payment as the merchant's server reads it from the gateway (GET resourcePath with the Bearer token). */
export async function paymentStatus(
  request: APIRequestContext,
  { gateway, resourcePath, entityId, accessToken }: { gateway: string; resourcePath: string; entityId: string; accessToken: string },
): Promise<{ id?: string; paymentBrand?: string; amount?: string; currency?: string; registrationId?: string; result: { code: string; description: string } }> {
  const res = await request.get(`${gateway.replace(/\/$/, '')}${resourcePath}`, { headers: { Authorization: `Bearer ${accessToken}` }, params: { entityId } });
  return res.json();
}
