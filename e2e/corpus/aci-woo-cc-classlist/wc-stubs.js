// What the plugin takes from WordPress and WooCommerce besides their checkout script: wp.i18n's
// __() (the site is in English, so the text itself), jQuery BlockUI's block()/unblock() (an overlay
// over the part of the page that waits) and WooCommerce's $.scroll_to_notices.
(function ($) {
  window.wp = window.wp || {};
  window.wp.i18n = {
    __: function (text) {
      return text;
    },
  };

  $.fn.block = function () {
    return this.addClass('blockUI-blocked').attr('aria-busy', 'true');
  };
  $.fn.unblock = function () {
    return this.removeClass('blockUI-blocked').removeAttr('aria-busy');
  };

  $.scroll_to_notices = function ($target) {
    if ($target && $target.length) $target[0].scrollIntoView({ block: 'start' });
  };
})(jQuery);
