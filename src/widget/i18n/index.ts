// Translation: i18next with English bundled and the other 24 languages fetched from the gateway
// when asked for (once per widget; the browser caches the file). Merchant overrides (`labels`,
// `errorMessages`) win over the locale, key by key, as in the original widget.
import i18next from 'i18next';
import en from '../../../locales/en.json';
import { resolveLocale, type ResolvedLocale } from './locales.ts';

export type MessageKey = keyof typeof en;
export type Translate = (key: MessageKey, vars?: Record<string, string>) => string;

export interface I18n extends ResolvedLocale {
  t: Translate;
  formatAmount: (amount: string, currency: string) => string;
}

export interface LoadI18n {
  locale: string;
  overrides: Record<string, string>;
  /** fetches locales/{code}.json from the gateway; English never asks */
  load: (code: string) => Promise<unknown>;
  warn: (message: string) => void;
}

function isMessages(value: unknown): value is Record<string, string> {
  return value !== null && typeof value === 'object' && Object.values(value).every((v) => typeof v === 'string');
}

export async function loadI18n({ locale, overrides, load, warn }: LoadI18n): Promise<I18n> {
  const resolved = resolveLocale(locale);
  const resources: Record<string, { translation: Record<string, string> }> = { en: { translation: en } };
  if (resolved.code !== 'en') {
    try {
      const messages = await load(resolved.code);
      if (!isMessages(messages)) throw new Error('not a flat object of texts');
      resources[resolved.code] = { translation: messages };
    } catch (error) {
      warn(`locale "${resolved.code}" could not be loaded (${error instanceof Error ? error.message : 'error'}); showing English`);
    }
  }
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: resources[resolved.code] ? resolved.code : 'en',
    fallbackLng: 'en',
    resources,
    // Preact escapes text; escaping here too would show &amp; to the shopper.
    interpolation: { escapeValue: false },
  });
  const t: Translate = (key, vars) => {
    const override = overrides[key];
    if (override === undefined) return i18n.t(key, vars);
    return vars ? override.replace(/\{\{(\w+)\}\}/g, (m, name: string) => vars[name] ?? m) : override;
  };
  return { ...resolved, t, formatAmount: (amount, currency) => formatAmount(amount, currency, resolved.intl) };
}

export function formatAmount(amount: string, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}
