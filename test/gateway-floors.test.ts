// The gateway's folders are floors, from the HTTP edge down to what everything runs on, and each
// imports only its own floor and the floors below, type imports included: a type import upward
// would let a change above break the floor below, and folders that import each other cannot be
// read, tested or replaced one at a time. The domain decides; what follows a payment (schedules,
// webhooks, notificationUrl) hears it through its events (domain/events.ts), wired in app.ts.
// Imports are read with a TypeScript parser (test/support/imports.ts), re-exports, side-effect
// imports, import() and import('…') types included, and the rule is tried on probes it must refuse.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from './support/imports.ts';

const GATEWAY = resolve(import.meta.dirname, '../src/gateway');

/** The files directly in src/gateway/ (app.ts, serve.ts, bin.ts) are the top floor. */
const TOP = '(top)';

/** Top floor first; each with why it sits where it does. */
const FLOORS: ReadonlyArray<readonly [floor: string, why: string]> = [
  [TOP, 'start-up: app.ts builds the context, adds the reactions to the domain events and mounts the routes; serve.ts and bin.ts listen'],
  ['routes', 'the HTTP API: each group reads its request and calls what lies below'],
  ['http', 'what the edge answers before and around the work: refusals, masking, the Bearer check, throttling'],
  ['assets', 'what browsers load: the build, its compressed copies, the frame and simulator documents and their policy'],
  ['settlement', 'end-of-day work over the recorded payments, which records chargebacks as the domain records payments'],
  ['subscriptions', 'schedules: one starts when the domain says a payment with a job was approved, and charges through the domain'],
  ['outbound', 'calls the gateway makes by itself (webhooks, notificationUrl, the result callback), on what the domain says happened'],
  ['domain', 'decides and records payments, steps, follow-ups and registrations, and says what happened (PaymentEvents)'],
  ['simulators', 'the acquirer, banks, providers and wallets the gateway pretends to be: the domain asks them'],
  ['catalogue', "the API's documents as data: parameters, result codes, job.* and cron, the wallet tokens' format"],
  ['platform', 'what everything runs on: configuration, clock, scheduler, ids'],
];

const LEVEL = new Map(FLOORS.map(([floor], level) => [floor, level]));

/** The floor of a path under src/gateway/: its first folder, or the top for a file directly there. */
const floorOf = (path: string): string => (path.includes('/') ? (path.split('/')[0] ?? path) : TOP);

/** Each import of `file` (a path under src/gateway/) that reaches a floor above its own, one line each. */
function refusals(file: string, code: string): string[] {
  const from = floorOf(file);
  const level = LEVEL.get(from);
  if (level === undefined) return [`${file}: folder ${from} has no floor`];
  return importsOf(file, code).flatMap((ref) => {
    if (!ref.specifier.startsWith('.')) return [];
    const target = relative(GATEWAY, resolve(GATEWAY, dirname(file), ref.specifier));
    // src/shared and the locales are below the whole gateway (test/boundaries.test.ts keeps them so).
    if (target.startsWith('..')) return [];
    const to = floorOf(target);
    const above = LEVEL.get(to);
    if (above === undefined) return [`${file}: imports '${ref.specifier}' from folder ${to}, which has no floor`];
    return above < level ? [`${file}: imports '${ref.specifier}' (${target}): ${from} is below ${to}`] : [];
  });
}

/** Every TypeScript file under src/gateway/, tests and declarations included: a test is code of its floor too. */
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [relative(GATEWAY, join(dir, e.name))] : [],
  );
}

describe("the gateway's floors", () => {
  const all = files(GATEWAY);

  it('gives every folder of src/gateway a floor, and finds code on each', () => {
    const folders = readdirSync(GATEWAY, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...folders, TOP].sort()).toEqual(FLOORS.map(([floor]) => floor).sort());
    expect([...new Set(all.map(floorOf))].sort()).toEqual(FLOORS.map(([floor]) => floor).sort());
  });

  it('no file imports from a floor above its own, type imports included', () => {
    const wrong = all.flatMap((file) => refusals(file, readFileSync(join(GATEWAY, file), 'utf8')));
    expect(wrong).toEqual([]);
  });

  // The rule itself, on probes: each import below must be refused, in every form it can take.
  describe('refuses its probes', () => {
    it.each([
      ['domain/probe.ts', "import type { GatewayContext } from '../routes/context.ts';", 'routes/context.ts', 'domain', 'routes'],
      ['domain/probe.ts', "import { type Schedules } from '../subscriptions/schedules.ts';", 'subscriptions/schedules.ts', 'domain', 'subscriptions'],
      ['domain/probe.ts', "import '../outbound/webhooks.ts';", 'outbound/webhooks.ts', 'domain', 'outbound'],
      ['platform/probe.ts', "export type { Transaction } from '../domain/types.ts';", 'domain/types.ts', 'platform', 'domain'],
      ['platform/probe.ts', "export * from '../catalogue/results.ts';", 'catalogue/results.ts', 'platform', 'catalogue'],
      ['catalogue/probe.ts', "const wallets = await import('../simulators/wallets.ts');", 'simulators/wallets.ts', 'catalogue', 'simulators'],
      ['catalogue/structures/probe.ts', "type Tx = import('../../domain/types.ts').Transaction;", 'domain/types.ts', 'catalogue', 'domain'],
      ['simulators/probe.ts', "import Routes = require('../routes/csp-reports.ts');", 'routes/csp-reports.ts', 'simulators', 'routes'],
      ['outbound/probe.ts', "import type { Settlement } from '../settlement/settle.ts';", 'settlement/settle.ts', 'outbound', 'settlement'],
      ['http/probe.ts', "import { type GatewayDeps, createGatewayApp } from '../app.ts';", 'app.ts', 'http', TOP],
      ['routes/checkouts/probe.ts', "import type { GatewayDeps } from '../../app.ts';", 'app.ts', 'routes', TOP],
    ])('%s: %s', (file, code, target, from, to) => {
      const specifier = /'([^']+)'/.exec(code)?.[1];
      expect(refusals(file, code)).toEqual([`${file}: imports '${specifier}' (${target}): ${from} is below ${to}`]);
    });

    it('names a folder that has no floor', () => {
      expect(refusals('payments/probe.ts', "import { x } from '../domain/types.ts';")).toEqual(['payments/probe.ts: folder payments has no floor']);
      expect(refusals('domain/probe.ts', "import { x } from '../payments/x.ts';")).toEqual([
        "domain/probe.ts: imports '../payments/x.ts' from folder payments, which has no floor",
      ]);
    });

    it.each([
      ['routes/probe.ts', "import type { Transaction } from '../domain/types.ts';"],
      ['domain/probe.ts', "import { newPaymentId } from '../platform/ids.ts';"],
      ['domain/probe.ts', "import { Store } from './store.ts';"],
      ['catalogue/structures/probe.ts', "import { an } from '../formats.ts';"],
      ['app.ts', "import { healthRoutes } from './routes/health.ts';"],
      ['domain/probe.ts', "import { resourcePath } from '../../shared/checkout-paths.ts';"],
      ['domain/probe.ts', "import { z } from 'zod';"],
    ])('lets %s have %s', (file, code) => {
      expect(refusals(file, code)).toEqual([]);
    });
  });
});
