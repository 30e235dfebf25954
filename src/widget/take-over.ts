// One live widget per page: a paymentWidgets.js that runs while a widget is on the page takes over
// from it (script.ts), through this key of the `wpwl` member it calls, which is not the original's
// and not in the merchant's types. Symbol.for: the classic script, which imports nothing, names the
// same symbol (its test holds the two equal).
export const TAKE_OVER = Symbol.for('wpwl.takeOver');
