// The widget's 25 languages, by the original widget's codes, and how language tags map onto them:
// de-AT falls back to de, pt-BR to pt, da to dk, anything unknown to English, without a request
// for a file that does not exist.
export const LOCALES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'dk',
  'fi',
  'se',
  'tr',
  'ja',
  'sl',
  'pt',
  'pl',
  'cz',
  'hu',
  'bg',
  'ro',
  'ru',
  'cn',
  'gr',
  'no',
  'sk',
  'ar',
  'ko',
] as const;
export type Locale = (typeof LOCALES)[number];

/** Standard language codes whose file has another name in the original widget. */
export const ALIASES: Record<string, Locale> = { da: 'dk', sv: 'se', cs: 'cz', zh: 'cn', el: 'gr', nb: 'no', nn: 'no' };

/** The language tag Intl formats with, for the widget's own codes that are not standard tags. */
const INTL: Partial<Record<Locale, string>> = { dk: 'da', se: 'sv', cz: 'cs', cn: 'zh-CN', gr: 'el', no: 'nb' };

export interface ResolvedLocale {
  /** which locale file */
  code: Locale;
  /** BCP 47 tag for Intl (keeps the merchant's region: de-AT formats as in Austria) */
  intl: string;
  dir: 'ltr' | 'rtl';
}

export function resolveLocale(requested: string): ResolvedLocale {
  const [first = '', ...rest] = requested.replace(/_/g, '-').split('-');
  const language = first.toLowerCase();
  // Own keys only: "constructor" or "toString" are not aliases of a file.
  const known = (LOCALES as readonly string[]).includes(language) ? (language as Locale) : Object.hasOwn(ALIASES, language) ? ALIASES[language] : undefined;
  const code: Locale = known ?? 'en';
  // Intl keeps the merchant's region (de-AT formats as in Austria); a tag it cannot read, or an
  // unknown language, formats as the locale's own language.
  const base = known ? (INTL[code] ?? code) : 'en';
  const withRegion = known && rest.length > 0 ? [base.split('-')[0], ...rest].join('-') : base;
  return { code, intl: wellFormed(withRegion) ? withRegion : base, dir: code === 'ar' ? 'rtl' : 'ltr' };
}

/**
 * Whether Intl can read the tag. Not Intl.NumberFormat.supportedLocalesOf: its first call loads the
 * list of every locale (20 ms in Chromium on a slow machine) before the frames are even created;
 * a well-formed tag Intl has no data for falls back to its language when the amount is formatted.
 */
function wellFormed(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}
