// The host app's checkout page: <ngx-hyperpay [checkoutId] locale="ar" [shopperResultUrl]
// (onReady)="..."> with the checkout its server created.
(function () {
  var root = document.querySelector('app-root');
  var heading = document.createElement('h1');
  heading.textContent = 'إتمام الدفع';
  root.appendChild(heading);
  var host = document.createElement('ngx-hyperpay');
  root.appendChild(host);
  window.NgxHyperpay.create(
    host,
    {
      checkoutId: root.dataset.checkoutId,
      gateway: root.dataset.gateway,
      locale: 'ar',
      shopperResultUrl: root.dataset.resultUrl,
    },
    {
      onReady: function () {
        root.dataset.widgetReady = 'yes';
      },
      onError: function (error) {
        root.dataset.widgetError = String(error);
      },
    },
  );
})();
