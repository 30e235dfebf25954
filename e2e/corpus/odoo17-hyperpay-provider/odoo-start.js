// Odoo's public widgets start on the website's pages: the payment form is one.
(function () {
  var el = document.getElementById('o_payment_form');
  new odoo.payment.PaymentForm(el).start();
})();
