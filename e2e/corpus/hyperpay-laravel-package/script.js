// The package's script (shipped minified): the checked gateway's radio puts a payment form for its
// brands into #hyperpay_forms_container and loads the widget for that gateway's checkout; the
// options are declared at the end, after the first load has been started.
$('.brand').on('change', function () {
  if (!this.checked) return;
  var $radio = $(this);
  var $container = $('#hyperpay_forms_container');
  $container.empty();
  if ($radio.data('checkout_id')) {
    // (its closing tag is misspelt in the package; the browser's parser drops it)
    var $form = $("<form action='" + postBack_URL + "' class='paymentWidgets' data-brands=\"" + $radio.data('brands') + "\" ></from>");
    $container.append($form);
    // CSP adaptation: the package fetched the script with $.get and jQuery evaluated its text inline;
    // $.getScript loads the same URL with a script element from the gateway instead.
    $.getScript(paymentWidgets + $radio.data('checkout_id'));
  } else {
    $container.append(
      $("<div class='alert-container'><div class='alert alert-danger alert-white rounded'><div class='icon'>x</div><strong>Configuration error: check entity_id and access_token</strong></div></div>"),
    );
  }
  $('#hyperpay_forms_container').removeClass('brand-mada');
});

$(':checked').trigger('change');

$("input[data-brands='MADA']").on('change', function () {
  $('#hyperpay_forms_container').addClass('brand-mada');
});

var wpwlOptions = {
  paymentTarget: '_top',
  locale: locale,
  registrations: {
    hideInitialPaymentForms: 'true',
    requireCvv: 'true',
  },
};
