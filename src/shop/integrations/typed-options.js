// A merchant's options in a module file of its own, as docs/options.md "TypeScript" shows it (the
// output of a typed wpwl-options.ts), loaded with the page's nonce: a module runs deferred, once
// the page is parsed and before DOMContentLoaded, so after paymentWidgets.js has run, and the
// widget reads wpwlOptions a task after DOM ready, when this has set them.
/** @type {import('../../widget/options/types.ts').WpwlOptions} */
const options = {
  style: 'card',
  locale: 'de',
  labels: { cardHolder: 'Name (aus dem Modul)' },
  onReady() {
    document.body.dataset.merchantReady = 'module';
  },
};
window.wpwlOptions = options;
