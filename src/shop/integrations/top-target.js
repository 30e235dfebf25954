// A merchant page that runs 3-D Secure and provider steps in the whole tab (the WebKit specs set
// options through a file of the shop, having no init script).
var wpwlOptions = { style: 'card', paymentTarget: '_top' };
