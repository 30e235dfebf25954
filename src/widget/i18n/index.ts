// Translation by i18next (a chunk of its own, engine.ts). The 25 languages are files on the gateway,
// fetched when asked for: English is one of them, so no other language downloads its texts. When no
// file can be loaded (a 404, a policy without the gateway in connect-src, the network), English
// built into the widget stands in, never the texts' keys: a chunk of its own, imported only then
// (a module: script-src allows it where connect-src blocks the files). Merchant overrides
// (`labels`, `errorMessages`) win over the locale, key by key, as in the original widget.
//
// Nothing waits for the words: the form's outline renders at once, and every text reads `t`,
// which reads a signal, so the nodes that show texts change in place when i18next and the
// language file are here, and again when the language changes (changeLanguage).
import { computed, type ReadonlySignal, signal } from '@preact/signals';
import type { i18n as I18next } from 'i18next';
import type { MessageKey, Translate } from '../../page-kit/messages.ts';
import { ENGLISH_BUILT_IN_FAILED, ENGLISH_TEXTS_FAILED, LOCALE_FAILED, TEXT_MISSING } from '../../shared/error-catalogue/widget.ts';
import type * as Engine from './engine.ts';
import { type ResolvedLocale, resolveLocale } from './locales.ts';

export type { MessageKey, Translate };

export interface I18n {
  /** the language shown (its file, its Intl tag, its direction); changes with changeLanguage */
  locale: ReadonlySignal<ResolvedLocale>;
  /** text direction of the language shown (rtl for Arabic) */
  dir: ReadonlySignal<'ltr' | 'rtl'>;
  /**
   * the language shown as a BCP 47 tag, for the forms' lang attribute: a screen reader reads the
   * widget in its voice when the merchant's page speaks another (WCAG 3.1.2)
   */
  lang: ReadonlySignal<string>;
  /**
   * The text of a key in the language shown. Until i18next and the language's texts are here it
   * answers '' (the outline shows without words rather than English first).
   */
  t: Translate;
  /** an amount in the language shown, through i18next's Intl formatting */
  formatAmount: (amount: string, currency: string) => string;
  /** true once the texts of the language are here (or English stands in for a file that failed) */
  loaded: () => boolean;
  /** settles when the first language is shown */
  ready: Promise<void>;
  /** shows another language in place: the same forms, what the shopper typed kept */
  changeLanguage: (locale: string) => Promise<void>;
}

export interface LoadI18n {
  locale: string;
  overrides: Record<string, string>;
  /** fetches locales/{code}.json from the gateway */
  load: (code: string) => Promise<unknown>;
  /** imports the English texts built into the widget (locales/en.json as a chunk), when no file can be loaded */
  english: () => Promise<unknown>;
  /** imports i18next (engine.ts) */
  engine: () => Promise<typeof Engine>;
  warn: (message: string) => void;
  /** reports keys no file has (development builds) */
  reportMissing?: boolean;
}

function isMessages(value: unknown): value is Record<string, string> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
}

/** i18next's language for a resolved locale: the widget's file code with the merchant's region. */
const i18nextLanguage = (requested: string, resolved: ResolvedLocale) => {
  const region = /^[a-z]{2,3}[-_]([A-Za-z]{2}|\d{3})(?:$|[-_])/i.exec(requested)?.[1];
  return region ? `${resolved.code}-${region.toUpperCase()}` : resolved.code;
};

export function createI18n({ locale, overrides, load, english, engine, warn, reportMissing = false }: LoadI18n): I18n {
  const current = signal(resolveLocale(locale));
  /** the i18next instance, once its chunk is here */
  const instance = signal<I18next | null>(null);
  /** bumped when the texts i18next answers change (a language added or switched to) */
  const revision = signal(0);
  const shown = signal<string | null>(null);

  const engineReady = engine().then((module) => {
    instance.value = module.createEngine({
      lng: 'en',
      overrides,
      missing: reportMissing ? (key, languages) => warn(TEXT_MISSING.message({ key, languages })) : null,
    });
    return module;
  });

  /** Adds a language's texts to i18next once both are here; throws when they are not texts. */
  const add = (code: string, texts: () => Promise<unknown>) =>
    Promise.all([engineReady, texts()]).then(([module, messages]) => {
      if (!isMessages(messages)) throw new Error('not a flat object of texts');
      const i18next = instance.peek();
      if (i18next) module.addLanguage(i18next, code, messages);
    });
  const texts = languageFiles(
    (code) => add(code, () => load(code)),
    () => add('en', english),
    warn,
  );

  const changeLanguage = async (requested: string) => {
    const resolved = resolveLocale(requested);
    const lng = i18nextLanguage(requested, resolved);
    current.value = resolved;
    await texts(resolved.code);
    // A later call won meanwhile: its language stays.
    if (current.peek() !== resolved) return;
    await instance.peek()?.changeLanguage(lng);
    shown.value = lng;
    revision.value += 1;
  };

  const ready = changeLanguage(locale);
  const t: Translate = (key, vars) => {
    void revision.value;
    const i18next = instance.value;
    if (!i18next || shown.value === null) return '';
    return i18next.t(key, vars ?? {});
  };
  const formatAmount = (amount: string, currency: string) => formatCurrency(instance.value, current.value.intl, amount, currency);
  return {
    locale: current,
    dir: computed(() => current.value.dir),
    lang: computed(() => current.value.intl),
    t,
    formatAmount,
    loaded: () => shown.value !== null,
    ready,
    changeLanguage,
  };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : 'error');

/**
 * The language files: each code's loaded once (`add` puts it into i18next); a file that fails
 * leaves English standing in, and when English's file fails too, the English built in (`builtIn`).
 */
function languageFiles(add: (code: string) => Promise<void>, builtIn: () => Promise<void>, warn: (message: string) => void): (code: string) => Promise<void> {
  const loading = new Map<string, Promise<void>>();
  const texts = (code: string): Promise<void> => {
    let pending = loading.get(code);
    if (!pending) {
      pending =
        code === 'en'
          ? add(code).catch((error: unknown) => {
              warn(ENGLISH_TEXTS_FAILED.message({ why: reason(error) }));
              return builtIn().catch((failed: unknown) => warn(ENGLISH_BUILT_IN_FAILED.message({ why: reason(failed) })));
            })
          : add(code).catch((error: unknown) => {
              warn(LOCALE_FAILED.message({ code, why: reason(error) }));
              return texts('en');
            });
      loading.set(code, pending);
    }
    return pending;
  };
  return texts;
}

/** An amount in the language `tag`, through i18next's Intl formatting; the bare figures before i18next is here. */
function formatCurrency(i18next: I18next | null, tag: string, amount: string, currency: string): string {
  try {
    // i18next answers the number itself when Intl refuses (an unknown currency code)
    const formatted: unknown = i18next?.services.formatter?.format(Number(amount), 'currency', tag, { currency });
    if (typeof formatted === 'string') return formatted;
  } catch {
    // a currency Intl does not know: below
  }
  return `${amount} ${currency}`;
}
