// A merchant page whose onBeforeSubmitCard calls preventDefault() and then returns true, as code
// written for the original does (its return value decides there): the payment goes ahead.
var wpwlOptions = {
  style: 'card',
  maskCvv: 'true',
  onBeforeSubmitCard: function (event) {
    event.preventDefault();
    $('body').attr('data-before-submit', 'yes');
    return true;
  },
};
