// A merchant page whose stored cards ask for their security code (registrations.requireCvv), for
// the WebKit specs, which set options through a file of the shop.
var wpwlOptions = { style: 'card', registrations: { requireCvv: true } };
