// The plugin's front script, on every checkout page: the expiry re-checked as the shopper types
// (validateExpiry is printed by the card pages; this page keeps the card form hidden).
jQuery(document).ready(function ($) {
  $(document).on('keyup change', '.wpwl-control-expiry', function (e) {
    validateExpiry(e);
  });
});
