// <ngx-hyperpay>: the library's standalone component, its inputs, outputs and hooks, without
// Angular. create() renders the view (the loading overlay while `loading`, the form), then calls
// ngOnInit as Angular's first change detection does; destroy() is ngOnDestroy.
window.NgxHyperpay = (function () {
  function NgxHyperpayComponent(host, inputs, outputs) {
    this.host = host;
    this.checkoutId = inputs.checkoutId;
    this.brands = inputs.brands || 'VISA MASTER MADA';
    this.mode = inputs.mode || 'test';
    this.style = inputs.style || 'card';
    this.locale = inputs.locale || 'en';
    this.shopperResultUrl = inputs.shopperResultUrl || '';
    this.redirectUrl = inputs.redirectUrl || '';
    this.gateway = inputs.gateway;
    this.outputs = outputs;
    this.loading = true;
    this.scriptElement = null;
  }

  NgxHyperpayComponent.prototype.emit = function (name, value) {
    if (typeof this.outputs[name] === 'function') this.outputs[name](value);
  };

  NgxHyperpayComponent.prototype.effectiveRedirectUrl = function () {
    return this.shopperResultUrl || this.redirectUrl;
  };

  // The template, rendered again on each change detection.
  NgxHyperpayComponent.prototype.render = function () {
    if (!this.view) {
      this.view = document.createElement('div');
      this.view.className = 'payment-container';
      this.overlay = document.createElement('div');
      this.overlay.className = 'loading-spinner';
      var spin = document.createElement('div');
      spin.className = 'spinner';
      var text = document.createElement('p');
      text.textContent = 'Loading Payment Options...';
      this.overlay.append(spin, text);
      var box = document.createElement('div');
      box.id = 'payment-widget-container-' + this.checkoutId;
      this.form = document.createElement('form');
      this.form.className = 'paymentWidgets';
      box.appendChild(this.form);
      this.view.append(this.overlay, box);
      this.host.appendChild(this.view);
    }
    this.form.setAttribute('action', this.effectiveRedirectUrl());
    this.form.setAttribute('data-brands', this.brands);
    if (this.loading && !this.overlay.isConnected) this.view.prepend(this.overlay);
    if (!this.loading) this.overlay.remove();
  };

  NgxHyperpayComponent.prototype.ngOnInit = function () {
    this.initializeWpwlOptions();
    if (!this.shopperResultUrl && !this.redirectUrl) this.redirectUrl = window.location.href;
    if (this.checkoutId) {
      this.loadHyperpayScript();
    } else {
      this.loading = false;
      console.error('Cannot load the payment script: no checkoutId');
      this.emit('onError', 'Cannot load the payment script: no checkoutId');
    }
  };

  NgxHyperpayComponent.prototype.initializeWpwlOptions = function () {
    var self = this;
    window.wpwlOptions = {
      style: this.style,
      locale: this.locale,
      onReady: function () {
        self.emit('onReady');
      },
      onSuccess: function (data) {
        self.emit('onSuccess', data);
      },
      onFailure: function (data) {
        self.emit('onFailure', data);
      },
      onCancel: function (data) {
        self.emit('onCancel', data);
      },
    };
  };

  NgxHyperpayComponent.prototype.loadHyperpayScript = function () {
    var self = this;
    var el = document.createElement('script');
    el.src = this.gateway + '/v1/paymentWidgets.js?checkoutId=' + this.checkoutId;
    el.async = true;
    el.onload = function () {
      self.loading = false;
      self.render();
    };
    el.onerror = function (error) {
      self.loading = false;
      self.render();
      self.emit('onError', error);
    };
    this.scriptElement = el;
    document.body.appendChild(el);
  };

  NgxHyperpayComponent.prototype.ngOnDestroy = function () {
    if (this.scriptElement && document.body.contains(this.scriptElement)) document.body.removeChild(this.scriptElement);
    delete window.wpwlOptions;
    this.view.remove();
  };

  return {
    create: function (host, inputs, outputs) {
      var component = new NgxHyperpayComponent(host, inputs, outputs);
      component.ngOnInit();
      component.render();
      return component;
    },
  };
})();
