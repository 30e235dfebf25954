// Size budgets (gzip, level 9) of what the browser downloads for a card form. `npm test` builds
// first; a change that grows a file past its budget fails here and must say why it grew.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const KB = 1024;
const DIST = resolve(import.meta.dirname, '../dist/static');
export const BUDGETS: Record<string, number> = {
  'paymentWidgets.js': 35 * KB,
  'frame.js': 15 * KB,
  'paymentWidgets.css': 6 * KB,
  'frame.css': 1 * KB,
  'locales/en.json': 2 * KB,
};

function gzipped(file: string): number {
  let content: Buffer;
  try {
    content = readFileSync(resolve(DIST, file));
  } catch {
    throw new Error(`dist/static/${file} is missing: run "npm run build" first`);
  }
  return gzipSync(content, { level: 9 }).length;
}

describe('size budgets (gzip)', () => {
  it.each(Object.entries(BUDGETS))('%s stays within %i bytes', (file, budget) => {
    expect(gzipped(file)).toBeLessThanOrEqual(budget);
  });
});
