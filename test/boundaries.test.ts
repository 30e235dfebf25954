// The parts of src/ stay apart: what each may import at run time (type imports ship nothing and are
// not counted). The frame runs on the gateway's origin with card data and must not carry the
// widget's code; the gateway runs in Node; src/shared is what they have in common.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../src');

/** The part of src/ a file belongs to: its first folder, the shop's browser apps apart. */
const part = (file: string) =>
  file.startsWith('shop/spa/')
    ? 'shop-apps'
    : file === 'gateway/main.ts'
      ? 'launcher'
      : // the widget's side of the on-demand forms (their contract, loader and mount) ships with the widget
        /^methods\/[^/]+\.tsx?$/.test(file)
        ? 'widget'
        : file.split('/')[0];

const ALLOWED: Record<string, readonly string[]> = {
  shared: ['shared'],
  frame: ['frame', 'shared'],
  gateway: ['gateway', 'shared'],
  // The demo shop is a merchant, not part of the service: it knows the gateway's configuration (ports,
  // token) and reads the build's manifest to serve its own apps, nothing else of the gateway.
  shop: ['shop', 'shared', 'gateway/config.ts', 'gateway/build.ts'],
  // `npm start` runs the gateway and the shop side by side.
  launcher: ['gateway', 'shop'],
  // English is bundled (locales/en.json); the other languages are fetched.
  widget: ['widget', 'shared', 'methods', '../locales'],
  // The on-demand forms share the view parts (labels, groups, hints, brand marks) through shared/ui;
  // what they get from the widget arrives as FlowServices when they mount (types only here).
  methods: ['methods', 'shared'],
  loader: ['loader'],
  // The merchants' test kit ships on its own, like the loader.
  testing: ['testing'],
  // The demo shop's own apps use the loader, as an SPA would, and the playground the option schema.
  'shop-apps': ['shop-apps', 'loader', 'widget/options', 'shared'],
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Relative run-time imports of a file (static and dynamic), as paths under src/. */
function imports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const specifiers = [...code.matchAll(/^import (?!type )(?:[^'"]*? from )?'(\.[^']+)'/gm), ...code.matchAll(/import\('(\.[^']+)'\)/g)].map((m) => m[1] ?? '');
  return specifiers.map((s) => relative(SRC, resolve(dirname(file), s)));
}

describe('boundaries between widget, frame, on-demand forms (methods), shared and gateway', () => {
  const files = sources(SRC).map((f) => relative(SRC, f));

  it('finds the code to check', () => {
    expect(files.filter((f) => f.startsWith('frame/')).length).toBeGreaterThan(3);
    expect(files.some((f) => imports(join(SRC, f)).length > 0)).toBe(true);
  });

  it.each(Object.keys(ALLOWED))('%s imports only what it may', (name) => {
    const allowed = ALLOWED[name] ?? [];
    const wrong = files
      .filter((f) => part(f) === name)
      .flatMap((f) => imports(join(SRC, f)).map((target) => ({ f, target })))
      .filter(({ target }) => !allowed.some((a) => (a === 'shop-apps' ? part(target) === 'shop-apps' : target === a || target.startsWith(`${a}/`))))
      .map(({ f, target }) => `${f} -> ${target}`);
    expect(wrong).toEqual([]);
  });

  it('has no import cycles, type imports included: each module can be read before what imports it', () => {
    const all = files.map((f) => join(SRC, f));
    const edges = new Map(
      all.map((file) => {
        const code = readFileSync(file, 'utf8');
        const specifiers = [...code.matchAll(/^(?:import|export) [^'"]*?'(\.[^']+)'/gm)].map((m) => resolve(dirname(file), m[1] ?? ''));
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
    [
      ...readFileSync(file, 'utf8').matchAll(/^import (?!type )(?:[^'"]*? from )?'([^']+)'/gm),
      ...readFileSync(file, 'utf8').matchAll(/import\('([^']+)'\)/g),
    ].map((m) => m[1] ?? '');

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
