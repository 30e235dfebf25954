// Bytes a first card form needs, compressed as a server would send them: ours from dist/static
// (what the gateway serves), the peers bundled from npm by the same bundler with tree-shaking.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { firstCardForm } from '../../test/budgets.ts';

const ROOT = resolve(import.meta.dirname, '../..');

export interface Part {
  name: string;
  content: Buffer;
}

export interface Compressed {
  name: string;
  raw: number;
  gzip: number;
  brotli: number;
}

export function compress({ name, content }: Part): Compressed {
  return {
    name,
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function total(parts: readonly Compressed[], name = 'total'): Compressed {
  return parts.reduce((sum, p) => ({ name, raw: sum.raw + p.raw, gzip: sum.gzip + p.gzip, brotli: sum.brotli + p.brotli }), {
    name,
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** What the browser downloads for our card form on a German page: the outline, then the rest. */
export function ours(): { outline: Compressed[]; rest: Compressed[] } {
  const { outline, rest } = firstCardForm('de');
  return { outline: outline.map(compress), rest: rest.map(compress) };
}

export interface PeerBundle {
  name: string;
  /** the page-side code a merchant ships, as bundled */
  script: Buffer;
  stylesheet?: Buffer;
}

/** Bundles each peer's card form (IIFE, minified, tree-shaken) the way ours is built. */
export async function bundlePeers(): Promise<PeerBundle[]> {
  const out = mkdtempSync(join(tmpdir(), 'wpwl-bench-'));
  const bundle = async (entry: string) => {
    await build({
      configFile: false,
      logLevel: 'silent',
      root: ROOT,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: join(out, entry),
        emptyOutDir: true,
        target: 'es2022',
        minify: true,
        lib: { entry: resolve(import.meta.dirname, `peers/${entry}.ts`), formats: ['iife'], name: 'benchPeerBundle', fileName: () => `${entry}.js` },
      },
    });
    return readFileSync(join(out, entry, `${entry}.js`));
  };
  try {
    return [
      {
        name: '@adyen/adyen-web (core + Card)',
        script: await bundle('adyen'),
        stylesheet: readFileSync(resolve(ROOT, 'node_modules/@adyen/adyen-web/styles/adyen.css')),
      },
      { name: 'braintree-web (client + hosted-fields)', script: await bundle('braintree') },
    ];
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
