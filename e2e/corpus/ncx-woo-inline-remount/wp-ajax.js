// The site's server, as the plugin's scripts reach it: WordPress's admin-ajax action that creates
// a checkout from the cart (here the shop's POST /checkout-id, its answer wrapped as
// wp_send_json_success wraps it), and WooCommerce's wc-ajax=checkout, which creates the order and,
// for this gateway, answers "execute" so the page submits the card form itself.
(function ($) {
  $.ajaxPrefilter(function (options) {
    if (options.url.indexOf('/wp-admin/admin-ajax.php?action=ncx_cp_create_checkout') !== 0) return;
    options.url = '/checkout-id';
    options.dataFilter = function (raw) {
      var answer = JSON.parse(raw);
      return JSON.stringify(answer.id ? { success: true, data: { checkoutId: answer.id, environment: 'test' } } : { success: false, data: answer.error });
    };
  });

  var networkFetch = window.fetch;
  window.fetch = function (url, init) {
    if (url === window.wc_checkout_params.checkout_url) {
      var order = { result: 'success', execute: true, order_id: 7314, redirect: '/checkout/order-received/7314/' };
      return Promise.resolve(new Response(JSON.stringify(order), { headers: { 'Content-Type': 'application/json' } }));
    }
    return networkFetch.apply(this, arguments);
  };
})(jQuery);
