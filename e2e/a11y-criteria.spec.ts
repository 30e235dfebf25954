// The WCAG 2.2 criteria a payment form meets or fails that axe cannot see, each checked where a
// browser can show it: forced colours (1.4.11, 2.4.7), focus not obscured (2.4.11), target size
// (2.5.8), redundant entry (3.3.7), status messages (4.1.3), orientation (1.3.4), accessible authentication (3.3.8) on the 3-D Secure and wallet
// simulators' pages, and prefers-reduced-motion (2.3.3's advice, the spinner). docs/accessibility.md
// states each criterion with the test that shows it.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { fillCard, TEST_CARDS } from '../src/testing/index.ts';
import { expect, test } from './fixtures.ts';
import { WCAG22_AA_TAGS } from './pages/axe.ts';
import { FORM_KINDS, openFormKind } from './pages/form-kinds.ts';
import { overflows } from './pages/layout.ts';

/** A box's edge as the page draws it: its width and style, and whether its colour differs from the background's. */
const edge = (locator: Locator, side: 'border-top' | 'outline') =>
  locator.evaluate((el, s) => {
    const cs = getComputedStyle(el);
    return { width: Number.parseFloat(cs.getPropertyValue(`${s}-width`)), style: cs.getPropertyValue(`${s}-style`) };
  }, side);

test.describe('forced colours (Windows contrast themes)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  test('fields, the focus and the errors stay drawn, on the page and inside the frames', async ({ page, checkout }) => {
    await checkout.open();
    // The frames' documents are in forced colours too: their text takes the system's colours.
    for (const field of ['cardNumber', 'cvv']) {
      const frame = page.frameLocator(`iframe.wpwl-control-${field}`);
      expect(await frame.locator('html').evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
    }
    // Every control's border is drawn (the frames' borders are their iframe elements').
    for (const control of [checkout.numberFrame, checkout.cvvFrame, checkout.expiry, checkout.holder]) {
      expect(await edge(control, 'border-top')).toMatchObject({ style: 'solid' });
      expect((await edge(control, 'border-top')).width).toBeGreaterThanOrEqual(1);
    }
    // Focus in a frame draws the outline around its iframe element; in a page field, around it.
    await checkout.number.focus();
    await expect.poll(async () => (await edge(checkout.numberFrame, 'outline')).style).toBe('solid');
    expect((await edge(checkout.numberFrame, 'outline')).width).toBeGreaterThanOrEqual(2);
    await checkout.expiry.focus();
    await expect.poll(async () => (await edge(checkout.expiry, 'outline')).style).toBe('solid');
    // An empty submission: each error is words under its field, not a colour alone.
    await checkout.pay.click();
    for (const field of ['cardNumber', 'cvv', 'expiry']) await expect(checkout.hint(field)).toBeVisible();
    await expect(checkout.hint('cardNumber')).not.toBeEmpty();
  });

  test('the selected stored card is marked by more than a colour, and the spinner turns in system colours', async ({ page, checkout, request }) => {
    await openFormKind({ page, checkout, request }, 'storedCards', 'en');
    const selected = page.locator('.wpwl-selected .wpwl-registration').first();
    await expect(selected).toBeVisible();
    expect(await edge(selected, 'outline')).toMatchObject({ style: 'solid' });
    const spinner = await page.evaluate(() => {
      const el = document.createElement('div');
      el.className = 'wpwl-spinner';
      document.querySelector('.wpwl-container')?.append(el);
      const cs = getComputedStyle(el);
      const colours = [cs.borderTopColor, cs.borderRightColor];
      el.remove();
      return colours;
    });
    expect(spinner[0]).not.toBe(spinner[1]);
  });
});

test('focus not obscured: at 320 × 640 px every stop of the card form is in view when Tab reaches it', async ({ page, checkout }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await checkout.open(undefined, '/checkout?brands=VISA%20MASTER%20AMEX');
  await page.getByLabel('Language').focus();
  const seen: string[] = [];
  for (let i = 0; i < 14 && !seen.includes('button'); i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el?.closest('.wpwl-container')) return null;
      const box = el.getBoundingClientRect();
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
      const y = Math.min(Math.max(box.top + Math.min(box.height, 24) / 2, 0), innerHeight - 1);
      const top = document.elementFromPoint(x, y);
      const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      return { name: el.tagName.toLowerCase(), visible: inView && (top === el || el.contains(top)) };
    });
    if (stop) {
      seen.push(stop.name);
      expect(stop, `stop ${seen.length} (${stop.name})`).toMatchObject({ visible: true });
    }
  }
  expect(seen).toEqual(expect.arrayContaining(['select', 'iframe', 'input', 'button']));
});

test.describe('target size (2.5.8): every control a pointer presses is 24 × 24 CSS px or more', () => {
  for (const kind of FORM_KINDS.filter((k) => k !== 'checkoutError')) {
    test(`the ${kind} form`, async ({ page, checkout, request }) => {
      await openFormKind({ page, checkout, request }, kind, 'en');
      await page.setViewportSize({ width: 320, height: 640 });
      const small = await page.evaluate(() => {
        const out: string[] = [];
        const targets = document.querySelectorAll(
          '.wpwl-container :is(button, select, input:not([type=hidden]), iframe, a[href], [role=button]), #wpwl-registrations :is(button, input:not([type=hidden]), iframe, [role=radio])',
        );
        for (const el of targets) {
          const box = el.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue;
          // A radio or checkbox is pressed through its label as well (the exception for an equivalent target).
          const label = el instanceof HTMLInputElement && /radio|checkbox/.test(el.type) ? (el.labels?.[0] ?? null) : null;
          const target = label ? label.getBoundingClientRect() : box;
          if (target.width < 24 || target.height < 24)
            out.push(`${el.tagName.toLowerCase()}.${el.className}: ${Math.round(target.width)}x${Math.round(target.height)}`);
        }
        return out;
      });
      expect(small).toEqual([]);
    });
  }
});

test('prefers-reduced-motion: the spinner slows to a third and nothing else moves', async ({ page, checkout }) => {
  await checkout.open();
  const motion = () =>
    page.evaluate(() => {
      const el = document.createElement('div');
      el.className = 'wpwl-spinner';
      document.querySelector('.wpwl-container')?.append(el);
      const spin = Number.parseFloat(getComputedStyle(el).animationDuration);
      el.remove();
      const moving = [...document.querySelectorAll('.wpwl-container :not(.wpwl-spinner)')].filter((e) => {
        const cs = getComputedStyle(e);
        return cs.transitionDuration.split(',').some((d) => Number.parseFloat(d) > 0) || cs.animationName !== 'none';
      });
      return { spin, moving: moving.map((e) => e.className) };
    });
  const normal = await motion();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await motion();
  expect(reduced.moving).toEqual([]);
  expect(reduced.spin).toBeGreaterThanOrEqual(normal.spin * 3 - 0.001);
});

test('redundant entry (3.3.7): every field the browser can fill from details the shopper gave before says which it is, in the frames too', async ({
  checkout,
}) => {
  await checkout.open();
  const autocomplete = (input: Locator) => input.getAttribute('autocomplete');
  expect(await Promise.all([checkout.number, checkout.expiry, checkout.cvv, checkout.holder].map(autocomplete))).toEqual([
    'cc-number',
    'cc-exp',
    'cc-csc',
    'cc-name',
  ]);
  // A stored card is chosen, not typed (a11y.spec.ts's storedCards form; stored-cards.spec.ts pays with it).
});

test("status messages (4.1.3): the errors of a submission reach the live region, the frames' included, without moving focus away from pay", async ({
  page,
  checkout,
}) => {
  await checkout.open();
  await checkout.pay.focus();
  await page.keyboard.press('Enter');
  const live = page.locator('.wpwl-container [aria-live=polite]');
  for (const field of ['cardNumber', 'cvv', 'expiry']) {
    const words = ((await checkout.hint(field).textContent()) ?? '').trim();
    expect(words).not.toBe('');
    await expect(live).toContainText(words);
  }
});

test('orientation (1.3.4): a phone held sideways (640 × 320 px) shows the card form whole', async ({ page, checkout }) => {
  await page.setViewportSize({ width: 640, height: 320 });
  await checkout.open();
  expect(await overflows(page)).toEqual([]);
  await checkout.pay.scrollIntoViewIfNeeded();
  await expect(checkout.pay).toBeInViewport();
});

test.describe('the dark scheme', () => {
  // axe's <style> element (see a11y.spec.ts).
  test.use({ bypassCSP: true });
  test('contrast (1.4.3, 1.4.11): axe finds no violation in the dark card form, page and frames, errors shown', async ({ page, checkout }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await checkout.open(undefined, '/checkout?colorScheme=light%20dark');
    await expect(page.locator('.wpwl-container-card')).toHaveAttribute('data-wpwl-scheme', 'dark');
    await checkout.pay.click();
    await expect(checkout.hint('cardNumber')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.wpwl-container').withTags(WCAG22_AA_TAGS).analyze();
    expect(results.violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

/** The page of a simulator the payment went to, opened as the shopper sees it. */
async function simulatorPage(page: Page): Promise<void> {
  await expect(page.locator('h1')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(WCAG22_AA_TAGS).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
}

test.describe('accessible authentication (3.3.8) on the simulators', () => {
  // axe's <style> element (see a11y.spec.ts).
  test.use({ bypassCSP: true });

  test('3-D Secure asks no code, puzzle or memory: buttons the keyboard reaches, clean under axe, fitting 320 px', async ({ page, checkout }) => {
    await checkout.open(undefined, '/checkout?brands=VISA');
    await fillCard(page, { ...TEST_CARDS.visa, number: '4000000000000036' });
    await checkout.pay.click();
    const acs = page.frameLocator('iframe.wpwl-target');
    await expect(acs.getByRole('button', { name: 'Authenticate', exact: true })).toBeVisible();
    const url = await page
      .locator('iframe.wpwl-target')
      .evaluate((el) => (el as HTMLIFrameElement).contentWindow?.location.href ?? '')
      .catch(() => '');
    const frame = page.frames().find((f) => /\/simulators\/acs\//.test(f.url()));
    expect(frame, url).toBeTruthy();
    // No field to fill in: nothing to remember, transcribe or solve.
    expect(await acs.locator('input:not([type=hidden]), textarea, select').count()).toBe(0);
    // The page itself, as a tab of its own, under axe and at 320 px.
    const own = await page.context().newPage();
    await own.setViewportSize({ width: 320, height: 640 });
    await own.goto(frame?.url() ?? '');
    await simulatorPage(own);
    expect(await overflows(own)).toEqual([]);
    await own.close();
    // By keyboard: the first button, then Enter.
    await acs.getByRole('button', { name: 'Authenticate', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/result\?/);
    await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  });

  test("the wallet's one-time code may be pasted or filled in by the browser (autocomplete one-time-code)", async ({ page, checkout }) => {
    await checkout.open(undefined, `/checkout?currency=SAR&amount=150.00&brands=${encodeURIComponent('STC_PAY')}`);
    const form = page.locator('form.wpwl-form-virtualAccount-STC_PAY');
    await form.getByRole('radio', { name: 'Mobile number' }).check();
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('0557877988');
    await form.locator('.wpwl-button-pay').click();
    await page.waitForURL(/\/v1\/simulators\/providers\//);
    const code = page.getByLabel('One-time code');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await simulatorPage(page);
    // A paste goes through: nothing on the page cancels it.
    const pasted = await code.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text/plain', '1234');
      return input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    expect(pasted).toBe(true);
  });
});
