import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './browser.ts';

// Ports of their own, so the suite runs beside an `npm start` on the default ones.
const GATEWAY_PORT = process.env.E2E_GATEWAY_PORT ?? '18080';
const SHOP_PORT = process.env.E2E_SHOP_PORT ?? '13000';
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
    baseURL: `http://127.0.0.1:${SHOP_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'npx tsx src/gateway/main.ts',
    cwd: root,
    url: `http://localhost:${GATEWAY_PORT}/v1/paymentWidgets.js`,
    env: { GATEWAY_PORT, SHOP_PORT },
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
