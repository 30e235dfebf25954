// A merchant page as shop plugins for the original widget write it: in onReady, jQuery adds a
// "store my card" checkbox above the pay button and the order's data as hidden inputs. The widget
// sends them with the payment (createRegistration stores the card once it is approved).
var wpwlOptions = {
  style: 'card',
  onReady: function () {
    var store =
      '<div class="customLabel">Store payment details?</div>' +
      '<div class="customInput"><input type="checkbox" name="createRegistration" value="true" id="store-card" /></div>';
    $('form.wpwl-form-card').find('.wpwl-button').before(store);
    $('form.wpwl-form-card').append('<input type="hidden" name="customParameters[SHOPPER_orderId]" value="A-77" />');
    // The catalogue wants the customer's names beside other customer data.
    $('form.wpwl-form-card').append(
      '<input type="hidden" name="customer.givenName" value="Jane" />' +
        '<input type="hidden" name="customer.surname" value="Doe" />' +
        '<input type="hidden" name="customer.email" value="jane.doe@example.com" />',
    );
    // A framework's CSRF token: a name the gateway does not know, which it ignores.
    $('form.wpwl-form-card').append('<input type="hidden" name="form_key" value="k3y" />');
  },
};
