// WordPress's front controller, for the two pages of this site the shopper's browser asks for:
// the checkout, and the gateway's frame page (?page_id=431, the page the plugin created with its
// pci-frame-templatev3.php template; with resourcePath in the query that template prints its
// "return" branch). The corpus serves one page.html per entry, so each page's document is a
// <template> here: this renders the one the URL names, with its stylesheets, and prints its
// scripts in their order (inline ones with their text; all with the page's nonce).
(function () {
  'use strict';

  var me = document.currentScript;
  var nonce = me.nonce;
  var base = me.src.replace(/\/wp-router\.js(\?.*)?$/, '');
  var query = new URLSearchParams(location.search);
  // The plugin adds "?v=<time>" to a URL that already has a query: page_id reads "431?v=…".
  var pageId = (query.get('page_id') || '').split('?')[0];

  var pages = {
    checkout: { template: 'wp-page-checkout', title: 'Checkout \u2013 Pennant & Thread', bodyId: '', bodyClass: 'woocommerce-checkout woocommerce-page', styles: ['/shop.css', base + '/cardsv2-style.css'] },
    frame: { template: 'wp-page-431', title: 'Transaction processing', bodyId: 'frameBody', bodyClass: '', styles: [base + '/pci-frame.css'] },
    frameReturn: { template: 'wp-page-431-return', title: 'Transaction confirmation', bodyId: '', bodyClass: '', styles: [] },
  };
  var page = pageId === '431' ? (query.has('resourcePath') ? pages.frameReturn : pages.frame) : pages.checkout;

  document.title = page.title;
  page.styles.forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.appendChild(link);
  });
  if (page.bodyId) document.body.id = page.bodyId;
  if (page.bodyClass) document.body.className = page.bodyClass;

  var content = document.getElementById(page.template).content.cloneNode(true);
  var scripts = Array.prototype.slice.call(content.querySelectorAll('script'));
  scripts.forEach(function (s) {
    s.remove();
  });
  document.body.insertBefore(content, me);
  scripts.forEach(function (old) {
    var s = document.createElement('script');
    s.nonce = nonce;
    if (old.id) s.id = old.id;
    if (old.src) {
      s.src = old.src;
      s.async = false;
    } else {
      s.text = old.text;
    }
    document.body.appendChild(s);
  });
})();
