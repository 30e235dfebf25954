// A framework that renders form.paymentWidgets again (Vue's v-if, Angular's router, a dialog
// opened anew) after the widget rendered: the widget is on the page for its checkout, so the new
// form gets its forms too, without a new script. The merchant's forms the widget stands in for are
// out of the page (forms.ts: takeMerchantForm), so any form.paymentWidgets in it is a new one.

const FORM = 'form.paymentWidgets';

/** Calls `added` once, when the page puts a form.paymentWidgets into the document; returns what stops watching. */
export function watchNewForms(doc: Document, added: () => void): () => void {
  const View = doc.defaultView;
  if (!View || typeof View.MutationObserver !== 'function') return () => undefined;
  const observer = new View.MutationObserver((records) => {
    const isNew = (node: Node) => node.nodeType === 1 && ((node as Element).matches(FORM) || (node as Element).querySelector(FORM) !== null);
    if (!records.some((r) => [...r.addedNodes].some(isNew))) return;
    observer.disconnect();
    added();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
