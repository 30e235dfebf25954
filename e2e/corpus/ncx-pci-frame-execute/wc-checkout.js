// WooCommerce's classic checkout script, the parts this page runs: at start init_checkout →
// update_checkout → update_order_review over AJAX → the fragments that changed replaced → the
// chosen payment method clicked → updated_checkout; and the form's submit, which asks the
// gateways (checkout_place_order) before WooCommerce's own AJAX: a handler returning false stops it.
(function ($) {
  var params = window.wc_checkout_params;
  var $form = $('form.checkout');
  var selectedPaymentMethod = false;
  var fragments = null;
  var timer = null;

  function initPaymentMethods() {
    var $methods = $('.woocommerce-checkout').find('input[name="payment_method"]');
    if (selectedPaymentMethod) $('#' + selectedPaymentMethod).prop('checked', true);
    if ($methods.filter(':checked').length === 0) $methods.eq(0).prop('checked', true);
    if ($methods.length === 1) $methods.eq(0).hide();
    $methods.filter(':checked').eq(0).trigger('click');
  }

  $form.on('click', 'input[name="payment_method"]', function (e) {
    e.stopPropagation();
    var now = $('.woocommerce-checkout input[name="payment_method"]:checked').attr('id');
    if (now !== selectedPaymentMethod) $(document.body).trigger('payment_method_selected');
    selectedPaymentMethod = now;
  });

  $(document.body).on('update_checkout', function () {
    clearTimeout(timer);
    timer = setTimeout(function () {
      $('.woocommerce-checkout-payment').block({ message: null });
      $.ajax({
        type: 'POST',
        url: params.wc_ajax_url.replace('%%endpoint%%', 'update_order_review'),
        dataType: 'json',
        data: { security: params.update_order_review_nonce, post_data: $form.serialize() },
        success: function (data) {
          $.each(data.fragments, function (key, value) {
            if (!fragments || fragments[key] !== value) $(key).replaceWith(value);
            $(key).unblock();
          });
          fragments = data.fragments;
          initPaymentMethods();
          $(document.body).trigger('updated_checkout', [data]);
        },
      });
    }, 5);
  });

  $form.on('submit', function () {
    if ($form.is('.processing')) return false;
    var method = $form.find('input[name="payment_method"]:checked').val();
    if ($form.triggerHandler('checkout_place_order') !== false && $form.triggerHandler('checkout_place_order_' + method) !== false) {
      // WooCommerce's own order AJAX for the other gateways: none on this page.
    }
    return false;
  });

  // jQuery BlockUI (bundled by WooCommerce), as much as this page uses.
  $.fn.block = function () {
    return this.addClass('blockUI-blocked');
  };
  $.fn.unblock = function () {
    return this.removeClass('blockUI-blocked');
  };

  $(function () {
    $(document.body).trigger('update_checkout');
  });
})(jQuery);
