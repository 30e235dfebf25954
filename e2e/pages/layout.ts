// What does not fit a layout: the document wider than the window, a widget element past its edges,
// a text cut by its own box, a card frame's input smaller than its text. The accessibility specs'
// reflow (1.4.10), text size (1.4.4) and text spacing (1.4.12) checks.
import type { Page } from '@playwright/test';

/**
 * What does not fit, as "what: why" lines: the document wider than the window, an element of a
 * widget container that reaches past the window's edges, a text cut by its own box (its content
 * wider or higher than it while it hides the overflow). Empty when everything fits.
 */
export function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) out.push(`document: ${document.documentElement.scrollWidth}px wide in ${width}px`);
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`;
    for (const el of document.querySelectorAll('.wpwl-container *, #wpwl-registrations *')) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.position === 'absolute') continue;
      if (box.right > width + 0.5 || box.left < -0.5) out.push(`${name(el)}: ${Math.round(box.left)}..${Math.round(box.right)} in ${width}px`);
      const hides = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
      const field = el.tagName === 'IFRAME' || el.tagName === 'INPUT' || el.tagName === 'SELECT';
      if (hides && !field && el.scrollWidth > el.clientWidth + 1) out.push(`${name(el)}: content ${el.scrollWidth}px wide in ${el.clientWidth}px`);
      const hidesBelow = style.overflowY !== 'visible';
      if (hidesBelow && !field && el.scrollHeight > el.clientHeight + 1) out.push(`${name(el)}: content ${el.scrollHeight}px high in ${el.clientHeight}px`);
    }
    return out;
  });
}

/** The card frames' inputs: each fits its frame (not wider than its document, text not taller than it). */
export async function frameOverflows(page: Page): Promise<string[]> {
  const out: string[] = [];
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || !/\/frames\//.test(frame.url())) continue;
    const cut = await frame.evaluate(() => {
      const input = document.querySelector('input');
      if (!input) return null;
      const doc = document.documentElement;
      const line = Number.parseFloat(getComputedStyle(input).fontSize) * 1.15;
      return doc.scrollWidth > doc.clientWidth || input.clientHeight < line
        ? `${input.dataset.field}: ${input.clientWidth}x${input.clientHeight} for ${line}px text`
        : null;
    });
    if (cut) out.push(cut);
  }
  return out;
}
