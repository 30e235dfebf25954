// The Nochex "CopyandPay On Page" plugin's classic-checkout script, in its order:
// 1. Each time WooCommerce has refreshed the checkout (updated_checkout, which also replaces the
//    payment box), a checkout is asked for over admin-ajax and the widget is mounted afresh in
//    #ncx-cp-inline-frame: the frame emptied, wpwl.unload(), every paymentWidgets.js tag removed,
//    wpwlOptions set, a new form.paymentWidgets, and a new script appended to <body>.
// 2. Place order (checkout_place_order) posts the checkout form to WooCommerce with fetch(); when
//    the answer says execute, the card form is submitted by wpwl.executePayment(container).
(function ($) {
  'use strict';

  var settings = window.ncxCpInline || {};
  var state = { checkoutId: null, widgetReady: false, widgetLoading: false, submitting: false, paymentContainer: 'card', paymentMode: 'registration' };

  function flag(v) {
    return v === true || v === 1 || v === '1' || v === 'true';
  }
  settings.createRegistration = flag(settings.createRegistration);
  settings.allowCardSaving = flag(settings.allowCardSaving);
  settings.loggedIn = flag(settings.loggedIn);

  function log() {
    if (window.console) console.log.apply(console, arguments);
  }

  function frameEl() {
    return document.getElementById('ncx-cp-inline-frame');
  }

  function syncContainerField() {
    var field = document.getElementById('ncx_cp_payment_container');
    if (field) field.value = state.paymentContainer;
  }

  // Which of the widget's containers pays: a stored card's when one is chosen, else the card form.
  function activeContainer() {
    var scope = frameEl() || document;
    var kind = 'card';
    if (scope.querySelector('form.wpwl-form-registrations')) {
      var chosen = scope.querySelector('.wpwl-group-registration.wpwl-selected, form.wpwl-form-registrations input[type="radio"]:checked');
      if (state.paymentMode === 'registration' && chosen) kind = 'registration';
    }
    if (kind === 'registration') state.paymentMode = 'registration';
    state.paymentContainer = kind;
    syncContainerField();
    return kind === 'registration' ? 'wpwl-container-registration' : 'wpwl-container-card';
  }

  function trackContainer() {
    var frame = frameEl();
    if (!frame) return;
    if (!frame.querySelector('form.wpwl-form-registrations')) {
      state.paymentMode = 'card';
      state.paymentContainer = 'card';
      syncContainerField();
      return;
    }
    state.paymentMode = 'registration';
    activeContainer();
    $(frame)
      .off('.ncxContainerSync')
      .on('click.ncxContainerSync', '[data-action="show-initial-forms"]', function () {
        state.paymentMode = 'card';
        activeContainer();
      })
      .on('focusin.ncxContainerSync', function (ev) {
        if (ev.target.closest('.wpwl-container-card')) state.paymentMode = 'card';
        else if (ev.target.closest('.wpwl-container-registration')) state.paymentMode = 'registration';
      });
  }

  function placeholderStyle() {
    var t = settings.typography || {};
    return { color: t.placeholder || '#9ca3af', 'font-size': t.sizeInput || '16px', 'font-family': t.fontFamily || 'system-ui, sans-serif' };
  }

  // A line of text in the frame while no widget is there (a class, where the plugin sets a colour inline).
  function frameStatus(text, isError) {
    var frame = frameEl();
    if (!frame) return;
    var p = document.createElement('p');
    p.className = 'ncx-cp-inline-note ncx-cp-status' + (isError ? ' ncx-cp-status-error' : '');
    p.textContent = text;
    frame.replaceChildren(p);
  }

  function requestCheckoutId() {
    if (state.submitting || state.widgetLoading) return;
    if (!settings.ajaxUrl || !settings.nonce) {
      frameStatus('Configuration error: ' + (settings.ajaxUrl ? 'nonce' : 'ajaxUrl') + ' missing.', true);
      return;
    }
    if (!frameEl()) return;
    state.widgetLoading = true;
    state.widgetReady = false;
    frameStatus('Requesting checkout session\u2026', false);
    $.ajax({ url: settings.ajaxUrl, type: 'POST', dataType: 'json', data: { action: 'ncx_cp_request_checkout_id', security: settings.nonce }, timeout: 30000 })
      .done(function (response) {
        if (response && response.success && response.data && response.data.checkoutId) {
          if (settings.environment && response.data.environment && response.data.environment !== settings.environment) {
            frameStatus('Payment settings changed. Please refresh the page and try again.', true);
            return;
          }
          state.checkoutId = response.data.checkoutId;
          mountWidget(state.checkoutId);
        } else {
          frameStatus('Card form error: ' + ((response && response.data && (response.data.message || response.data)) || 'Unknown error'), true);
        }
      })
      .fail(function (xhr, textStatus) {
        frameStatus('Card form error: ' + (xhr.status === 0 ? 'Network error (blocked or offline)' : textStatus) + '. Please refresh the page.', true);
      })
      .always(function () {
        state.widgetLoading = false;
      });
  }

  function mountWidget(checkoutId) {
    var frame = frameEl();
    if (!frame || !settings.regionHost) return;
    frame.innerHTML = '';
    if (window.wpwl && typeof window.wpwl.unload === 'function') {
      try {
        window.wpwl.unload();
      } catch (e) {
        log('NCX: wpwl.unload error', e);
      }
    }
    document.querySelectorAll('script[src*="paymentWidgets.js"]').forEach(function (old) {
      old.parentNode.removeChild(old);
    });
    var hidden = document.getElementById('ncx_cp_checkout_id');
    if (hidden) hidden.value = checkoutId;

    window.wpwlOptions = {
      registrations: { requireCvv: true, hideInitialPaymentForms: true },
      iframeStyles: { 'card-number-placeholder': placeholderStyle(), 'cvv-placeholder': placeholderStyle() },
      style: 'plain',
      disableSubmitOnEnter: true,
      showLabels: false,
      brandDetection: true,
      brandDetectionType: 'regex',
      requireCvv: true,
      showCVVHint: false,
      spinner: { color: '#2095ee', lines: 18, length: 5, width: 2, radius: 7, scale: 3.6, corners: 1, speed: 2.2 },
      onReady: function () {
        state.widgetReady = true;
        // Number, expiry and code in one bordered row under a single label.
        var number = document.querySelector('.wpwl-group-cardNumber');
        var expiry = document.querySelector('.wpwl-group-expiry');
        var cvv = document.querySelector('.wpwl-group-cvv');
        if (number && expiry && cvv) {
          var form = number.parentNode;
          var label = document.createElement('label');
          label.className = 'ncx-cp-frame-label';
          label.textContent = 'Enter card details';
          form.insertBefore(label, number);
          var row = document.createElement('div');
          row.className = 'ncx-cp-card-row';
          form.insertBefore(row, number);
          row.append(number, expiry, cvv);
        }
        if (document.querySelector('form.wpwl-form-registrations')) state.paymentMode = 'registration';
        trackContainer();
        var $card = $('form.wpwl-form-card');
        if (settings.allowCardSaving && settings.createRegistration && settings.loggedIn && $card.length) {
          $card
            .find('.ncx-cp-card-row')
            .after('<p class="ncx-cp-save-card"><label class="woocommerce-form__label checkbox"><input type="checkbox" id="ncxSaveCardConsent" value="true"> <span>Securely store this card?</span></label></p>');
        }
      },
      onReadyIframeCommunication: function () {
        var iframe = this.$iframe[0];
        if (iframe && iframe.classList.contains('wpwl-control-cardNumber') && !document.getElementById('wpwlDynBrand')) {
          var box = document.createElement('div');
          box.id = 'wpwlDynBrand';
          var img = document.createElement('img');
          img.id = 'wpwlDynBrandImg';
          img.alt = '';
          img.style.cssText = 'max-height:22px;border-radius:unset;';
          box.appendChild(img);
          iframe.parentNode.appendChild(box);
        }
      },
      onDetectBrand: function (brands) {
        var img = document.getElementById('wpwlDynBrandImg');
        if (img) img.style.display = brands.length > 0 ? 'block' : 'none';
      },
      onAfterSubmit: function () {
        return true;
      },
      onError: function (error) {
        state.submitting = false;
        unblock();
        if (error && error.name === 'InvalidCheckoutIdError') requestCheckoutId();
      },
    };

    // The form first, then the script that looks for it.
    var form = document.createElement('form');
    form.className = 'paymentWidgets';
    form.setAttribute('data-brands', settings.brands || 'VISA MASTER');
    frame.appendChild(form);
    var script = document.createElement('script');
    script.src = settings.regionHost + '/v1/paymentWidgets.js?checkoutId=' + encodeURIComponent(checkoutId);
    script.async = true;
    script.onerror = function () {
      frameStatus('Unable to load card form script. Check your network connection.', true);
    };
    document.body.appendChild(script);
  }

  function unblock() {
    $('form.checkout').removeClass('processing');
    $('#ncxCpBtnReplace').remove();
    $('#place_order').show();
  }

  function executePayment() {
    if (!window.wpwl || typeof window.wpwl.executePayment !== 'function') {
      state.submitting = false;
      unblock();
      return;
    }
    try {
      window.wpwl.executePayment(activeContainer());
    } catch (e) {
      log('NCX: executePayment error', e);
      state.submitting = false;
      unblock();
    }
  }

  var gatewayId = settings.gatewayId || 'ncx_cp_api';

  function handlePlaceOrder() {
    var $form = $('form.woocommerce-checkout');
    if (!$form.length) $form = $('form.checkout');
    if ($form.find('input[name="payment_method"]:checked').val() !== gatewayId) return;
    state.submitting = true;
    $form.addClass('processing');
    $('#place_order').after('<p id="ncxCpBtnReplace" class="ncx-cp-processing">Processing, please wait\u2026</p>').hide();
    activeContainer();
    var url = (window.wc_checkout_params && wc_checkout_params.checkout_url) || '/?wc-ajax=checkout';
    fetch(url, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      cache: 'no-cache',
      body: $form.serialize(),
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (json) {
        if (json.result === 'success' && json.redirect && !json.execute) {
          window.location = json.redirect;
          return;
        }
        $('.woocommerce-NoticeGroup-checkout, .woocommerce-error, .woocommerce-message').remove();
        if (json.messages) $('form.checkout').prepend('<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">' + json.messages + '</div>');
        $form.removeClass('processing');
        if (json.reload === true) {
          window.location.reload();
        } else if (json.refresh === true) {
          $(document.body).trigger('update_checkout');
          state.submitting = false;
          unblock();
        } else if (json.result === 'failure') {
          $.scroll_to_notices($('.woocommerce-NoticeGroup-checkout'));
          $(document.body).trigger('checkout_error');
          state.submitting = false;
          unblock();
        } else if (json.execute) {
          executePayment();
          $.scroll_to_notices($('#ncx-cp-inline-frame'));
          $('#ncxCpBtnReplace').remove();
          $('#place_order').show();
        } else {
          state.submitting = false;
          unblock();
        }
      })
      .catch(function (err) {
        log('NCX: fetch error', err);
        state.submitting = false;
        unblock();
      });
    return false; // WooCommerce must not post the order itself
  }

  $(function () {
    var $form = $('form.woocommerce-checkout');
    ($form.length ? $form : $('form.checkout')).on('checkout_place_order', handlePlaceOrder);
  });

  $(document.body).on('updated_checkout', function () {
    if (!state.submitting) requestCheckoutId();
    var $form = $('form.woocommerce-checkout');
    if (!$form.length) $form = $('form.checkout');
    $form.off('checkout_place_order', handlePlaceOrder).on('checkout_place_order', handlePlaceOrder);
  });

  // Fallbacks: a page where updated_checkout never comes, and a checkout rendered late.
  $(function () {
    if (!frameEl()) return;
    setTimeout(function () {
      if (!state.checkoutId && !state.widgetLoading) requestCheckoutId();
    }, 1000);
  });
  if (typeof MutationObserver !== 'undefined') {
    var observer = new MutationObserver(function () {
      if (frameEl() && !state.checkoutId && !state.widgetLoading) {
        observer.disconnect();
        requestCheckoutId();
      }
    });
    observer.observe(document.body || document.documentElement, { childList: true, subtree: true });
    setTimeout(function () {
      observer.disconnect();
    }, 30000);
  }
})(jQuery);
