// The part of Drupal core the module relies on, as core ships it at the end of the body:
// drupalSettings from the page's JSON, Drupal.behaviors attached once the DOM is ready, and
// jQuery.once (core's jquery.once library), so a behavior runs once per element.
(function ($) {
  var json = document.querySelector('script[data-drupal-selector="drupal-settings-json"]');
  window.drupalSettings = json ? JSON.parse(json.textContent) : {};
  window.Drupal = { behaviors: {} };
  $.fn.once = function (id) {
    var key = 'jquery-once-' + id;
    return this.filter(function () {
      if ($(this).data(key)) return false;
      $(this).data(key, true);
      return true;
    });
  };
  $(function () {
    Object.keys(Drupal.behaviors).forEach(function (name) {
      Drupal.behaviors[name].attach(document, window.drupalSettings);
    });
  });
})(jQuery);
