import { describe, expect, it } from 'vitest';
import { languageFile } from './early-language.ts';
import { ALIASES, LOCALES, resolveLocale } from './i18n/locales.ts';

const locales = { codes: LOCALES, aliases: ALIASES };

describe('languageFile (paymentWidgets.js asks for this file before the modules arrive)', () => {
  const tags = [
    ...LOCALES,
    ...Object.keys(ALIASES),
    'de-AT',
    'pt_BR',
    'DE',
    'zh-Hant-TW',
    'nb-NO',
    'sv-SE',
    'xx',
    '',
    'constructor',
    '__proto__',
    'toString',
    'en-GB',
    'ar-SA',
  ];
  it.each(tags)('gives for %j the file resolveLocale gives', (tag) => {
    expect(languageFile(tag, locales)).toBe(resolveLocale(tag).code);
  });
});
