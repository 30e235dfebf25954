// The widget looks texts up without shipping i18next (src/widget/i18n/index.ts). The locale files
// stay i18next resource files, and this test holds the widget's lookup to i18next's answers for
// every key of every language: with and without the variables, with values that look like
// replacement patterns, and with a missing language file falling back to English.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, type MessageKey } from '../src/widget/i18n/index.ts';
import { LOCALES } from '../src/widget/i18n/locales.ts';
import { must } from './must.ts';

const dir = resolve(import.meta.dirname, '../locales');
const read = (code: string) => JSON.parse(readFileSync(resolve(dir, `${code}.json`), 'utf8')) as Record<string, string>;
const english = read('en');
const keys = Object.keys(english) as MessageKey[];
const variables = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? ''))];
/** values that a naive String.replace would misread ($&, $1) or interpolate again ({{…}}) */
const tricky = (name: string) => `<${name}> $& $1 {{${name}}}`;

async function reference(code: string, resources: Record<string, Record<string, string>>) {
  const instance = i18next.createInstance();
  await instance.init({
    lng: code,
    fallbackLng: 'en',
    resources: Object.fromEntries(Object.entries(resources).map(([k, v]) => [k, { translation: v }])),
    interpolation: { escapeValue: false },
  });
  return instance;
}

describe('the widget answers what i18next answers', () => {
  it.each([...LOCALES])('%s: every key, with and without its variables', async (code) => {
    const messages = read(code);
    const i18n = createI18n({ locale: code, overrides: {}, load: async () => messages, warn: () => undefined });
    await i18n.ready;
    const ref = await reference(code, { en: english, [code]: messages });
    for (const key of keys) {
      expect(i18n.t(key), `${code}.${key}`).toBe(ref.t(key));
      const names = variables(english[key] ?? '');
      if (names.length === 0) continue;
      const vars = Object.fromEntries(names.map((n) => [n, tricky(n)]));
      expect(i18n.t(key, vars), `${code}.${key} with variables`).toBe(ref.t(key, vars));
      // the value goes in as written, once: not read as a pattern, not interpolated again
      expect(i18n.t(key, vars)).toContain(tricky(must(names[0], 'a variable')));
    }
  });

  it('falls back to English key by key, and to the key itself, as i18next does', async () => {
    const partial = { submit: 'Jetzt zahlen' };
    const i18n = createI18n({ locale: 'de', overrides: {}, load: async () => partial, warn: () => undefined });
    await i18n.ready;
    const ref = await reference('de', { en: english, de: partial });
    expect(i18n.t('submit')).toBe('Jetzt zahlen');
    expect(i18n.t('cvv')).toBe(ref.t('cvv'));
    expect(i18n.t('cvv')).toBe(english.cvv);
    expect(i18n.t('noSuchKey' as MessageKey)).toBe(ref.t('noSuchKey'));
  });

  it('answers nothing before the language file is here, then its texts', async () => {
    let deliver: (m: unknown) => void = () => undefined;
    const i18n = createI18n({ locale: 'fr', overrides: { submit: 'Payer maintenant' }, load: () => new Promise((r) => (deliver = r)), warn: () => undefined });
    expect(i18n.loaded()).toBe(false);
    expect(i18n.t('cvv')).toBe('');
    // a merchant's override needs no file
    expect(i18n.t('submit')).toBe('Payer maintenant');
    deliver(read('fr'));
    await i18n.ready;
    expect(i18n.loaded()).toBe(true);
    expect(i18n.t('cvv')).toBe(read('fr').cvv);
  });

  it('shows English and says why when the file cannot be used', async () => {
    const warnings: string[] = [];
    const i18n = createI18n({ locale: 'ja', overrides: {}, load: async () => ['not', 'texts'], warn: (m) => warnings.push(m) });
    await i18n.ready;
    expect(i18n.t('cvv')).toBe(english.cvv);
    expect(warnings).toEqual(['locale "ja" could not be loaded (not a flat object of texts); showing English']);
  });
});
