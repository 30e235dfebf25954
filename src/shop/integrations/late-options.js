// A merchant page that defines wpwlOptions after the widget's tag and the form, in a jQuery
// DOM-ready handler (some shop themes do): the widget reads the options when it builds the forms.
$(function () {
  window.wpwlOptions = {
    style: 'card',
    locale: 'de',
    labels: { cardHolder: 'Name auf der Karte' },
    onReady: function () {
      $('body').attr('data-merchant-ready', 'yes');
    },
  };
});
