// The app as the bundle runs it: App keeps the checkout id in its state and renders Payment keyed
// by it; Payment sets an empty wpwlOptions while rendering, asks Helmet for the widget's script
// in <head>, and unloads the widget when it unmounts. No React here: the same steps in the order
// React and Helmet take them (render, commit the DOM, passive-effect cleanups, Helmet's update).
(function () {
  var body = document.body;
  var gateway = body.dataset.gateway;
  var resultUrl = body.dataset.resultUrl;
  var root = document.getElementById('root');
  var state = { checkoutId: body.dataset.firstCheckout };
  var mounted = null; // { key, node, cleanup }
  var helmetScript = null;

  function widgetSrc(id) {
    return gateway + '/v1/paymentWidgets.js?checkoutId=' + encodeURIComponent(id);
  }

  // Payment's unmount cleanup: unload the widget, drop the script tags it added.
  function unloadWidget() {
    if (window.wpwl !== undefined && window.wpwl.unload !== undefined) {
      window.wpwl.unload();
      document.querySelectorAll('script').forEach(function (el) {
        if (el.src.indexOf('static.min.js') !== -1) el.remove();
      });
    }
  }

  // Payment({ checkoutId }): what its render returns, and the head it asks Helmet for.
  function renderPayment(checkoutId) {
    window.wpwlOptions = {};
    var frag = document.createElement('div');
    var stamp = document.createElement('span');
    stamp.textContent = new Date().toISOString();
    var label = document.createElement('span');
    label.id = 'checkout-label';
    label.textContent = 'Payment for Checkout: ' + checkoutId;
    var box = document.createElement('div');
    box.className = 'payment-box';
    var form = document.createElement('form');
    form.className = 'paymentWidgets';
    form.action = resultUrl;
    form.method = 'POST';
    form.setAttribute('data-brands', 'VISA MASTER');
    box.appendChild(form);
    frag.append(stamp, document.createElement('br'), label, document.createElement('br'), document.createElement('br'), box);
    return { node: frag, head: { script: widgetSrc(checkoutId) } };
  }

  // Helmet: after the commit, on the next frame, the head gets the script the tree asked for.
  function helmetUpdate(head) {
    requestAnimationFrame(function () {
      if (helmetScript && helmetScript.src === head.script) return;
      if (helmetScript) helmetScript.remove();
      helmetScript = document.createElement('script');
      helmetScript.setAttribute('data-react-helmet', 'true');
      helmetScript.src = head.script;
      document.head.appendChild(helmetScript);
    });
  }

  function renderApp() {
    var button = document.getElementById('renew') || document.createElement('button');
    if (!button.id) {
      button.id = 'renew';
      button.type = 'button';
      button.textContent = 'Renew Checkout';
      button.addEventListener('click', function () {
        fetch('/checkout-id', { method: 'POST' })
          .then(function (r) {
            return r.json();
          })
          .then(function (json) {
            state.checkoutId = json.id;
            renderApp();
          });
      });
      root.append(button, document.createElement('br'), document.createElement('br'));
    }
    var key = state.checkoutId;
    if (mounted && mounted.key === key) return;
    // Render phase of the new Payment (a new key: a new component).
    var next = renderPayment(key);
    // Commit: the old subtree leaves the DOM, the new one enters.
    var previous = mounted;
    if (previous) previous.node.remove();
    root.appendChild(next.node);
    mounted = { key: key, node: next.node, cleanup: unloadWidget };
    // Passive effects after the commit: the old Payment's cleanup.
    setTimeout(function () {
      if (previous) previous.cleanup();
    }, 0);
    helmetUpdate(next.head);
  }

  renderApp();
})();
