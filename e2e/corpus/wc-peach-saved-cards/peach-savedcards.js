// Peach Payments, the shopper chose "use a saved card": the stored cards alone, paid without asking
// the security code again; the widget's expiry check off as on the plugin's other card pages.
var wpwlOptions = { registrations: { requireCvv: false, hideInitialPaymentForms: true }, disableCardExpiryDateValidation: true };
