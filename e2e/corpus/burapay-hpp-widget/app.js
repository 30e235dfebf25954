// BuraPay's front end as its bundle runs it, for the two pages this flow passes through: Run
// Benchmark (start one transaction) and the hosted-checkout widget page (/hpp/widget/:id). No
// React here: the same steps in React's order: a render, the DOM committed, then the effects in
// the order the component declared them; a state change renders again and only the part that
// changed is touched (the container div the widget fills is kept). React Router's navigate() is a
// pushState and a new page rendered.
(function () {
  'use strict';

  var root = document.getElementById('root');
  var basename = location.pathname.replace(/\/+$/, '');
  var testHost = document.body.dataset.oppwaTestHost; // 'https://eu-test.oppwa.com' in the app

  // ---- api/client.ts ----
  function request(path, init) {
    return fetch('/api' + path, Object.assign({ headers: { 'Content-Type': 'application/json' } }, init || {})).then(function (r) {
      return r.json().then(function (body) {
        if (!r.ok) throw new Error(body.detail || 'Request failed: ' + r.status);
        return body;
      });
    });
  }
  var api = {
    gateways: function () {
      return request('/v1/gateways');
    },
    startTransaction: function (payload) {
      return request('/v1/transactions/start', { method: 'POST', body: JSON.stringify(payload) });
    },
    hppHandoff: function (id) {
      return request('/v1/transactions/' + id + '/hpp');
    },
    reportBrowserMetrics: function (id, payload) {
      return request('/v1/transactions/' + id + '/browser-metrics', { method: 'POST', body: JSON.stringify(payload) });
    },
  };

  // ---- lib/browserMetrics.ts: what this origin can time of the widget page ----
  function collectPageMetrics(page, transactionId) {
    var nav = performance.getEntriesByType('navigation')[0];
    if (!nav) return null;
    return { page: page, transaction_id: transactionId, dom_content_loaded_ms: Math.round(nav.domContentLoadedEventEnd), load_ms: Math.round(nav.loadEventEnd) };
  }

  function el(tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'className') node.className = attrs[k];
      else if (k === 'text') node.textContent = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) {
      if (c) node.append(c);
    });
    return node;
  }
  function Spinner(label) {
    return el('p', { className: 'bp-spinner', role: 'status', text: label });
  }

  // ---- the router ----
  var current = null; // { unmount() }
  function navigate(path) {
    history.pushState({}, '', basename + path);
    render(path);
  }
  function render(path) {
    if (current) current.unmount();
    root.textContent = '';
    var m = /^\/hpp\/widget\/([\w-]+)$/.exec(path);
    current = m ? HppWidget(m[1]) : RunBenchmark();
  }

  // ---- pages/RunBenchmark.tsx (single transaction) ----
  function RunBenchmark() {
    var page = el('div', { className: 'bp-layout space-y-6' }, [el('h1', { className: 'text-2xl font-semibold', text: 'Run Benchmark' }), Spinner('Loading gateways')]);
    root.appendChild(page);
    var state = { gatewayCode: '', integration: 'hpp', busy: false };
    api.gateways().then(function (gateways) {
      var usable = gateways.filter(function (g) {
        return g.enabled;
      });
      state.gatewayCode = usable[0].code;
      page.lastChild.remove();
      var cards = usable.map(function (g) {
        var b = el('button', { type: 'button', className: 'bp-gateway', 'data-code': g.code }, [el('span', { text: g.name }), el('small', { text: ' ' + g.status })]);
        b.addEventListener('click', function () {
          state.gatewayCode = g.code;
          cards.forEach(function (c) {
            c.classList.toggle('is-selected', c.dataset.code === g.code);
          });
        });
        return b;
      });
      cards[0].classList.add('is-selected');
      var hpp = el('input', { type: 'radio', name: 'integration', id: 'integration-hpp', value: 'hpp', checked: '' });
      var direct = el('input', { type: 'radio', name: 'integration', id: 'integration-direct', value: 'direct' });
      [hpp, direct].forEach(function (r) {
        r.addEventListener('change', function () {
          state.integration = r.value;
        });
      });
      var amount = el('input', { type: 'number', id: 'amount', step: '0.01', value: '49.99' });
      var currency = el('select', { id: 'currency' }, [el('option', { value: 'EUR', text: 'EUR' })]);
      var message = el('p', { className: 'bp-note', role: 'alert' });
      var submit = el('button', { type: 'submit', className: 'btn-primary', text: 'Start transaction' });
      var form = el('form', { className: 'space-y-6' }, [
        el('section', { className: 'bp-card' }, [el('h2', { text: '1 · Select gateway' }), el('div', { className: 'bp-gateways' }, cards)]),
        el('section', { className: 'bp-card' }, [
          el('h2', { text: '2 · Integration' }),
          hpp,
          el('label', { for: 'integration-hpp', text: 'Hosted payment page' }),
          direct,
          el('label', { for: 'integration-direct', text: 'Direct API' }),
        ]),
        el('section', { className: 'bp-card' }, [el('h2', { text: '3 · Transaction' }), el('label', { for: 'amount', text: 'Amount ' }), amount, el('label', { for: 'currency', text: ' Currency ' }), currency]),
        message,
        submit,
      ]);
      page.appendChild(form);
      form.addEventListener('submit', function (event) {
        event.preventDefault();
        if (state.busy) return;
        state.busy = true;
        submit.disabled = true;
        message.textContent = '';
        api
          .startTransaction({ gateway_code: state.gatewayCode, integration_type: state.integration, amount: Number(amount.value), currency: currency.value, payment_mode: 'standard' })
          .then(function (result) {
            if (result.mode === 'widget') {
              // The gateway answered an identifier for its own component: mount it in our page.
              navigate('/hpp/widget/' + result.transaction_id);
            }
          })
          .catch(function (exc) {
            message.textContent = exc.message;
          })
          .finally(function () {
            state.busy = false;
            submit.disabled = false;
          });
      });
    });
    return {
      unmount: function () {
        page.remove();
      },
    };
  }

  // ---- pages/HppWidget.tsx ----
  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      if (document.querySelector('script[src="' + src + '"]')) return resolve();
      var script = document.createElement('script');
      script.src = src;
      script.crossOrigin = 'anonymous';
      script.onload = function () {
        resolve();
      };
      script.onerror = function () {
        reject(new Error('Could not load ' + src));
      };
      document.head.appendChild(script);
    });
  }

  function mountHyperPay(target, data) {
    var checkoutId = data.widget.checkout_id;
    if (!checkoutId) return Promise.reject(new Error('HyperPay returned no checkout id to mount.'));
    var host = data.environment === 'production' ? 'https://oppwa.com' : testHost;
    // The widget reads its options from a global set before the script loads.
    window.wpwlOptions = { style: 'card', locale: 'en' };
    return loadScript(host + '/v1/paymentWidgets.js?checkoutId=' + encodeURIComponent(checkoutId)).then(function () {
      var form = document.createElement('form');
      form.action = data.return_url;
      form.className = 'paymentWidgets';
      form.setAttribute('data-brands', 'VISA MASTER AMEX');
      target.appendChild(form);
    });
  }

  function HppWidget(id) {
    var alive = true;
    var state = { handoff: null, error: null, mounting: true };
    var page = el('div', { className: 'bp-layout' });
    root.appendChild(page);
    var parts = null; // the committed DOM of the loaded page: { spinner, container }

    function renderPage() {
      if (state.error) {
        page.replaceChildren(el('p', { className: 'bp-note', role: 'alert', text: String(state.error.message || state.error) }));
        parts = null;
        return;
      }
      if (!state.handoff) {
        page.replaceChildren(Spinner('Preparing the hosted checkout'));
        return;
      }
      var h = state.handoff;
      if (!parts) {
        var container = el('div', { id: 'burapay-hpp-widget' });
        var spinner = Spinner('Loading the gateway\u2019s component');
        var card = el('section', { className: 'bp-card' }, [el('h2', { text: 'Payment' }), spinner, container]);
        page.replaceChildren(
          el('header', {}, [
            el('h1', { className: 'text-2xl font-semibold text-ink-900', text: h.gateway_code + ' hosted checkout' }),
            el('p', { className: 'text-sm text-ink-500', text: h.amount.toFixed(2) + ' ' + h.currency + ' \u00b7 ' + h.environment + ' \u00b7 the gateway\u2019s own component is mounted below.' }),
          ]),
          card,
          el('p', { className: 'bp-note', text: 'Card details are handled by the gateway\u2019s script and never reach this application.' }),
        );
        parts = { spinner: spinner, container: container };
        return;
      }
      // {mounting && <Spinner />}: only the spinner changes; the container stays as it is.
      if (!state.mounting && parts.spinner.isConnected) parts.spinner.remove();
    }

    function setState(patch, effects) {
      Object.assign(state, patch);
      renderPage();
      if (effects) effects();
    }

    // useEffect(() => { load() }, [load])
    function load() {
      api
        .hppHandoff(id)
        .then(function (handoff) {
          if (!alive) return;
          setState({ handoff: handoff }, handoffEffects);
        })
        .catch(function (error) {
          if (alive) setState({ error: error });
        });
    }

    // The effects that depend on [handoff], in the component's order: the page's timings, then the mount.
    function handoffEffects() {
      var collected = collectPageMetrics('widget_page', state.handoff.transaction_id);
      if (collected) api.reportBrowserMetrics(state.handoff.transaction_id, collected).catch(function () {});
      var cancelled = false;
      mountHyperPay(parts.container, state.handoff)
        .catch(function (exc) {
          if (!cancelled) setState({ error: exc });
        })
        .finally(function () {
          if (!cancelled && alive) setState({ mounting: false });
        });
    }

    renderPage();
    load();
    return {
      unmount: function () {
        alive = false;
        page.remove();
      },
    };
  }

  window.addEventListener('popstate', function () {
    render(location.pathname.slice(basename.length) || '/run');
  });
  // The tester is on Run Benchmark.
  render('/run');
})();
