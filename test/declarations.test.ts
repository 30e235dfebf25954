// The TypeScript declarations shipped with the build (paymentWidgets.d.ts) accept a correct
// integration and refuse wrong option types. Runs the real compiler on fixture files.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const tsc = resolve(root, 'node_modules/.bin/tsc');

function compile(file: string, options: string[] = []): { ok: boolean; output: string } {
  try {
    const output = execFileSync(
      tsc,
      [
        '--ignoreConfig',
        '--noEmit',
        '--strict',
        '--target',
        'es2022',
        '--module',
        'esnext',
        '--moduleResolution',
        'bundler',
        '--lib',
        'es2022,dom',
        '--types',
        '',
        ...options,
        resolve(root, file),
      ],
      { cwd: root, encoding: 'utf8' },
    );
    return { ok: true, output };
  } catch (error) {
    return { ok: false, output: String((error as { stdout?: string }).stdout ?? error) };
  }
}

// Each test runs the compiler as a process: a second or two when quiet, more on a busy machine.
const COMPILER_TIMEOUT_MS = 30_000;

describe('paymentWidgets.d.ts', () => {
  it(
    'types a correct integration',
    () => {
      const result = compile('test/fixtures/merchant-typed.ts');
      expect(result.output).toBe('');
      expect(result.ok).toBe(true);
    },
    COMPILER_TIMEOUT_MS,
  );

  it(
    'refuses wrong option values, each at its line',
    () => {
      const result = compile('test/fixtures/merchant-mistyped.ts');
      expect(result.ok).toBe(false);
      for (const line of [4, 5, 6]) expect(result.output).toContain(`merchant-mistyped.ts(${line},`);
    },
    COMPILER_TIMEOUT_MS,
  );

  it('carries the doc comments merchants read and none about our code', () => {
    const shipped = readFileSync(resolve(root, 'dist/static/paymentWidgets.d.ts'), 'utf8');
    expect(shipped).toContain('/** An error passed to `onError`');
    // The one line comment is the header naming the file's version and address.
    expect(shipped.split('\n').filter((line) => /^\s*\/\//.test(line))).toEqual([expect.stringMatching(/^\/\/ Types of paymentWidgets\.js .*version /)]);
    for (const internal of [/\b(src|test|e2e|scripts)\//, /(?<!\.d)\.tsx?\b/, /\bissue\b/i, /\b(we|our|ours|us)\b/i, /\bschema\b/i])
      expect(shipped, String(internal)).not.toMatch(internal);
  });

  it(
    'types inline options written with a JSDoc @type (docs/options.md)',
    () => {
      const result = compile('test/fixtures/merchant-jsdoc.js', ['--allowJs', '--checkJs']);
      expect(result.output).toBe('');
      expect(result.ok).toBe(true);
    },
    COMPILER_TIMEOUT_MS,
  );

  it(
    'compiles alone, as a merchant downloads it',
    () => {
      const result = compile('dist/static/paymentWidgets.d.ts');
      expect(result.output).toBe('');
      expect(result.ok).toBe(true);
    },
    COMPILER_TIMEOUT_MS,
  );
});
