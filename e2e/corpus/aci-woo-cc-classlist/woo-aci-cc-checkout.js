// ACI's card gateway on the classic checkout: each time it is (re)selected or WooCommerce has
// updated the checkout, a checkout is asked for and the widget is rebuilt in the gateway's payment
// box: the old one unloaded, the script, the form, then the options.
(function ($, aci) {
  function creditCard() {
    aci.Gateway.call(this);
    this.bind_updated_checkout_event();
    if (woo_aci_cc_obj.admin_checkout_order_id !== '0') this.bind_payment_method_selected_event();
  }

  creditCard.prototype = $.extend({}, aci.Gateway.prototype);

  creditCard.prototype.bind_payment_method_selected_event_handler = function (e) {
    this.show_place_order_button();
    if (this.selected_gateway() !== woo_aci_cc_obj.id) return;
    this.ajax_call(woo_aci_cc_obj, {
      action: woo_aci_cc_obj.action,
      nonce: woo_aci_cc_obj.nonce,
      id: woo_aci_cc_obj.id,
      admin_checkout_order_id: woo_aci_cc_obj.admin_checkout_order_id,
    });
    if (e !== undefined) e.stopImmediatePropagation();
  };

  creditCard.prototype.bind_success_ajax_handler = function (data) {
    var box = '.payment_box.payment_method_' + woo_aci_cc_obj.id;
    try {
      data = JSON.parse(data);
      if (!data.id) {
        this.error_handler(wp.i18n.__('We are currently unable to process your payment. Please try again', 'woocommerce'));
        return;
      }
      this.hide_place_order_button();
      this.unload_widget();
      this.checkout_id = data.id;
      $(box).html('');
      this.load_aci_script(box, woo_aci_cc_obj.end_point, data.id, data.integrity);
      this.load_aci_from(box, woo_aci_cc_obj.shopper_result_url, woo_aci_cc_obj.supported_card_brands);
      if (typeof window.wpwlOptions !== 'object') window.wpwlOptions = {};
      if (woo_aci_cc_obj.custom_js_code) {
        // The admin's snippet, run with window as its argument.
        var snippet = window.wooAciCustomJs[woo_aci_cc_obj.id];
        snippet(window);
      }
      window.wpwlOptions.registrations = Object.assign({}, window.wpwlOptions.registrations, { requireCvv: true });

      var previousReady = window.wpwlOptions.onReady || function () {};
      window.wpwlOptions.onReady = function (e) {
        previousReady.call(this, e);
        if (woo_aci_cc_obj.show_saved_card_option === '1') {
          var saveCard =
            '<div id="saved_cards_option"><div class="customLabel">' +
            wp.i18n.__('Save card', 'woocommerce') +
            '</div><div class="customInput"><input type="checkbox" name="createRegistration" value="true" /></div></div>';
          $('form.wpwl-form-card').find('#saved_cards_option').remove();
          $('form.wpwl-form-card').find('.wpwl-button').before(saveCard);
        }
      };

      this.init_wpwl_events(box);
    } catch (error) {
      this.error_handler(wp.i18n.__('We are currently unable to process your payment. Please try again', 'woocommerce'));
    }
  };

  // The widget is about to submit: the order must exist first (a synchronous call).
  creditCard.prototype.on_click_pay_now_event_handler = function (e) {
    if (this.selected_gateway() !== woo_aci_cc_obj.id) return undefined;
    this.create_draft_order_or_update_order(woo_aci_cc_obj, {
      action: woo_aci_cc_obj.action,
      nonce: woo_aci_cc_obj.nonce,
      id: 'woo_aci_draft',
      checkout_id: this.checkout_id,
      admin_checkout_order_id: woo_aci_cc_obj.admin_checkout_order_id,
    });
    if (woo_aci_cc_obj.response.result === 'success') return true;
    var $pay = $(e.currentTarget).find('button.wpwl-button:submit');
    if ($pay.prop('disabled')) $pay.removeAttr('disabled');
    this.show_errors(woo_aci_cc_obj.response);
    return false;
  };

  creditCard.prototype.error_handler = function (message) {
    var box = '.payment_box.payment_method_' + woo_aci_cc_obj.id;
    $(box).html('');
    $(box).prepend('<div class="woocommerce-error" id="' + woo_aci_cc_obj.id + '_error">' + message + '</div>');
  };

  $(document).ready(function () {
    new creditCard();
  });
})(jQuery, window.aci);
