// The widget's colour scheme follows the merchant's page the way the browser's own form controls
// do: dark only where the page opts in (color-scheme on the form or an ancestor, or
// <meta name="color-scheme">) and, when it offers both, as the shopper's system prefers.
// data-color-scheme on form.paymentWidgets fixes one. The original has no dark scheme, so pages
// written for it are light, and stay light on a dark system.

export type Scheme = 'light' | 'dark';

const tokens = (value: string | null | undefined): string[] => (value ?? '').toLowerCase().split(/\s+/).filter(Boolean);

export function pageScheme(win: Window, element: Element, fixed?: Scheme): Scheme {
  if (fixed) return fixed;
  let offered = tokens(win.getComputedStyle(element).getPropertyValue('color-scheme'));
  // `normal` (nothing on the form or its ancestors): the page-wide meta, if any.
  if (offered.length === 0 || offered.includes('normal')) offered = tokens(win.document.querySelector('meta[name="color-scheme"]')?.getAttribute('content'));
  const dark = offered.includes('dark');
  if (!dark) return 'light';
  if (!offered.includes('light')) return 'dark';
  return win.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
