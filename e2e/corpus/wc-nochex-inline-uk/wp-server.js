// What the shop's WordPress server answers the page with, here in the page itself:
// - admin-ajax.php, action ncx_cp_request_checkout_id: the plugin creates a checkout from the cart.
//   Here the shop's own server creates it (POST '/checkout-id'), and the answer is reshaped into
//   wp_send_json_success's { success, data: { checkoutId } }.
// - ?wc-ajax=checkout: WooCommerce makes the order and the plugin's process_payment answers with
//   execute: true (the order bound to the checkout; the page then submits the card form).
// The order requests are kept in wpServer.orders, as the server's log would hold them.
(function ($) {
  var server = (window.wpServer = { orders: [] });

  $.ajaxPrefilter(function (options) {
    if (options.url !== '/wp-admin/admin-ajax.php') return;
    options.url = '/checkout-id';
    options.dataFilter = function (raw) {
      var created = JSON.parse(raw);
      return JSON.stringify(created.id ? { success: true, data: { checkoutId: created.id, environment: 'test' } } : { success: false, data: { message: created.error || 'checkout failed' } });
    };
  });

  var networkFetch = window.fetch.bind(window);
  window.fetch = function (input, init) {
    var url = typeof input === 'string' ? input : input.url;
    if (url !== wc_checkout_params.checkout_url) return networkFetch(input, init);
    var posted = new URLSearchParams(init && init.body ? String(init.body) : '');
    var order = { id: 1187 + server.orders.length, checkoutId: posted.get('ncx_cp_checkout_id'), container: posted.get('ncx_cp_payment_container'), shipping: posted.get('shipping_method[0]') };
    server.orders.push(order);
    var answer = {
      result: 'success',
      redirect: false,
      refresh: false,
      reload: false,
      pending: true,
      execute: true,
      checkout_id: order.checkoutId,
      uuid: order.checkoutId,
      order_id: order.id,
      order_key: 'wc_order_' + order.id,
    };
    return new Promise(function (resolve) {
      setTimeout(function () {
        resolve(new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }));
      }, 30);
    });
  };
})(jQuery);
