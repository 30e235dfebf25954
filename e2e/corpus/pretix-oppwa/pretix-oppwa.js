// The plugin's only script: once the page is ready, the widget speaks the page's language.
$(function () {
  wpwlOptions = {
    locale: $.trim($("body").attr("data-locale")),
  };
});
