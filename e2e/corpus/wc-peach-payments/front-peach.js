// The plugin's front script (footer): the expiry is checked again as the shopper types.
jQuery(document).ready(function ($) {
  $(document).on('keyup change', '.wpwl-control-expiry', function (e) {
    validateExpiry(e);
  });
});
