// Size budgets (gzip, level 9) of what the browser downloads for a card form, shared by the
// budget test (`npm test`) and the size report (`npm run size`). 1 KB = 1024 bytes.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
const DIST = resolve(import.meta.dirname, '../dist/static');

export const BUDGETS: Record<string, number> = {
  'paymentWidgets.js': 35 * KB,
  'frame.js': 15 * KB,
  'paymentWidgets.css': 6 * KB,
  'frame.css': 1 * KB,
  'locales/en.json': 2 * KB,
};

export function measure(file: string): { raw: number; gzip: number } {
  let content: Buffer;
  try {
    content = readFileSync(resolve(DIST, file));
  } catch {
    throw new Error(`dist/static/${file} is missing: run "npm run build" first`);
  }
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
}
