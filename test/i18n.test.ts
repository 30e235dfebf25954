// The widget's translator (src/widget/i18n): i18next with the locale files as its resources. These
// tests hold the behaviour a merchant and a shopper see: every key of every language, the fallback
// chain, merchant overrides, values put in as written, the language switched in place, amounts in
// the shopper's format, and English standing in for a file that fails.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { effect } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { createI18n, type LoadI18n, type MessageKey } from '../src/widget/i18n/index.ts';
import { LOCALES } from '../src/widget/i18n/locales.ts';
import { must } from './support/must.ts';

const dir = resolve(import.meta.dirname, '../locales');
const read = (code: string) => JSON.parse(readFileSync(resolve(dir, `${code}.json`), 'utf8')) as Record<string, string>;
const english = read('en');
const keys = Object.keys(english) as MessageKey[];
const variables = (text: string) => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? ''))];
/** values that a naive String.replace would misread ($&, $1) or interpolate again ({{…}}) */
const tricky = (name: string) => `<${name}> $& $1 {{${name}}}`;
const engine = () => import('../src/widget/i18n/engine.ts');

function i18nFor(locale: string, files: Record<string, unknown> = {}, more: Partial<LoadI18n> = {}) {
  const asked: string[] = [];
  const i18n = createI18n({
    locale,
    overrides: {},
    engine,
    load: async (code) => {
      asked.push(code);
      if (!(code in files)) throw new Error('HTTP 404');
      return files[code];
    },
    english: async () => english,
    warn: () => undefined,
    ...more,
  });
  return { i18n, asked };
}

describe('translation by i18next', () => {
  it.each([...LOCALES])('%s: every key in its language, its variables put in as written', async (code) => {
    const messages = read(code);
    const { i18n } = i18nFor(code, { [code]: messages });
    await i18n.ready;
    for (const key of keys) {
      const names = variables(english[key] ?? '');
      const own = messages[key];
      if (names.length === 0) expect(i18n.t(key), `${code}.${key}`).toBe(own ?? english[key]);
      if (names.length === 0) continue;
      const vars = Object.fromEntries(names.map((n) => [n, tricky(n)]));
      const text = i18n.t(key, vars);
      // each value goes in once, as written: not read as a pattern, not interpolated again
      for (const name of names) expect(text, `${code}.${key}`).toContain(tricky(name));
      // and no placeholder of the text is left unfilled
      expect(names.reduce((rest, name) => rest.replaceAll(tricky(name), ''), text)).not.toContain('{{');
    }
  });

  it('walks de-AT -> de: a region falls back to its language, and a German page asks for no English', async () => {
    const { i18n, asked } = i18nFor('de-AT', { de: { submit: 'Jetzt zahlen' }, en: english });
    await i18n.ready;
    expect(asked).toEqual(['de']);
    expect(i18n.t('submit')).toBe('Jetzt zahlen');
    expect(i18n.locale.value).toMatchObject({ code: 'de', intl: 'de-AT' });
  });

  it('falls back to English for a key the language lacks, once English is here', async () => {
    const { i18n } = i18nFor('en', { de: { submit: 'Jetzt zahlen' }, en: english });
    await i18n.changeLanguage('de-AT');
    expect(i18n.t('submit')).toBe('Jetzt zahlen');
    expect(i18n.t('cvv')).toBe(english.cvv);
  });

  it('lets the merchant override any key in any language', async () => {
    const { i18n } = i18nFor('fr', { fr: read('fr') }, { overrides: { submit: 'Régler', cardNumber: 'Numéro' } });
    await i18n.ready;
    expect(i18n.t('submit')).toBe('Régler');
    expect(i18n.t('cardNumber')).toBe('Numéro');
    expect(i18n.t('cvv')).toBe(read('fr').cvv);
  });

  it('answers nothing before the language file is here, then its texts, and tells a signal reader', async () => {
    let deliver: (m: unknown) => void = () => undefined;
    const i18n = createI18n({
      locale: 'fr',
      overrides: {},
      engine,
      load: () => new Promise((r) => (deliver = r)),
      english: async () => english,
      warn: () => undefined,
    });
    const seen: string[] = [];
    const dispose = effect(() => {
      seen.push(i18n.t('cvv'));
    });
    expect(i18n.loaded()).toBe(false);
    expect(i18n.t('cvv')).toBe('');
    await engine();
    deliver(read('fr'));
    await i18n.ready;
    dispose();
    expect(i18n.loaded()).toBe(true);
    expect(seen.at(0)).toBe('');
    expect(seen.at(-1)).toBe(read('fr').cvv);
  });

  it('changes language in place: the texts, the direction and the amounts follow', async () => {
    const { i18n, asked } = i18nFor('en', { ar: read('ar'), de: read('de'), en: english });
    await i18n.ready;
    expect(asked).toEqual(['en']);
    expect(i18n.formatAmount('1234.5', 'EUR')).toBe('€1,234.50');
    const texts: string[] = [];
    const dispose = effect(() => {
      texts.push(`${i18n.dir.value}:${i18n.t('submit')}`);
    });
    await i18n.changeLanguage('ar');
    expect(i18n.t('submit')).toBe(read('ar').submit);
    expect(i18n.dir.value).toBe('rtl');
    await i18n.changeLanguage('de-CH');
    dispose();
    expect(i18n.t('submit')).toBe(read('de').submit);
    expect(i18n.dir.value).toBe('ltr');
    expect(i18n.formatAmount('1234.5', 'CHF')).toBe(new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(1234.5));
    expect(texts.at(-1)).toBe(`ltr:${read('de').submit}`);
    expect(texts).toContain(`rtl:${read('ar').submit}`);
    expect(asked).toEqual(['en', 'ar', 'de']);
  });

  it('the last of two quick changes wins', async () => {
    const { i18n } = i18nFor('en', { fr: read('fr'), it: read('it') });
    await i18n.ready;
    await Promise.all([i18n.changeLanguage('fr'), i18n.changeLanguage('it')]);
    expect(i18n.t('submit')).toBe(read('it').submit);
  });

  it('formats an amount whose currency Intl refuses as the figures and the code', async () => {
    const { i18n } = i18nFor('en');
    await i18n.ready;
    expect(i18n.formatAmount('10.00', 'EURO')).toBe('10.00 EURO');
  });

  it('shows English and says why when the file cannot be used', async () => {
    const warnings: string[] = [];
    const { i18n, asked } = i18nFor('ja', { ja: ['not', 'texts'], en: english }, { warn: (m) => warnings.push(m) });
    await i18n.ready;
    expect(i18n.t('cvv')).toBe(english.cvv);
    expect(asked).toEqual(['ja', 'en']);
    expect(warnings).toEqual(['locale "ja" could not be loaded (not a flat object of texts); showing English']);
  });

  it('shows the English built in, never the keys, when no language file can be loaded', async () => {
    const warnings: string[] = [];
    let imported = 0;
    const builtIn = async () => {
      imported += 1;
      return english;
    };
    const { i18n, asked } = i18nFor('ja', {}, { english: builtIn, warn: (m) => warnings.push(m) });
    await i18n.ready;
    expect(i18n.loaded()).toBe(true);
    expect([i18n.t('cardNumber'), i18n.t('submit')]).toEqual([english.cardNumber, english.submit]);
    expect(i18n.t('cardNumber')).not.toBe('cardNumber');
    expect(asked).toEqual(['ja', 'en']);
    expect(imported).toBe(1);
    expect(warnings).toEqual([
      'locale "ja" could not be loaded (HTTP 404); showing English',
      'the English texts could not be loaded (HTTP 404); showing the English built in',
    ]);
  });

  it('imports the English built in only when a file fails', async () => {
    let imported = 0;
    const { i18n } = i18nFor('de', { de: read('de') }, { english: async () => (imported += 1) });
    await i18n.ready;
    expect(imported).toBe(0);
  });

  it('says so when the English built in cannot be loaded either', async () => {
    const warnings: string[] = [];
    const { i18n } = i18nFor('ja', {}, { english: () => Promise.reject(new Error('blocked')), warn: (m) => warnings.push(m) });
    await i18n.ready;
    expect(warnings.at(-1)).toBe("the English built in could not be loaded (blocked); the forms show the texts' keys");
  });

  it('reports a key no file has when asked to (development builds), and stays quiet otherwise', async () => {
    for (const reportMissing of [true, false]) {
      const warnings: string[] = [];
      const { i18n } = i18nFor('en', { en: english }, { reportMissing, warn: (m) => warnings.push(m) });
      await i18n.ready;
      expect(i18n.t('noSuchKey' as MessageKey)).toBe('noSuchKey');
      expect(warnings.length > 0, `reportMissing ${reportMissing}`).toBe(reportMissing);
      if (reportMissing) expect(must(warnings[0], 'a warning')).toContain('"noSuchKey"');
    }
  });
});
