// The site's server, as the page's fetch() calls reach it:
// - admin-ajax.php, action ncx_cp_request_checkout_id: the plugin creates a checkout for the cart
//   and answers wp_send_json_success({checkoutId, environment}); here the checkout is the shop's
//   POST /checkout-id;
// - the Store API's checkout (/wp-json/wc/store/v1/checkout): WooCommerce creates the order with
//   the payment method's data and, for this gateway, answers a pending payment with no redirect.
// What it received is kept in sessionStorage ('wp-log'), as a server keeps its log.
(function () {
  var networkFetch = window.fetch;

  function log(entry) {
    var list = JSON.parse(sessionStorage.getItem('wp-log') || '[]');
    list.push(entry);
    sessionStorage.setItem('wp-log', JSON.stringify(list));
  }

  function json(body, status) {
    return new Response(JSON.stringify(body), { status: status || 200, headers: { 'Content-Type': 'application/json; charset=UTF-8' } });
  }

  window.fetch = function (url, init) {
    var body = init && init.body;
    if (url === '/wp-admin/admin-ajax.php' && body instanceof URLSearchParams && body.get('action') === 'ncx_cp_request_checkout_id') {
      log({ action: 'ncx_cp_request_checkout_id', context: body.get('context') });
      return networkFetch('/checkout-id', { method: 'POST' })
        .then(function (r) {
          return r.json();
        })
        .then(function (created) {
          return created.id ? json({ success: true, data: { checkoutId: created.id, environment: 'test' } }) : json({ success: false, data: { message: created.error } });
        });
    }
    if (url === '/wp-json/wc/store/v1/checkout') {
      var order = JSON.parse(body);
      log({ action: 'store/checkout', payment_method: order.payment_method, payment_data: order.payment_data });
      return Promise.resolve(
        json({
          order_id: 5081,
          status: 'pending',
          order_key: 'wc_order_Qm2xT9',
          payment_method: order.payment_method,
          payment_result: { payment_status: 'pending', payment_details: [], redirect_url: '' },
        }),
      );
    }
    return networkFetch.apply(this, arguments);
  };
})();
