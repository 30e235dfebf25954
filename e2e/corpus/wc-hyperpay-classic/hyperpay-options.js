// HyperPay's WooCommerce plugin (its first, all-in-one-file version), card gateway with
// tokenization on: a "store payment details?" checkbox added before the pay button, in the
// page's language; STC Pay kept to its mobile-number mode; stored cards shown first.
var wpwlOptions = {
  onReady: function () {
    var storeMsg = 'Store payment details?';
    var dirClass = 'hp-ltr';
    if (wpwlOptions.locale == 'ar') {
      storeMsg = ' هل تريد حفظ بيانات البطاقة؟';
      dirClass = 'hp-rtl';
    }
    var storeHtml =
      '<div class="customLabel ' + dirClass + '">' + storeMsg + '</div>' +
      '<div class="customInput ' + dirClass + '"><input type="checkbox" name="createRegistration" value="true" /></div>';
    $('form.wpwl-form-card').find('.wpwl-button').before(storeHtml);

    var stc = '.wpwl-form-virtualAccount-STC_PAY ';
    $(stc + '.wpwl-wrapper-radio-qrcode').hide();
    $(stc + '.wpwl-wrapper-radio-mobile').hide();
    $(stc + '.wpwl-group-paymentMode').hide();
    $(stc + '.wpwl-group-mobilePhone').show();
    $(stc + '.wpwl-wrapper-radio-mobile .wpwl-control-radio-mobile').attr('checked', true);
    $(stc + '.wpwl-wrapper-radio-mobile .wpwl-control-radio-mobile').trigger('click');
  },
  style: 'card',
  locale: 'ar',
  paymentTarget: '_top',
  registrations: {
    hideInitialPaymentForms: 'true',
    requireCvv: 'true',
  },
};
