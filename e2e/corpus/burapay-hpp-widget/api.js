// The benchmark's server (FastAPI in the repository), as the app's fetch() calls reach it:
//   GET  /api/v1/gateways                          the gateways and what they support
//   POST /api/v1/transactions/start                a transaction: for HyperPay's hosted checkout the
//                                                  adapter creates a checkout (here the shop's
//                                                  POST /checkout-id) and answers mode "widget"
//   GET  /api/v1/transactions/{id}/hpp             the hand-off: the checkout id, return URL, amount
//   POST /api/v1/transactions/{id}/browser-metrics the page's timings, stored
// Transactions and what it received are kept in sessionStorage, as a server keeps its records.
(function () {
  'use strict';

  var networkFetch = window.fetch;
  var returnUrl = document.body.dataset.returnUrl;

  function load(key, fallback) {
    return JSON.parse(sessionStorage.getItem(key) || JSON.stringify(fallback));
  }
  function save(key, value) {
    sessionStorage.setItem(key, JSON.stringify(value));
  }
  function log(entry) {
    var list = load('burapay-server-log', []);
    list.push(entry);
    save('burapay-server-log', list);
  }
  function json(body, status) {
    return Promise.resolve(new Response(JSON.stringify(body), { status: status || 200, headers: { 'Content-Type': 'application/json' } }));
  }

  var gateways = [
    { code: 'hyperpay', name: 'HyperPay', enabled: true, configured: true, supports_hpp: true, supports_direct: true, is_simulated: false, status: 'Configured' },
    { code: 'mockpay', name: 'MockPay', enabled: true, configured: true, supports_hpp: true, supports_direct: true, is_simulated: true, status: 'Simulator' },
  ];

  window.fetch = function (url, init) {
    var path = typeof url === 'string' ? url : url.url;
    var method = ((init && init.method) || 'GET').toUpperCase();
    if (path === '/api/v1/gateways') return json(gateways);
    if (path === '/api/v1/transactions/start' && method === 'POST') {
      var started = JSON.parse(init.body);
      if (started.gateway_code !== 'hyperpay' || started.integration_type !== 'hpp') return json({ detail: 'only the HyperPay hosted checkout is set up here' }, 400);
      return networkFetch('/checkout-id', { method: 'POST' })
        .then(function (r) {
          return r.json();
        })
        .then(function (created) {
          var id = 'tx_' + Math.random().toString(36).slice(2, 10);
          var transactions = load('burapay-transactions', {});
          transactions[id] = { checkout_id: created.id, amount: started.amount, currency: started.currency };
          save('burapay-transactions', transactions);
          log({ action: 'start', transaction_id: id, checkout_id: created.id });
          return json({ transaction_id: id, status: 'pending', mode: 'widget', redirect_url: null });
        });
    }
    var m = /^\/api\/v1\/transactions\/([\w-]+)\/(hpp|browser-metrics)$/.exec(path);
    if (m && m[2] === 'hpp') {
      var tx = load('burapay-transactions', {})[m[1]];
      if (!tx) return json({ detail: 'no such transaction' }, 404);
      log({ action: 'hpp', transaction_id: m[1] });
      return json({
        transaction_id: m[1],
        gateway_code: 'hyperpay',
        status: 'pending',
        mode: 'widget',
        redirect_url: null,
        return_url: returnUrl,
        environment: 'test',
        amount: tx.amount,
        currency: tx.currency,
        widget: { checkout_id: tx.checkout_id },
      });
    }
    if (m && m[2] === 'browser-metrics' && method === 'POST') {
      log({ action: 'browser-metrics', transaction_id: m[1] });
      return json({ stored: true });
    }
    return networkFetch.apply(this, arguments);
  };
})();
