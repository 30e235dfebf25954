// Nochex's "CopyAndPay on page" gateway for the classic WooCommerce checkout. Every time WooCommerce
// has refreshed the order review (updated_checkout) the plugin asks its server for a new checkout
// and mounts the widget again into #ncx-cp-inline-frame: it empties the frame, unloads the widget
// that was there, removes every paymentWidgets.js tag, sets wpwlOptions, writes a new
// form.paymentWidgets and appends a new script. Place order creates the order first, and the
// plugin then submits the card form with wpwl.executePayment().
(function ($) {
  'use strict';

  var settings = window.ncxCpInline || {};
  var state = { checkoutId: null, widgetReady: false, widgetLoading: false, submitting: false, paymentContainer: 'card', paymentMode: 'registration' };

  function truthy(v) {
    return v === true || v === 1 || v === '1' || v === 'true';
  }
  settings.createRegistration = truthy(settings.createRegistration);
  settings.allowCardSaving = truthy(settings.allowCardSaving);
  settings.loggedIn = truthy(settings.loggedIn);

  function log() {
    if (window.console) window.console.log.apply(window.console, arguments);
  }

  function frameEl() {
    return document.getElementById('ncx-cp-inline-frame');
  }

  // Which container executePayment names: the stored cards when the shopper is on them.
  function shown(el) {
    return !!el && getComputedStyle(el).display !== 'none' && el.offsetParent !== null;
  }
  function containerKind(scope) {
    if (!scope.querySelector('form.wpwl-form-registrations')) return 'card';
    var card = shown(scope.querySelector('.wpwl-container-card'));
    var stored = shown(scope.querySelector('.wpwl-container-registration'));
    if (card && !stored) return 'card';
    if (stored && !card) return 'registration';
    return state.paymentMode === 'registration' ? 'registration' : 'card';
  }
  function executeContainer() {
    var kind = containerKind(frameEl() || document);
    state.paymentContainer = kind;
    var field = document.getElementById('ncx_cp_payment_container');
    if (field) field.value = kind;
    return kind === 'registration' ? 'wpwl-container-registration' : 'wpwl-container-card';
  }

  function placeholderStyle() {
    var t = settings.typography || {};
    return { color: t.placeholder || '#9ca3af', 'font-size': t.sizeInput || '16px', 'font-family': t.fontFamily || 'system-ui, sans-serif' };
  }

  function frameStatus(text, isError) {
    var frame = frameEl();
    if (!frame) return;
    var note = document.createElement('p');
    note.className = 'ncx-cp-inline-note' + (isError ? ' ncx-cp-inline-note--error' : '');
    note.textContent = text;
    frame.replaceChildren(note);
  }

  function requestCheckoutId() {
    if (state.submitting || state.widgetLoading) return;
    if (!frameEl()) return;
    state.widgetLoading = true;
    state.widgetReady = false;
    frameStatus('Requesting checkout session\u2026', false);
    $.ajax({ url: settings.ajaxUrl, type: 'POST', dataType: 'json', data: { security: settings.nonce }, timeout: 30000 })
      .done(function (res) {
        if (res && res.success && res.data && res.data.checkoutId) {
          if (settings.environment && res.data.environment && res.data.environment !== settings.environment) {
            frameStatus('Payment settings changed. Please refresh the page and try again.', true);
            return;
          }
          state.checkoutId = res.data.checkoutId;
          mountWidget(state.checkoutId);
        } else {
          frameStatus('Card form error: ' + ((res && res.data) || 'unknown error'), true);
        }
      })
      .fail(function (xhr, status) {
        frameStatus('Card form error: ' + (xhr.status === 0 ? 'network error' : status) + '. Please refresh the page.', true);
      })
      .always(function () {
        state.widgetLoading = false;
      });
  }

  function mountWidget(checkoutId) {
    var frame = frameEl();
    if (!frame) return;
    log('NCX: mounting widget for', checkoutId);
    frame.innerHTML = '';
    if (window.wpwl && typeof window.wpwl.unload === 'function') {
      try {
        window.wpwl.unload();
      } catch (e) {
        log('NCX: unload failed', e);
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
        var number = document.querySelector('.wpwl-group-cardNumber');
        var expiry = document.querySelector('.wpwl-group-expiry');
        var cvv = document.querySelector('.wpwl-group-cvv');
        // One row for number, expiry and code, under a single label.
        if (number && expiry && cvv) {
          var form = number.parentNode;
          var label = document.createElement('label');
          label.className = 'ncx-cp-frame-label';
          label.innerHTML = 'Enter card details';
          form.insertBefore(label, number);
          var row = document.createElement('div');
          row.className = 'ncx-cp-card-row';
          form.insertBefore(row, number);
          row.append(number, expiry, cvv);
        }
        if (document.querySelector('form.wpwl-form-registrations')) state.paymentMode = 'registration';
        var $card = $('form.wpwl-form-card');
        if (settings.allowCardSaving && settings.createRegistration && settings.loggedIn && $card.length) {
          $card.find('.ncx-cp-card-row').after('<p class="ncx-cp-save-card"><label><input type="checkbox" id="ncxSaveCardConsent" value="true"> <span>Keep this card for next time?</span></label></p>');
        }
      },
      onReadyIframeCommunication: function () {
        var field = this.$iframe[0];
        if (field && field.classList.contains('wpwl-control-cardNumber') && !document.getElementById('wpwlDynBrand')) {
          var holder = document.createElement('div');
          holder.id = 'wpwlDynBrand';
          var img = document.createElement('img');
          img.id = 'wpwlDynBrandImg';
          img.style.cssText = 'max-height:22px;border-radius:unset;';
          holder.appendChild(img);
          field.parentNode.appendChild(holder);
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
        log('NCX: widget error', error);
        state.submitting = false;
        unblock();
        if (error && error.name === 'InvalidCheckoutIdError') requestCheckoutId();
      },
    };

    // The form first, then the script (the widget looks for .paymentWidgets when it runs).
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
    if (window.wpwl && typeof window.wpwl.executePayment === 'function') {
      var container = executeContainer();
      log('NCX: executing payment via', container);
      window.wpwl.executePayment(container);
    } else {
      state.submitting = false;
      unblock();
    }
  }

  // checkout_place_order: create the order through WooCommerce, then submit the card form.
  function placeOrder() {
    var $form = $('form.woocommerce-checkout');
    if ($form.find('input[name="payment_method"]:checked').val() !== (settings.gatewayId || 'ncx_cp_api')) return;
    state.submitting = true;
    $form.addClass('processing');
    $('#place_order').after('<p id="ncxCpBtnReplace" class="ncx-cp-processing">Processing, please wait\u2026</p>').hide();
    executeContainer();
    fetch(window.wc_checkout_params.checkout_url, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      cache: 'no-cache',
      body: $form.serialize(),
    })
      .then(function (r) {
        return r.json();
      })
      .then(function (json) {
        $form.removeClass('processing');
        if (json.result === 'success' && json.redirect && !json.execute) {
          window.location = json.redirect;
        } else if (json.result === 'failure') {
          $(document.body).trigger('checkout_error');
          unblock();
          state.submitting = false;
        } else if (json.execute) {
          executePayment();
          $('#ncxCpBtnReplace').remove();
          $('#place_order').show();
        } else {
          unblock();
          state.submitting = false;
        }
      })
      .catch(function () {
        unblock();
        state.submitting = false;
      });
    return false;
  }

  $(function () {
    $('form.woocommerce-checkout').on('checkout_place_order', placeOrder);
  });

  $(document.body).on('updated_checkout', function () {
    if (!state.submitting) requestCheckoutId();
    $('form.woocommerce-checkout').off('checkout_place_order', placeOrder).on('checkout_place_order', placeOrder);
  });

  // Page-load fallbacks: a second after DOM ready, and a watcher for a frame rendered late.
  $(function () {
    if (!frameEl()) return;
    setTimeout(function () {
      if (!state.checkoutId && !state.widgetLoading) requestCheckoutId();
    }, 1000);
  });
  var watcher = new MutationObserver(function () {
    if (frameEl() && !state.checkoutId && !state.widgetLoading) {
      watcher.disconnect();
      requestCheckoutId();
    }
  });
  watcher.observe(document.body, { childList: true, subtree: true });
  setTimeout(function () {
    watcher.disconnect();
  }, 30000);
})(jQuery);
