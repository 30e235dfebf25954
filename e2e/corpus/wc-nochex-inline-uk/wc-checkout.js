// The parts of WooCommerce's classic checkout script (checkout.js) the plugin depends on:
// - update_checkout: the order review is asked for again (update_order_review) and its fragments
//   replace the page's, the payment box (#payment) among them; then updated_checkout is triggered.
//   This happens once when the page starts, and again when the shopper picks another shipping method.
// - the form's submit: checkout_place_order and checkout_place_order_{method} are triggered with
//   triggerHandler; a handler returning false keeps WooCommerce from posting the order itself.
// - $.scroll_to_notices, which the plugin calls.
(function ($) {
  var $body = $(document.body);
  var updating = null;

  $.scroll_to_notices = function ($el) {
    if ($el && $el.length && $el[0].scrollIntoView) $el[0].scrollIntoView({ block: 'nearest' });
  };

  function selectedMethod() {
    return $('form.checkout').find('input[name="payment_method"]:checked').val();
  }

  // update_order_review's answer, a moment later: the fragments as the server renders them.
  function updateOrderReview() {
    if (updating) clearTimeout(updating);
    $('.woocommerce-checkout-payment, .woocommerce-checkout-review-order-table').addClass('processing');
    updating = setTimeout(function () {
      updating = null;
      var method = selectedMethod();
      var fragment = document.getElementById('wc-fragment-payment').content.cloneNode(true);
      $('.woocommerce-checkout-payment').replaceWith(fragment);
      if (method) $('form.checkout').find('input[name="payment_method"][value="' + method + '"]').prop('checked', true);
      $('.woocommerce-checkout-review-order-table').removeClass('processing');
      $body.trigger('updated_checkout', [{ result: 'success' }]);
    }, 120);
  }

  $body.on('update_checkout', updateOrderReview);

  $(function () {
    var $form = $('form.checkout');
    $form.on('change', 'input[name^="shipping_method"]', function () {
      $body.trigger('update_checkout');
    });
    $form.on('submit', function (event) {
      event.preventDefault();
      if ($form.is('.processing')) return false;
      if ($form.triggerHandler('checkout_place_order') !== false && $form.triggerHandler('checkout_place_order_' + selectedMethod()) !== false) {
        // Another gateway: WooCommerce posts the order itself (not reached on this page).
        $form.addClass('processing');
      }
      return false;
    });
    $body.trigger('init_checkout');
    $body.trigger('update_checkout');
  });
})(jQuery);
