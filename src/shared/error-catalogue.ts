// The one catalogue of what the widget tells the merchant, as Braintree's errors.js keeps one: each
// error's code (its export's name), type (whose mistake or trouble: merchant, shopper, network),
// how it is told (onError's name, or the console) and message. Call sites import the entry by its
// code. The entries live in parts by the chunk that says them (a message the widget's first
// download need not carry stays in the chunk that uses it); this module joins them for
// docs/errors.md (scripts/errors-doc.ts) and the tests, and ships in nothing.

import * as methods from './error-catalogue/methods.ts';
import * as pay from './error-catalogue/pay.ts';
import * as script from './error-catalogue/script.ts';
import * as widget from './error-catalogue/widget.ts';
import type { ConsoleNote, ReportedError } from './errors.ts';

/** The parts, in the order docs/errors.md lists them, with what each covers. */
export const PARTS = [
  { title: 'paymentWidgets.js', about: "the script on the tag, before or without the widget's modules", entries: script },
  { title: 'The widget', about: "start-up, the checkout, the page's forms, wpwlOptions, the texts", entries: widget },
  { title: 'Paying', about: 'the submission of any form', entries: pay },
  { title: 'The on-demand forms', about: 'bank, redirect and wallet forms, Apple Pay and Google Pay', entries: methods },
] as const;

/** Every entry by its code. */
export const CATALOGUE = { ...script, ...widget, ...pay, ...methods };
export type ErrorCode = keyof typeof CATALOGUE;
/** Any entry, whatever its message's parameters. */
export type CatalogueEntry = ReportedError<never> | ConsoleNote<never>;
/** The parameters an entry's message takes (undefined for none). */
export type ParamsOf<C extends ErrorCode> = Parameters<(typeof CATALOGUE)[C]['message']>[0];
