// i18next: a chunk of its own, which paymentWidgets.js preloads beside the widget's modules, so the
// form's outline never waits for it (the words fill in when it is here). Every language, English
// too, is a file the gateway serves: a German page does not download the English texts.
import i18next, { type i18n } from 'i18next';

/** The namespace of the merchant's `labels` and `errorMessages`; looked up before the locale files. */
const MERCHANT = 'merchant';
const TEXTS = 'translation';

export interface EngineOptions {
  /** i18next language, the widget's code with the merchant's region (de-AT, dk-DK, cn-TW) */
  lng: string;
  overrides: Record<string, string>;
  /** development builds report keys no file has; shipped builds stay quiet */
  missing: ((key: string, languages: readonly string[]) => void) | null;
}

export function createEngine({ lng, overrides, missing }: EngineOptions): i18n {
  const engine = i18next.createInstance();
  void engine.init({
    lng,
    // de-AT -> de -> en: i18next walks the region, the language, then English (where its file is
    // here: it is asked for when it is shown, or stands in for a file that failed).
    fallbackLng: 'en',
    ns: [MERCHANT, TEXTS],
    // Merchant texts win in every language: i18next tries namespaces in this order, each through
    // the whole language chain, so an override kept under English still comes before German.
    defaultNS: MERCHANT,
    fallbackNS: TEXTS,
    resources: { en: { [MERCHANT]: overrides } },
    // Preact escapes what it renders; i18next escaping too would show &amp; to the shopper.
    interpolation: { escapeValue: false },
    // Resources are given, so init finishes before it returns: t answers at once.
    initAsync: false,
    returnNull: false,
    saveMissing: missing !== null,
    missingKeyHandler: missing ? (languages, _ns, key) => missing(key, languages) : false,
  });
  return engine;
}

/** Adds a language file (the flat object of texts the gateway serves). */
export function addLanguage(engine: i18n, code: string, texts: Record<string, string>): void {
  engine.addResourceBundle(code, TEXTS, texts, true, true);
}
