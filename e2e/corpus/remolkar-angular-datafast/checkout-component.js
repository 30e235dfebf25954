// The checkout's third panel, "FORMAS DE PAGO": choosing card payment shows the card-type select
// and the form; choosing the card type creates a checkout and loads the widget with the shop's
// options; five seconds after both scripts loaded, the holder and the credit selects are filled.
(function ($) {
  var body = document.body;
  var root = document.querySelector('app-root');
  var customerName = body.dataset.customer;
  var state = { idFormaPago: -1, tipoTarjeta: 0, banco: 0, checkoutid: '' };

  root.innerHTML =
    '<h5 class="panel-title"><span>3.</span> FORMAS DE PAGO</h5>' +
    '<b>Forma de Pago</b><div class="tax-select"><select id="forma-pago" aria-label="Forma de Pago">' +
    '<option value="-1">Seleccionar Forma de Pago</option><option value="2">Transferencia</option><option value="3">Tarjeta de Crédito / Débito</option>' +
    '</select></div><div id="card-panel"></div>';

  function renderCardPanel() {
    var panel = document.getElementById('card-panel');
    if (String(state.idFormaPago) !== '3') {
      panel.textContent = '';
      return;
    }
    if (panel.childNodes.length) return;
    panel.innerHTML =
      '<b>Tipo Tarjeta</b><div class="tax-select"><select id="tipo-tarjeta" aria-label="Tipo Tarjeta">' +
      '<option value="1">DÉBITO</option><option value="2">CRÉDITO</option></select></div><br>' +
      '<form id="formularioPago" action="' +
      body.dataset.resultUrl +
      '" class="paymentWidgets" data-brands="VISAELECTRON VISADEBIT VISA MASTERDEBIT MASTER MAESTRO DISCOVER DINERS AMEX ALIADEBIT ALIA"></form><br>';
    var select = document.getElementById('tipo-tarjeta');
    select.selectedIndex = -1; // the model (0) matches no option
    select.addEventListener('change', function () {
      state.tipoTarjeta = Number(select.value);
      if (state.tipoTarjeta === 1) generateCheckoutId();
    });
  }

  function removeOldScripts() {
    ScriptService.remove('static.min.js');
    ScriptService.remove('snare.js');
    $('#loadDeviceId').remove();
  }

  function loadDatafastForm(checkoutId) {
    removeOldScripts();
    ScriptService.remove('/v1/paymentWidgets.js?checkoutId=' + checkoutId);
    ScriptService.remove('card-datafast.js');
    ScriptService.loadAll('checkoutId-datafast', 'card-datafast').then(function () {
      setTimeout(function () {
        $("input[name='card.holder']").val(customerName);
        if (state.tipoTarjeta === 1) {
          $('#tipoCredito').empty().append('<option value="00">Corriente</option>').val('00');
          $('#diferidos').empty().append('<option value="0">Corriente</option>').val('0');
        }
        body.dataset.filled = 'yes';
      }, 5000);
    });
  }

  function generateCheckoutId() {
    fetch('/checkout-id', { method: 'POST' })
      .then(function (res) {
        return res.json();
      })
      .then(function (res) {
        state.checkoutid = res.id;
        ScriptService.initDatafast(body.dataset.gateway, body.dataset.base, res.id);
        loadDatafastForm(res.id);
      });
  }

  document.getElementById('forma-pago').addEventListener('change', function (e) {
    state.idFormaPago = e.target.value;
    renderCardPanel();
  });
})(jQuery);
