// <Datafast scriptUrl callbackUrl type rememberCard amount …/>: the component's markup, then its
// mount effect in its order: the options, the loading observer, the script, the message listener.
// Returns the effect's cleanup, as React keeps it for the unmount.
window.Datafast = function (root, props) {
  var title = props.title || 'Información de pago';
  var description = props.description || 'Ingresa los datos de tu tarjeta';
  var rememberCard = props.rememberCard || false;
  var rememberCardText = props.rememberCardText || 'Recordar tarjeta para futuras compras';
  var amount = props.amount || 0;
  var type = props.type || 'redirection';
  var availableBrands = props.availableBrands || ['VISA', 'MASTER', 'AMEX'];
  var config = props.config || {};

  // The markup.
  var box = document.createElement('div');
  box.className = 'df-box';
  var header = document.createElement('div');
  header.className = 'df-header';
  var h2 = document.createElement('h2');
  h2.textContent = title;
  var p = document.createElement('p');
  p.textContent = description;
  header.append(h2, p);
  var formBox = document.createElement('div');
  formBox.className = 'df-body';
  var form = document.createElement('form');
  form.action = props.callbackUrl;
  form.className = 'paymentWidgets';
  form.setAttribute('data-brands', availableBrands.join(' '));
  form.addEventListener('submit', function (event) {
    event.preventDefault();
  });
  formBox.appendChild(form);
  box.append(header, formBox);
  if (type === 'inline') {
    var frameBox = document.createElement('div');
    var frame = document.createElement('iframe');
    frame.name = 'wp_iframe_response';
    frame.id = 'wp_iframe_response';
    frame.title = 'Resultado del pago';
    frameBox.appendChild(frame);
    box.appendChild(frameBox);
  }
  if (amount > 0) {
    var summary = document.createElement('div');
    summary.className = 'df-summary';
    var label = document.createElement('span');
    label.textContent = 'Total a pagar';
    var value = document.createElement('span');
    value.className = 'df-total';
    value.textContent = '$' + amount.toFixed(2);
    summary.append(label, value);
    box.appendChild(summary);
  }
  root.appendChild(box);

  function setConfig() {
    var defaults = { locale: 'es', showCVVHint: true };
    if (type === 'inline') {
      defaults.paymentTarget = 'wp_iframe_response';
      defaults.shopperResultTarget = 'wp_iframe_response';
      defaults.shopperResultUrl = props.callbackUrl;
    }
    var custom = Object.assign({}, defaults, config);
    window.wpwlOptions = {
      style: 'plain',
      locale: custom.locale,
      showCVVHint: custom.showCVVHint,
      labels: custom.labels,
      registrations: custom.registrations,
      paymentTarget: 'wp_iframe_response',
      shopperResultTarget: 'wp_iframe_response',
      shopperResultUrl: props.callbackUrl,
      onReady: function () {
        // Expiry and code side by side, under the holder.
        var holderGroup = document.querySelector('.wpwl-group-cardHolder');
        var expiryGroup = document.querySelector('.wpwl-group-expiry');
        var cvvGroup = document.querySelector('.wpwl-group-cvv');
        if (holderGroup && expiryGroup && cvvGroup) {
          var row = document.createElement('div');
          row.className = 'df-flex wpwl-wrapper df-gap-2 mt-2';
          row.appendChild(expiryGroup);
          row.appendChild(cvvGroup);
          holderGroup.appendChild(row);
        }
        // The badge above the pay button (its image is left out, see meta.json).
        var cardForm = document.querySelector('form.wpwl-form-card');
        var payButton = cardForm && cardForm.querySelector('.wpwl-button');
        if (payButton) payButton.insertAdjacentHTML('beforebegin', '<div class="dt-poweredby"></div>');
        if (rememberCard) {
          var remember =
            '<div class="wpwl--remember-box"><div class="wpwl--header">' +
            '<input id="remember" type="checkbox" name="createRegistration" class="wpwl--checkbox"/>' +
            '<label class="wpwl--remember-label" for="remember">' +
            rememberCardText +
            '</label></div></div>';
          var button = document.querySelector('form.wpwl-form-card').querySelector('.wpwl-button');
          if (button) button.insertAdjacentHTML('beforebegin', remember);
        }
        if (props.onReady) props.onReady();
      },
      onAfterSubmit: function () {
        console.log('Datafast: submitted');
      },
      onBeforeSubmitCard: function () {
        var holder = document.querySelector('.wpwl-control-cardHolder');
        if (holder && holder.value === '') {
          holder.classList.add('wpwl-has-error');
          var hint = document.createElement('div');
          hint.className = 'wpwl-hint wpwl-hint-cardHolderError';
          hint.textContent = 'Ingrese el nombre del titular de la tarjeta';
          holder.after(hint);
          var pay = document.querySelector('.wpwl-button-pay');
          if (pay) {
            pay.classList.add('wpwl-button-error');
            pay.setAttribute('disabled', 'disabled');
          }
          return false;
        }
        return true;
      },
      onError: function (error) {
        if (props.onError) props.onError(error);
      },
    };
  }

  // Observes the stored cards' spinner, as the component does for its loading state.
  function setupLoading() {
    var observer = new MutationObserver(function () {
      var container = document.getElementById('wpwl-registrations');
      var spinner = container && container.querySelector('.spinner');
      box.classList.toggle('df-loading', !!spinner);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return observer;
  }

  function setupScript() {
    var script = document.createElement('script');
    script.src = props.scriptUrl;
    document.body.appendChild(script);
    return script;
  }

  function onMessage(event) {
    if (event && event.data && typeof event.data.status !== 'undefined') console.log('Datafast: message', event.data);
  }

  setConfig();
  var observer = setupLoading();
  var script = setupScript();
  window.addEventListener('message', onMessage, false);
  return function cleanup() {
    script.remove();
    observer.disconnect();
    window.removeEventListener('message', onMessage);
  };
};
