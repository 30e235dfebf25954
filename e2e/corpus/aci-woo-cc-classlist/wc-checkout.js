// WooCommerce's classic checkout script, the parts this page runs, in its order: at start
// init_checkout → update_checkout → update_order_review over AJAX → the fragments that changed
// are replaced → the payment methods initialised (the checked one clicked; payment_method_selected
// when the choice changed) → updated_checkout. A new shipping method does the same again.
(function ($) {
  var params = window.wc_checkout_params;
  var $form = $('form.checkout');
  var selectedPaymentMethod = false;
  var fragments = null;
  var timer = null;
  var xhr = null;

  function initPaymentMethods() {
    var $methods = $('.woocommerce-checkout').find('input[name="payment_method"]');
    if (selectedPaymentMethod) $('#' + selectedPaymentMethod).prop('checked', true);
    if ($methods.filter(':checked').length === 0) $methods.eq(0).prop('checked', true);
    var checked = $methods.filter(':checked').eq(0).prop('id');
    $('div.payment_box:not(.' + checked + ')').hide();
    $methods.filter(':checked').eq(0).trigger('click');
  }

  function paymentMethodSelected(e) {
    e.stopPropagation();
    $('div.payment_box').hide();
    $('div.payment_box.' + $(this).attr('id')).show();
    var now = $('.woocommerce-checkout input[name="payment_method"]:checked').attr('id');
    if (now !== selectedPaymentMethod) $(document.body).trigger('payment_method_selected');
    selectedPaymentMethod = now;
  }

  function updateCheckout() {
    clearTimeout(timer);
    timer = setTimeout(updateCheckoutAction, 5);
  }

  function updateCheckoutAction() {
    if (xhr) xhr.abort();
    $('.woocommerce-checkout-payment, .woocommerce-checkout-review-order-table').block({ message: null });
    xhr = $.ajax({
      type: 'POST',
      url: params.wc_ajax_url.replace('%%endpoint%%', 'update_order_review'),
      dataType: 'json',
      data: {
        security: params.update_order_review_nonce,
        payment_method: $form.find('input[name="payment_method"]:checked').val(),
        'shipping_method[0]': $form.find('input[name^="shipping_method"]:checked').val(),
        post_data: $form.serialize(),
      },
      success: function (data) {
        // Only the fragments that differ from the last ones are put in again.
        $.each(data.fragments, function (key, value) {
          if (!fragments || fragments[key] !== value) $(key).replaceWith(value);
          $(key).unblock();
        });
        fragments = data.fragments;
        $('.woocommerce-checkout-review-order-table').unblock();
        initPaymentMethods();
        $(document.body).trigger('updated_checkout', [data]);
      },
    });
  }

  $form.on('click', 'input[name="payment_method"]', paymentMethodSelected);
  $form.on('change', 'input[name^="shipping_method"]', function () {
    $(document.body).trigger('update_checkout', { update_shipping_method: true });
  });
  $(document.body).on('update_checkout', updateCheckout);
  $(document.body).on('init_checkout', function () {
    $(document.body).trigger('update_checkout');
  });
  $(function () {
    $(document.body).trigger('init_checkout');
  });
})(jQuery);
