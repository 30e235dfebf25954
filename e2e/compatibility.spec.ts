// The original's rule for each entry point (docs/compatibility.md), as pages nobody here wrote use
// them: on pages of the shop's origin under its strict CSP, each test does what such a page does
// (its own script tags, DOM changes and CSS, its own lifecycle) and asserts what the shopper and
// the merchant see.
import type { Page } from '@playwright/test';
import { GATEWAY_URL, SHOP_URL } from './env.ts';
import { expect, test, type Watch } from './fixtures.ts';
import { type CheckoutPage, VISA } from './pages/checkout.ts';
import { countMessageListeners } from './pages/listeners.ts';

type PageWindow = Window & {
  wpwl?: { isReady: boolean; checkout: { id: string }; unload(): void; executePayment(c?: unknown): void };
  __heard?: string[];
};

/** A new checkout, as the merchant's server creates it (the shop's /checkout-id). */
async function newCheckout(page: Page): Promise<string> {
  const res = await page.request.post(`${SHOP_URL}/checkout-id`);
  return ((await res.json()) as { id: string }).id;
}

const scriptUrl = (id: string) => `${GATEWAY_URL}/v1/paymentWidgets.js?checkoutId=${encodeURIComponent(id)}`;

const widgetFor = (page: Page, id: string) =>
  expect
    .poll(() => page.evaluate(() => ({ id: (window as PageWindow).wpwl?.checkout.id, ready: (window as PageWindow).wpwl?.isReady })))
    .toEqual({ id, ready: true });

/** Pays with the card form on the page and expects the one payment to go to `id`. */
async function paysCheckout(page: Page, checkout: CheckoutPage, watch: Watch, id: string): Promise<void> {
  await checkout.fill(VISA);
  await checkout.pay.click();
  await page.waitForURL(/\/result\?/);
  await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
  expect(watch.paymentPosts.map((r) => new URL(r.url()).pathname)).toEqual([`/v1/checkouts/${id}/payment`]);
}

/**
 * The shop's checkout page (strict CSP) with the widget ready, its form's place marked #box: the
 * element the merchant's form.paymentWidgets stood in, where the widget's containers now are.
 */
async function shopPage(page: Page, checkout: CheckoutPage, options?: string): Promise<string> {
  await checkout.open(options);
  await page.evaluate(() => {
    const box = document.querySelector('.wpwl-container')?.parentElement?.parentElement;
    if (box) box.id = 'box';
  });
  return page.evaluate(() => (window as PageWindow).wpwl?.checkout.id ?? '');
}

test.describe('one live widget per form, whatever the page does', () => {
  test("the original's reload guide: unload, remove containers and script, a new form and a new script", async ({ page, checkout, watch }) => {
    const listeners = await countMessageListeners(page);
    await shopPage(page, checkout);
    const afterFirst = await listeners();
    // A coupon changes the total: the merchant's server made a new checkout.
    const second = await newCheckout(page);
    await page.evaluate(
      ({ src, result }) => {
        (window as PageWindow).wpwl?.unload();
        for (const el of document.querySelectorAll('.wpwl-container, script[src*="paymentWidgets.js"]')) el.remove();
        document.getElementById('box')?.insertAdjacentHTML('beforeend', `<form action="${result}" class="paymentWidgets" data-brands="VISA MASTER"></form>`);
        const script = document.createElement('script');
        script.src = src;
        document.body.appendChild(script);
      },
      { src: scriptUrl(second), result: `${SHOP_URL}/result` },
    );
    await widgetFor(page, second);
    await expect(page.locator('.wpwl-container-card')).toHaveCount(1);
    await expect(page.locator('form.paymentWidgets')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(2);
    expect(await listeners()).toBe(afterFirst);
    await paysCheckout(page, checkout, watch, second);
  });

  test('the script added again without unload (a brand tile switches the checkout) takes over from the live widget', async ({ page, checkout, watch }) => {
    const listeners = await countMessageListeners(page);
    const first = await shopPage(page, checkout);
    const afterFirst = await listeners();
    const second = await newCheckout(page);
    await page.evaluate((src) => {
      const script = document.createElement('script');
      script.src = src;
      document.body.appendChild(script);
    }, scriptUrl(second));
    await widgetFor(page, second);
    await expect(page.locator('.wpwl-container-card')).toHaveCount(1);
    await expect(page.locator('iframe')).toHaveCount(2);
    await expect(page.locator(`iframe[src*="${first}"]`)).toHaveCount(0);
    expect(await listeners()).toBe(afterFirst);
    await paysCheckout(page, checkout, watch, second);
  });

  test('a framework renders the form again and adds the script for a new checkout, without unload', async ({ page, checkout, watch }) => {
    await shopPage(page, checkout);
    const second = await newCheckout(page);
    // The framework replaces the box's content (the widget's containers with it) by its new render.
    await page.evaluate(
      ({ src, result }) => {
        const box = document.getElementById('box');
        if (box) box.innerHTML = `<form action="${result}" class="paymentWidgets" data-brands="VISA MASTER"></form>`;
        const script = document.createElement('script');
        script.src = src;
        document.body.appendChild(script);
      },
      { src: scriptUrl(second), result: `${SHOP_URL}/result` },
    );
    await widgetFor(page, second);
    await expect(page.locator('.wpwl-container-card')).toHaveCount(1);
    await expect(page.locator('form.paymentWidgets')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(2);
    await paysCheckout(page, checkout, watch, second);
  });

  test('a framework removes the form and renders it again, with no new script: the widget renders into it, once', async ({ page, checkout, watch }) => {
    const listeners = await countMessageListeners(page);
    const id = await shopPage(page, checkout, '{ onReady: function () { record("onReady"); } }');
    const afterFirst = await listeners();
    // Vue's v-if goes false (the region and the widget's containers in it leave), then true again.
    await page.evaluate((result) => {
      const box = document.getElementById('box');
      if (!box) return;
      box.replaceChildren();
      setTimeout(() => box.insertAdjacentHTML('beforeend', `<form action="${result}" class="paymentWidgets" data-brands="VISA MASTER"></form>`), 50);
    }, `${SHOP_URL}/result`);
    await expect
      .poll(() => checkout.calls())
      .toEqual([
        ['onReady', null],
        ['onReady', null],
      ]);
    await widgetFor(page, id);
    await expect(page.locator('.wpwl-container-card')).toHaveCount(1);
    await expect(page.locator('form.paymentWidgets')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(2);
    expect(await listeners()).toBe(afterFirst);
    await paysCheckout(page, checkout, watch, id);
  });

  test("a tag removed before its script ran (React StrictMode's effect, cleanup, effect) starts no second widget", async ({ page, checkout, watch }) => {
    await shopPage(page, checkout);
    const id = await newCheckout(page);
    // The component's effect adds the script, its cleanup removes the tag, the effect runs again.
    await page.evaluate(
      ({ src, result }) => {
        (window as PageWindow).wpwl?.unload();
        for (const el of document.querySelectorAll('script[src*="paymentWidgets.js"]')) el.remove();
        document.getElementById('box')?.insertAdjacentHTML('beforeend', `<form action="${result}" class="paymentWidgets" data-brands="VISA MASTER"></form>`);
        const effect = () => {
          const script = document.createElement('script');
          script.src = src;
          document.body.appendChild(script);
          return () => script.remove();
        };
        effect()();
        effect();
      },
      { src: scriptUrl(id), result: `${SHOP_URL}/result` },
    );
    await widgetFor(page, id);
    await watch.networkSettled();
    await expect(page.locator('.wpwl-container-card')).toHaveCount(1);
    await expect(page.locator('iframe')).toHaveCount(2);
    await paysCheckout(page, checkout, watch, id);
  });
});

test.describe('wpwl.executePayment takes a class selector', () => {
  for (const given of ['wpwl-container-card', 'wpwl-container.wpwl-container-card.wpwl-clearfix', '.wpwl-container.wpwl-container-card.wpwl-clearfix']) {
    test(`executePayment(${JSON.stringify(given)}) from the merchant's own button pays the card form`, async ({ page, checkout, watch }) => {
      await checkout.open('{ onError: function (e) { record("onError", e.name + ": " + e.message); } }');
      const id = await page.evaluate(() => (window as PageWindow).wpwl?.checkout.id ?? '');
      await checkout.fill(VISA);
      await page.evaluate((c) => (window as PageWindow).wpwl?.executePayment(c), given);
      await page.waitForURL(/\/result\?/);
      await expect(page.getByTestId('result-code')).toHaveText('000.100.110');
      expect(watch.paymentPosts.map((r) => new URL(r.url()).pathname)).toEqual([`/v1/checkouts/${id}/payment`]);
    });
  }

  test('an argument that names no container tells onError and the console once, and pays nothing', async ({ page, checkout, watch }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await checkout.open('{ onError: function (e) { record("onError", e.name); } }');
    await checkout.fill(VISA);
    await page.evaluate(() => (window as PageWindow).wpwl?.executePayment('wpwl-container-directDebit'));
    await expect.poll(() => checkout.calls()).toEqual([['onError', 'WidgetError']]);
    expect(errors.filter((e) => e.includes('executePayment'))).toEqual([
      expect.stringContaining('"wpwl-container-directDebit") names no payment form on the page'),
    ]);
    await watch.networkSettled();
    expect(watch.paymentPosts).toHaveLength(0);
  });
});

test('merchant CSS on .wpwl-* wins over the widget, wherever the page put it and of any specificity', async ({ page, checkout }) => {
  const css = {
    '/compat/before.css': '.wpwl-button { background-color: rgb(10, 20, 30); } .wpwl-hint { font-size: 9px; }',
    '/compat/after.css': '.wpwl-has-error { border-color: rgb(40, 50, 60); } .wpwl-label { color: rgb(70, 80, 90); }',
  };
  for (const [path, body] of Object.entries(css)) {
    await page.route(`${SHOP_URL}${path}`, (route) => route.fulfill({ status: 200, headers: { 'Content-Type': 'text/css' }, body }));
  }
  // One stylesheet first in the page's <head>, before the widget's; one added once it is ready.
  await page.addInitScript(() => {
    if (window !== window.top) return;
    new MutationObserver((_, observer) => {
      if (!document.head) return;
      observer.disconnect();
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = '/compat/before.css';
      document.head.prepend(link);
    }).observe(document, { childList: true, subtree: true });
  });
  await checkout.open();
  await page.evaluate(() => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/compat/after.css';
    document.head.appendChild(link);
  });
  // The widget's own rules: `.wpwl-button` (same specificity, its stylesheet linked after the
  // first) and `.wpwl-control.wpwl-has-error` (higher specificity than the merchant's `.wpwl-has-error`).
  await expect(page.locator('link[href="/compat/before.css"] ~ link[rel=stylesheet][href*="/v1/assets/"]')).toHaveCount(1);
  await expect(checkout.pay).toHaveCSS('background-color', 'rgb(10, 20, 30)');
  await expect(page.locator('.wpwl-label-expiry')).toHaveCSS('color', 'rgb(70, 80, 90)');
  await checkout.expiry.fill('13/1');
  await checkout.pay.click();
  await expect(page.locator('.wpwl-hint-expiryError')).toHaveCSS('font-size', '9px');
  await expect(checkout.expiry).toHaveCSS('border-top-color', 'rgb(40, 50, 60)');
});

test('wpwlOptions exists once paymentWidgets.js ran: a page assigns its options into it from the load handler', async ({ page, checkout }) => {
  await shopPage(page, checkout);
  const id = await newCheckout(page);
  // A page that defines no wpwlOptions of its own: it adds the script, and in its load handler
  // finds wpwlOptions and puts its options into it.
  await page.evaluate(
    ({ src, result }) => {
      (window as PageWindow).wpwl?.unload();
      for (const el of document.querySelectorAll('script[src*="paymentWidgets.js"]')) el.remove();
      delete (window as { wpwlOptions?: unknown }).wpwlOptions;
      const box = document.getElementById('box');
      box?.insertAdjacentHTML('beforeend', `<form action="${result}" class="paymentWidgets" data-brands="VISA MASTER"></form>`);
      const script = document.createElement('script');
      script.src = src;
      script.onload = () => {
        const options = (window as { wpwlOptions?: Record<string, unknown> }).wpwlOptions;
        if (!options) return;
        options.locale = 'de';
        options.onReady = () => {
          if (box) box.dataset.ready = 'yes';
        };
      };
      document.head.appendChild(script);
    },
    { src: scriptUrl(id), result: `${SHOP_URL}/result` },
  );
  await widgetFor(page, id);
  await expect(page.locator('#box')).toHaveAttribute('data-ready', 'yes');
  await expect(page.locator('.wpwl-label-expiry')).toHaveText('Ablaufdatum');
});

test("the card frames post the original's setIsValid messages, which a page's own listener reads", async ({ page, checkout }) => {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    const heard: string[] = [];
    (window as PageWindow).__heard = heard;
    window.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return;
      try {
        const m = JSON.parse(event.data) as { method?: string; params?: { eventType: string; isValid: boolean; isEmpty: boolean } };
        if (m.method !== 'iframeCommunication::setIsValid' || !m.params) return;
        const frame = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === event.source);
        heard.push(`${frame?.name} ${m.params.eventType} valid=${m.params.isValid} empty=${m.params.isEmpty}`);
      } catch {
        // not the original's message
      }
    });
  });
  await checkout.open();
  const heard = () => page.evaluate(() => (window as PageWindow).__heard ?? []);
  await checkout.number.pressSequentially(VISA.number);
  await expect.poll(heard).toContain('card.number keydown valid=true empty=false');
  await checkout.cvv.click();
  await expect.poll(heard).toContain('card.number onChange valid=true empty=false');
  await checkout.pay.click();
  await expect.poll(heard).toContain('card.cvv forcedBlur valid=false empty=true');
  expect((await heard()).join(' ')).not.toContain('4200');
});

test('a callback the page swaps after rendering is the one called (ACI Salesforce: check, swap, press pay again)', async ({ page, checkout, watch }) => {
  // Kept in sessionStorage: the result page is another document of the shop's origin.
  const id = await shopPage(
    page,
    checkout,
    `{ onBeforeSubmitCard: function () {
        sessionStorage.setItem('calls', 'session check');
        setTimeout(function () {
          window.wpwlOptions.onBeforeSubmitCard = function () { sessionStorage.setItem('calls', sessionStorage.getItem('calls') + ', checked'); return true; };
          document.querySelector('.wpwl-button-pay').click();
        }, 100);
        return false;
      } }`,
  );
  await paysCheckout(page, checkout, watch, id);
  expect(await page.evaluate(() => sessionStorage.getItem('calls'))).toBe('session check, checked');
});

test("paymentWidgets.js adds no global but the original's wpwl and wpwlOptions: the page's own short names stay its own", async ({ page, checkout }) => {
  // Minified pages and libraries keep globals such as t or e; a classic script's top level is the window's.
  await page.addInitScript(`if (window === window.top) {
    window.t = 'the page\\'s t'; window.e = 'the page\\'s e'; window.n = 'the page\\'s n';
    window.__before = Object.getOwnPropertyNames(window);
  }`);
  await checkout.open();
  const { added, kept } = await page.evaluate(() => {
    const w = window as unknown as Record<string, unknown> & { __before: string[] };
    return {
      added: Object.getOwnPropertyNames(window).filter((name) => !w.__before.includes(name)),
      kept: [w.t, w.e, w.n],
    };
  });
  expect(kept).toEqual(["the page's t", "the page's e", "the page's n"]);
  // Besides the test's own (__before, the recorder's __calls and record) and the frames' indexes
  // (window[0], window[1]): wpwl, wpwlOptions, and zod's configuration, which zod keeps on
  // globalThis under its own long name (the widget runs it jitless, shared/zod.ts).
  const ours = added.filter((name) => !/^\d+$/.test(name) && !['__before', '__calls', 'record'].includes(name));
  expect(ours.sort()).toEqual(['__zod_globalConfig', 'wpwl', 'wpwlOptions']);
});
