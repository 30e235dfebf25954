// The plugin's front script, printed in the footer after paymentWidgets.js: it builds the payment
// form after the order summary, warns when Apple Pay is configured but the browser has none, and
// declares the widget's options (stored cards first, the security code asked for them).
var payForm = jQuery('<form></form>');
payForm.attr('action', dataObj.postbackURL).addClass('paymentWidgets').attr('data-brands', dataObj.payment_brands);
jQuery('.order_details').after(payForm);

if (!window.ApplePaySession && dataObj.payment_brands.includes('APPLEPAY')) {
  var notice = dataObj.is_arabic ? 'لا يدعم جهازك أو متصفحك الدفع عبر Apple Pay' : 'Apple Pay is not available on this device or browser';
  jQuery('.woocommerce-notices-wrapper').append('<ul class="woocommerce-error" role="alert"><li>' + notice + '</li></ul>');
}

var wpwlOptions = {
  onReady: function () {
    // STC Pay: keep only the mobile-number mode, chosen for the shopper.
    var stc = '.wpwl-form-virtualAccount-STC_PAY ';
    jQuery(stc + '.wpwl-wrapper-radio-qrcode').hide();
    jQuery(stc + '.wpwl-wrapper-radio-mobile').hide();
    jQuery(stc + '.wpwl-group-paymentMode').hide();
    jQuery(stc + '.wpwl-group-mobilePhone').show();
    jQuery(stc + '.wpwl-wrapper-radio-mobile .wpwl-control-radio-mobile').attr('checked', true);
    jQuery(stc + '.wpwl-wrapper-radio-mobile .wpwl-control-radio-mobile').trigger('click');
  },
  style: dataObj.style,
  paymentTarget: '_top',
  locale: dataObj.is_arabic ? 'ar' : 'en',
  registrations: {
    hideInitialPaymentForms: 'true',
    requireCvv: 'true',
  },
};
