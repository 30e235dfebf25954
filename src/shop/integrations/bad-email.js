// A merchant page whose added input the gateway's catalogue refuses: the answer names it, the
// form says so and keeps what the shopper typed.
var wpwlOptions = {
  style: 'card',
  onReady: function () {
    $('form.wpwl-form-card').append(
      '<input type="hidden" name="customer.givenName" value="Jane" />' +
        '<input type="hidden" name="customer.surname" value="Doe" />' +
        '<input type="hidden" name="customer.email" value="not an e-mail" />',
    );
  },
};
