// A comment that names a file sends the reader there: the file must exist. Read every comment of
// src/, find what looks like a path or a file name (`frame/error-text.ts`, `routes/assets.ts`,
// `gateway-api.md`) and resolve it as a reader would: from the comment's folder or any folder above
// it, from src/, from the repository, from docs/ and docs/sources/; a bare name anywhere in the
// repository. A file moved or renamed without its mentions fails here, naming comment and path.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', 'test-results', '.git']);
/** Files the build writes, which a fresh clone does not have. */
const BUILT = new Set(['paymentWidgets.d.ts']);

function filesUnder(dir: string, into: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesUnder(path, into);
    else into.push(path);
  }
  return into;
}

const NAMES = new Set(filesUnder(ROOT).map((path) => path.slice(path.lastIndexOf('/') + 1)));

/** The paths a source file's comments name: a letter or ./ first, a known extension last. */
function namedPaths(source: string): string[] {
  const comments = source.match(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g) ?? [];
  return comments.flatMap((comment) =>
    [...comment.matchAll(/(?<![\w@./:-])((?:\.{1,2}\/)*[A-Za-z][\w.-]*(?:\/[\w.-]+)*\.(?:tsx?|mjs|css|md))(?![\w/])/g)].map((m) => m[1] ?? ''),
  );
}

function resolves(file: string, path: string): boolean {
  if (BUILT.has(path)) return true;
  if (!path.includes('/') && NAMES.has(path)) return true;
  const bases = [join(ROOT, 'src'), ROOT, join(ROOT, 'docs'), join(ROOT, 'docs/sources')];
  for (let dir = dirname(file); dir.startsWith(ROOT); dir = dirname(dir)) bases.push(dir);
  return bases.some((base) => existsSync(resolve(base, path)));
}

describe('the files comments name', () => {
  it('exist', () => {
    const sources = filesUnder(join(ROOT, 'src')).filter((path) => /\.(tsx?|mjs|css)$/.test(path));
    const missing = sources.flatMap((file) =>
      namedPaths(readFileSync(file, 'utf8'))
        .filter((path) => !resolves(file, path))
        .map((path) => `${relative(ROOT, file)}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('are found in comments, and only there', () => {
    const source = `import { x } from './not-a-comment.ts';\n// see frame/error-text.ts and gateway-api.md 2.7; not http://h:8080/v1/a.css or x.test.ts's\n/* (routes/assets.ts) */`;
    expect(namedPaths(source)).toEqual(['frame/error-text.ts', 'gateway-api.md', 'x.test.ts', 'routes/assets.ts']);
    expect(resolves(join(ROOT, 'src/gateway/assets/x.ts'), 'routes/assets.ts')).toBe(true);
    expect(resolves(join(ROOT, 'src/gateway/assets/x.ts'), 'routes/nowhere.ts')).toBe(false);
  });
});
