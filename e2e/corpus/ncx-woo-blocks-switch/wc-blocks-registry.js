// WooCommerce Blocks' globals the payment method scripts use, loaded before them:
// wc.wcSettings.getSetting() over the settings the server printed (window.wcSettings), and
// wc.wcBlocksRegistry.registerPaymentMethod(), which keeps each method's config for the checkout
// block. WooCommerce's own Cash on delivery method registers here too.
(function () {
  'use strict';

  var methods = [];
  window.wc = window.wc || {};
  window.wc.wcSettings = {
    getSetting: function (name, fallback) {
      var all = window.wcSettings || {};
      return Object.hasOwn(all, name) ? all[name] : fallback;
    },
  };
  window.wc.wcBlocksRegistry = {
    registerPaymentMethod: function (config) {
      if (!config || !config.name || !config.content) throw new Error('registerPaymentMethod: name and content are required');
      methods.push(config);
    },
    // What the checkout block reads (not part of the public registry API).
    __paymentMethods: function () {
      return methods.slice();
    },
  };

  var el = window.wp.element.createElement;
  var cod = window.wc.wcSettings.getSetting('cod_data', null);
  if (cod) {
    window.wc.wcBlocksRegistry.registerPaymentMethod({
      name: 'cod',
      label: el('span', null, cod.title),
      content: el('div', { className: 'wc-block-components-payment-method-description' }, cod.description),
      edit: el('div', null, cod.title),
      canMakePayment: function () {
        return true;
      },
      ariaLabel: cod.title,
    });
  }
})();
