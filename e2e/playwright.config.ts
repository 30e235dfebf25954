import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts';
import { GATEWAY_PORT, GATEWAY_URL, SHOP_PORT, SHOP_URL } from './env.ts';

// Ports of their own (env.ts), so the suite runs beside an `npm start` on the default ones.
const root = resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  outputDir: resolve(root, 'test-results/e2e'),
  reporter: [['list'], ['json', { outputFile: resolve(root, 'test-results/playwright.json') }]],
  use: {
    baseURL: SHOP_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx src/gateway/main.ts',
    cwd: root,
    url: `${GATEWAY_URL}/v1/paymentWidgets.js`,
    env: { GATEWAY_PORT, SHOP_PORT },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
