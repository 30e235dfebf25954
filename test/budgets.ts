// Size budgets (gzip, level 9) of what the browser downloads for a card form, shared by the budget
// test (`npm test`), the size report (`npm run size`) and the benchmark. 1 KB = 1024 bytes. The
// files come from the build's manifest, so a new chunk is counted where it is loaded.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { frameDocument } from '../src/gateway/frame-document.ts';
import type { BuildManifest, EntryFiles } from '../src/shared/manifest.ts';

const KB = 1024;
const DIST = resolve(import.meta.dirname, '../dist/static');

export const BUDGETS = {
  // Issue 15 asks for 30 KB: what the outline of a card form needs (the script on the tag, the
  // widget's modules, its stylesheet). Not met: 35.6 KB, of which the core chunk is 32.0 KB: zod's
  // core, Preact and @preact/signals (about half of it) and the widget. Held just above the
  // measured figure (raised by 128 bytes for onReady waiting for the widget's stylesheet and
  // saying when it fails: a form that moves after onReady misplaces clicks; and by 128 more for a
  // press of pay that waits for the frames' answers instead of refusing on a frame's old report).
  // (Lowered to 34.5 KB when the card form's pay path and the on-demand forms' services moved to a
  // chunk preloaded beside the outline: 35,215 B.)
  outline: 34.5 * KB,
  // Issue 15 asks for 60 KB: everything a first German card form downloads (the outline, both
  // frame documents, the frame app's module once for both frames, i18next with English, the
  // language file). Not met: 68.3 KB. i18next is one module of 16 KB gzip that does not
  // tree-shake, and zod's core is downloaded by the page and again by the frames (another cache
  // partition: no sharing of chunks can avoid it).
  // (Raised by 256 bytes with the outline, for the same two.)
  // (English out of the i18next chunk: −883 B; the pay path in a chunk of its own: +1,077 B, what
  // two files compress worse than one, for 1,228 B less outline.)
  firstGermanCardForm: 68.5 * KB,
  // Every locale file is held to 2 KB by test/locales.test.ts; English is also in the script.
  'locales/de.json': 2 * KB,
};

export interface Download {
  name: string;
  content: Buffer;
}

function read(file: string): Buffer {
  try {
    return readFileSync(resolve(DIST, file));
  } catch {
    throw new Error(`dist/static/${file} is missing: run "npm run build" first`);
  }
}

export function manifest(): BuildManifest {
  return JSON.parse(read('manifest.json').toString('utf8')) as BuildManifest;
}

const modules = (entry: EntryFiles): Download[] => [entry.file, ...entry.imports].map((file) => ({ name: file, content: read(file) }));

/** What a shopper's browser downloads for a first card form in `locale`, as the outline and the rest. */
export function firstCardForm(locale = 'de'): { outline: Download[]; rest: Download[] } {
  const { entries } = manifest();
  const outline = [
    { name: 'paymentWidgets.js', content: read('paymentWidgets.js') },
    ...modules(entries.widget),
    ...entries.widget.css.map((file) => ({ name: file, content: read(file) })),
  ];
  const assets = {
    css: entries.frame.css.map((file) => read(file).toString('utf8')).join('\n'),
    scripts: entries.frame,
  };
  const rest = [
    { name: 'frames/cardNumber.html (style inline)', content: Buffer.from(frameDocument('cardNumber', assets)) },
    { name: 'frames/cvv.html (style inline)', content: Buffer.from(frameDocument('cvv', assets)) },
    ...modules(entries.frame).map((d) => ({ ...d, name: `${d.name} (frames, once for both)` })),
    // i18next and the pay path, preloaded beside the widget's modules; the outline waits for neither.
    ...modules(entries.i18n).map((d) => ({ ...d, name: `${d.name} (i18next)` })),
    ...modules(entries.pay)
      .filter((d) => !outline.some((o) => o.name === d.name))
      .map((d) => ({ ...d, name: `${d.name} (the pay path)` })),
    ...(locale === 'en' ? [] : [{ name: `locales/${locale}.json`, content: read(`locales/${locale}.json`) }]),
  ];
  return { outline, rest };
}

export const gzip = (content: Buffer) => gzipSync(content, { level: 9 }).length;
export const gzipOf = (downloads: readonly Download[]) => downloads.reduce((sum, d) => sum + gzip(d.content), 0);

/** The measured figure of each budget. */
export function measured(): Record<keyof typeof BUDGETS, number> {
  const { outline, rest } = firstCardForm('de');
  return { outline: gzipOf(outline), firstGermanCardForm: gzipOf([...outline, ...rest]), 'locales/de.json': gzip(read('locales/de.json')) };
}
