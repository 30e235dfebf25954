// A merchant page whose code marks fields and the button itself, as integrations for the original
// do: a class of its own on a group, an error mark and hint of its own on the expiry date, and the
// pay button disabled. The widget's validation owns the error marks and the button: they go when
// the shopper corrects the field; the merchant's own class stays.
var wpwlOptions = {
  style: 'card',
  onReady: function () {
    var form = $('form.wpwl-form-card');
    $('body').attr('data-form-action', form.attr('action')).attr('data-form-method', form.attr('method'));
    form.find('.wpwl-group-expiry').addClass('merchant-expiry');
    form.find('.wpwl-control-expiry').addClass('wpwl-has-error');
    form.find('.wpwl-group-expiry').append('<div class="wpwl-hint wpwl-hint-expiryError">Please check the date</div>');
    form.find('.wpwl-button-pay').prop('disabled', true);
  },
};
