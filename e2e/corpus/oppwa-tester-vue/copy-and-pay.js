// The CopyandPay view: its data, its methods in the order the component runs them, and a
// template of a button, a response line and the modal with #form-goes-here. Vue's reactive()
// is a Proxy over data; the component hands that Proxy to the widget as wpwlOptions.
(function () {
  var body = document.body;
  var app = document.getElementById('app');

  function reactive(target) {
    return new Proxy(target, {
      get: function (obj, key) {
        var value = Reflect.get(obj, key);
        return value !== null && typeof value === 'object' ? reactive(value) : value;
      },
      set: function (obj, key, value) {
        var ok = Reflect.set(obj, key, value);
        render();
        return ok;
      },
    });
  }

  var vm = reactive({
    response: '',
    autoLaunchWidget: true,
    showModal: false,
    shopperResultURL: '',
    wpwlOptions: {
      style: 'card',
      requireCvv: true,
      allowEmptyCvv: false,
      showCVVHint: false,
      validation: true,
      showLabels: true,
      showPlaceholders: true,
    },
    selectedBrands: ['VISA', 'MASTER'],
  });

  var methods = {
    generateCheckoutId: function () {
      vm.response = '';
      return fetch('/checkout-id', { method: 'POST' })
        .then(function (r) {
          return r.json();
        })
        .then(function (json) {
          vm.response = json;
          if (json.id && vm.autoLaunchWidget) methods.launchWidget();
        });
    },
    launchWidget: function () {
      methods.createWidgetScriptTag();
      wpwlOptions = vm.wpwlOptions;
      methods.createWidgetFormContainer();
    },
    createWidgetScriptTag: function () {
      var old = document.getElementById('widget-script-tag');
      if (document.head.contains(old)) document.head.removeChild(old);
      var tag = document.createElement('script');
      tag.id = 'widget-script-tag';
      tag.src = body.dataset.gateway + '/v1/paymentWidgets.js?checkoutId=' + vm.response.id;
      document.querySelector('head').append(tag);
    },
    createWidgetFormContainer: function () {
      var old = document.getElementById('widget-form-container');
      if (document.body.contains(old)) old.remove();
      var container = document.createElement('div');
      container.id = 'widget-form-container';
      document.getElementById('form-goes-here').append(container);
      var form = document.createElement('form');
      form.setAttribute('action', vm.shopperResultURL);
      form.setAttribute('id', 'widget-form');
      form.setAttribute('class', 'paymentWidgets');
      form.setAttribute('data-brands', vm.selectedBrands.join(' '));
      container.append(form);
      vm.showModal = true;
    },
    getResultURL: function () {
      vm.shopperResultURL = body.dataset.resultUrl;
    },
  };

  var button;
  var responseLine;
  var modal;
  function render() {
    if (!modal) return;
    responseLine.textContent = vm.response && vm.response.id ? 'id: ' + vm.response.id : '';
    modal.classList.toggle('is-active', vm.showModal);
  }

  button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Generate Checkout ID';
  button.addEventListener('click', methods.generateCheckoutId);
  responseLine = document.createElement('p');
  responseLine.id = 'response';
  modal = document.createElement('div');
  modal.className = 'modal';
  var title = document.createElement('p');
  title.textContent = 'CopyandPay Widget';
  var slot = document.createElement('div');
  slot.id = 'form-goes-here';
  modal.append(title, slot);
  app.append(button, responseLine, modal);
  render();

  // mounted()
  methods.getResultURL();
})();
