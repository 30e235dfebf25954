// The module's behavior: once per payment form, set the widget's language from the site's and
// insert paymentWidgets.js before the first script of the page.
var wpwlOptions;

(function ($, Drupal, drupalSettings) {
  Drupal.behaviors.initOppPayment = {
    attach: function (context) {
      var $form = $(context).find('.paymentWidgets');
      if ($form.length > 0) {
        $form.once('opp-payment-form').each(function () {
          var settings = drupalSettings.commerce_opp;
          wpwlOptions = { locale: settings.langcode };
          var tag = document.createElement('script');
          tag.type = 'text/javascript';
          tag.src = settings.opp_script_url;
          var first = document.getElementsByTagName('script')[0];
          first.parentNode.insertBefore(tag, first);
        });
      }
    },
  };
})(jQuery, Drupal, drupalSettings);
