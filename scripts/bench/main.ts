// `npm run bench`: our widget beside Adyen Web and Braintree (bytes), start-up against the floor of
// any two-frame widget and other timings in Chromium, and the development gateway under load.
// Prints the tables and writes them to BENCHMARKS.md with the machine they were measured on. Needs
// a build (npm run bench builds first) and Chromium.
//   npm run bench -- [--loads=20] [--seconds=5] [--no-write] [--only=startup]
// --only=startup: only the start-up measurements (onReady, the floor, one bare frame, the card
// frames alone, long tasks, the same throttled); prints its table and never writes BENCHMARKS.md,
// so a change can be tried in a couple of minutes (--loads=10).
// Ports: BENCH_GATEWAY_PORT and BENCH_SHOP_PORT (18580 and 13580 by default), so that two benches
// can run side by side.
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { DEFAULTS } from '../../src/gateway/platform/config.ts';
import { must } from '../../test/support/must.ts';
import { measureBrowser, measureStartupOnly } from './browser.ts';
import { measureGateway } from './gateway.ts';
import { phoneSection } from './phone-report.ts';
import { bundlePeers, type Compressed, compress, ours, total } from './sizes.ts';
import { startupSection } from './startup-report.ts';
import { kb, median, ms, percentile, table } from './stats.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const arg = (name: string, fallback: number) => Number(flag(name) ?? fallback);
const LOADS = arg('loads', 20);
const SECONDS = arg('seconds', 5);
const ONLY = flag('only');
if (ONLY !== undefined && ONLY !== 'startup') throw new Error(`--only=${ONLY}: the one part that runs alone is --only=startup`);
const GATEWAY_PORT = process.env.BENCH_GATEWAY_PORT || '18580';
const SHOP_PORT = process.env.BENCH_SHOP_PORT || '13580';
const gatewayUrl = `http://localhost:${GATEWAY_PORT}`;
const shopUrl = `http://127.0.0.1:${SHOP_PORT}`;

async function startServers() {
  if (
    await fetch(`${shopUrl}/checkout`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(
      `${shopUrl} already answers: stop whatever runs on ports ${GATEWAY_PORT} and ${SHOP_PORT} first, or choose others (BENCH_GATEWAY_PORT, BENCH_SHOP_PORT)`,
    );
  }
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, GATEWAY_PORT, SHOP_PORT, GATEWAY_THROTTLE: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // However the benchmark ends, the servers end with it.
  process.on('exit', () => child.kill());
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${shopUrl}/checkout`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('the gateway and the shop did not start');
}

function machine(chromium: string): string {
  const release = readFileSync('/etc/os-release', 'utf8').match(/^PRETTY_NAME="?([^"\n]*)/m)?.[1] ?? os.type();
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${release}, ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, Node ${process.versions.node}, Chromium ${chromium}`;
}

const sizeRow = (c: Compressed) => [c.name, kb(c.raw), kb(c.gzip), kb(c.brotli)];
const started = performance.now();
const took = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

if (ONLY === 'startup') {
  const child = await startServers();
  try {
    const startup = await measureStartupOnly(shopUrl, LOADS);
    console.log(startupSection(startup));
    console.log(phoneSection(startup));
    console.log(`\n(--only=startup: BENCHMARKS.md not written; took ${took()})`);
  } finally {
    child.kill();
  }
  process.exit(0);
}

const { outline, rest } = ours();
const ourParts = [...outline, ...rest];
const ourTotal = total(ourParts, '**first card form**');
const peers = await bundlePeers();
const peerRows = peers.map((p) => {
  const parts = [compress({ name: 'script', content: p.script }), ...(p.stylesheet ? [compress({ name: 'stylesheet', content: p.stylesheet })] : [])];
  return { name: p.name, script: must(parts[0], `${p.name}'s script`), all: total(parts, p.name) };
});
// The page side: paymentWidgets.js and the widget's modules; and with its stylesheet.
const ourScript = total(outline.filter((p) => p.name.endsWith('.js')));
const ourPage = total(outline);

const child = await startServers();
let browser: Awaited<ReturnType<typeof measureBrowser>>;
let load: Awaited<ReturnType<typeof measureGateway>>;
try {
  const scripts = [
    { name: 'paymentWidgets.js (the classic script; it imports the modules)', source: readFileSync(resolve(ROOT, 'dist/static/paymentWidgets.js'), 'utf8') },
    ...peers.map((p) => ({ name: p.name, source: p.script.toString('utf8') })),
  ];
  browser = await measureBrowser({ shopUrl, gatewayUrl, loads: LOADS, scripts });
  load = await measureGateway({ gatewayUrl, entityId: DEFAULTS.GATEWAY_ENTITY_ID, accessToken: DEFAULTS.GATEWAY_ACCESS_TOKEN }, SECONDS);
} finally {
  child.kill();
}

const signed = (bytes: number) => `${bytes >= 0 ? '+' : ''}${kb(bytes)}`;
const dist = (samples: number[]) => [ms(median(samples)), ms(percentile(samples, 95))];
const report = `# Benchmarks

Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${machine(browser.startup.version)}.
Every figure below comes from that one run; run the command again to reproduce them on your machine.

## Bytes a first card form needs

KiB (1024 bytes); gzip level 9 and brotli quality 11, as a server would send them. Ours is what
the gateway serves for a German page (every language is a file of its own, English too).

${table(['file', 'raw', 'gzip', 'brotli'], [...ourParts.map(sizeRow), sizeRow(ourTotal)])}

The peers, bundled from npm by the same bundler (Vite, tree-shaking, minified IIFE). Their card
fields also load iframes from their own servers at run time, which are not counted here, so the
comparison favours them.

${table(
  ['widget', 'script gzip', 'script brotli', 'script + stylesheet gzip', 'script + stylesheet brotli', '× our script (gzip)', '× our first card form (gzip)'],
  [
    ['**paymentWidgets.js and its modules** (ours)', kb(ourScript.gzip), kb(ourScript.brotli), kb(ourPage.gzip), kb(ourPage.brotli), '1.0', '–'],
    ...peerRows.map((p) => [
      p.name,
      kb(p.script.gzip),
      kb(p.script.brotli),
      kb(p.all.gzip),
      kb(p.all.brotli),
      (p.script.gzip / ourScript.gzip).toFixed(1),
      (p.all.gzip / ourTotal.gzip).toFixed(1),
    ]),
  ],
)}

${startupSection(browser.startup)}
${phoneSection(browser.startup)}

## Chromium

${LOADS} samples each (after one that is not counted); milliseconds.

${table(
  ['measure', 'median', '95th percentile'],
  [
    ['navigation start → card frames created, demo shop /checkout (the page, the script, the form mounted)', ...dist(browser.startup.framesCreatedMs)],
    ['keystroke in the number frame → brand mark on the page', ...dist(browser.keystrokeMs)],
    ...Object.entries(browser.parseMs).map(([name, samples]) => [`parse and evaluate ${name}`, ...dist(samples)]),
  ],
)}

Where the onReady time goes: navigation start → each step of the start-up path, medians of the same
loads as the (unthrottled) onReady row above (the number frame's own timeline moved onto the
page's clock); the floor's time and one bare frame, of the same rounds, for reference.

${table(
  ['step', 'median', '95th percentile'],
  [
    ...Object.entries(browser.startup.pathMs).map(([step, samples]) => [step, ...dist(samples)]),
    ['(the floor, same rounds)', ...dist(browser.startup.plain.ms.floor)],
    ['(one bare frame, same rounds)', ...dist(browser.startup.plain.ms.bareFrame)],
  ],
)}

Parse and evaluate: each script inserted inline into a blank page (no network). Ours is the classic
script alone (it finds no address of its own there and stops); the widget's modules are ES modules
loaded by it, and their parse, evaluation and start-up are part of the onReady row.

JS heap of the shop page after a forced garbage collection: ${kb(browser.heap.afterLoad)} KiB after the first load,
${kb(browser.heap.afterCycles)} KiB after ${browser.heap.cycles} \`wpwl.unload()\` and reload cycles (${signed(browser.heap.afterCycles - browser.heap.afterLoad)} KiB).
A heap snapshot before and after the cycles puts ${signed(browser.heap.valuesGrowth)} KiB of the difference in the page's JS values
(objects, closures, strings: where a leak of the widget would be) and ${signed(browser.heap.engineGrowth)} KiB in the engine's
code and caches: each reload loads a new script URL (its checkoutId), which V8 compiles and the
browser keeps in its memory cache.

## Development gateway

autocannon against the gateway in its own process (throttling off), ${SECONDS} s per checkout run;
each payment run submits once to as many fresh checkouts as the checkout run created.

${table(
  ['operation', 'connections', 'requests', 'requests/s', 'latency p50 (ms)', 'latency p99 (ms)', 'failed'],
  load.map((r) => [r.operation, r.connections, r.requests, r.rps.toFixed(0), r.p50, r.p99, r.failed]),
)}
`;

console.log(report);
if (!process.argv.includes('--no-write')) writeFileSync(resolve(ROOT, 'BENCHMARKS.md'), report);
console.log(`(the bench took ${took()})`);
