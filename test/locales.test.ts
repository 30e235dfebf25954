// The 25 locale files: the same keys as English, the same interpolation variables in each text,
// nothing left empty, and each small enough to fetch on a slow connection.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/widget/i18n/locales.ts';

const dir = resolve(import.meta.dirname, '../locales');
const read = (code: string) => JSON.parse(readFileSync(resolve(dir, `${code}.json`), 'utf8')) as Record<string, string>;
const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = read('en');

describe('locales', () => {
  it('has a file for each of the 25 languages', () => {
    expect(LOCALES).toHaveLength(25);
  });

  it.each(LOCALES.filter((c) => c !== 'en'))('%s has the keys of en, in the same order', (code) => {
    expect(Object.keys(read(code))).toEqual(Object.keys(english));
  });

  it.each(LOCALES.filter((c) => c !== 'en'))('%s keeps every interpolation variable and leaves nothing empty', (code) => {
    const messages = read(code);
    for (const [key, text] of Object.entries(english)) {
      const translated = messages[key] ?? '';
      expect(translated.trim(), `${code}.${key}`).not.toBe('');
      expect(variables(translated), `${code}.${key}`).toEqual(variables(text));
    }
  });

  it.each([...LOCALES])('%s stays within 2 KB gzip', (code) => {
    expect(gzipSync(JSON.stringify(read(code)), { level: 9 }).length).toBeLessThanOrEqual(2048);
  });
});
