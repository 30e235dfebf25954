// The app as `npm start` serves it (a development build, so React.StrictMode runs every effect,
// its cleanup, and the effect again on mount). No React here: the same steps in React's order.
// App routes "/" to CheckoutPage: a heading and CheckoutButton. CheckoutButton posts for a
// checkout and then renders PaymentForm below its button. PaymentForm renders form.paymentWidgets
// (with a CheckoutButton of its own inside) and, in an effect, appends paymentWidgets.js to <body>
// with the checkout's integrity and crossOrigin; the effect's cleanup removes that script again.
(function () {
  var body = document.body;
  var API_URL = ''; // the app's own server in development

  // PaymentForm({ checkoutId, integrity, shopperResultUrl })
  function PaymentForm(props) {
    var form = document.createElement('form');
    form.setAttribute('action', props.shopperResultUrl);
    form.className = 'paymentWidgets';
    form.setAttribute('data-brands', 'VISA MASTER AMEX');
    form.appendChild(CheckoutButton());
    var effect = function () {
      var script = document.createElement('script');
      script.src = body.dataset.gateway + '/v1/paymentWidgets.js?checkoutId=' + props.checkoutId;
      script.integrity = props.integrity;
      script.crossOrigin = 'anonymous';
      script.async = true;
      document.body.appendChild(script);
      return function () {
        document.body.removeChild(script);
      };
    };
    return { node: form, effects: [effect] };
  }

  // CheckoutButton(): its own state (checkoutData), re-rendered when it changes.
  function CheckoutButton() {
    var root = document.createElement('div');
    var checkoutData = null;
    var child = null;

    function render() {
      root.replaceChildren();
      var button = document.createElement('button');
      button.textContent = 'Checkout';
      button.addEventListener('click', handleCheckout);
      root.appendChild(button);
      if (checkoutData) {
        child = PaymentForm({ checkoutId: checkoutData.id, integrity: checkoutData.integrity, shopperResultUrl: body.dataset.resultUrl });
        root.appendChild(child.node);
        // Passive effects after the commit; StrictMode (development) mounts, unmounts, mounts again.
        var cleanups = child.effects.map(function (fn) {
          return fn();
        });
        cleanups.forEach(function (c) {
          if (c) c();
        });
        child.cleanups = child.effects.map(function (fn) {
          return fn();
        });
      }
    }

    function handleCheckout() {
      // axios.post(`${API_URL}/api/checkout`): the app's server creates the checkout
      fetch(API_URL + '/checkout-id', { method: 'POST' })
        .then(function (r) {
          return r.json();
        })
        .then(function (data) {
          console.log('Checkout response:', data);
          checkoutData = data;
          render();
        })
        .catch(function (error) {
          console.error('Checkout error:', error);
        });
    }

    render();
    return root;
  }

  function CheckoutPage() {
    var div = document.createElement('div');
    var h1 = document.createElement('h1');
    h1.textContent = 'Checkout';
    var p = document.createElement('p');
    p.textContent = 'Please confirm your order details before proceeding:';
    div.append(h1, p, CheckoutButton());
    return div;
  }

  document.getElementById('root').appendChild(CheckoutPage());
})();
