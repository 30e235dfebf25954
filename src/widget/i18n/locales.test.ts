import { describe, expect, it } from 'vitest';
import { resolveLocale } from './locales.ts';

describe('resolveLocale', () => {
  it.each([
    ['en', 'en', 'en'],
    ['de', 'de', 'de'],
    ['de-AT', 'de', 'de-AT'],
    ['pt-BR', 'pt', 'pt-BR'],
    ['pt_BR', 'pt', 'pt-BR'],
    ['da', 'dk', 'da'],
    ['dk', 'dk', 'da'],
    ['sv-SE', 'se', 'sv-SE'],
    ['cs', 'cz', 'cs'],
    ['zh', 'cn', 'zh-CN'],
    ['zh-TW', 'cn', 'zh-TW'],
    ['el', 'gr', 'el'],
    ['nb', 'no', 'nb'],
    ['en-GB', 'en', 'en-GB'],
    ['xx', 'en', 'en'],
    ['xx-YY', 'en', 'en'],
    // a region Intl cannot read: the language alone
    ['de-1', 'de', 'de'],
  ])('%s -> file %s, Intl %s', (tag, code, intl) => {
    expect(resolveLocale(tag)).toMatchObject({ code, intl });
  });

  it('reads Arabic right to left', () => {
    expect(resolveLocale('ar').dir).toBe('rtl');
    expect(resolveLocale('ar-SA')).toMatchObject({ code: 'ar', dir: 'rtl' });
    expect(resolveLocale('de').dir).toBe('ltr');
  });
});
