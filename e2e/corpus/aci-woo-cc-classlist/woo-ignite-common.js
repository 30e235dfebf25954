// The plugin's shared base (ignite): WooCommerce's checkout events bound for a gateway, the
// selected gateway, BlockUI around its AJAX calls. Only the part the card gateway uses.
(function ($, window) {
  window.ignite = {};

  ignite.Gateway = function () {};

  // Every updated_checkout: listen to payment_method_selected (once more), then act as if selected.
  ignite.Gateway.prototype.bind_updated_checkout_event = function () {
    $(document.body).on('updated_checkout', this.bind_updated_checkout_event_handler.bind(this));
  };

  ignite.Gateway.prototype.bind_updated_checkout_event_handler = function () {
    this.bind_payment_method_selected_event();
    this.bind_payment_method_selected_event_handler();
  };

  ignite.Gateway.prototype.bind_payment_method_selected_event = function () {
    $(document.body).on('payment_method_selected', this.bind_payment_method_selected_event_handler.bind(this));
  };

  ignite.Gateway.prototype.selected_gateway = function () {
    return $('[name="payment_method"]:checked').val();
  };

  ignite.Gateway.prototype.block = function (selector) {
    $(selector).block({ message: null, overlayCSS: { background: '#fff', opacity: 0.6 } });
  };

  ignite.Gateway.prototype.unblock = function (selector) {
    $(selector).unblock();
  };
})(jQuery, window);
