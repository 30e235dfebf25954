// Peach Payments, the shopper chose to save the card: plain form, the widget's own expiry check
// off and the plugin's check before submitting instead, larger placeholders in the frames. The
// stored-cards list stays hidden (peach-saveinfo.css): this page only adds a card.
var wpwlOptions = {
  style: 'plain',
  disableCardExpiryDateValidation: true,
  iframeStyles: {
    'card-number-placeholder': { 'font-size': '17px' },
    'cvv-placeholder': { 'font-size': '17px' },
  },
  onBeforeSubmitCard: function (e) {
    return validateExpiry(e);
  },
};

function validateExpiry(e) {
  var typed = jQuery('.wpwl-control-expiry').val().replace(/\s/g, '');
  var year = parseInt(typed.substr(3, 2), 10) + 2000;
  var month = parseInt(typed.substr(0, 2), 10) - 1;
  if (new Date(year, month, 1) < new Date()) {
    jQuery('.wpwl-control-expiry')
      .addClass('wpwl-has-error')
      .after('<div class="wpwl-hint wpwl-hint-cardHolderError">This card has expired.</div>');
    return false;
  }
  return true;
}
