// The demo's page script: "Pagar" takes the checkout the shop's server prepared, then appends the
// widget's script tag to <body> and writes the payment form into #form_to_datafast, both as jQuery
// HTML strings. (The demo asked its private/identificador_pago.php for the id by $.ajax; here the
// server that created the checkout wrote its id on <body>.)
// (CSP adaptation: the appended tag carries the page's nonce, read from this file's own tag. jQuery
// loads a script it appends from another origin with a tag of its own, then evaluates the empty
// text it got with an inline script: without the nonce that inline script is a violation.)
var pageNonce = document.currentScript ? document.currentScript.nonce : '';

$(document).ready(function () {
  $('#btn_pagar_datafast').on('click', function () {
    DataFast.startPayment();
  });
});

var DataFast = {
  startPayment: function () {
    var checkoutId = $('body').data('checkout-id');
    if (checkoutId) {
      DataFast.appendWidgetScript(checkoutId);
      DataFast.writeForm();
    } else {
      alert('No se pudo preparar el pago, intente de nuevo');
    }
  },

  appendWidgetScript: function (checkoutId) {
    var tag =
      '<script nonce="' + pageNonce + '" src="' + $('body').data('gateway') + '/v1/paymentWidgets.js?checkoutId=' + checkoutId + '"></script>';
    $('body').append(tag);
  },

  writeForm: function () {
    $('#form_to_datafast').html('<form action="' + $('body').data('result-url') + '" class="paymentWidgets" data-brands="VISA MASTER AMEX"></form>');
  },
};
