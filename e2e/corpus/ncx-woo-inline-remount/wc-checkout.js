// WooCommerce's checkout script, the parts this page runs: update_checkout on load and when the
// shipping method changes, which asks the server for the order review again and puts its fresh
// #payment fragment in place of the old one (the plugin's frame with it), then updated_checkout;
// and the submit of form.checkout, which asks the gateways' checkout_place_order handlers first.
jQuery(function ($) {
  var $form = $('form.checkout');
  // The fragment the server renders for #payment: as the page first had it.
  var paymentFragment = $('#payment').clone();
  var xhr = null;

  function updateCheckout() {
    if (xhr) clearTimeout(xhr);
    $('#order_review').addClass('processing');
    // update_order_review: the answer comes after a round trip to the server.
    xhr = setTimeout(function () {
      xhr = null;
      var fresh = paymentFragment.clone();
      var chosen = $form.find('input[name="payment_method"]:checked').val();
      fresh.find('input[name="payment_method"][value="' + chosen + '"]').prop('checked', true);
      $('#payment').replaceWith(fresh);
      $('#order_review').removeClass('processing');
      $(document.body).trigger('updated_checkout', [{ fragments: {} }]);
    }, 150);
  }

  $(document.body).on('update_checkout', updateCheckout);
  $form.on('change', 'input[name^="shipping_method"]', function () {
    $(document.body).trigger('update_checkout');
  });

  $form.on('submit', function (e) {
    e.preventDefault();
    if ($form.is('.processing')) return false;
    var gateway = $form.find('input[name="payment_method"]:checked').val();
    if ($form.triggerHandler('checkout_place_order') === false) return false;
    if ($form.triggerHandler('checkout_place_order_' + gateway) === false) return false;
    // Other gateways: WooCommerce posts the order itself (not reached on this page).
    $form.addClass('processing');
    return false;
  });

  $(document.body).trigger('update_checkout');
});
