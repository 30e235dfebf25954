// HyperPayWidget({ checkoutId, brands }) as the page runs it: state 'loading' | 'ready' | 'error'
// | 'timeout'; each state change renders again and re-runs the effect (status is among its
// dependencies), whose cleanup clears its timers. The script goes in once.
(function () {
  var body = document.body;
  var root = document.getElementById('__next');
  var props = { checkoutId: body.dataset.checkoutId, brands: 'MADA VISA MASTER AMEX' };
  var isAr = body.dataset.locale === 'ar';
  var status = 'loading';
  var scriptInjected = false;
  var cleanup = null;
  var view = null;

  function setStatus(next) {
    if (next === status) return;
    status = next;
    commit();
  }

  function render() {
    if (!view) {
      view = { container: document.createElement('div'), overlay: document.createElement('div'), formBox: document.createElement('div') };
      view.container.className = 'hyperpay-container';
      view.overlay.className = 'loading-overlay';
      var h4 = document.createElement('h4');
      h4.textContent = isAr ? 'جارٍ الاتصال ببوابة الدفع…' : 'Connecting to the payment gateway…';
      view.overlay.appendChild(h4);
      var form = document.createElement('form');
      form.action = body.dataset.returnUrl;
      form.className = 'paymentWidgets';
      form.setAttribute('data-brands', props.brands);
      view.formBox.appendChild(form);
      view.container.append(view.overlay, view.formBox);
      root.appendChild(view.container);
    }
    if (status === 'loading') view.container.prepend(view.overlay);
    else view.overlay.remove();
    view.formBox.className = 'form-box' + (status === 'ready' ? '' : ' is-hidden');
    view.container.dataset.status = status;
  }

  function effect() {
    if (!props.checkoutId || scriptInjected) return null;
    setStatus('loading');
    window.wpwlOptions = {
      paymentTarget: '_top',
      locale: isAr ? 'ar' : 'en',
      style: 'card',
      onReady: function () {
        setStatus('ready');
      },
      onError: function () {
        setStatus('error');
      },
    };
    var existing = document.getElementById('hyperpay-script-injected');
    if (existing) existing.remove();
    document.querySelectorAll('link[href*="oppwa"], style[id*="wpwl"], .wpwl-container').forEach(function (el) {
      el.remove();
    });
    var script = document.createElement('script');
    script.id = 'hyperpay-script-injected';
    script.src = body.dataset.gateway + '/v1/paymentWidgets.js?checkoutId=' + props.checkoutId;
    script.async = true;
    script.onerror = function () {
      setStatus('error');
    };
    var timer = setTimeout(function () {
      if (status === 'loading') setStatus('timeout');
    }, 20000);
    var injectTimer = setTimeout(function () {
      document.body.appendChild(script);
      scriptInjected = true;
    }, 800);
    return function () {
      clearTimeout(timer);
      clearTimeout(injectTimer);
    };
  }

  function commit() {
    render();
    // After the commit: the previous run's cleanup, then the effect again (its deps changed).
    setTimeout(function () {
      if (cleanup) cleanup();
      cleanup = effect();
    }, 0);
  }

  commit();
})();
