// The plugin's copy-and-pay script, included before the form and before paymentWidgets.js.
if (!window.ApplePaySession && dataObj.payment_brands.includes('APPLEPAY')) {
  jQuery('.woocommerce-notices-wrapper').append(
    '<ul class="woocommerce-error" role="alert"><li> ' +
      (dataObj.is_arabic ? 'جهازك أو متصفحك لا يدعم Apple Pay' : 'Apple Pay is not supported by this device or browser') +
      ' </li></ul>',
  );
}

var wpwlOptions = {
  onReady: function () {
    // STC Pay is offered by number only: hide the mode choice and pick the mobile mode.
    var form = '.wpwl-form-virtualAccount-STC_PAY';
    jQuery(form + ' .wpwl-wrapper-radio-qrcode').hide();
    jQuery(form + ' .wpwl-wrapper-radio-mobile').hide();
    jQuery(form + ' .wpwl-group-paymentMode').hide();
    jQuery(form + ' .wpwl-group-mobilePhone').show();
    jQuery(form + ' .wpwl-wrapper-radio-mobile .wpwl-control-radio-mobile').attr('checked', true);
    jQuery(form + ' .wpwl-wrapper-radio-mobile .wpwl-control-radio-mobile').trigger('click');
  },
  style: dataObj.style,
  paymentTarget: '_top',
  locale: dataObj.is_arabic ? 'ar' : 'en',
  registrations: {
    hideInitialPaymentForms: true,
    requireCvv: 'true',
  },
  browser: {
    threeDChallengeWindow: 5,
  },
};

if (dataObj.supported_network) {
  wpwlOptions.applePay = { supportedNetworks: dataObj.supported_network };
}
