// The parts of src/ stay apart: what each may import at run time, from src/ and from packages
// (type imports ship nothing and are not counted). The frame runs on the gateway's origin with card
// data and must not carry the widget's code; the gateway runs in Node; src/shared is what they have
// in common; the widget reaches the on-demand forms only through import(), so they stay a chunk of
// their own. Imports are read with a TypeScript parser (test/support/imports.ts), re-exports and
// side-effect imports included, and the rules are tried on probes they must refuse.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf } from './support/imports.ts';

const SRC = resolve(import.meta.dirname, '../src');

interface Part {
  /** folders and files under src/ this part may import at run time */
  src: readonly string[];
  /** packages it may import at run time (a name, or a name and any path under it) */
  packages: readonly string[];
  /** under src/, what it may reach only through import() (a chunk loaded on demand) */
  lazy?: readonly string[];
}

/** The part of src/ a file belongs to. */
function partOf(file: string): string {
  if (file.startsWith('shop/spa/')) return 'shop-apps';
  if (file === 'main.ts') return 'launcher';
  return file.split('/')[0] ?? file;
}

const PARTS: Record<string, Part> = {
  // On both sides of the frame boundary and on the server (protocol, brands, detection, errors): no
  // DOM framework, no Node.
  shared: { src: ['shared'], packages: ['zod', 'credit-card-type', 'card-validator'] },
  // What the widget and the on-demand forms share on the merchant page: Preact view parts and brand
  // marks, the one payment-outcome contract, the merchant's inputs, the frames' init, the Trusted
  // Types policy.
  'page-kit': { src: ['page-kit', 'shared'], packages: ['preact', '@preact/signals'] },
  // Card data lives here: its own checks (guards.ts, no zod), card-validator and credit-card-type.
  frame: { src: ['frame', 'shared'], packages: ['card-validator', 'credit-card-type'] },
  // Node and Hono; never the browser's libraries (preact, i18next).
  gateway: {
    src: ['gateway', 'shared'],
    packages: ['node:*', 'hono', '@hono/node-server', 'zod', 'card-validator', 'credit-card-type', 'i18n-iso-countries', 'ibantools'],
  },
  // The demo shop is a merchant, not part of the service: it knows the gateway's configuration (ports,
  // token) and reads the build's manifest to serve its own apps, nothing else of the gateway.
  shop: { src: ['shop', 'shared', 'gateway/platform/config.ts', 'gateway/assets/build.ts'], packages: ['node:*', 'hono', 'zod'] },
  // `npm start` runs the gateway and the shop side by side.
  launcher: { src: ['gateway', 'shop'], packages: ['node:*', '@hono/node-server'] },
  // English is bundled (locales/en.json); the other languages are fetched. The on-demand forms
  // (src/methods) only through import(); the widget's side of their contract is widget/on-demand.
  widget: {
    src: ['widget', 'shared', 'page-kit', '../locales'],
    packages: ['preact', '@preact/signals', 'i18next'],
    lazy: ['methods'],
  },
  // The on-demand forms' chunk: what they get from the widget arrives as the services of
  // widget/on-demand/contract.ts when they mount (types only).
  methods: { src: ['methods', 'shared', 'page-kit'], packages: ['preact', '@preact/signals', 'ibantools'] },
  loader: { src: ['loader'], packages: [] },
  // The merchants' test kit ships on its own, like the loader; it runs in the test's Node process
  // (browsers.ts finds its Firefox relay on disk).
  testing: { src: ['testing'], packages: ['@playwright/test', 'node:fs', 'node:url'] },
  // The demo shop's own apps use the loader, as an SPA would, and the playground the option schema.
  'shop-apps': { src: ['shop-apps', 'loader', 'widget/options', 'shared'], packages: ['preact', '@preact/signals'] },
};

/** `target` (a path under src/) is inside one of `prefixes`: a part's name (that part only), or a path. */
const within = (target: string, prefixes: readonly string[]) =>
  prefixes.some((a) => (a in PARTS ? partOf(target) === a : target === a || target.startsWith(`${a}/`)));

const packageAllowed = (specifier: string, allowed: readonly string[]) =>
  allowed.some((a) => (a.endsWith(':*') ? specifier.startsWith(a.slice(0, -1)) : specifier === a || specifier.startsWith(`${a}/`)));

/** What a module at `file` (a path under src/) imports against its part's rules, one line each. */
function refusals(file: string, code: string): string[] {
  const name = partOf(file);
  const rules = PARTS[name];
  if (!rules) return [`${file}: no rules for part ${name}`];
  return importsOf(file, code)
    .filter((ref) => ref.runtime)
    .flatMap((ref) => {
      if (!ref.specifier.startsWith('.')) return packageAllowed(ref.specifier, rules.packages) ? [] : [`${file} -> package ${ref.specifier}`];
      const target = relative(SRC, resolve(SRC, dirname(file), ref.specifier));
      if (rules.lazy && within(target, rules.lazy)) return ref.dynamic ? [] : [`${file} -> ${target} (only through import())`];
      return within(target, rules.src) ? [] : [`${file} -> ${target}`];
    });
}

/** Modules under src/: test files and the tests' own support (`*-testing.ts`) apart. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|-testing\.ts$|\.d\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('boundaries between widget, frame, on-demand forms, shared and gateway', () => {
  const files = sources(SRC).map((f) => relative(SRC, f));

  it('finds the code to check, in every part', () => {
    const parts = new Set(files.map(partOf));
    expect([...parts].sort()).toEqual(Object.keys(PARTS).sort());
    expect(files.filter((f) => f.startsWith('frame/')).length).toBeGreaterThan(3);
  });

  it.each(Object.keys(PARTS))('%s imports only what it may', (name) => {
    const wrong = files.filter((f) => partOf(f) === name).flatMap((f) => refusals(f, readFileSync(join(SRC, f), 'utf8')));
    expect(wrong).toEqual([]);
  });

  // The rules themselves, on probes: each import below must be refused, in every form it can take.
  describe('refuses its probes', () => {
    it.each([
      ['frame/probe.ts', "import { h } from 'preact';", 'package preact'],
      ['frame/probe.ts', "export * from '../widget/boot.ts';", 'widget/boot.ts'],
      ['frame/probe.ts', "export { boot } from '../widget/boot.ts';", 'widget/boot.ts'],
      ['frame/probe.ts', "import '../gateway/app.ts';", 'gateway/app.ts'],
      ['frame/probe.ts', "import {\n  type A,\n  b,\n} from '../widget/checkout.ts';", 'widget/checkout.ts'],
      ['frame/probe.ts', "const m = await import('../widget/main.ts');", 'widget/main.ts'],
      ['frame/probe.ts', "import { z } from 'zod/mini';", 'package zod/mini'],
      ['frame/probe.ts', "import { afterPress } from '../page-kit/ui/press.ts';", 'page-kit/ui/press.ts'],
      ['shared/probe.ts', "import { settleOutcome } from '../page-kit/outcome.ts';", 'page-kit/outcome.ts'],
      ['frame/probe.ts', "import { boot } from '../widget/boot.ts'; // import type { X } from './x.ts'", 'widget/boot.ts'],
      ['frame/probe.ts', "import Boot = require('../widget/boot.ts');", 'widget/boot.ts'],
      ['frame/probe.ts', "import { type A, b } from '../widget/checkout.ts';", 'widget/checkout.ts'],
      ['gateway/probe.ts', "import i18next from 'i18next';", 'package i18next'],
      ['gateway/probe.ts', "import { render } from 'preact';", 'package preact'],
      ['widget/probe.ts', "import { createBankForm } from '../methods/bank.tsx';", 'methods/bank.tsx (only through import())'],
      ['widget/on-demand/probe.ts', "export { brands } from '../../methods/main.ts';", 'methods/main.ts (only through import())'],
      ['methods/probe.tsx', "import { boot } from '../widget/boot.ts';", 'widget/boot.ts'],
      ['methods/wallets/probe.tsx', "import { methodServices } from '../../widget/on-demand/services.ts';", 'widget/on-demand/services.ts'],
      ['shared/probe.ts', "import { signal } from '@preact/signals';", 'package @preact/signals'],
      ['shop/probe.ts', "import { createApp } from '../gateway/app.ts';", 'gateway/app.ts'],
    ])('%s: %s', (file, code, refused) => {
      expect(refusals(file, code)).toEqual([`${file} -> ${refused}`]);
    });

    it.each([
      ['widget/probe.ts', "const forms = () => import('../methods/main.ts');"],
      ['widget/probe.ts', "import type { MethodPart } from '../methods/part.ts';"],
      ['methods/probe.tsx', "import type { FormServices } from '../widget/on-demand/contract.ts';"],
      ['frame/probe.ts', "import { type A, type B } from '../widget/checkout.ts';"],
      ['frame/probe.ts', "export type { Wpwl } from '../widget/options/types.ts';"],
      ['frame/probe.ts', "type Boot = typeof import('../widget/boot.ts');"],
      ['gateway/probe.ts', "import { readFile } from 'node:fs/promises';"],
    ])('lets %s have %s', (file, code) => {
      expect(refusals(file, code)).toEqual([]);
    });
  });

  it('has no import cycles, type imports included: each module can be read before what imports it', () => {
    const all = files.map((f) => join(SRC, f));
    const edges = new Map(
      all.map((file) => {
        const specifiers = importsOf(file, readFileSync(file, 'utf8'))
          .filter((ref) => ref.specifier.startsWith('.'))
          .map((ref) => resolve(dirname(file), ref.specifier));
        return [file, specifiers] as const;
      }),
    );
    const cycles: string[] = [];
    const done = new Set<string>();
    const path: string[] = [];
    const visit = (file: string) => {
      if (path.includes(file)) {
        cycles.push(
          path
            .slice(path.indexOf(file))
            .concat(file)
            .map((f) => relative(SRC, f))
            .join(' -> '),
        );
        return;
      }
      if (done.has(file)) return;
      path.push(file);
      for (const next of edges.get(file) ?? []) visit(next);
      path.pop();
      done.add(file);
    };
    for (const file of all) visit(file);
    expect(cycles).toEqual([]);
  });
});

describe('the frame app carries no zod', () => {
  /** Run-time import specifiers of a file, packages included. */
  const specifiers = (file: string) =>
    importsOf(file, readFileSync(file, 'utf8'))
      .filter((ref) => ref.runtime)
      .map((ref) => ref.specifier);

  // zod would be more than half of the frame's bytes, and the frames are the slowest part of
  // start-up: the frame checks what it receives with hand-written guards (src/frame/guards.ts),
  // which their tests hold to the page's zod schemas.
  it('no module the frame runs imports zod, itself or through shared/zod.ts', () => {
    const reached = new Set<string>();
    const visit = (file: string) => {
      if (reached.has(file) || !/\.tsx?$/.test(file)) return;
      reached.add(file);
      for (const s of specifiers(file)) if (s.startsWith('.')) visit(resolve(dirname(file), s));
    };
    visit(join(SRC, 'frame/main.ts'));
    expect(reached.size).toBeGreaterThan(5);
    const zod = [...reached]
      .filter((file) => relative(SRC, file) === 'shared/zod.ts' || specifiers(file).some((s) => s === 'zod' || s.startsWith('zod/')))
      .map((file) => relative(SRC, file));
    expect(zod).toEqual([]);
  });
});

describe('gateway routes read input through validator middleware', () => {
  const routes = sources(join(SRC, 'gateway/routes')).filter((f) => !f.endsWith('validators.ts'));

  it('finds the route groups', () => {
    expect(routes.length).toBeGreaterThan(8);
  });

  // A handler that parses a body or a whole query itself is where an unchecked parameter gets in:
  // routes declare validators (routes/validators.ts or hono/validator) and read c.req.valid(…).
  it('no handler parses a body or a whole query, or runs a schema itself', () => {
    const found = routes.flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      return [/\.parseBody\(/, /\.req\.json\(/, /\.req\.query\(\)/, /\.req\.queries\(/, /\.safeParse\(/]
        .filter((pattern) => pattern.test(code))
        .map((pattern) => `${relative(SRC, file)}: ${pattern.source}`);
    });
    expect(found).toEqual([]);
  });
});
