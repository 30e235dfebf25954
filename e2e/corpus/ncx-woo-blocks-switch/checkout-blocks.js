// Nochex's "CopyAndPay on page" gateway as a WooCommerce Blocks payment method. Its content is a
// React component, CardForm: on mount it makes a div of its own outside React's tree, asks the
// site for a checkout, sets wpwlOptions, writes form.paymentWidgets into that div and appends
// paymentWidgets.js to <head>. Nothing unloads the widget when the component unmounts. Place
// Order: onPaymentSetup hands the checkout id to the order; onCheckoutSuccess (the order exists)
// submits the card form with wpwl.executePayment().
(function () {
  'use strict';

  var registerPaymentMethod = wc.wcBlocksRegistry.registerPaymentMethod;
  var createElement = wp.element.createElement;
  var useState = wp.element.useState;
  var useEffect = wp.element.useEffect;
  var useCallback = wp.element.useCallback;
  var useRef = wp.element.useRef;

  var settings = wc.wcSettings.getSetting('ncx_cp_api_data', {});
  if (!settings || !settings.regionHost) return;

  var GATEWAY_ID = 'ncx_cp_api';
  var paymentContainer = 'card';
  var paymentMode = 'registration';
  var wpwlRoot = null;

  function log() {
    if (window.console) console.log.apply(console, ['[NCX-Blocks]'].concat(Array.prototype.slice.call(arguments)));
  }

  function placeholderStyle() {
    var t = settings.typography || {};
    return { color: t.placeholder || '#9ca3af', 'font-size': t.sizeInput || '16px', 'font-family': t.fontFamily || 'system-ui, sans-serif' };
  }

  // Which container executePayment names: the stored cards when the shopper is on them, else the card form.
  function setPaymentContainer(kind) {
    paymentContainer = kind === 'registration' ? 'registration' : 'card';
    var field = document.getElementById('ncx_cp_payment_container');
    if (field) field.value = paymentContainer;
  }
  function shown(el) {
    return !!el && getComputedStyle(el).display !== 'none' && getComputedStyle(el).visibility !== 'hidden' && el.offsetParent !== null;
  }
  function containerKind(scope) {
    if (!scope.querySelector('form.wpwl-form-registrations')) return 'card';
    var active = document.activeElement;
    if (active && scope.contains(active)) {
      if (active.closest('form.wpwl-form-card, .wpwl-container-card')) return 'card';
      if (active.closest('.wpwl-form-registrations, .wpwl-container-registration')) return 'registration';
    }
    var card = shown(scope.querySelector('.wpwl-container-card'));
    var stored = shown(scope.querySelector('.wpwl-container-registration'));
    if (card && !stored) return 'card';
    if (stored && !card) return 'registration';
    return paymentMode === 'registration' ? 'registration' : 'card';
  }
  function executeContainer() {
    var kind = containerKind(wpwlRoot || document);
    if (kind === 'registration') paymentMode = 'registration';
    setPaymentContainer(kind);
    return kind === 'registration' ? 'wpwl-container-registration' : 'wpwl-container-card';
  }
  function trackContainers(root) {
    wpwlRoot = root;
    if (!root.querySelector('form.wpwl-form-registrations')) {
      paymentMode = 'card';
      setPaymentContainer('card');
      return;
    }
    paymentMode = 'registration';
    executeContainer();
    root.addEventListener('focusin', function (ev) {
      if (ev.target.closest('form.wpwl-form-card, .wpwl-container-card')) paymentMode = 'card';
      else if (ev.target.closest('.wpwl-form-registrations, .wpwl-container-registration')) paymentMode = 'registration';
    });
  }

  // admin-ajax: a checkout for the cart, wp_send_json_success({checkoutId, environment}).
  function requestCheckoutId(callback) {
    var body = new URLSearchParams();
    body.append('action', 'ncx_cp_request_checkout_id');
    body.append('security', settings.nonce || '');
    body.append('context', 'blocks');
    log('Requesting checkout ID from', settings.ajaxUrl);
    fetch(settings.ajaxUrl, { method: 'POST', credentials: 'same-origin', body: body })
      .then(function (r) {
        return r.text();
      })
      .then(function (text) {
        var json;
        try {
          json = JSON.parse(text);
        } catch (e) {
          callback('Invalid server response (HTTP). Please reload the page.');
          return;
        }
        if (json.success && json.data && json.data.checkoutId) {
          if (settings.environment && json.data.environment && json.data.environment !== settings.environment) {
            callback('Payment settings changed. Please refresh the page and try again.');
            return;
          }
          callback(null, json.data.checkoutId);
        } else {
          callback((json.data && json.data.message) || (typeof json.data === 'string' && json.data) || 'Failed to obtain checkout ID');
        }
      })
      .catch(function (err) {
        callback(err.message || 'Network error');
      });
  }

  var CardForm = function (props) {
    var eventRegistration = props.eventRegistration;
    var emitResponse = props.emitResponse;
    var onPaymentSetup = eventRegistration.onPaymentSetup;

    var wrapperRef = useRef(null);
    var widgetRef = useRef(null); // a div of the component's own, outside React's tree
    var checkoutIdRef = useRef(null);
    var widgetReadyRef = useRef(false);
    var mountedRef = useRef(false);

    var loadingState = useState(false);
    var loading = loadingState[0];
    var setLoading = loadingState[1];
    var errorState = useState('');
    var error = errorState[0];
    var setError = errorState[1];

    // Once the wrapper is in the page: the widget's own div, and the hidden container field.
    useEffect(function () {
      if (wrapperRef.current && !widgetRef.current) {
        var div = document.createElement('div');
        div.id = 'ncx-cp-widget-root';
        wrapperRef.current.appendChild(div);
        widgetRef.current = div;
        var field = document.createElement('input');
        field.type = 'hidden';
        field.id = 'ncx_cp_payment_container';
        field.name = 'ncx_cp_payment_container';
        field.value = 'card';
        wrapperRef.current.appendChild(field);
      }
    }, []);

    var initWidget;
    var mountWidget = useCallback(function (checkoutId) {
      if (!widgetRef.current || mountedRef.current) return;
      mountedRef.current = true;
      checkoutIdRef.current = checkoutId;

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
        onReady: function () {
          widgetReadyRef.current = true;
          setLoading(false);
          log('Widget ready');
          // Number, expiry and code in one row under one label.
          var number = document.querySelector('.wpwl-group-cardNumber');
          var expiry = document.querySelector('.wpwl-group-expiry');
          var cvv = document.querySelector('.wpwl-group-cvv');
          if (number && expiry && cvv) {
            var form = number.parentNode;
            var label = document.createElement('label');
            label.className = 'ncx-cp-frame-label';
            label.textContent = 'Card details';
            form.insertBefore(label, number);
            var row = document.createElement('div');
            row.className = 'ncx-cp-card-row';
            form.insertBefore(row, number);
            row.append(number, expiry, cvv);
          }
          if (widgetRef.current) {
            if (widgetRef.current.querySelector('form.wpwl-form-registrations')) paymentMode = 'registration';
            trackContainers(widgetRef.current);
          }
          if (settings.allowCardSaving === '1' && settings.loggedIn === '1') {
            var cardForm = document.querySelector('form.wpwl-form-card');
            var cardRow = cardForm && cardForm.querySelector('.ncx-cp-card-row');
            if (cardRow) {
              cardRow.insertAdjacentHTML(
                'afterend',
                '<p class="ncx-cp-save-card"><label><input type="checkbox" id="ncxSaveCardConsent" value="true"> <span>Keep this card for next time?</span></label></p>',
              );
            }
          }
        },
        onError: function (err) {
          log('Widget error', err);
          setError('Card form error. Please refresh and try again.');
          if (err && err.name === 'InvalidCheckoutIdError') {
            mountedRef.current = false;
            widgetReadyRef.current = false;
            initWidget();
          }
        },
      };

      // The form into the component's own div, then the script into <head>.
      var form = document.createElement('form');
      form.className = 'paymentWidgets';
      form.setAttribute('data-brands', settings.brands || 'VISA MASTER');
      widgetRef.current.innerHTML = '';
      widgetRef.current.appendChild(form);
      var script = document.createElement('script');
      script.src = settings.regionHost + '/v1/paymentWidgets.js?checkoutId=' + encodeURIComponent(checkoutId);
      script.async = true;
      document.head.appendChild(script);
    }, []);

    initWidget = useCallback(
      function () {
        setLoading(true);
        setError('');
        requestCheckoutId(function (err, id) {
          if (err) {
            setError(typeof err === 'string' ? err : 'Could not initialise payment.');
            setLoading(false);
            return;
          }
          log('Checkout ID:', id);
          mountWidget(id);
        });
      },
      [mountWidget],
    );

    useEffect(
      function () {
        initWidget();
      },
      [initWidget],
    );

    // Place Order, first step: the checkout id (and the shopper's choices) go with the order.
    useEffect(
      function () {
        return onPaymentSetup(function () {
          if (!widgetReadyRef.current) return { type: emitResponse.responseTypes.ERROR, message: 'Card form is not ready yet.' };
          executeContainer();
          var saveCard = '0';
          if (paymentContainer === 'card') {
            var box = document.getElementById('ncxSaveCardConsent');
            if (box && box.checked) saveCard = '1';
          }
          return {
            type: emitResponse.responseTypes.SUCCESS,
            meta: {
              paymentMethodData: {
                ncx_cp_checkout_id: checkoutIdRef.current || '',
                ncx_cp_create_registration: saveCard,
                ncx_cp_payment_container: paymentContainer,
              },
            },
          };
        });
      },
      [onPaymentSetup, emitResponse],
    );

    // The order exists: the card form is submitted; the widget takes the shopper on from there.
    useEffect(
      function () {
        var onCheckoutSuccess = eventRegistration.onCheckoutSuccess;
        if (!onCheckoutSuccess) return undefined;
        return onCheckoutSuccess(function () {
          if (window.wpwl && typeof window.wpwl.executePayment === 'function') {
            var container = executeContainer();
            log('Executing via', container);
            window.wpwl.executePayment(container);
          } else {
            log('wpwl.executePayment not available');
          }
          return { type: emitResponse.responseTypes.SUCCESS };
        });
      },
      [eventRegistration, emitResponse],
    );

    var status = null;
    if (error) status = createElement('div', { key: 'err', style: { color: '#ef4444', padding: '12px 0' } }, error);
    else if (loading) status = createElement('div', { key: 'load', style: { padding: '16px 0', color: '#6b7280' } }, 'Loading the card form\u2026');
    return createElement('div', { ref: wrapperRef, id: 'ncx-cp-blocks-container', className: 'ncx-cp-inline-wrapper' }, status);
  };

  var Label = function () {
    return createElement('span', null, settings.title || 'Pay with card');
  };

  registerPaymentMethod({
    name: GATEWAY_ID,
    label: createElement(Label, null),
    content: createElement(CardForm, null),
    edit: createElement('div', null, settings.title || 'NCX CopyAndPay (editor preview)'),
    canMakePayment: function () {
      return true;
    },
    ariaLabel: settings.title || 'Pay with card',
    supports: { features: settings.supports || ['products'] },
  });
})();
