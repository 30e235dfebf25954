// Total Processing's "add payment method" script (My account): the WooCommerce form's submit is
// taken over, a registration checkout is asked for, paymentWidgets.js is inserted and the card
// form opens in a modal. The widget only saves the card data (useSummaryPage); the shop's server
// then turns the saved checkout into a stored card.
function cardsv2Log(obj) {
  if (parseInt(tpCardVars.jsLogging, 10) === 1) console.log(obj);
}

function addClasses(selector, classes) {
  var el = document.querySelector(selector);
  for (var i = 0; i < classes.length; i++) el.classList.add(classes[i]);
}

function showFooterBrands(brands) {
  jQuery(brands.split(' ')).each(function (i, brand) {
    jQuery('#footerBrandsTp').append('<img class="tp-footer-brand" src="' + tpCardVars.assetsDir + '/img/' + brand + '-3d.svg" alt="' + brand + '">');
  });
}

function validateHolder() {
  var holder = jQuery('.wpwl-control-cardHolder').val();
  if (holder.trim().length < 2) {
    if (!jQuery('.wpwl-control-cardHolder').hasClass('wpwl-has-error')) {
      jQuery('.wpwl-control-cardHolder').addClass('wpwl-has-error').after('<div class="wpwl-hint wpwl-hint-cardHolderError">Please enter the name on the card</div>');
    }
    return false;
  }
  return true;
}

var wpwlOptions = {
  iframeStyles: {
    'card-number-placeholder': { color: '#CCC', 'font-size': '14px', 'font-family': 'Helvetica' },
    'cvv-placeholder': { color: '#CCC', 'font-size': '14px', 'font-family': 'Helvetica' },
  },
  style: 'plain',
  useSummaryPage: true,
  disableSubmitOnEnter: true,
  showLabels: false,
  brandDetection: true,
  brandDetectionType: 'regex',
  requireCvv: true,
  showCVVHint: false,
  spinner: { color: '#2095ee', lines: 18, length: 5, width: 2, radius: 7, scale: 3.6, corners: 1, speed: 2.2 },
  onReady: function () {
    jQuery('.wpwl-group-cardHolder').show();
    addClasses('.wpwl-group-cardHolder', ['form-row', 'form-row-wide']);
    addClasses('.wpwl-group-cardNumber', ['form-row', 'form-row-wide']);
    addClasses('.wpwl-group-expiry', ['form-row', 'form-row-first']);
    addClasses('.wpwl-group-cvv', ['form-row', 'form-row-last']);
    var card = jQuery('form.wpwl-form-card');
    var required = '&nbsp;<span class="tp-required">*</span></label>';
    card.find('.wpwl-control-cardHolder').before('<label class="tpFrameLabel">Name on card' + required);
    card.find('.wpwl-control-cardNumber').before('<label class="tpFrameLabel">Card number' + required);
    card.find('.wpwl-control-expiry').before('<label class="tpFrameLabel">Expiry date' + required);
    card.find('.wpwl-control-cvv').before('<label class="tpFrameLabel">Security code' + required);
    jQuery('.wpwl-group-cardHolder').before(jQuery('.wpwl-group-cvv'));
    Swal.hideLoading();
    cardsv2Log('wpwlReady');
  },
  onReadyIframeCommunication: function () {
    // A brand image inside the number field's wrapper, for the number frame of the card form only.
    var frame = this.$iframe[0];
    if (frame.parentNode.classList.contains('wpwl-registration') === false && frame.classList.contains('wpwl-control-cardNumber')) {
      var box = document.createElement('div');
      box.id = 'wpwlDynBrand';
      var img = document.createElement('img');
      img.id = 'wpwlDynBrandImg';
      img.alt = '';
      img.src = tpCardVars.assetsDir + '/img/default.svg';
      box.appendChild(img);
      frame.parentNode.appendChild(box);
    }
  },
  onDetectBrand: function (brands) {
    var name = brands.length > 0 ? brands[0] : 'default';
    document.getElementById('wpwlDynBrandImg').src = tpCardVars.assetsDir + '/img/' + name + '.svg';
  },
  onBeforeSubmitCard: function () {
    return validateHolder();
  },
  onSaveTransactionData: function () {
    Swal.showLoading(Swal.getConfirmButton());
    var actionUrl = jQuery('form.wpwl-form-card')[0].action;
    if (typeof actionUrl !== 'string') return;
    document.body.setAttribute('data-tp-saved', actionUrl);
    fetch(tpCardVars.adminUrl, {
      method: 'post',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      cache: 'no-cache',
      body: 'action=parseRgCheckout&actionUrl=' + actionUrl,
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (json) {
        Swal.hideLoading();
        Swal.fire({
          html: '<p>' + json.data.message + '</p>',
          showConfirmButton: true,
          confirmButtonText: 'Ok',
          footer: '<p><small>Payments powered by Total Processing</small></p><div id="footerBrandsTp"></div>',
          didOpen: function () {
            showFooterBrands(tpCardVars.brands);
          },
          didDestroy: function () {
            if (json.data.redirect) window.location = json.data.redirect;
          },
        });
      })
      .catch(function (e) {
        cardsv2Log(e);
      });
  },
  onError: function (error) {
    cardsv2Log(error);
  },
};

function unloadWidget() {
  if (window.wpwl !== undefined && window.wpwl.unload !== undefined) {
    window.wpwl.unload();
    jQuery('script').each(function () {
      if (this.src.indexOf('static.min.js') !== -1) jQuery(this).remove();
    });
  }
}

function openCardModal() {
  Swal.fire({
    html: '<div id="cnpSwal"><form action="' + tpCardVars.shopperUrl + '" class="paymentWidgets" data-brands="' + tpCardVars.brands + '"></form></div>',
    allowEnterKey: false,
    reverseButtons: true,
    showConfirmButton: true,
    showCancelButton: true,
    confirmButtonText: 'Save card',
    cancelButtonText: 'Cancel',
    footer: '<p><small>Payments powered by Total Processing</small></p><div id="footerBrandsTp"></div>',
    didOpen: function () {
      showFooterBrands(tpCardVars.brands);
      Swal.showLoading(Swal.getConfirmButton());
    },
    preConfirm: function () {
      validateHolder();
      wpwl.executePayment('wpwl-container-card');
      return false;
    },
    didDestroy: function () {
      unloadWidget();
    },
  });
}

// The plugin asks its server for a registration checkout here (admin-ajax requestRgCheckoutId); the
// shop's server made it with the page, so the answer is at hand (see meta.json, adapted).
function requestRgCheckoutId() {
  return Promise.resolve({ success: true, data: tpCardVars.rgCheckoutId });
}

function startRegistration() {
  requestRgCheckoutId()
    .then(function (json) {
      unloadWidget();
      return json.success ? json.data : false;
    })
    .then(function (checkoutId) {
      if (checkoutId === false) return false;
      var tag = document.createElement('script');
      tag.setAttribute('src', tpCardVars.platformBase + '/v1/paymentWidgets.js?checkoutId=' + checkoutId);
      document.body.appendChild(tag);
      return true;
    })
    .then(function (started) {
      if (started) openCardModal();
    });
}

jQuery(function () {
  cardsv2Log(tpCardVars.pluginId + ' v.' + tpCardVars.pluginVer);
  jQuery('body').on('submit', 'form#add_payment_method', function () {
    if (jQuery('form#add_payment_method').find('input[name^="payment_method"]:checked').val() === tpCardVars.pluginId) {
      startRegistration();
      return false;
    }
  });
});
