// The frame page's script (pci-frame-templatev3.php): it holds wpwlOptions, asks the checkout page
// for the settings and the checkout id, draws form.paymentWidgets and paymentWidgets.js into
// itself, and lets the checkout page call its functions by name (CustomEvent 'frameLogV52' on this
// document); it calls the checkout page's the same way ('parentLogV52' on the parent's document).
// The widget pays into the frame's own iframe (paymentTarget and shopperResultTarget
// myCustomIframe); the page that comes back there posts the resourcePath up to this frame.
// Top-level declarations: the checkout page calls them by their global names.
var paymentContainer = 'wpwl-container-card';
var cssConfigs = {};
// Where the plugin's images are (PHP printed the plugin's URL).
var assetsImg = document.currentScript.src.replace(/\/pci-frame\.js(\?.*)?$/, '') + '/assets/img/';

function postMessageToParent(obj) {
  window.parent.document.dispatchEvent(new CustomEvent('parentLogV52', { detail: obj }));
}

function chgNcxHgt(height) {
  jQuery('#nochexapi_cnpFrame', window.parent.document).height(height);
}

// The checkout page calls this document's functions by name.
function parentWindowComms(e) {
  if (!Object.hasOwn(e.detail, 'funcs')) return;
  for (var i = 0; i < e.detail.funcs.length; i++) {
    if (typeof window[e.detail.funcs[i].name] === 'function') window[e.detail.funcs[i].name](e.detail.funcs[i].args);
  }
}

function childFrameInit() {
  postMessageToParent({ funcs: [{ name: 'sendnochexapiVarsObject', args: [true] }] });
}

function drawFormElementToPage(brands) {
  console.log('drawing form.paymentWidgets => ' + brands);
  chgNcxHgt(220);
  jQuery('#cnpf').html(
    '<div id="tpcards-form-controller"><button type="button" id="tpcards-container-change">Use a new card</button></div><form class="paymentWidgets" data-brands="' +
      brands +
      '"></form>',
  );
  // (An onclick attribute in the template: a listener here, for the policy.)
  jQuery('#tpcards-container-change').on('click', function () {
    chgNcxHgt(350);
  });
}

// The platform's address: the plugin puts "https://" before a host name; here platformBase is the
// gateway's origin already.
function drawOppwaScriptToPage(platformBase, checkoutId) {
  var script = document.createElement('script');
  script.onload = function () {
    console.log('loaded paymentWidgets.js for ' + checkoutId);
  };
  script.src = platformBase + '/v1/paymentWidgets.js?checkoutId=' + checkoutId;
  document.body.appendChild(script);
}

// The plugin's colours as custom properties on :root. (The template rewrites a <style> element's
// text, which the policy refuses; the same properties are set on the root element's style.)
function drawCssBlockToPage(vars) {
  Object.keys(vars).forEach(function (name) {
    document.documentElement.style.setProperty(name, vars[name]);
  });
}

function postNewFrameHeight() {
  var height = Math.round(document.getElementById('frameBody').offsetHeight);
  postMessageToParent({ funcs: [{ name: 'tpSetFrameHeight', args: [height < 180 ? 250 : height + 28] }] });
}

function genElemHight(delay) {
  setTimeout(function () {
    postMessageToParent({ funcs: [{ name: 'tpSetFrameHeight', args: [document.getElementById('frameBody').offsetHeight + 16] }] });
  }, delay);
}

// Called by the checkout page with [settings, checkoutId].
function initialiseCnp(args) {
  console.log('initialiseCnp =>', args);
  if (typeof args !== 'object' || args.length !== 2) return;
  parentArgs = args[0];
  if (args[0].autoFocusFrameCcNo === '1') wpwlOptions.autofocus = 'card.number';
  if (args[0].createRegistration !== '1' || args[0].loggedIn !== '1') createRegistrationHtml = '';
  var css = args[0].frameCss;
  cssConfigs = { mainbgcolor: css.framePrimaryColor, fontcolor: css.framewpwlControlFontColor };
  drawCssBlockToPage({
    '--main-primary-color': css.framePrimaryColor,
    '--main-accent-color': css.frameAccentColor,
    '--wpwl-control-background': css.framewpwlControlBackground,
    '--wpwl-control-font-color': css.framewpwlControlFontColor,
    '--wpwl-control-border-radius': css.framewpwlControlBorderRadius + 'px',
    '--wpwl-control-border-color': css.framewpwlControlBorderColor,
    '--wpwl-control-border-width': css.framewpwlControlBorderWidth + 'px',
    '--wpwl-control-margin-right': css.framewpwlControlMarginRight + 'px',
  });
  drawFormElementToPage(args[0].brands);
  drawOppwaScriptToPage(args[0].platformBase, args[1]);
}

function switchContainer(selectedContainer) {
  document.querySelectorAll('.wpwl-container').forEach(function (node) {
    jQuery(node).toggle(node.classList.contains(selectedContainer));
    postNewFrameHeight();
  });
  paymentContainer = selectedContainer;
}

function adjRgState(argArray) {
  var text = document.getElementById('tpIframeRg');
  var box = document.getElementById('createRegistration');
  if (!text || !box) return;
  jQuery(text).toggle(argArray[0] === true);
  box.disabled = argArray[0] !== true;
  postNewFrameHeight();
}

function genHeightCalculations() {
  if (parentArgs.createRegistration === '1') {
    containerCardsHeight += 25;
    if (jQuery('form.wpwl-form-registrations').length > 0) {
      containerCardsHeight += 50;
      containerRgsHeight += jQuery('.wpwl-group-registration').length * 50;
    }
  }
  var height = jQuery('.wpwl-group-registration').length ? containerRgsHeight : containerCardsHeight;
  postMessageToParent({ funcs: [{ name: 'tpSetFrameHeight', args: [height] }] });
}

// The checkout page's Place order ends here.
function executePayment() {
  wpwl.executePayment(paymentContainer);
}

function addInlineImgPerBrand(brand) {
  jQuery('div.wpwl-brand.wpwl-brand-' + brand + '.wpwl-brand-inline').each(function (_i, c) {
    if (jQuery(c).children().length === 0) jQuery(c).html('<img src="' + assetsImg + brand + '-inline.svg" width="34" height="34" alt="">');
  });
}

var parentArgs = {};
var containerCardsHeight = 150;
var containerRgsHeight = 150;
var rgBranding = true;
var createRegistrationHtml =
  '<br class="tp-clear"><p id="tpIframeRg"><input type="checkbox" class="input-checkbox" id="createRegistration" name="createRegistration" value="true"><span>&nbsp;&nbsp;Keep this card for next time?</span></p><br class="tp-clear">';

var wpwlOptions = {
  registrations: { requireCvv: true, hideInitialPaymentForms: false },
  iframeStyles: {
    'card-number-placeholder': { color: '#000', 'font-size': '16px', 'font-family': 'Helvetica' },
    'cvv-placeholder': { color: '#000', 'font-size': '16px', 'font-family': 'Helvetica' },
  },
  labels: { cardNumber: 'Card number', mmyy: 'MMYY', cvv: 'CVV' },
  errorMessages: { cardNumberError: 'Check the card number', expiryMonthError: 'Check the expiry', expiryYearError: 'Check the expiry', cvvError: 'Check the CVV' },
  style: 'plain',
  paymentTarget: 'myCustomIframe',
  shopperResultTarget: 'myCustomIframe',
  disableSubmitOnEnter: true,
  showLabels: false,
  brandDetection: true,
  brandDetectionType: 'binlist',
  requireCvv: true,
  showCVVHint: false,
  onReady: function () {
    genHeightCalculations();
    jQuery('form.wpwl-form-card').find('.wpwl-group-cvv').after(createRegistrationHtml);
    jQuery('#tpcards-container-change').on('click', function (e) {
      e.preventDefault();
      if (jQuery('form.wpwl-form-card').is(':visible')) {
        jQuery('form.wpwl-form-card').hide();
        jQuery('form.wpwl-form-registrations').show();
        jQuery('#tpcards-container-change').text('Pay with a new card');
        paymentContainer = 'wpwl-container-registration';
        postMessageToParent({ funcs: [{ name: 'tpSetFrameHeight', args: [containerRgsHeight] }] });
      } else {
        jQuery('form.wpwl-form-registrations').hide();
        jQuery('form.wpwl-form-card').show();
        jQuery('#tpcards-container-change').text('Pay with a stored card');
        paymentContainer = 'wpwl-container-card';
        postMessageToParent({ funcs: [{ name: 'tpSetFrameHeight', args: [containerCardsHeight] }] });
      }
    });
    console.log('wpwl onReady');
  },
  onReadyIframeCommunication: function () {
    var field = this.$iframe[0];
    if (field.parentNode.classList.contains('wpwl-wrapper-registration')) {
      jQuery('form.wpwl-form-card').hide();
      jQuery('#tpcards-form-controller').show();
      paymentContainer = 'wpwl-container-registration';
      if (rgBranding === true) {
        parentArgs.brands.split(' ').forEach(addInlineImgPerBrand);
        rgBranding = false;
      }
    }
    if (field.classList.contains('wpwl-control-cardNumber')) {
      var holder = document.createElement('div');
      holder.id = 'wpwlDynBrand';
      var img = document.createElement('img');
      img.id = 'wpwlDynBrandImg';
      img.alt = '';
      img.src = assetsImg + 'default.svg';
      holder.appendChild(img);
      field.parentNode.appendChild(holder);
    }
  },
  onFocusIframeCommunication: function () {
    genElemHight(750);
  },
  onBlurIframeCommunication: function () {},
  onDetectBrand: function (brands) {
    document.getElementById('wpwlDynBrandImg').src = assetsImg + (brands.length > 0 ? brands[0] : 'default') + '.svg';
  },
  onBeforeSubmitCard: function () {
    postMessageToParent({ funcs: [{ name: 'tpSetFrameHeight', args: [300] }] });
    return true;
  },
  // The card form goes: the checkout page hears of it, the frame shows its own iframe.
  onAfterSubmit: function () {
    postMessageToParent({ funcs: [{ name: 'progress_tp_cardsv2', args: [true] }] });
    var parentField = window.parent.document.getElementById('tp_cardsv2_checkout_id');
    if (parentField) parentField.value = '';
    jQuery('#cnpf').hide();
    jQuery('#mcif').show();
    postMessageToParent({ funcs: [{ name: 'tpSetFrameHeight', args: [580] }] });
    return true;
  },
  onLoadThreeDIframe: function () {
    postMessageToParent({ funcs: [{ name: 'tpSetFrameHeight', args: [580] }] });
  },
  onError: function (error) {
    console.log('error::' + error);
    if (error.name === 'InvalidCheckoutIdError' || error.name === 'WidgetError') childFrameInit();
    postMessageToParent({ funcs: [{ name: 'tpSetFrameHeight', args: [300] }] });
  },
};

// Any change of #mcif's style (shown after the submit) makes the frame taller.
new MutationObserver(function () {
  chgNcxHgt(650);
}).observe(document.getElementById('mcif'), { attributeOldValue: true });

window.document.addEventListener('frameLogV52', parentWindowComms, false);

// The page that comes back into myCustomIframe posts the payment's resourcePath.
window.addEventListener('message', function (e) {
  if (e.origin !== window.location.origin) return;
  var decoded;
  try {
    decoded = JSON.parse(e.data);
  } catch (err) {
    return;
  }
  if (decoded && decoded.channel === 'resourcePath' && Object.hasOwn(decoded, 'data')) {
    postMessageToParent({ funcs: [{ name: 'validate_nochexapi_cardsv2_checkout', args: [decoded.data] }] });
  }
});

jQuery(function () {
  console.log('child frame doc.ready');
  childFrameInit();
});
