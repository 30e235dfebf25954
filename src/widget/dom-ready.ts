// When the widget builds what it shows on the page: a task after the DOM is ready.

/**
 * Runs `fn` a task after the DOM is ready: DOM-ready handlers (jQuery's run in a task of their
 * own) that define wpwlOptions have run by then. Returns what cancels it.
 */
export function afterDomReady(win: Window, fn: () => void): () => void {
  const doc = win.document;
  let timer = 0;
  const soon = () => {
    timer = win.setTimeout(fn, 0);
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', soon, { once: true });
  else soon();
  return () => {
    doc.removeEventListener('DOMContentLoaded', soon);
    win.clearTimeout(timer);
  };
}
