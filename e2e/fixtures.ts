// What every e2e test watches, in every frame: CSP violations (a securitypolicyviolation listener
// installed before any page script; console listeners miss some), the messages the shop page
// receives, and the requests the shop page itself makes.
import { writeFile } from 'node:fs/promises';
import { test as base, expect, type Page, type Request, type TestInfo } from '@playwright/test';
import { CheckoutPage } from './pages/checkout.ts';

export interface Watch {
  violations: string[];
  /** messages received by the shop page (top window), serialised */
  shopMessages: string[];
  /** the same messages with the time each arrived, for a failed test's report (not searched for card data: a time holds digits) */
  messageTrail: string[];
  /** requests made by the shop page's own document, not by the gateway's frames */
  shopRequests: Request[];
  /** POST submissions of a payment, from any frame */
  paymentPosts: Request[];
  /**
   * Resolves once the page and its frames have no request in flight and have started none for a
   * moment: the state in which "nothing was sent" can be asserted. Under load it waits longer,
   * since it waits for requests, not for a fixed time.
   */
  networkSettled(): Promise<void>;
}

/** How long the network must stay quiet to count as settled (as Playwright's 'networkidle'). */
const QUIET_MS = 500;

async function watch(page: Page): Promise<Watch> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const w: Watch = {
    violations: [],
    shopMessages: [],
    messageTrail: [],
    shopRequests: [],
    paymentPosts: [],
    networkSettled: () => expect.poll(() => inFlight === 0 && Date.now() - lastActivity >= QUIET_MS, { intervals: [100] }).toBe(true),
  };
  const settle = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  await page.exposeBinding('__e2eViolation', ({ frame }, text: string) => void w.violations.push(`${frame.url()}: ${text}`));
  await page.exposeBinding('__e2eMessage', (_source, text: string) => {
    w.shopMessages.push(text);
    w.messageTrail.push(`${new Date().toISOString().slice(11, 23)} ${text}`);
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __e2eViolation: (t: string) => void }).__e2eViolation;
    document.addEventListener('securitypolicyviolation', (e) => report(`${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`));
    if (window === window.top) {
      const record = (window as unknown as { __e2eMessage: (t: string) => void }).__e2eMessage;
      window.addEventListener('message', (e) => record(`${e.origin} ${JSON.stringify(e.data)}`));
    }
    // What each frame's document saw of the mouse and of focus, for the report of a failed test
    // (read from every frame then: a click that did nothing says here where it went, if anywhere).
    const seen: string[] = [];
    (window as unknown as { __e2eInput: string[] }).__e2eInput = seen;
    for (const type of ['pointerdown', 'pointerup', 'click', 'focusin', 'focusout', 'submit']) {
      window.addEventListener(
        type,
        (e) => {
          const t = e.target as Element | null;
          const at = e instanceof MouseEvent ? ` at ${e.clientX},${e.clientY}` : '';
          seen.push(`${new Date().toISOString().slice(11, 23)} ${type} ${t?.tagName ?? ''}.${typeof t?.className === 'string' ? t.className : ''}${at}`);
        },
        { capture: true },
      );
    }
  });
  page.on('request', (request) => {
    inFlight += 1;
    lastActivity = Date.now();
    if (request.frame() === page.mainFrame()) w.shopRequests.push(request);
    if (request.method() === 'POST' && /\/checkouts\/[^/]+\/payment$/.test(new URL(request.url()).pathname)) w.paymentPosts.push(request);
  });
  return w;
}

/** Card data must appear nowhere the merchant page can see it. */
export async function expectNoCardDataOnShopPage(page: Page, w: Watch, secrets: string[]) {
  const dom = await page.mainFrame().content();
  const inputs = await page
    .mainFrame()
    .locator('input, select, textarea')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value).join('\n'));
  const requests = w.shopRequests.map((r) => `${r.url()}\n${r.postData() ?? ''}`).join('\n');
  for (const secret of secrets) {
    const compact = secret.replace(/\s/g, '');
    // A security code is short enough to occur inside random ids (order-efa7fc12368d holds 123):
    // it counts only standing on its own. A card number is matched anywhere, spaces removed.
    const short = compact.length < 6 ? new RegExp(`(?<![0-9A-Za-z])${compact}(?![0-9A-Za-z])`) : null;
    for (const [where, text] of [
      ['DOM', dom],
      ['input values', inputs],
      ['messages', w.shopMessages.join('\n')],
      ['requests', requests],
    ] as const) {
      if (short) expect(text, `${where} of the shop page`).not.toMatch(short);
      else expect(text.replace(/\s/g, ''), `${where} of the shop page`).not.toContain(compact);
    }
  }
}

/** A failed test's report: what the shop page received, and the input and focus events of every frame. */
async function attachInputTrail(page: Page, w: Watch, testInfo: TestInfo): Promise<void> {
  const frames = await Promise.all(
    page.frames().map(async (frame) => {
      const events = await frame.evaluate(() => (window as unknown as { __e2eInput?: string[] }).__e2eInput ?? []).catch(() => ['(not readable)']);
      return `## ${frame === page.mainFrame() ? 'page' : frame.url().split('?')[0]}\n${events.join('\n')}`;
    }),
  );
  // A file beside the trace, so CI's test-results folder holds it (an attached body lives only in the report).
  const path = testInfo.outputPath('input-trail.txt');
  await writeFile(path, `${frames.join('\n\n')}\n\n## messages the page received\n${w.messageTrail.join('\n')}\n`);
  await testInfo.attach('input-trail.txt', { path, contentType: 'text/plain' });
}

export const test = base.extend<{ watch: Watch; checkout: CheckoutPage }>({
  watch: async ({ page }, use, testInfo) => {
    const w = await watch(page);
    await use(w);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) await attachInputTrail(page, w, testInfo);
    expect(w.violations, 'Content-Security-Policy violations').toEqual([]);
  },
  checkout: async ({ page, watch: _ }, use) => {
    await use(new CheckoutPage(page));
  },
});

export { expect };
