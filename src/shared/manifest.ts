// What one build of the browser code holds (vite.config.ts writes it): every script file with its
// integrity, and for each entry the files it needs. The gateway reads it to serve the frames and
// the shop's apps; paymentWidgets.js carries the widget's part, so the merchant's integrity value
// for that one file covers every script the widget runs.

/** An entry's own file and every file it imports statically (transitively), in load order. */
export interface EntryFiles {
  file: string;
  imports: string[];
  /** stylesheets the entry's modules import */
  css: string[];
}

export const ENTRIES = ['widget', 'i18n', 'pay', 'methods', 'english', 'frame', 'spa', 'playground'] as const;
export type EntryName = (typeof ENTRIES)[number];

export interface BuildManifest {
  version: string;
  entries: Record<EntryName, EntryFiles>;
  /** `sha384-…` of every file above, by file name (relative to dist/static) */
  integrity: Record<string, string>;
}

/**
 * The part paymentWidgets.js carries: what the widget loads at once (widget, i18n, pay) and on
 * demand (methods; english, the texts built in for when no language file can be loaded).
 */
export type WidgetManifest = Pick<BuildManifest, 'version' | 'integrity'> & {
  entries: Pick<BuildManifest['entries'], 'widget' | 'i18n' | 'pay' | 'methods' | 'english'>;
  /**
   * The language files by code and the standard codes that name another file (da → dk): what
   * paymentWidgets.js needs to ask for the page's language file before the modules arrive
   * (src/widget/i18n/locales.ts, LOCALES and ALIASES).
   */
  locales: { codes: readonly string[]; aliases: Readonly<Record<string, string>> };
};
