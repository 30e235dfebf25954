// The widget's texts by key, as the card form, the on-demand forms and the frames' labels name
// them. The keys are English's (locales/en.json); every locale has the same ones
// (test/locales.test.ts). Only types: the texts themselves are i18next's, loaded by the widget.
import type en from '../../locales/en.json';

export type MessageKey = keyof typeof en;
export type Translate = (key: MessageKey, vars?: Record<string, string>) => string;

/** A message of a form (`.wpwl-message`): a text key and its variables, translated where it is shown. */
export interface FormMessage {
  key: MessageKey;
  vars?: Record<string, string>;
}
