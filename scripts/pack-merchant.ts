// `npm run pack:merchant`: the two packages a merchant installs, as tarballs in dist/packages/
// (docs/test-your-checkout.md):
// - @wpwl/testing: the test kit (src/testing) compiled to ESM with its .d.ts, and the Firefox relay;
// - @wpwl/dev-gateway: the development gateway bundled into one file with its libraries, the built
//   widget (dist/static) beside it, and the `wpwl-dev-gateway` bin. Nothing to build or clone.
// The widget must be built first (the npm script runs `npm run build`).
import { execFileSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'dist/packages');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
  engines: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};

/** The tarballs written, by package name. */
export interface Packed {
  testing: string;
  devGateway: string;
}

export async function packMerchant(): Promise<Packed> {
  if (!existsSync(join(root, 'dist/static/manifest.json'))) throw new Error('the widget is not built: run "npm run build" first');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  return { testing: packTesting(), devGateway: await packDevGateway() };
}

function packTesting(): string {
  const stage = join(out, 'testing');
  const source = join(root, 'src/testing');
  execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(source, 'tsconfig.build.json'), '--outDir', stage], { stdio: 'inherit' });
  // Declarations keep the sources' `.ts` specifiers; the package has only `.js` and `.d.ts`.
  for (const file of readdirSync(stage).filter((f) => f.endsWith('.d.ts'))) {
    const path = join(stage, file);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/(from '\.\/[\w-]+)\.ts'/g, "$1.js'"));
  }
  cpSync(join(source, 'firefox-relay.mjs'), join(stage, 'firefox-relay.mjs'));
  chmodSync(join(stage, 'firefox-relay.mjs'), 0o755);
  const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as Record<string, unknown>;
  delete manifest.private;
  writePackage(stage, {
    ...manifest,
    version: rootPackage.version,
    license: 'UNLICENSED',
    exports: { '.': { types: './index.d.ts', default: './index.js' } },
    types: './index.d.ts',
    // A bin only so that npm marks the relay executable; browserSettings() runs it, not the merchant.
    bin: { 'wpwl-firefox-relay': 'firefox-relay.mjs' },
    engines: rootPackage.engines,
    dependencies: { ws: pinned('ws') },
  });
  writeFileSync(join(stage, 'README.md'), readmeOf('@wpwl/testing', 'Helpers for your own Playwright tests of a page with paymentWidgets.js.'));
  return npmPack(stage);
}

async function packDevGateway(): Promise<string> {
  const stage = join(out, 'dev-gateway');
  // One file with hono, zod and the rest inside: the merchant installs no dependency tree, and a
  // registry outage cannot break their CI's `npx wpwl-dev-gateway`.
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    root,
    ssr: { noExternal: true, target: 'node' },
    // The gateway uses the country codes only; the Node entry of i18n-iso-countries requires all its
    // language files by computed name, which a bundle cannot follow. Its plain entry has no names.
    resolve: { alias: { 'i18n-iso-countries': 'i18n-iso-countries/index.js' } },
    build: {
      ssr: join(root, 'src/gateway/bin.ts'),
      outDir: join(stage, 'dist'),
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rollupOptions: { output: { entryFileNames: 'gateway.js', format: 'es', codeSplitting: false } },
    },
  });
  cpSync(join(root, 'dist/static'), join(stage, 'static'), { recursive: true });
  mkdirSync(join(stage, 'bin'), { recursive: true });
  // The bundle reads WPWL_STATIC_DIR when it loads (src/gateway/assets/build.ts): set first, then import.
  writeFileSync(
    join(stage, 'bin/wpwl-dev-gateway.mjs'),
    [
      '#!/usr/bin/env node',
      "import { fileURLToPath } from 'node:url';",
      "process.env.WPWL_STATIC_DIR ??= fileURLToPath(new URL('../static', import.meta.url));",
      "await import('../dist/gateway.js');",
      '',
    ].join('\n'),
  );
  chmodSync(join(stage, 'bin/wpwl-dev-gateway.mjs'), 0o755);
  writePackage(stage, {
    name: '@wpwl/dev-gateway',
    version: rootPackage.version,
    description: 'The development gateway for paymentWidgets.js: checkouts, payments, 3-D Secure and provider simulators, with the widget built in',
    license: 'UNLICENSED',
    type: 'module',
    bin: { 'wpwl-dev-gateway': 'bin/wpwl-dev-gateway.mjs' },
    engines: rootPackage.engines,
  });
  writeFileSync(join(stage, 'README.md'), readmeOf('@wpwl/dev-gateway', 'Run it with `npx wpwl-dev-gateway`; ready when GET /health answers 200.'));
  return npmPack(stage);
}

function pinned(name: string): string {
  const version = rootPackage.dependencies[name] ?? rootPackage.devDependencies[name];
  if (!version) throw new Error(`${name} is not a dependency of the project`);
  return version;
}

function writePackage(dir: string, manifest: Record<string, unknown>): void {
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

function readmeOf(name: string, line: string): string {
  return `# ${name}\n\n${line}\n\nThe guide: docs/test-your-checkout.md of the widget's repository.\n`;
}

/** `npm pack` of a staged folder into dist/packages; returns the tarball's path. */
function npmPack(stage: string): string {
  const output = execFileSync('npm', ['pack', '--json', '--pack-destination', out], { cwd: stage, encoding: 'utf8' });
  const [packed] = JSON.parse(output) as Array<{ filename: string }>;
  if (!packed) throw new Error(`npm pack wrote nothing for ${stage}`);
  return join(out, packed.filename);
}

if (import.meta.main ?? process.argv[1] === import.meta.filename) {
  const packed = await packMerchant();
  for (const path of Object.values(packed)) console.log(path);
}
