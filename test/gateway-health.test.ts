// GET /health, the readiness address of the packaged gateway (`npx wpwl-dev-gateway`): a merchant's
// Playwright `webServer` waits for it, so it says ready only once the widget's build is there.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The gateway app with its static folder at `dir`, as the packaged bin names it (WPWL_STATIC_DIR). */
async function gatewayServing(dir: string) {
  vi.resetModules();
  vi.stubEnv('WPWL_STATIC_DIR', dir);
  const { createGatewayApp } = await import('../src/gateway/app.ts');
  const { systemClock } = await import('../src/gateway/platform/clock.ts');
  const { readConfig } = await import('../src/gateway/platform/config.ts');
  return createGatewayApp({ config: readConfig({}), clock: systemClock }).app;
}

afterEach(() => vi.unstubAllEnvs());

describe('GET /health', () => {
  it('answers 503 while no widget is built, saying so', async () => {
    const app = await gatewayServing(mkdtempSync(join(tmpdir(), 'wpwl-health-')));
    const res = await app.request('/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'starting', widget: expect.stringContaining('not built') });
  });

  it("answers 200 with the build's version once the widget is there, with and without /v1", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wpwl-health-'));
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ version: '9.8.7', entries: {}, integrity: {} }));
    const app = await gatewayServing(dir);
    for (const path of ['/health', '/v1/health']) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ready', widget: '9.8.7' });
    }
  });
});
