// Which language file a tag shows, as paymentWidgets.js works it out before the modules arrive:
// the same answer as resolveLocale (i18n/locales.ts) gives, from the build's list of files (held
// equal by its test). Imports nothing, so the classic script takes it in whole. resolveLocale
// cannot call it instead: a module both the script and the widget import becomes a chunk of its
// own, which the script would import (the build refuses that: paymentWidgets.js stays one file).
import type { WidgetManifest } from '../shared/manifest.ts';

/** Which of the files a language tag shows (de-AT → de, da → dk, anything unknown → en). */
export function languageFile(tag: string, { codes, aliases }: WidgetManifest['locales']): string {
  const language = (tag.replace(/_/g, '-').split('-')[0] ?? '').toLowerCase();
  if (codes.includes(language)) return language;
  return Object.hasOwn(aliases, language) ? (aliases[language] ?? 'en') : 'en';
}
