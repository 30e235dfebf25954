// The part of Shopware 5's storefront the plugin works around: its CSRF protection puts the
// session's token into every POST form of the page, once the page is ready and again after each
// of its AJAX calls (the cart widget, the off-canvas menus).
(function ($) {
  var NAME = '__csrf_token';
  var token = 'c9Fq2LmZ0xWv7Rt4Ks1Nb8Yd';

  window.CSRF = {
    getToken: function () {
      return token;
    },
    updateForms: function () {
      $('form[method="post"], form[method="POST"]').each(function () {
        var $form = $(this);
        var $input = $form.find('input[name="' + NAME + '"]');
        if (!$input.length) {
          $input = $('<input>', { type: 'hidden', name: NAME });
          $form.append($input);
        }
        $input.val(token);
      });
    },
  };

  $(function () {
    window.CSRF.updateForms();
  });
  $(document).ajaxComplete(function () {
    window.CSRF.updateForms();
  });
})(jQuery);
