// `npm run size:sources`: where the bytes of each script of the widget and the frames come from.
// Builds with source maps into a temporary folder (dist/ stays as it is) and gives each library,
// and each folder of our own code, its share of the minified file, read from the source map.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import type { BuildManifest } from '../src/shared/manifest.ts';

const ROOT = resolve(import.meta.dirname, '..');
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The numbers of one source-map segment (base64 VLQ). */
function segment(text: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/** Minified characters per source: each mapped segment runs to the next one on its line. */
export function bytesBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const lines = code.split('\n');
  const sizes = new Map<string, number>();
  let source = 0;
  map.mappings.split(';').forEach((line, index) => {
    const segments = line.split(',').filter(Boolean).map(segment);
    let column = 0;
    segments.forEach((s, i) => {
      column += s[0] ?? 0;
      if (s.length > 1) source += s[1] ?? 0;
      const next = i + 1 < segments.length ? column + (segments[i + 1]?.[0] ?? 0) : (lines[index]?.length ?? column);
      const name = map.sources[source] ?? '?';
      sizes.set(name, (sizes.get(name) ?? 0) + next - column);
    });
  });
  return sizes;
}

/** A library by its package name; our code by its folder (src/widget/card, src/shared, …). */
const owner = (source: string) => /node_modules\/((@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? /src\/[a-z-]+(\/[a-z-]+)?/.exec(source)?.[0] ?? source;

const out = mkdtempSync(join(tmpdir(), 'wpwl-sources-'));
try {
  await build({ configFile: resolve(ROOT, 'vite.config.ts'), logLevel: 'silent', build: { outDir: out, emptyOutDir: true, sourcemap: true } });
  const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as BuildManifest;
  const files = [
    ...new Set([
      'paymentWidgets.js',
      ...(['widget', 'i18n', 'pay', 'methods', 'frame'] as const).flatMap((e) => [manifest.entries[e].file, ...manifest.entries[e].imports]),
    ]),
  ];
  for (const file of files) {
    const code = readFileSync(join(out, file), 'utf8');
    const map = JSON.parse(readFileSync(join(out, `${file}.map`), 'utf8')) as { sources: string[]; mappings: string };
    const byOwner = new Map<string, number>();
    for (const [source, bytes] of bytesBySource(code, map)) byOwner.set(owner(source), (byOwner.get(owner(source)) ?? 0) + bytes);
    console.log(`\n${file}: ${code.length} bytes minified\n\n| from | bytes | share |\n|---|---:|---:|`);
    for (const [name, bytes] of [...byOwner].sort((a, b) => b[1] - a[1])) console.log(`| ${name} | ${bytes} | ${((bytes / code.length) * 100).toFixed(1)} % |`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
