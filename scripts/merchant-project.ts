// A merchant's own project, outside this repository, from the packages alone (part of `npm test`):
// packs @wpwl/testing and @wpwl/dev-gateway (pack-merchant.ts), makes a scratch project in the
// system's temporary folder with the merchant's shop, config and spec of e2e/merchant/, installs
// the two tarballs and stock @playwright/test there, and runs its spec in Chromium and Firefox.
// The gateway runs from its bin (`npx wpwl-dev-gateway`), as a merchant's CI starts it. The report
// lands in test-results/merchant.json, which .ci/summary.mjs counts.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumPath, firefoxPath } from '../e2e/browser.ts';
import { packMerchant } from './pack-merchant.ts';

const root = resolve(import.meta.dirname, '..');
const playwrightVersion = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies[
  '@playwright/test'
];

const packed = await packMerchant();
const project = mkdtempSync(join(tmpdir(), 'wpwl-merchant-'));
console.log(`merchant project: ${project}`);
for (const file of ['server.mjs', 'playwright.config.ts', 'checkout.spec.ts']) cpSync(join(root, 'e2e/merchant', file), join(project, file));
writeFileSync(
  join(project, 'package.json'),
  `${JSON.stringify(
    {
      name: 'merchant-shop',
      private: true,
      type: 'module',
      devDependencies: { '@playwright/test': playwrightVersion, '@wpwl/testing': `file:${packed.testing}`, '@wpwl/dev-gateway': `file:${packed.devGateway}` },
    },
    null,
    2,
  )}\n`,
);

// The scratch project gets the environment a merchant's shell has: not npm's own variables of this
// run (npm_config_local_prefix and the rest point at this repository), nor the NODE_ENV=production
// vite's build set in this process (npm install would then leave out devDependencies).
const shell = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && !['INIT_CWD', 'NODE_ENV'].includes(name)));
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(command, args, { cwd: project, stdio: 'inherit', env: { ...shell, ...env } });

let failed = false;
try {
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline']);
  // Ports of their own, so the run goes beside an `npm start` or the e2e suite's servers.
  run('npx', ['playwright', 'test', '--reporter=list,json'], {
    CI: '1',
    GATEWAY_PORT: process.env.MERCHANT_GATEWAY_PORT ?? '18480',
    SHOP_PORT: process.env.MERCHANT_SHOP_PORT ?? '13480',
    CHROMIUM_PATH: chromiumPath(),
    FIREFOX_PATH: firefoxPath(),
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(root, 'test-results/merchant.json'),
  });
} catch {
  failed = true;
} finally {
  if (!failed) rmSync(project, { recursive: true, force: true });
}
if (failed) {
  console.error(`the merchant project failed: it is kept in ${project}`);
  process.exit(1);
}
