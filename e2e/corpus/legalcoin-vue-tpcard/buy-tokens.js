// LegalCoin's Buy tokens page (Vue 3 with Quasar and vue-router), as its route /buytokens/checkout
// runs it: the amount card, then on CONTINUE an order from the issuer's API and a Total Processing
// checkout; tpId set hides the amount card (v-if) and mounts TPCardPayment. TPCardPayment renders
// form.paymentWidgets in its template and, in mounted(), adds paymentWidgets.js to <head> unless a
// script#tpScript is there already. No Vue here: the same steps in Vue's order (the reactive
// change, the re-render patching the DOM, then the new child's mounted hook).
(function () {
  var body = document.body;
  var app = document.getElementById('q-app');
  var state = { paymentStatus: 'checkout', spendAmount: '49.99', order: { order_id: '' }, tpId: '', paygateSelected: false, loading: '' };

  // TPCardPayment({ paymentId, orderId, amount })
  function TPCardPayment(props) {
    // computed redirectUrl: the page the shopper comes back to
    var redirectUrl = body.dataset.resultUrl;
    var card = document.createElement('div');
    card.className = 'q-card shrink-card';
    card.innerHTML =
      '<div class="q-card__section"><div class="text-heading text-grey-8">Finalise Payment</div></div>' +
      '<div class="col q-mb-md q-mx-md"><div class="text-subtitle1">Please complete the payment process below to finalise your purchase.</div></div>' +
      '<div class="col q-mb-md"><div class="text-subtitle2"></div></div>' +
      '<div class="col"></div>';
    card.querySelector('.text-subtitle2').textContent = 'Purchase price: ' + props.amount + ' GBP';
    if (redirectUrl) {
      var form = document.createElement('form');
      form.className = 'paymentWidgets';
      form.setAttribute('action', redirectUrl);
      form.setAttribute('data-brands', 'VISA MASTER AMEX');
      card.lastChild.appendChild(form);
    }
    // the template prints the redirect URL after the card
    card.appendChild(document.createTextNode(redirectUrl));
    return {
      node: card,
      mounted: function () {
        var url = body.dataset.gateway;
        var elementExists = document.getElementById('tpScript');
        if (props.paymentId !== '' && !elementExists) {
          var tpScript = document.createElement('script');
          tpScript.id = 'tpScript';
          tpScript.setAttribute('src', url + '/v1/paymentWidgets.js?checkoutId=' + props.paymentId);
          document.head.appendChild(tpScript);
        }
      },
    };
  }

  function amountCard() {
    var form = document.createElement('form');
    form.className = 'q-card';
    form.innerHTML =
      '<div class="q-card__section"><label>You spend (GBP) <input name="spend" type="number" step="0.01"></label></div>' +
      '<div class="q-card__section"><button type="submit" class="q-btn outline-btn">CONTINUE</button></div>' +
      '<div class="q-card__section text-wallet-bottomline">By continuing you agree to the terms and conditions</div>';
    var input = form.querySelector('input');
    input.value = state.spendAmount;
    input.addEventListener('input', function () {
      state.spendAmount = input.value;
    });
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      tryBuyTokens();
    });
    return form;
  }

  var view = { amount: null, loading: null, payment: null };
  function render() {
    // q-card(v-if='paymentStatus === "checkout" && !paygateSelected')
    var showAmount = state.paymentStatus === 'checkout' && !state.paygateSelected;
    if (showAmount && !view.amount) app.appendChild((view.amount = amountCard()));
    if (!showAmount && view.amount) {
      view.amount.remove();
      view.amount = null;
    }
    if (state.loading && !view.loading) {
      view.loading = document.createElement('div');
      view.loading.className = 'q-loading';
      view.loading.textContent = state.loading;
      app.appendChild(view.loading);
    } else if (!state.loading && view.loading) {
      view.loading.remove();
      view.loading = null;
    }
    // TPCardPayment(v-if='tpId !== ""'): created, inserted, then mounted()
    if (state.tpId !== '' && !view.payment) {
      view.payment = TPCardPayment({ paymentId: state.tpId, orderId: String(state.order.order_id), amount: state.spendAmount });
      app.appendChild(view.payment.node);
      view.payment.mounted();
    }
  }

  function createBuyOrder() {
    // the issuer's API: GET /order
    state.order = { order_id: 'LC-' + Date.now() };
    return Promise.resolve();
  }

  function goToPaygate() {
    // the issuer's API: POST /hosted-payments/tp creates the checkout
    return fetch('/checkout-id', { method: 'POST' })
      .then(function (r) {
        return r.json();
      })
      .then(function (json) {
        state.tpId = json.id;
        state.paygateSelected = true;
        state.loading = '';
        render();
      });
  }

  function tryBuyTokens() {
    state.loading = 'Navigating to payment gateway. Hang on...';
    render();
    createBuyOrder().then(goToPaygate);
  }

  render();
})();
