// The module's patch of Odoo's payment form: for HyperPay, the widget's script is loaded into
// <head>, and when it has loaded, a form.paymentWidgets is made and put into the provider's
// container of the payment form.
(function (PaymentForm) {
  PaymentForm.include({
    _processPayment: function (processingValues) {
      if (this.provider.code !== 'hyperpay') {
        return this._super(processingValues);
      }
      this._createHyperpayWidget(processingValues.checkout_id, processingValues.base_url, processingValues.integrity, processingValues.shopper_result_url);
    },

    // Loads paymentWidgets.js for the checkout; the form is made once the script is there.
    _createHyperpayWidget: function (checkoutId, baseUrl, integrity, shopperResultUrl) {
      var self = this;
      var script = document.createElement('script');
      script.src = baseUrl + '/v1/paymentWidgets.js?checkoutId=' + checkoutId;
      if (integrity) script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      script.onload = function () {
        var form = document.createElement('form');
        form.action = shopperResultUrl;
        form.className = 'paymentWidgets';
        form.setAttribute('data-brands', 'VISA MASTER AMEX');
        var container = self.el.querySelector('.payment_form');
        if (container) {
          container.appendChild(form);
        }
      };
      document.head.appendChild(script);
    },

    _handlePaymentCompletion: function (result) {
      if (result.redirectUrl) {
        window.location.href = result.redirectUrl;
      }
    },
  });
})(odoo.payment.PaymentForm);
