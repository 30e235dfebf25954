// The frame of every shop page (its stylesheet, icon, header), the languages its switch offers,
// and the nonce each page's policy allows its scripts by.
import { randomBytes } from 'node:crypto';
import { esc } from '../shared/html.ts';

/** The widget's 25 languages with their names, for the shop's language switch (QA). */
export const LANGUAGES: ReadonlyArray<[string, string]> = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['es', 'Español'],
  ['it', 'Italiano'],
  ['nl', 'Nederlands'],
  ['dk', 'Dansk'],
  ['fi', 'Suomi'],
  ['se', 'Svenska'],
  ['tr', 'Türkçe'],
  ['ja', '日本語'],
  ['sl', 'Slovenščina'],
  ['pt', 'Português'],
  ['pl', 'Polski'],
  ['cz', 'Čeština'],
  ['hu', 'Magyar'],
  ['bg', 'Български'],
  ['ro', 'Română'],
  ['ru', 'Русский'],
  ['cn', '中文'],
  ['gr', 'Ελληνικά'],
  ['no', 'Norsk'],
  ['sk', 'Slovenčina'],
  ['ar', 'العربية'],
  ['ko', '한국어'],
];

/** The brands a checkout page offers when the address names none. */
export const DEFAULT_BRANDS = 'VISA MASTER AMEX';

/** A fresh nonce for one page's policy and scripts. */
export const newNonce = () => randomBytes(16).toString('base64');

export function page(title: string, body: string, head = '', lang = 'en'): string {
  return `<!doctype html>
<html lang="${esc(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · Demo shop</title>
<link rel="stylesheet" href="/shop.css">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${head}
</head>
<body>
<header class="shop-header"><a href="/">Demo shop</a></header>
<main class="shop-main">
${body}
</main>
</body>
</html>
`;
}
