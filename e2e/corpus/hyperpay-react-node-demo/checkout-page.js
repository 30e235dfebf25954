// CheckoutPage, a class component: state { checkoutId, loading }, componentDidMount posts for a
// checkout, render() shows "Still Loading" until then and afterwards calls renderPaymentform(),
// which appends the widget's script and then the form to the end of <body>.
(function () {
  var gateway = document.body.dataset.gateway;
  var resultUrl = document.body.dataset.resultUrl;
  var root = document.getElementById('root');
  var state = { checkoutId: null, loading: true };

  function renderPaymentform() {
    var script = document.createElement('script');
    script.src = gateway + '/v1/paymentWidgets.js?checkoutId=' + state.checkoutId;
    script.async = true;
    document.body.appendChild(script);

    var form = document.createElement('form');
    form.action = resultUrl;
    form.setAttribute('class', 'paymentWidgets');
    form.setAttribute('data-brands', 'VISA MASTER AMEX');
    document.body.appendChild(form);
  }

  function render() {
    root.textContent = '';
    var div = document.createElement('div');
    if (!state.loading) {
      renderPaymentform();
    } else {
      div.textContent = ' Still Loading';
    }
    root.appendChild(div);
  }

  function setState(next) {
    Object.assign(state, next);
    render();
  }

  render();
  // componentDidMount
  fetch('/checkout-id', { method: 'POST' })
    .then(function (res) {
      return res.json();
    })
    .then(function (data) {
      setState({ checkoutId: data.id, loading: false });
    });
})();
