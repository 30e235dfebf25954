// The site's server, as the page's scripts reach it over AJAX:
// - admin-ajax woo_aci_ajax_request, id=woo_aci_cc: the plugin creates a checkout for the cart and
//   sends the gateway's answer on as a JSON string (wp_send_json of the response body); here the
//   checkout is the shop's POST /checkout-id;
// - admin-ajax woo_aci_ajax_request, id=woo_aci_draft: the order is created from the posted
//   checkout form, answered {result: success};
// - wc-ajax=update_order_review: WooCommerce renders the checkout's fragments again (#payment).
// What it received is kept in sessionStorage ('wp-ajax-log'), as a server keeps its log.
(function ($) {
  var paymentFragment = document.querySelector('.woocommerce-checkout-payment').outerHTML;

  function log(entry) {
    var list = JSON.parse(sessionStorage.getItem('wp-ajax-log') || '[]');
    list.push(entry);
    sessionStorage.setItem('wp-ajax-log', JSON.stringify(list));
  }

  function adminAjax(s) {
    if (s.url !== '/wp-admin/admin-ajax.php') return null;
    var data = new URLSearchParams(s.data || '');
    return data.get('action') === 'woo_aci_ajax_request' ? data : null;
  }

  $.ajaxPrefilter(function (s) {
    var data = adminAjax(s);
    if (!data || data.get('id') !== 'woo_aci_cc') return;
    log({ id: 'woo_aci_cc' });
    s.url = '/checkout-id';
    s.dataFilter = function (raw) {
      var created = JSON.parse(raw);
      var body = { result: { code: '000.200.100', description: 'successfully created checkout' }, id: created.id, integrity: '' };
      return JSON.stringify(JSON.stringify(body));
    };
  });

  function answer(status, body, delay) {
    var timer = null;
    return {
      send: function (_headers, complete) {
        var done = function () {
          complete(status, 'success', { text: JSON.stringify(body) }, 'Content-Type: application/json');
        };
        if (delay) timer = setTimeout(done, delay);
        else done();
      },
      abort: function () {
        clearTimeout(timer);
      },
    };
  }

  $.ajaxTransport('+*', function (s) {
    var data = adminAjax(s);
    if (data && data.get('id') === 'woo_aci_draft') {
      log({ id: 'woo_aci_draft', checkout_id: data.get('checkout_id'), billing_email: data.get('billing_email') });
      return answer(200, { result: 'success' }, 0);
    }
    if (s.url === '/?wc-ajax=update_order_review') {
      log({ id: 'update_order_review', shipping_method: new URLSearchParams(s.data || '').get('shipping_method[0]') });
      return answer(200, { result: 'success', fragments: { '.woocommerce-checkout-payment': paymentFragment } }, 30);
    }
    return undefined;
  });
})(jQuery);
