import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { browserSettings } from '../src/testing/index.ts';
import { CHROMIUM_ARGS, chromiumPath, firefoxPath } from './browser.ts';
import { GATEWAY_PORT, GATEWAY_URL, SHOP_PORT, SHOP_URL } from './env.ts';

// Ports of their own (env.ts), so the suite runs beside an `npm start` on the default ones.
const root = resolve(import.meta.dirname, '..');

// Chosen for a 2-core machine that may be shared (CI, or one core kept busy by another process):
// - workers: 2. A test mostly waits for Chromium's processes (the shop page, the gateway's frames)
//   and the gateway; two workers keep both cores busy, a third only makes each test slower.
// - timeout: 30 s per test. A test takes 1-4 s on a quiet machine and less than twice that with one
//   core busy; the few that start many widgets (20 reloads, the 25-language gallery) say so with
//   test.slow(), which triples it. No test needs more than a third of its budget when quiet.
// - expect timeout: 10 s, not Playwright's 5 s: a widget start with cross-origin frames takes
//   0.3-1 s when quiet and several seconds when Chromium 156 starts frame processes on a busy core.
// - retries: 0. A flaky test is a bug to fix, not to hide.
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: resolve(root, 'test-results/e2e'),
  reporter: [['list'], ['json', { outputFile: resolve(root, 'test-results/playwright.json') }]],
  // A viewport tall enough that the shop's pages need no scrolling: in three runs, four tests had a click land in the
  // security-code frame (left focused, the page's button never clicked) just after Playwright had
  // scrolled the button into view. Chromium routes a click to a frame of another site by where the
  // frames were at its last painted frame, and right after a scroll that was where the button is
  // now. A person's click comes long after the scroll's paint; a test's comes within milliseconds.
  use: { baseURL: SHOP_URL, trace: 'retain-on-failure', viewport: { width: 1280, height: 1600 } },
  // Chromium runs every spec. Firefox (the system's ESR, over WebDriver BiDi, with the settings the
  // merchants' test kit gives every merchant: src/testing/browsers.ts says why) runs what every engine must do (engines.spec.ts), the Trusted Types page and
  // the STC_PAY form.
  projects: [
    {
      name: 'chromium',
      // merchant/ is a merchant's own project, run in a scratch folder (scripts/merchant-project.ts).
      testIgnore: ['webkit/**', 'merchant/**'],
      use: { browserName: 'chromium', launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } },
    },
    {
      name: 'firefox',
      testMatch: ['engines.spec.ts', 'trusted-types.spec.ts', 'mobile-wallet.spec.ts'],
      use: browserSettings('firefox', { executablePath: firefoxPath() }),
    },
    // WebKit (Debian's WebKitGTK MiniBrowser under Xvfb) through WebKitWebDriver: its own specs,
    // which drive the browser over WebDriver, not through Playwright (webkit/webdriver.ts says why).
    { name: 'webkit', testMatch: ['webkit/*.spec.ts'] },
  ],
  webServer: {
    command: 'npx tsx src/main.ts',
    cwd: root,
    url: `${GATEWAY_URL}/v1/paymentWidgets.js`,
    // Webhooks go to the shop's receiver (src/shop/webhooks.ts), which the contract matrix reads.
    env: { GATEWAY_PORT, SHOP_PORT, GATEWAY_WEBHOOK_URL: `${SHOP_URL}/webhooks` },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
