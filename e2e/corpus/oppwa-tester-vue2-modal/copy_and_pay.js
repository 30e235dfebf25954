// The OPPWA tester's CopyandPay page (a Vue 2 instance and its "widget" component), in plain JS:
// - data in a reactive object; a change renders the page again on the next microtask, and a
//   binding touches the DOM only when its own value changed (Vue's patch);
// - Submit runs the typed "Widget JS Customization" as a script appended to <body>, adds the typed
//   CSS, clears the response (the widget component goes away) and posts the parameters; with the
//   answer the modal opens and the component renders <script src=paymentWidgets.js> then the form;
// - closing the modal (its cross or Cancel) only hides it and calls wpwl.unload(): the component
//   stays until the next Submit clears the response.
(function () {
  var root = document.getElementById('main');
  var nonce = document.currentScript.nonce;
  var gateway = root.dataset.gateway;

  var raw = {
    endpoint: gateway + '/v1/checkouts',
    parameters: ['amount=49.99', 'currency=EUR', 'paymentType=DB', 'billing.city=city1', 'billing.country=PH', 'billing.street1=strt1', 'billing.postcode=1610', 'customer.email=test@test.com', 'customer.givenName=Test', 'customer.surname=Tester'],
    response: '',
    in_progress: false,
    return_url: root.dataset.returnUrl,
    widget_custom: 'var wpwlOptions = {\n    style: "card"\n}',
    widget_custom_css: '.wpwl-wrapper-brand {\n    width: auto; /* autosize brand width */ \n}',
  };
  var queued = false;
  var vm = new Proxy(raw, {
    set: function (target, key, value) {
      target[key] = value;
      if (!queued) {
        queued = true;
        Promise.resolve().then(function () {
          queued = false;
          render();
        });
      }
      return true;
    },
  });

  var methods = {
    submit: function () {
      // The typed options, run as a script of the page.
      var custom = document.createElement('script');
      custom.nonce = nonce;
      custom.textContent = vm.widget_custom;
      document.body.appendChild(custom);
      // The typed CSS.
      var sheet = new CSSStyleSheet();
      sheet.replaceSync(vm.widget_custom_css);
      document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);

      vm.in_progress = true;
      vm.response = '';
      var data = new URLSearchParams();
      data.append('url', vm.endpoint);
      data.append('data', vm.parameters.join('&'));
      // The tester's PHP proxy creates the checkout with the typed parameters.
      fetch('/checkout-id', { method: 'POST', body: data })
        .then(function (r) {
          return r.json();
        })
        .then(function (json) {
          vm.response = json;
        })
        .catch(function (error) {
          console.error(error);
        })
        .finally(function () {
          vm.in_progress = false;
          document.querySelector('#progress_bar').scrollIntoView();
        });
    },
    get_host: function () {
      return new URL(vm.endpoint).origin + '/v1/paymentWidgets.js?checkoutId=';
    },
    get_brands: function () {
      var out = '';
      var chosen = document.getElementById('supported_brands').selectedOptions;
      for (var i = 0; i < chosen.length; i++) out += chosen[i].label + ' ';
      return out;
    },
    close_widget_modal: function () {
      document.getElementById('widget_modal').classList.remove('is-active');
      window.wpwl.unload();
    },
  };

  // v-model on the inputs.
  root.querySelectorAll('[data-model]').forEach(function (el) {
    var key = el.dataset.model;
    el.value = key === 'parameters' ? raw.parameters.join('\n') : raw[key];
    el.addEventListener('input', function () {
      vm[key] = key === 'parameters' ? el.value.split('\n') : el.value;
    });
  });
  document.getElementById('btn_submit').addEventListener('click', methods.submit);
  root.querySelectorAll('[data-action="close"]').forEach(function (b) {
    b.addEventListener('click', methods.close_widget_modal);
  });

  var last = { modalActive: false, widgetFor: null };
  var widget = null;

  function render() {
    document.getElementById('progress_bar').hidden = !vm.in_progress;
    document.getElementById('response_field').hidden = !vm.response;
    document.getElementById('txt_response').value = vm.response ? JSON.stringify(vm.response, null, 2) : '';
    var active = Boolean(vm.response && vm.response.id);
    if (active !== last.modalActive) {
      document.getElementById('widget_modal').classList.toggle('is-active', active);
      last.modalActive = active;
    }
    // <widget v-if="response.id" :checkout="get_host() + response.id" :brands="get_brands()" :action="return_url">
    var wanted = active ? vm.response.id : null;
    if (wanted !== last.widgetFor) {
      if (widget) widget.remove();
      widget = null;
      if (wanted) {
        widget = document.createElement('div');
        var script = document.createElement('script');
        script.type = 'application/javascript';
        script.src = methods.get_host() + wanted;
        var form = document.createElement('form');
        form.action = vm.return_url;
        form.className = 'paymentWidgets';
        form.setAttribute('data-brands', methods.get_brands());
        widget.append(script, form);
        document.getElementById('widget_slot').appendChild(widget);
      }
      last.widgetFor = wanted;
    }
  }

  render();
})();
