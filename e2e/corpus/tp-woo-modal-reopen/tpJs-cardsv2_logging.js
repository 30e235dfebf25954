// Total Processing's card gateway, "modal pay frames" on the classic checkout. wpwlOptions are set
// once when the page starts. Place order is taken over: WooCommerce creates the order, the
// answer carries a checkout id; any widget there is unloaded (and static.min.js tags removed), a
// new paymentWidgets.js is appended to <body>, and a SweetAlert2 dialog opens whose didRender
// writes form.paymentWidgets into it. Its Process button submits with executePayment; closing it
// unloads the widget again. Placing the order again starts over with a new checkout.
(function (tp, $) {
  'use strict';

  var tpCardVars = {};
  var globalPrefix = '';

  // Messages the widget shows inside the dialog go to the site's log.
  var feObserver = new MutationObserver(function (mutations) {
    mutations.forEach(function (m) {
      if (m.type !== 'childList') return;
      var $msg = jQuery('#cnpWpwl .wpwl-message').length ? jQuery('#cnpWpwl .wpwl-message') : jQuery('.wpwl-container .wpwl-message');
      if ($msg.length) cardsv2FeLog($msg.html().split('<br>').join(' '), 'critical');
    });
  });

  function cardsv2Log(obj) {
    if (parseInt(tpCardVars.jsLogging, 10) === 1) console.log(obj);
  }

  function cardsv2FeLog(msg, level) {
    jQuery.ajax({ type: 'post', dataType: 'json', url: tpCardVars.adminUrl, data: { action: 'feLogger', fe_nonce: tpCardVars.feNonce, msg: msg, level: level } });
  }

  function addRemClassSelector(selector, add) {
    var el = document.querySelector(selector);
    add.forEach(function (c) {
      el.classList.add(c);
    });
  }

  function checkWpwlContainers() {
    if (jQuery('.wpwl-group-registration').length) {
      jQuery('#cnpNav').append('<button type="button" class="cnpTarget" data-target="wpwl-container-registration">Use a saved card</button>');
      jQuery('#cnpNav').append('<button type="button" class="cnpTarget" data-target="wpwl-container-card">New card</button>');
      jQuery('.wpwl-container-card').hide();
    } else {
      jQuery('#cnpNav').empty();
      jQuery('.wpwl-container-card').show();
    }
    if (jQuery('form.woocommerce-checkout').find('input[name^="payment_method"]:checked').data('registrationid') !== undefined) {
      jQuery('#cnpNav').empty();
    } else if (tpCardVars.slickOneClick === '1') {
      jQuery('#cnpNav').empty();
      jQuery('.wpwl-container-registration').hide();
      jQuery('.wpwl-container-card').show();
    }
  }

  function displayImgFooterTp(brands) {
    brands.split(' ').forEach(function (brand) {
      jQuery('#footerBrandsTp').append('<img class="tp-footer-brand" src="' + tpCardVars.assetsDir + '/img/' + brand + '-3d.svg" alt="' + brand + '">');
    });
  }

  function unloadWidget() {
    if (window.wpwl !== undefined && window.wpwl.unload !== undefined) {
      window.wpwl.unload();
      jQuery('script').each(function () {
        if (this.src.indexOf('static.min.js') !== -1) jQuery(this).remove();
      });
    }
  }

  function fetchOrderTpCardsModalVersion(endpoint, checkoutData) {
    jQuery('#place_order').after('<p id="tpCardsBtnReplace" class="tp-processing">Processing, please wait...</p>');
    jQuery('#place_order').hide();
    fetch(endpoint, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      cache: 'no-cache',
      body: checkoutData,
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (json) {
        if (json.result === 'success' && json.redirect !== false) window.location = decodeURI(json.redirect);
        jQuery('.woocommerce-NoticeGroup-checkout, .woocommerce-error, .woocommerce-message').remove();
        if (Object.hasOwn(json, 'messages')) jQuery('form.checkout').prepend('<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">' + json.messages + '</div>');
        document.querySelector('form.woocommerce-checkout').classList.remove('processing');
        if (json.reload !== false) {
          window.location.reload();
        } else if (json.refresh !== false) {
          jQuery('body').trigger('update_checkout');
          jQuery('#tpCardsBtnReplace').remove();
          jQuery('#place_order').show();
          json.result = 'failure';
        }
        if (json.result === 'failure') {
          jQuery('body').trigger('checkout_error');
          jQuery('#tpCardsBtnReplace').remove();
          jQuery('#place_order').show();
          return false;
        }
        return Object.hasOwn(json, 'pending') ? json : false;
      })
      .then(function (json) {
        if (json === false) return false;
        // Whatever widget is there goes first.
        unloadWidget();
        // The platform's address: the plugin puts "https://" before a host name; platformbase is
        // the gateway's origin here.
        var oppwajs = document.createElement('script');
        oppwajs.setAttribute('src', json.platformbase + '/v1/paymentWidgets.js?checkoutId=' + json.uuid);
        document.body.appendChild(oppwajs);
        return true;
      })
      .then(function (started) {
        if (started !== true) return;
        Swal.fire({
          padding: '2rem',
          titleText: 'Enter your card details',
          html: '<div id="cnpNav"></div><div id="cnpSwal"></div>',
          allowOutsideClick: true,
          allowEscapeKey: true,
          allowEnterKey: false,
          reverseButtons: true,
          showConfirmButton: true,
          showCancelButton: true,
          focusConfirm: true,
          confirmButtonText: 'Process',
          cancelButtonText: 'Cancel',
          customClass: { header: 'padBottom', footer: 'flexFootTp' },
          didOpen: function () {
            feObserver.observe(document.getElementById('cnpWpwl'), { childList: true });
            feObserver.observe(document.getElementById('cnpSwal'), { childList: true, subtree: true });
            jQuery('.swal2-popup').show();
            displayImgFooterTp(tpCardVars.brands);
            Swal.showLoading(Swal.getConfirmButton());
          },
          // The form for the widget, inside the dialog.
          didRender: function () {
            var form = document.createElement('form');
            form.setAttribute('id', 'cnpWpwl');
            form.classList.add('paymentWidgets');
            form.setAttribute('data-brands', tpCardVars.brands);
            document.getElementById('cnpSwal').appendChild(form);
          },
          preConfirm: function () {
            if (jQuery('.wpwl-container-card').is(':visible')) wpwl.executePayment('wpwl-container-card');
            else if (jQuery('.wpwl-container-registration').is(':visible')) wpwl.executePayment('wpwl-container-registration');
            return false;
          },
        }).then(function (result) {
          if (result.isDismissed !== true) return;
          feObserver.disconnect();
          jQuery('#tpCardsBtnReplace').remove();
          jQuery('#place_order').show();
          unloadWidget();
        });
      });
  }

  function initWPWLOptions() {
    var createRegistrationHtml =
      '<br class="tp-clear"><p id="tpIframeRg" class="form-row form-row-wide tp-save-card"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox checkbox"><input class="woocommerce-form__input woocommerce-form__input-checkbox input-checkbox" type="checkbox" id="createRegistration" name="createRegistration" value="true"> <span>Keep this card for next time?</span></label></p>';
    window.wpwlOptions = {
      registrations: { requireCvv: true, hideInitialPaymentForms: false },
      iframeStyles: {
        'card-number-placeholder': { color: '#CCC', 'font-size': '14px', 'font-family': 'Helvetica' },
        'cvv-placeholder': { color: '#CCC', 'font-size': '14px', 'font-family': 'Helvetica' },
      },
      style: 'plain',
      disableSubmitOnEnter: true,
      showLabels: false,
      brandDetection: true,
      brandDetectionType: 'regex',
      requireCvv: true,
      showCVVHint: false,
      spinner: { color: '#2095ee', lines: 18, length: 5, width: 2, radius: 7, scale: 3.6, corners: 1, speed: 2.2 },
      onReady: function () {
        addRemClassSelector('.wpwl-group-cardNumber', ['form-row', 'form-row-wide']);
        addRemClassSelector('.wpwl-group-expiry', ['form-row', 'form-row-first']);
        addRemClassSelector('.wpwl-group-cvv', ['form-row', 'form-row-last']);
        jQuery('.wpwl-control-expiry').attr('autocomplete', 'cc-exp');
        if (parseInt(tpCardVars.createRegistration, 10) === 1 && parseInt(tpCardVars.loggedIn, 10) === 1) {
          jQuery('form.wpwl-form-card').find('.wpwl-group-cvv').after(createRegistrationHtml);
        }
        checkWpwlContainers();
        Swal.hideLoading();
      },
      onReadyIframeCommunication: function () {
        var field = this.$iframe[0];
        if (field.parentNode.classList.contains('wpwl-registration') === false && field.classList.contains('wpwl-control-cardNumber')) {
          var holder = document.createElement('div');
          holder.id = 'wpwlDynBrand';
          var img = document.createElement('img');
          img.id = 'wpwlDynBrandImg';
          img.alt = '';
          img.src = tpCardVars.assetsDir + '/img/default.svg';
          holder.appendChild(img);
          field.parentNode.appendChild(holder);
        }
      },
      onDetectBrand: function (brands) {
        document.getElementById('wpwlDynBrandImg').src = tpCardVars.assetsDir + '/img/' + (brands.length > 0 ? brands[0] : 'default') + '.svg';
      },
      onAfterSubmit: function () {
        jQuery('#cnpNav').empty();
        Swal.showLoading(Swal.getConfirmButton());
        return true;
      },
      onLoadThreeDIframe: function () {
        Swal.hideLoading();
        jQuery(Swal.getConfirmButton()).hide();
      },
      onError: function (error) {
        cardsv2Log(error);
        cardsv2FeLog(JSON.stringify(error), 'error');
      },
    };
  }

  tp.tpCardsHandoff = function () {
    var $chosen = jQuery('form.woocommerce-checkout').find('input[name^="payment_method"]:checked');
    if ($chosen.val() !== tpCardVars.pluginId) return undefined;
    var checkoutData = jQuery('form.woocommerce-checkout').serialize();
    if (tpCardVars.slickOneClick === '1' && $chosen.data('registrationid') !== undefined) checkoutData += '&registrationId=' + $chosen.data('registrationid');
    document.querySelector('form.woocommerce-checkout').classList.add('processing');
    fetchOrderTpCardsModalVersion(wc_checkout_params.checkout_url, checkoutData);
    return false;
  };

  tp.init = function (options) {
    tpCardVars = options;
    globalPrefix = options.pluginPrefix;
    initWPWLOptions();
    cardsv2Log(tpCardVars.pluginId + ' v.' + tpCardVars.pluginVer + ' ' + globalPrefix);
  };
})((window.wc_gateway_tp = window.wc_gateway_tp || {}), jQuery);

jQuery(function () {
  wc_gateway_tp.init(getTPGlobalVariable());
  jQuery('form.woocommerce-checkout').on('checkout_place_order', wc_gateway_tp.tpCardsHandoff);
  jQuery('body').on('click', '.cnpTarget', function (e) {
    e.preventDefault();
    var target = jQuery(this).data('target');
    jQuery('.wpwl-container').each(function () {
      jQuery(this).toggle(jQuery(this).hasClass(target));
    });
  });
});
