// AllSecure's receipt page, Serbian site: the widget's texts given as labels and error messages,
// labels hidden, the holder field moved, a row of brand marks cloned from the widget's own, a
// cancel button, the marks dimmed but the detected one, and the holder made mandatory.
var wpwlOptions = {
  style: 'plain',
  labels: {
    cardHolder: 'Ime na kartici',
    cvv: 'Sigurnosni kod',
    brand: ' ',
    expiryDate: 'Važi do',
    cardNumber: 'Broj kartice',
    cvvHint: 'Tri cifre sa poleđine kartice.',
    cvvHintAmex: 'Četiri cifre sa prednje strane kartice.',
  },
  errorMessages: {
    cardHolderError: 'Ime na kartici nije ispravno',
    cardNumberError: 'Neispravan broj kartice',
    cvvError: 'Neispravan sigurnosni kod',
    expiryMonthError: 'Neispravan datum',
    expiryYearError: 'Neispravan datum',
  },
  showCVVHint: true,
  brandDetection: true,
  showPlaceholders: true,
  autofocus: 'card.number',
  showLabels: false,
  onReady: function () {
    $('.wpwl-group-cvv').after($('.wpwl-group-cardHolder').detach());
    $('.wpwl-button-pay').html('Plati');
    $('.wpwl-group-cardNumber').after($('.wpwl-group-cardHolder').detach());
    // One mark per accepted brand, cloned from the widget's brand element.
    var visa = $('.wpwl-brand:first').clone().removeAttr('class').attr('class', 'wpwl-brand-card wpwl-brand-custom wpwl-brand-VISA');
    var master = $(visa).clone().removeClass('wpwl-brand-VISA').addClass('wpwl-brand-MASTER');
    var maestro = $(visa).clone().removeClass('wpwl-brand-VISA').addClass('wpwl-brand-MAESTRO');
    var amex = $(visa).clone().removeClass('wpwl-brand-VISA').addClass('wpwl-brand-AMEX');
    var diners = $(visa).clone().removeClass('wpwl-brand-VISA').addClass('wpwl-brand-DINERS');
    var jcb = $(visa).clone().removeClass('wpwl-brand-VISA').addClass('wpwl-brand-JCB');
    $('.wpwl-brand:first').after($(visa)).after($(master)).after($(maestro)).after($(amex)).after($(diners)).after($(jcb));
    var cancel = $('<button type="button" class="wpwl-button wpwl-button-cancel">Odustani</button>');
    cancel.on('click', function () {
      history.go(0);
    });
    $('form.wpwl-form').find('.wpwl-button').before(cancel);
  },
  onChangeBrand: function (brand) {
    $('.wpwl-brand-custom').css('opacity', '0.2');
    $('.wpwl-brand-' + brand).css('opacity', '5');
  },
  onBeforeSubmitCard: function () {
    if ($('.wpwl-control-cardHolder').val() == '') {
      $('.wpwl-control-cardHolder').addClass('wpwl-has-error');
      $('.wpwl-wrapper-cardHolder').append('<div class="wpwl-hint wpwl-hint-cardHolderError">Ime na kartici nije ispravno</div>');
      return false;
    }
    return true;
  },
};
