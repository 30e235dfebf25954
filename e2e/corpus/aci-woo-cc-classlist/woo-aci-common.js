// ACI's layer over the shared base: how a COPYandPAY widget is put into a payment box and taken
// out again, the plugin's AJAX calls, and the wiring of the widget's submit.
(function ($, window) {
  // CSP adaptation: the nonce of this file's own tag, for the script tag string below.
  var pageNonce = document.currentScript ? document.currentScript.nonce : '';

  window.aci = {};

  aci.Gateway = function () {
    window.ignite.Gateway.call(this);
  };
  aci.Gateway.prototype = $.extend({}, window.ignite.Gateway.prototype);

  // The widget that is there goes, and with it every tag of the widget's scripts.
  aci.Gateway.prototype.unload_widget = function () {
    if (window.wpwl !== undefined && window.wpwl.unload !== undefined) {
      window.wpwl.unload();
      $('script').each(function () {
        if (this.src.indexOf('static.min.js') !== -1) $(this).remove();
        if (this.src.indexOf('paymentWidgets.js') !== -1) $(this).remove();
      });
    }
  };

  // The script as an HTML string appended with jQuery (jQuery then loads it with a tag of its own).
  aci.Gateway.prototype.load_aci_script = function (box, endPoint, checkoutId, integrity) {
    $(box).append('<script nonce="' + pageNonce + '" src="' + endPoint + '/v1/paymentWidgets.js?checkoutId=' + checkoutId + '" integrity="' + integrity + '" crossorigin="anonymous"></script>');
  };

  aci.Gateway.prototype.load_aci_from = function (box, action, brands) {
    $(box).append('<form action="' + action + '" class="paymentWidgets" data-brands="' + brands + '"></form>');
  };

  // POST to admin-ajax with BlockUI over the payment area; `sync` for the draft order, which the
  // widget's submit waits for.
  aci.Gateway.prototype.ajax_call = function (gatewayObj, postData, sync) {
    var area = gatewayObj.admin_checkout_order_id !== '0' ? '#payment' : '.woocommerce-checkout-payment';
    this.block(area);
    $.ajax(
      $.extend(
        {
          type: 'POST',
          context: this,
          url: gatewayObj.ajax_url,
          data: postData,
          success: function (result) {
            this.unblock(area);
            if (new URLSearchParams(postData).get('id') === 'woo_aci_draft') {
              gatewayObj.response = result;
              return;
            }
            this.bind_success_ajax_handler(result);
          },
          error: function (error) {
            this.unblock(area);
            this.bind_error_ajax_handler(error);
          },
        },
        sync === true ? { async: false } : {},
      ),
    );
  };

  aci.Gateway.prototype.bind_error_ajax_handler = function () {
    this.error_handler(wp.i18n.__('We are currently unable to process your payment. Please try again', 'woocommerce'));
  };

  aci.Gateway.prototype.hide_place_order_button = function () {
    $('#place_order').hide();
  };

  aci.Gateway.prototype.show_place_order_button = function () {
    $('#place_order').show();
  };

  aci.Gateway.prototype.show_errors = function (response) {
    if (response.refresh === true) $(document.body).trigger('update_checkout');
    if (!response.messages) return;
    var $form = $('form.checkout');
    if (!$form.length) $form = $('form#order_review');
    $('.woocommerce-NoticeGroup-checkout, .woocommerce-error, .woocommerce-message, .is-error, .is-success').remove();
    $form.prepend('<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">' + response.messages + '</div>');
    $.scroll_to_notices($('.woocommerce-NoticeGroup-checkout'));
  };

  aci.Gateway.prototype.get_url_value_by_key = function (href, key) {
    return new URL(href).searchParams.get(key);
  };

  // The order is created (or updated, on the pay-for-order page) from the checkout form's fields.
  aci.Gateway.prototype.create_draft_order_or_update_order = function (gatewayObj, data) {
    var extra = $.param(data);
    var body;
    if (gatewayObj.admin_checkout_order_id !== '0') {
      body = $('form#order_review').serialize() + '&' + extra + '&' + $.param({ key: this.get_url_value_by_key(window.location.href, 'key') });
    } else {
      body = $('form.checkout').serialize() + '&' + extra;
    }
    this.ajax_call(gatewayObj, body, true);
  };

  // The widget's submit goes through the plugin: its own callbacks wrap whatever callbacks
  // wpwlOptions already has, and the pay button submits the form through executePayment with the
  // container's whole class list.
  aci.Gateway.prototype.init_wpwl_events = function (box) {
    var previousCard = typeof window.wpwlOptions.onBeforeSubmitCard === 'function' ? window.wpwlOptions.onBeforeSubmitCard : null;
    window.wpwlOptions.onBeforeSubmitCard = function (e) {
      if (previousCard && previousCard.call(this, e) === false) return false;
      return this.on_click_pay_now_event_handler(e);
    }.bind(this);
    var previousOneClick = typeof window.wpwlOptions.onBeforeSubmitOneClickCard === 'function' ? window.wpwlOptions.onBeforeSubmitOneClickCard : null;
    window.wpwlOptions.onBeforeSubmitOneClickCard = function (e) {
      if (previousOneClick && previousOneClick.call(this, e) === false) return false;
      return this.on_click_pay_now_event_handler(e);
    }.bind(this);

    $(box)
      .off('click')
      .on('click', 'button.wpwl-button:submit', function (event) {
        event.preventDefault();
        var $container = $(this).closest('form.wpwl-form').parent('div.wpwl-container');
        if ($container && $container.length) {
          var classes = $container.attr('class');
          window.wpwl.executePayment(classes.trim().replace(/\s/g, '.'));
        }
      });
  };
})(jQuery, window);
