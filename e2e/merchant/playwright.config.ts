// A merchant's playwright.config.ts: the development gateway and the shop started for the tests,
// Chromium and Firefox with the kit's settings. docs/test-your-checkout.md follows this file.
import { defineConfig } from '@playwright/test';
import { browserSettings } from '@wpwl/testing';

const GATEWAY_PORT = process.env.GATEWAY_PORT ?? '8080';
const SHOP_PORT = process.env.SHOP_PORT ?? '3000';

export default defineConfig({
  testDir: '.',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: { baseURL: `http://127.0.0.1:${SHOP_PORT}` },
  projects: [
    // Playwright's own browsers (npx playwright install chromium firefox), or the system's when
    // CHROMIUM_PATH / FIREFOX_PATH name them.
    { name: 'chromium', use: browserSettings('chromium', { executablePath: process.env.CHROMIUM_PATH }) },
    { name: 'firefox', use: browserSettings('firefox', { executablePath: process.env.FIREFOX_PATH }) },
  ],
  webServer: [
    {
      command: 'npx wpwl-dev-gateway',
      url: `http://localhost:${GATEWAY_PORT}/health`,
      env: { GATEWAY_PORT },
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'node server.mjs',
      url: `http://127.0.0.1:${SHOP_PORT}/checkout`,
      env: { GATEWAY_PORT, SHOP_PORT },
      reuseExistingServer: !process.env.CI,
    },
  ],
});
