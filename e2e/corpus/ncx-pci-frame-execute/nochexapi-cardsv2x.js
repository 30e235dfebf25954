// The checkout page's side of the Nochex API gateway (the "frame" version): the widget lives in a
// page of the same site shown in an iframe. The two documents talk with CustomEvents dispatched on
// each other's document: the frame sends 'parentLogV52' to this page, this page sends
// 'frameLogV52' to the frame, each carrying {funcs: [{name, args}]}: functions to call there.
// On updated_checkout a checkout is asked for and the iframe is written; Place order creates the
// order and then calls executePayment inside the frame; the frame sends back the resourcePath.
(function (nochexapi, $) {
  'use strict';

  nochexapi.nochexapiCardVars = {};
  var nochexapiCardsInProgress = false;
  var globalPrefix = '';
  var cardIframeContainerID = '';
  var cardIframeID = '';

  function cardsv2Log(obj) {
    if (parseInt(nochexapi.nochexapiCardVars.jsLogging, 10) === 1) console.log(obj);
  }

  // Calls functions of the frame: a CustomEvent on the frame's document.
  function childFramePost(iFrameId, obj) {
    var frame = document.getElementById(iFrameId);
    var doc = frame.contentWindow || frame.contentDocument;
    if (doc.document) doc = doc.document;
    doc.dispatchEvent(new CustomEvent('frameLogV52', { detail: obj }));
  }

  // The frame calls functions of this page by name. (The plugin looks the name up with eval();
  // the policy forbids eval, so the same closure's functions are looked up in a table.)
  function logToParentWindow(e) {
    if (!Object.hasOwn(e.detail, 'funcs')) return;
    for (var i = 0; i < e.detail.funcs.length; i++) {
      try {
        var fn = callable[e.detail.funcs[i].name];
        if (typeof fn !== 'function') throw new ReferenceError(e.detail.funcs[i].name + ' is not defined');
        fn(e.detail.funcs[i].args);
      } catch (err) {
        cardsv2Log(err);
      }
    }
  }

  // The frame is up: it gets the gateway's settings and the checkout id.
  function sendnochexapiVarsObject() {
    childFramePost(cardIframeID, { funcs: [{ name: 'initialiseCnp', args: [nochexapi.nochexapiCardVars, $('#' + globalPrefix + 'checkout_id').val()] }] });
  }

  function chkCreateAccField() {
    if (document.getElementsByName('createaccount').length > 0) {
      childFramePost(cardIframeID, { funcs: [{ name: 'adjRgState', args: [$('input[name^="createaccount"]').is(':checked')] }] });
    }
  }

  function nochexapiSetFrameHeight(args) {
    if (typeof args[0] === 'number' && args[0] > 0) document.getElementById(cardIframeID).style.height = args[0] + 'px';
  }

  // Submits the card form inside the frame.
  function pciFormSubmit(iFrameId, paymentContainer) {
    cardsv2Log('executing wpwl! =>');
    childFramePost(iFrameId, { funcs: [{ name: 'executePayment', args: [paymentContainer] }] });
  }

  function processing() {
    $('#place_order').after('<p id="nochexapiCardsBtnReplace" class="nochexapi-processing">Processing, please wait...</p>');
    $('#place_order').hide();
  }

  // A checkout for the cart, then the frame page in the container.
  function instantiateCheckoutIdOrder() {
    nochexapiCardsInProgress = false;
    $.ajax({
      type: 'post',
      dataType: 'json',
      url: nochexapi.nochexapiCardVars.adminUrl,
      data: { action: globalPrefix + 'requestOrderCheckoutId' },
      success: function (response) {
        if (response.success !== true) return;
        $('#' + cardIframeContainerID).empty();
        $('#' + globalPrefix + 'checkout_id').val(response.data.uuid);
        cardsv2Log('set the uuid to: ' + response.data.uuid);
        $('#' + cardIframeContainerID).html('<iframe id="' + cardIframeID + '" class="nochexapi-cnp-frame" src="' + response.data.frameurl + '?v=' + Date.now() + '"></iframe>');
      },
    });
  }

  nochexapi.initCheckoutIdOrder = function () {
    if ($('iframe#' + cardIframeID).length === 0) instantiateCheckoutIdOrder();
  };

  // Place order: WooCommerce creates the order; a pending order with "execute" submits the frame's form.
  function completeOrdernochexapiCards(endpoint, checkoutData) {
    if (nochexapiCardsInProgress === true) return;
    nochexapiCardsInProgress = false;
    processing();
    $('.woocommerce-NoticeGroup-checkout, .woocommerce-error, .woocommerce-message').remove();
    $.ajax({
      type: 'POST',
      url: endpoint,
      contentType: 'application/x-www-form-urlencoded; charset=UTF-8',
      data: checkoutData,
      success: function (response) {
        document.querySelector('form.woocommerce-checkout').classList.remove('processing');
        if (!Object.hasOwn(response, 'result')) return;
        if (Object.hasOwn(response, 'messages')) $('form.checkout').prepend('<div class="woocommerce-NoticeGroup woocommerce-NoticeGroup-checkout">' + response.messages + '</div>');
        if (response.result !== 'success') {
          $('body').trigger('checkout_error');
          $('#nochexapiCardsBtnReplace').remove();
          $('#place_order').show();
          return;
        }
        if (response.redirect !== false) {
          window.location = decodeURI(response.redirect);
        } else if (response.reload !== false) {
          window.location.reload();
        } else if (response.refresh !== false) {
          $('#' + globalPrefix + 'checkout_id').val('');
          $('body').trigger('update_checkout');
          $('#nochexapiCardsBtnReplace').remove();
          $('#place_order').show();
        } else if (Object.hasOwn(response, 'pending')) {
          $('#nochexapiCardsBtnReplace').remove();
          $('#place_order').show();
          if (Object.hasOwn(response, 'frameurl')) {
            $('#' + globalPrefix + 'checkout_id').val(response.uuid);
            $('#' + cardIframeContainerID).html('<iframe id="' + cardIframeID + '" class="nochexapi-cnp-frame" src="' + response.frameurl + '"></iframe>');
          }
          if (Object.hasOwn(response, 'execute')) {
            if ($('iframe#' + cardIframeID).length) {
              pciFormSubmit(cardIframeID, 'wpwl-container-card');
            } else {
              $('#' + globalPrefix + 'checkout_id').val('');
              nochexapiCardsInProgress = false;
              nochexapi.nochexapiCardsHandoff();
            }
          }
        }
      },
      error: function (error) {
        cardsv2Log(error);
      },
    });
  }

  // The frame has the payment's resourcePath: the site checks it and sends the shopper on.
  function validate_nochexapi_cardsv2_checkout(args) {
    $('#nochexapi_cardsv2_container').empty();
    processing();
    var uncertain = 'Uncertain response. Please tell the shop before paying again: they will check whether this payment went through.';
    $.ajax({
      type: 'POST',
      url: nochexapi.nochexapiCardVars.adminUrl,
      data: { action: globalPrefix + 'validate_nochexapi_cardsv2_checkout', resourcePath: args[0] },
      success: function (response) {
        if (response && response.data && response.data.url) {
          window.location = response.data.url;
          return;
        }
        window.alert('Error: ' + uncertain + '\nresource: ' + args[0]);
        $('body').trigger('update_checkout');
        $('#nochexapiCardsBtnReplace').remove();
        $('#place_order').show();
      },
      error: function (_xhr, textStatus, errorThrown) {
        window.alert('Error: ' + uncertain + '\n' + textStatus + ' ' + errorThrown + '\nresource: ' + args[0]);
      },
    });
  }

  function progress_tp_cardsv2(args) {
    if (args.length === 1) {
      cardsv2Log('progress_tp_cardsv2: ' + args[0]);
      // An undeclared name in strict code: this throws, and the caller logs it (as in the plugin).
      tpCardsInProgress = args[0];
    }
  }

  // What the frame may call by name.
  var callable = {
    sendnochexapiVarsObject: sendnochexapiVarsObject,
    chkCreateAccField: chkCreateAccField,
    nochexapiSetFrameHeight: nochexapiSetFrameHeight,
    validate_nochexapi_cardsv2_checkout: validate_nochexapi_cardsv2_checkout,
    progress_tp_cardsv2: progress_tp_cardsv2,
  };

  nochexapi.nochexapiCardsHandoff = function () {
    if ($('form.woocommerce-checkout').find('input[name^="payment_method"]:checked').val() !== nochexapi.nochexapiCardVars.pluginId) return undefined;
    var checkoutData = $('form.woocommerce-checkout').serialize();
    document.querySelector('form.woocommerce-checkout').classList.add('processing');
    completeOrdernochexapiCards(wc_checkout_params.checkout_url, checkoutData);
    return false;
  };

  nochexapi.init = function (options) {
    nochexapi.nochexapiCardVars = options;
    globalPrefix = options.pluginPrefix;
    cardIframeContainerID = globalPrefix + 'iframe_container';
    cardIframeID = globalPrefix + 'cnpFrame';
    window.document.addEventListener('parentLogV52', logToParentWindow, false);
  };
})((window.wc_gateway_nochexapi = window.wc_gateway_nochexapi || {}), jQuery);

jQuery(function () {
  wc_gateway_nochexapi.init(getnochexapiGlobalVariable());
  jQuery(document.body).on('updated_checkout', function () {
    window.wc_gateway_nochexapi.initCheckoutIdOrder();
  });
  jQuery('form.woocommerce-checkout').on('checkout_place_order', wc_gateway_nochexapi.nochexapiCardsHandoff);
});
