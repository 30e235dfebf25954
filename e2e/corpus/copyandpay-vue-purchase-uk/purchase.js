// Purchase.vue, in plain JS: data() is a reactive object, and a change renders the template again
// on the next microtask (Vue's scheduler), so the DOM follows the state after the method returns.
// handleSubmit asks for the CSRF cookie, posts the details, appends the widget's script
// (createBillingScript), and only then sets showPayment false: the form comes on the next render.
(function () {
  var api = window.__purchaseApi;
  var app = document.getElementById('app');

  // axios, as the app's API answers: the CSRF cookie, and the purchase details giving the checkout.
  var $axios = {
    get: function (_url) {
      return Promise.resolve({ data: {} });
    },
    post: function (_url, _body) {
      return Promise.resolve({ data: { success: true, message: JSON.stringify({ id: api.checkoutId }) } });
    },
  };

  var raw = {
    amount: 0,
    reference: '',
    selected: 'GBP',
    currencies: [
      { value: 'GBP', text: 'GBP' },
      { value: 'EUR', text: 'EUR' },
      { value: 'USD', text: 'USD' },
    ],
    error: null,
    showPayment: true,
    payment_id: '',
    action_url: '/confirmation/',
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
    handleSubmit: function (e) {
      e.preventDefault();
      $axios.get('/sanctum/csrf-cookie').then(function () {
        $axios
          .post('api/purchase/details', { amount: vm.amount, reference: vm.reference, currency: vm.selected })
          .then(function (response) {
            if (response.data.success) {
              var result = JSON.parse(response.data.message);
              methods.createBillingScript(result.id);
              vm.showPayment = false;
              vm.payment_id = result.id;
              vm.action_url = api.resultUrl + '?purchase=' + result.id + '&user=' + window.Laravel.user.id;
            } else {
              vm.error = response.data.message;
            }
          })
          .catch(function (error) {
            console.error(error);
          });
      });
    },
    createBillingScript: function (paymentId) {
      var externalScript = document.createElement('script');
      externalScript.setAttribute('src', api.gateway + '/v1/paymentWidgets.js?checkoutId=' + paymentId);
      document.head.appendChild(externalScript);
    },
  };

  function field(label, id, input) {
    var wrap = document.createElement('div');
    wrap.className = 'mb-6';
    var l = document.createElement('label');
    l.htmlFor = id;
    l.className = 'block mb-2 text-sm';
    l.textContent = label;
    var col = document.createElement('div');
    col.className = 'col-md-6';
    input.id = id;
    col.appendChild(input);
    wrap.append(l, col);
    return wrap;
  }

  function render() {
    app.textContent = '';
    var outer = document.createElement('div');
    outer.className = 'container mx-auto';
    if (vm.error !== null) {
      var alert = document.createElement('div');
      alert.className = 'alert alert-danger';
      alert.setAttribute('role', 'alert');
      alert.textContent = vm.error;
      outer.appendChild(alert);
    }
    var card = document.createElement('div');
    card.className = 'card card-default';
    if (vm.showPayment) {
      card.innerHTML = '<div class="text-center"><h1 class="my-3 text-3xl font-semibold">Payment Testing</h1></div>';
      var body = document.createElement('div');
      body.className = 'm-7';
      var form = document.createElement('form');
      var amount = document.createElement('input');
      amount.type = 'number';
      amount.min = '1';
      amount.required = true;
      amount.className = 'form-control rounded w-full py-1 bg-gray-200';
      amount.value = String(vm.amount);
      amount.addEventListener('input', function () {
        raw.amount = amount.value;
      });
      var reference = document.createElement('input');
      reference.type = 'text';
      reference.required = true;
      reference.placeholder = 'you@company.com';
      reference.className = 'form-control rounded w-full py-1 bg-gray-200';
      reference.value = vm.reference;
      reference.addEventListener('input', function () {
        raw.reference = reference.value;
      });
      var currency = document.createElement('select');
      currency.className = 'form-control rounded w-full py-1 bg-gray-200';
      vm.currencies.forEach(function (c) {
        var o = document.createElement('option');
        o.value = c.value;
        o.textContent = c.text;
        currency.appendChild(o);
      });
      currency.value = vm.selected;
      currency.addEventListener('change', function () {
        raw.selected = currency.value;
      });
      var submitRow = document.createElement('div');
      submitRow.className = 'mb-10 text-center';
      var submit = document.createElement('button');
      submit.type = 'submit';
      submit.className = 'text-gray-200 px-2 py-1 rounded bg-indigo-600';
      submit.textContent = 'Submit Payment';
      submit.addEventListener('click', methods.handleSubmit);
      submitRow.appendChild(submit);
      form.append(field('Amount', 'amount', amount), field('Reference:', 'reference', reference), field('Currency', 'currency', currency), submitRow);
      body.appendChild(form);
      card.appendChild(body);
    } else {
      card.innerHTML = '<div class="text-center"><h3>Submit Payment</h3></div><div class="card-body"></div>';
      var widgetForm = document.createElement('form');
      widgetForm.method = 'post';
      widgetForm.action = vm.action_url;
      widgetForm.className = 'paymentWidgets';
      widgetForm.setAttribute('data-brands', 'VISA MASTER AMEX');
      card.querySelector('.card-body').appendChild(widgetForm);
    }
    outer.appendChild(card);
    app.appendChild(outer);
  }

  render();
})();
