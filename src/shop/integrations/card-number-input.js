// A merchant page that (wrongly) puts a card-number input into the payment form: the widget never
// sends card data from the page and says so through onError.
var wpwlOptions = {
  style: 'card',
  onError: function (error) {
    window.__errors = (window.__errors || []).concat(error.name + ': ' + error.message);
  },
  onReady: function () {
    $('form.wpwl-form-card').append('<input type="hidden" name="card.number" value="4200000000000000" />');
  },
};
