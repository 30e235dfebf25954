// The site's server, as the plugin's calls reach it:
// - wc-ajax=checkout (fetch): WooCommerce creates the order; this gateway's process_payment asks
//   for a checkout (here the shop's POST /checkout-id) and answers a pending order with its id
//   (uuid) and the platform (platformbase, the gateway's origin here);
// - admin-ajax feLogger (jQuery): the widget's messages, logged.
// What it received is kept in sessionStorage ('wp-log'), as a server keeps its log.
(function ($) {
  var networkFetch = window.fetch;

  function log(entry) {
    var list = JSON.parse(sessionStorage.getItem('wp-log') || '[]');
    list.push(entry);
    sessionStorage.setItem('wp-log', JSON.stringify(list));
  }

  window.fetch = function (url, init) {
    if (url === '/?wc-ajax=checkout') {
      var posted = new URLSearchParams(init.body);
      return networkFetch('/checkout-id', { method: 'POST' })
        .then(function (r) {
          return r.json();
        })
        .then(function (created) {
          log({ action: 'checkout', payment_method: posted.get('payment_method'), uuid: created.id });
          var body = {
            result: 'success',
            redirect: false,
            refresh: false,
            reload: false,
            pending: true,
            process: { order: true },
            platformbase: window.tpcpv3_CardVars.platformBase,
            uuid: created.id,
            pay_url: '/checkout/order-pay/6120/?pay_for_order=true&key=wc_order_Vb3kR8',
          };
          return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
        });
    }
    return networkFetch.apply(this, arguments);
  };

  $.ajaxTransport('+*', function (s) {
    if (s.url !== '/wp-admin/admin-ajax.php') return undefined;
    var data = new URLSearchParams(typeof s.data === 'string' ? s.data : '');
    if (data.get('action') !== 'feLogger') return undefined;
    log({ action: 'feLogger', level: data.get('level'), msg: data.get('msg') });
    return {
      send: function (_headers, complete) {
        complete(200, 'success', { text: '{"success":true}' }, 'Content-Type: application/json');
      },
      abort: function () {},
    };
  });
})(jQuery);
