// AciComponent({ checkoutId, onBeforeSubmitWithAci, formNumber }): renders a heading, the form
// and an empty div; its first effect (on checkoutId) creates the script, sets wpwlOptions and
// appends the script into that div unless #aci-script is already there; its second effect only
// has a cleanup, unloading the widget when the component unmounts.
window.AciComponent = function (host, props) {
  var gateway = document.body.dataset.gateway;
  var scriptBox;
  var instance = { props: props };

  function render() {
    host.textContent = '';
    if (!instance.props.checkoutId) {
      var p = document.createElement('p');
      p.textContent = 'Please submit a Checkout ID';
      host.appendChild(p);
      return;
    }
    var wrap = document.createElement('div');
    wrap.className = 'AciComponent my-l-2xs';
    wrap.setAttribute('data-testid', 'AciComponent');
    var h2 = document.createElement('h2');
    h2.textContent = 'Form number: ' + (instance.props.formNumber === undefined ? '' : instance.props.formNumber);
    var form = document.createElement('form');
    form.action = document.body.dataset.resultUrl;
    form.className = 'paymentWidgets';
    form.setAttribute('data-brands', 'VISA');
    scriptBox = document.createElement('div');
    wrap.append(h2, form, scriptBox);
    host.appendChild(wrap);
  }

  function initAciForm() {
    var script = document.createElement('script');
    script.type = 'text/javascript';
    script.async = true;
    script.src = gateway + '/v1/paymentWidgets.js?checkoutId=' + instance.props.checkoutId;
    script.id = 'aci-script';
    if (document.getElementById('aci-script')) return;
    window.wpwlOptions = {
      style: 'plain',
      locale: 'en',
      onReady: function () {},
      onBeforeSubmitCard: instance.props.onBeforeSubmitWithAci,
    };
    scriptBox.appendChild(script);
  }

  instance.update = function (next) {
    var changed = next.checkoutId !== instance.props.checkoutId;
    instance.props = next;
    render();
    if (changed && next.checkoutId) initAciForm();
  };

  instance.unmount = function () {
    host.textContent = '';
    if (window.wpwl && window.wpwl.unload) window.wpwl.unload();
  };

  render();
  if (props.checkoutId) initAciForm();
  return instance;
};
