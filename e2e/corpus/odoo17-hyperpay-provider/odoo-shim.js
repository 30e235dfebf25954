// What the module needs of Odoo 17's web client, in plain JS: a PaymentForm whose prototype a
// module patches with include() (each override reaching the original through _super), and the
// submit flow: the checked option's provider, the transaction route's processing values, then
// _processPayment with them. (Odoo's ES-module loader and its RPC are not here; the transaction
// route's answer is the JSON its server printed in the page.)
(function () {
  function PaymentForm(el) {
    this.el = el;
    this.provider = { code: '' };
  }

  PaymentForm.prototype._processPayment = function () {
    // Providers of Odoo's own that pay on another page.
    return Promise.resolve();
  };

  PaymentForm.prototype._submitForm = function (event) {
    event.preventDefault();
    var radio = this.el.querySelector('input[name="o_payment_radio"]:checked');
    this.provider = { code: radio ? radio.dataset.providerCode : '' };
    var processingValues = JSON.parse(document.getElementById('hyperpay-processing-values').textContent);
    this.el.querySelector('[name="o_payment_submit_button"]').disabled = true;
    return this._processPayment(processingValues);
  };

  // Odoo 17 binds the click of its Pay button, not the form's submit.
  PaymentForm.prototype.start = function () {
    this.el.querySelector('[name="o_payment_submit_button"]').addEventListener('click', this._submitForm.bind(this));
  };

  // Class.include as Odoo's legacy widgets have it: each method may call this._super(...).
  PaymentForm.include = function (overrides) {
    Object.keys(overrides).forEach(function (name) {
      var original = PaymentForm.prototype[name];
      var override = overrides[name];
      PaymentForm.prototype[name] =
        typeof original === 'function'
          ? function () {
              var previous = this._super;
              this._super = original;
              try {
                return override.apply(this, arguments);
              } finally {
                this._super = previous;
              }
            }
          : override;
    });
  };

  window.odoo = { payment: { PaymentForm: PaymentForm } };
})();
