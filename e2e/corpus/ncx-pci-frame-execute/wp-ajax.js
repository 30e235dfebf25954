// The site's server, as the checkout page's jQuery AJAX calls reach it:
// - admin-ajax nochexapi_requestOrderCheckoutId: a checkout for the cart (here the shop's POST
//   /checkout-id) and the frame page's address, wp_send_json_success({uuid, frameurl});
// - wc-ajax=update_order_review: WooCommerce renders the checkout's fragments again (#payment);
// - wc-ajax=checkout: the order is created; this gateway answers a pending order with "execute",
//   since the checkout id posted with the form is known;
// - admin-ajax nochexapi_validate_nochexapi_cardsv2_checkout: the payment's resourcePath checked,
//   answered with the address to send the shopper to (here the shop's result page).
// What it received is kept in sessionStorage ('wp-ajax-log'), as a server keeps its log.
(function ($) {
  var paymentFragment = document.querySelector('.woocommerce-checkout-payment').outerHTML;
  var resultUrl = document.body.dataset.resultUrl;

  function log(entry) {
    var list = JSON.parse(sessionStorage.getItem('wp-ajax-log') || '[]');
    list.push(entry);
    sessionStorage.setItem('wp-ajax-log', JSON.stringify(list));
  }
  function fields(s) {
    return new URLSearchParams(typeof s.data === 'string' ? s.data : '');
  }

  $.ajaxPrefilter(function (s) {
    if (s.url !== '/wp-admin/admin-ajax.php' || fields(s).get('action') !== 'nochexapi_requestOrderCheckoutId') return;
    log({ action: 'nochexapi_requestOrderCheckoutId' });
    s.url = '/checkout-id';
    s.dataFilter = function (raw) {
      var created = JSON.parse(raw);
      return JSON.stringify(
        created.id ? { success: true, data: { uuid: created.id, frameurl: location.pathname + '?page_id=431' } } : { success: false, data: created.error },
      );
    };
  });

  function answer(body, delay) {
    var timer = null;
    return {
      send: function (_headers, complete) {
        timer = setTimeout(function () {
          complete(200, 'success', { text: JSON.stringify(body) }, 'Content-Type: application/json');
        }, delay);
      },
      abort: function () {
        clearTimeout(timer);
      },
    };
  }

  $.ajaxTransport('+*', function (s) {
    var data = fields(s);
    if (s.url === '/?wc-ajax=update_order_review') {
      return answer({ result: 'success', fragments: { '.woocommerce-checkout-payment': paymentFragment } }, 30);
    }
    if (s.url === '/?wc-ajax=checkout') {
      log({ action: 'checkout', payment_method: data.get('payment_method'), nochexapi_checkout_id: data.get('nochexapi_checkout_id') });
      return answer({ result: 'success', redirect: false, refresh: false, reload: false, pending: true, process: { order: true }, execute: true }, 30);
    }
    if (s.url === '/wp-admin/admin-ajax.php' && data.get('action') === 'nochexapi_validate_nochexapi_cardsv2_checkout') {
      var resourcePath = data.get('resourcePath') || '';
      var id = (resourcePath.match(/^\/v1\/checkouts\/([^/]+)\/payment$/) || [])[1] || '';
      log({ action: 'validate', resourcePath: resourcePath });
      return answer({ success: true, data: { url: resultUrl + '?id=' + encodeURIComponent(id) + '&resourcePath=' + encodeURIComponent(resourcePath) } }, 30);
    }
    return undefined;
  });
})(jQuery);
