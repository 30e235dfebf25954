// Translation: i18next with English bundled. Merchant overrides (`labels`, `errorMessages`)
// win over the locale, key by key, as in the original widget.
import i18next from 'i18next';
import en from '../../../locales/en.json';

export type MessageKey = keyof typeof en;
export type Translate = (key: MessageKey, vars?: Record<string, string>) => string;

export function createTranslator(locale: string, overrides: Record<string, string>): Translate {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    initAsync: false,
    // Preact escapes text; escaping here too would show &amp; to the shopper.
    interpolation: { escapeValue: false },
  });
  return (key, vars) => {
    const override = overrides[key];
    if (override === undefined) return i18n.t(key, vars);
    return vars ? override.replace(/\{\{(\w+)\}\}/g, (m, name: string) => vars[name] ?? m) : override;
  };
}

export function formatAmount(amount: string, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(Number(amount));
  } catch {
    return `${amount} ${currency}`;
  }
}
