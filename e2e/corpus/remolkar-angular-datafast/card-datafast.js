// The shop's options for the Datafast form: Spanish labels, the spinner, the code's message, and
// in onReady the number's label above the brand, the holder after the code, and the credit-type
// and deferral selects before the pay button.
var wpwlOptions = {
  style: 'plain',
  locale: 'es',
  labels: {
    cardHolder: 'Titular de la Tarjeta',
    cvv: 'CVV',
    cardNumber: 'Número de Tarjeta',
    expiryDate: 'Expiración',
    submit: 'PAGAR',
  },
  spinner: { lines: 17, length: 0, scale: 0.85, width: 13, color: '#9D9D9D', fadeColor: '#595959' },
  errorMessages: { cvvError: 'El CVV no es válido' },
  onReady: function () {
    $('.wpwl-group-brand').before($('.wpwl-label-cardNumber'));
    $('.wpwl-group-cvv').after($('.wpwl-group-cardHolder').detach());

    var creditType =
      '<div class="wpwl-label wpwl-label-custom">Tipo Crédito:</div>' +
      '<select id="tipoCredito" name="customParameters[SHOPPER_TIPOCREDITO]" class="wpwl-wrapper-custom-installments"></select><br>';
    var deferrals =
      '<div class="wpwl-label wpwl-label-custom">Diferidos</div>' +
      '<div class="wpwl-wrapper wpwl-wrapper-custom">' +
      '<select id="diferidos" name="recurring.numberOfInstallments" class="wpwl-wrapper-custom-installments"></select><br><br></div>';
    $('form.wpwl-form-card').find('.wpwl-button').before(creditType);
    $('form.wpwl-form-card').find('.wpwl-button').before(deferrals);
  },
};
