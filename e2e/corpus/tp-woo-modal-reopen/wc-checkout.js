// WooCommerce's classic checkout script, the part this page runs: the form's submit asks the
// gateways first (checkout_place_order, checkout_place_order_{id}); a handler returning false
// keeps WooCommerce's own order request from going.
(function ($) {
  var $form = $('form.checkout');
  $form.on('submit', function () {
    if ($form.is('.processing')) return false;
    var method = $form.find('input[name="payment_method"]:checked').val();
    if ($form.triggerHandler('checkout_place_order') !== false && $form.triggerHandler('checkout_place_order_' + method) !== false) {
      // WooCommerce's own order AJAX for other gateways: none on this page.
    }
    return false;
  });
})(jQuery);
