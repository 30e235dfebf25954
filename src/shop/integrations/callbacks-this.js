// A merchant page whose callbacks use `this` as the original hands it with jQuery on the page:
// this.$iframe in the iframe callbacks, this.$form in the blur callbacks (jQuery objects).
var wpwlOptions = {
  style: 'card',
  onReadyIframeCommunication: function () {
    this.$iframe.attr('data-merchant-field', this.field);
  },
  onBlurCardNumber: function (isValid) {
    this.$form.toggleClass('merchant-number-invalid', !isValid);
  },
  onBlurExpiryDate: function (isValid) {
    this.$form.find('.wpwl-group-expiry').attr('data-merchant-valid', String(isValid));
  },
};
