// Fudibot's front end as its bundle runs it for the route the bot's payment link opens. No Vue
// here: the same steps in the order Vue and Vue Router take them. The router (history mode) is
// pushed the link, resolves the lazily imported Datafast view, renders its template (the Card
// component with a title slot and a content slot that holds form#payment-form), and only then runs
// the view's onMounted hook, which puts paymentWidgets.js for the route's checkout id inside that
// very form.
(function () {
  'use strict';

  var appEl = document.getElementById('app');
  // import.meta.env of the build: the host the widget comes from.
  var oppwaHost = document.body.dataset.oppwaHost;
  // Where the app is served; the router's history entries go under it.
  var appBase = location.pathname.replace(/\/+$/, '');

  // ---- the view: src/views/Datafast.vue --------------------------------------------------------
  var DatafastView = {
    setup: function (route) {
      var totalAmount = route.query.totalAmount;

      function loadDatafastWidget() {
        try {
          var checkoutId = route.params.id;
          var script = document.createElement('script');
          script.src = oppwaHost + '/v1/paymentWidgets.js?checkoutId=' + checkoutId;
          script.async = true;
          script.defer = true;
          // The tag goes into the payment form itself.
          var paymentForm = document.getElementById('payment-form');
          if (paymentForm) {
            paymentForm.appendChild(script);
          } else {
            console.error('Fudibot: the payment form is not in the page');
          }
        } catch (error) {
          console.error('Fudibot: the Datafast widget could not be loaded', error);
        }
      }

      return { totalAmount: totalAmount, onMounted: loadDatafastWidget };
    },

    render: function (state) {
      var title = el('div', 'header', [el('img', null, [], { alt: 'Fudibot' }), el('h3', null, ['Completa tu pago']), el('span', 'total', ['Total a pagar ' + state.totalAmount])]);
      var form = el('form', 'paymentWidgets', [], { id: 'payment-form', action: oppwaHost + '/v1/payments', 'data-brands': 'VISA MASTER AMEX' });
      return el('div', 'datafast', [Card({ title: title, content: el('div', null, [form]) })]);
    },
  };

  // ---- src/components/Card.vue: a box with a title slot and a content slot ----------------------
  function Card(slots) {
    return el('div', 'fudi-card', [el('div', 'fudi-card-title', [slots.title]), el('div', 'fudi-card-content', [slots.content])]);
  }

  function el(tag, className, children, attrs) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    Object.keys(attrs || {}).forEach(function (name) {
      node.setAttribute(name, attrs[name]);
    });
    children.forEach(function (child) {
      node.append(child);
    });
    return node;
  }

  // ---- vue-router: createWebHistory, one route table, lazy components ---------------------------
  var routes = [
    {
      path: /^\/datafast\/([^/]+)$/,
      params: ['id'],
      name: 'Datafast',
      component: function () {
        // () => import('@/views/Datafast.vue'): a chunk resolved on a later task.
        return new Promise(function (resolve) {
          setTimeout(function () {
            resolve(DatafastView);
          }, 0);
        });
      },
    },
  ];

  var mounted = null;

  function push(to) {
    var url = new URL(to, location.origin);
    var record = null;
    var params = {};
    routes.some(function (r) {
      var m = r.path.exec(url.pathname);
      if (!m) return false;
      record = r;
      r.params.forEach(function (name, i) {
        params[name] = decodeURIComponent(m[i + 1]);
      });
      return true;
    });
    if (!record) return Promise.resolve();
    var route = { name: record.name, path: url.pathname, params: params, query: Object.fromEntries(url.searchParams) };
    return record.component().then(function (view) {
      history.pushState({}, '', appBase + url.pathname + url.search);
      // <router-view>: the old view's DOM leaves, the new one is rendered, then its onMounted runs.
      if (mounted) mounted.remove();
      var state = view.setup(route);
      mounted = view.render(state);
      appEl.appendChild(mounted);
      state.onMounted();
    });
  }

  // app.use(router).mount('#app'): the shopper arrives by the bot's link.
  push(document.body.dataset.botLink);
})();
