// WooCommerce's Checkout block on the front end, the parts the page runs: the payment options
// as a radio accordion in which only the chosen method's content is rendered (choosing another
// unmounts it), the payment method interface given to that content (eventRegistration with
// onPaymentSetup and onCheckoutSuccess, emitResponse), and Place Order: payment setup observers
// first, then the Store API's checkout, then the checkout success observers, then the redirect.
(function () {
  'use strict';

  var element = window.wp.element;
  var el = element.createElement;
  var settings = window.wc.wcSettings;
  var order = settings.getSetting('paymentMethodSortOrder', []);
  var methods = window.wc.wcBlocksRegistry.__paymentMethods().sort(function (a, b) {
    return order.indexOf(a.name) - order.indexOf(b.name);
  });

  var root = document.getElementById('wc-checkout-block');
  var list = root.querySelector('.wc-block-components-radio-control-accordion');
  var notices = root.querySelector('.wc-block-components-notices');
  var placeOrder = root.querySelector('.wc-block-components-checkout-place-order-button');

  // The payment method interface: the same objects for the life of the block.
  var observers = { setup: [], success: [] };
  function subscribe(kind) {
    return function (callback) {
      observers[kind].push(callback);
      return function () {
        observers[kind] = observers[kind].filter(function (c) {
          return c !== callback;
        });
      };
    };
  }
  var responseTypes = { SUCCESS: 'success', FAIL: 'failure', ERROR: 'error' };
  var eventRegistration = { onPaymentSetup: subscribe('setup'), onCheckoutSuccess: subscribe('success') };
  var emitResponse = { responseTypes: responseTypes, noticeContexts: { PAYMENTS: 'wc/payment-area' } };

  var chosen = null;
  var options = {};

  methods.forEach(function (method, n) {
    if (method.canMakePayment && method.canMakePayment() === false) return;
    var option = document.createElement('div');
    option.className = 'wc-block-components-radio-control-accordion-option';
    var label = document.createElement('label');
    label.className = 'wc-block-components-radio-control__option';
    var radio = document.createElement('input');
    radio.type = 'radio';
    radio.name = 'radio-control-wc-payment-method-options';
    radio.value = method.name;
    radio.id = 'radio-control-wc-payment-method-options-' + method.name;
    radio.className = 'wc-block-components-radio-control__input';
    var labelSlot = document.createElement('span');
    labelSlot.className = 'wc-block-components-payment-method-label';
    label.append(radio, labelSlot);
    var content = document.createElement('div');
    content.className = 'wc-block-components-radio-control-accordion-content';
    option.append(label, content);
    list.appendChild(option);
    element.render(method.label, labelSlot);
    radio.addEventListener('change', function () {
      if (radio.checked) choose(method.name);
    });
    options[method.name] = { radio: radio, content: content, method: method };
    if (n === 0) radio.checked = true;
  });

  // Only the chosen option's content is rendered; the others are unmounted.
  function choose(name) {
    if (chosen === name) return;
    if (chosen) element.unmountComponentAtNode(options[chosen].content);
    chosen = name;
    var o = options[name];
    element.render(element.cloneElement(o.method.content, { eventRegistration: eventRegistration, emitResponse: emitResponse, activePaymentMethod: name }), o.content);
  }

  function notice(text) {
    notices.textContent = '';
    if (!text) return;
    var p = document.createElement('div');
    p.className = 'wc-block-components-notice-banner is-error';
    p.setAttribute('role', 'alert');
    p.textContent = text;
    notices.appendChild(p);
  }

  function emit(kind, arg) {
    return observers[kind].reduce(function (done, callback) {
      return done.then(function (results) {
        return Promise.resolve(callback(arg)).then(function (r) {
          return results.concat([r]);
        });
      });
    }, Promise.resolve([]));
  }

  function failed(results) {
    return results.find(function (r) {
      return r && (r.type === responseTypes.ERROR || r.type === responseTypes.FAIL);
    });
  }

  placeOrder.addEventListener('click', function (event) {
    event.preventDefault();
    if (placeOrder.disabled) return;
    placeOrder.disabled = true;
    root.classList.add('is-processing');
    notice('');
    emit('setup')
      .then(function (results) {
        var bad = failed(results);
        if (bad) throw new Error(bad.message || 'There was a problem with your payment option.');
        var ok = results.find(function (r) {
          return r && r.type === responseTypes.SUCCESS;
        });
        var data = (ok && ok.meta && ok.meta.paymentMethodData) || {};
        return fetch('/wp-json/wc/store/v1/checkout', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Nonce: settings.getSetting('storeApiNonce', '') },
          body: JSON.stringify({
            billing_address: { email: document.getElementById('email').value, first_name: document.getElementById('billing-first_name').value },
            payment_method: chosen,
            payment_data: Object.keys(data).map(function (key) {
              return { key: key, value: data[key] };
            }),
          }),
        }).then(function (r) {
          return r.json();
        });
      })
      .then(function (response) {
        return emit('success', { orderId: response.order_id, processingResponse: response.payment_result }).then(function (results) {
          var bad = failed(results);
          if (bad) throw new Error(bad.message || 'There was a problem processing your order.');
          if (response.payment_result && response.payment_result.redirect_url) window.location.href = response.payment_result.redirect_url;
        });
      })
      .catch(function (error) {
        notice(error.message);
        placeOrder.disabled = false;
        root.classList.remove('is-processing');
      });
  });

  var first = list.querySelector('input:checked');
  if (first) choose(first.value);
})();
