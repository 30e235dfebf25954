// The plugin's page script (pretix compresses it into the page head, after the widget's script):
// once the DOM is ready, it sets the widget's options, the language from the one pretix writes
// on <body>, and the Google Pay ids from the text/plain blocks the template prints when the
// event offers Google Pay (absent here, so they are empty strings).
$(function () {
  function textOf(selector) {
    return $.trim($(selector).html());
  }
  wpwlOptions = {
    locale: $.trim($('body').attr('data-locale')),
    googlePay: {
      gatewayMerchantId: textOf('#googlepay_gatewayMerchantId'),
      merchantId: textOf('#googlepay_merchantId'),
    },
  };
});
