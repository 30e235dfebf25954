// Translation: English bundled, the other 24 languages fetched from the gateway when asked for
// (once per widget; the browser caches the file). Merchant overrides (`labels`, `errorMessages`)
// win over the locale, key by key, as in the original widget.
//
// The texts are i18next resource files (flat keys, `{{name}}` interpolation, English fallback), and
// test/i18n-conformance.test.ts checks that `t` below answers exactly what i18next answers for
// every key of every language. The widget does not ship i18next itself: it would be 15 KB of the
// 30 KB the whole script may weigh, for the few lines of lookup these files need.
import { signal } from '@preact/signals-core';
import en from '../../../locales/en.json';
import { resolveLocale, type ResolvedLocale } from './locales.ts';

export type MessageKey = keyof typeof en;
export type Translate = (key: MessageKey, vars?: Record<string, string>) => string;
type Messages = Readonly<Record<string, string>>;

export interface I18n extends ResolvedLocale {
  /**
   * The text of a key in the current language. It reads a signal, so a form rendered inside an
   * effect renders again when the language file arrives; until then a non-English widget answers
   * '' and shows the form's outline without words rather than English first.
   */
  t: Translate;
  formatAmount: (amount: string, currency: string) => string;
  /**
   * true once the texts of the language are here (or English stands in for a file that failed);
   * it reads the same signal as t, so an effect that asks runs again when they arrive
   */
  loaded: () => boolean;
  ready: Promise<void>;
}

export interface LoadI18n {
  locale: string;
  overrides: Record<string, string>;
  /** fetches locales/{code}.json from the gateway; English never asks */
  load: (code: string) => Promise<unknown>;
  warn: (message: string) => void;
}

function isMessages(value: unknown): value is Record<string, string> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
}

/** `{{name}}` (spaces allowed inside the braces) takes vars.name; an unknown name stays as written. */
export function interpolate(text: string, vars: Record<string, string> | undefined): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : whole));
}

/** i18next's lookup for one namespace: the language, then English, then the key itself. */
export function lookup(chain: readonly Messages[], key: string): string {
  for (const messages of chain) {
    const text = messages[key];
    if (text !== undefined && Object.hasOwn(messages, key)) return text;
  }
  return key;
}

export function createI18n({ locale, overrides, load, warn }: LoadI18n): I18n {
  const resolved = resolveLocale(locale);
  const chain = signal<readonly Messages[] | null>(resolved.code === 'en' ? [en] : null);
  const ready =
    resolved.code === 'en'
      ? Promise.resolve()
      : load(resolved.code)
          .then((messages) => {
            if (!isMessages(messages)) throw new Error('not a flat object of texts');
            chain.value = [messages, en];
          })
          .catch((error: unknown) => {
            warn(`locale "${resolved.code}" could not be loaded (${error instanceof Error ? error.message : 'error'}); showing English`);
            chain.value = [en];
          });
  const t: Translate = (key, vars) => {
    const messages = chain.value;
    const override = overrides[key];
    if (override !== undefined) return interpolate(override, vars);
    return messages ? interpolate(lookup(messages, key), vars) : '';
  };
  return { ...resolved, t, ready, loaded: () => chain.value !== null, formatAmount: (amount, currency) => formatAmount(amount, currency, resolved.intl) };
}

/** createI18n, resolved once the language's texts are here. */
export async function loadI18n(options: LoadI18n): Promise<I18n> {
  const i18n = createI18n(options);
  await i18n.ready;
  return i18n;
}

export function formatAmount(amount: string, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}
