// The pay chunk (the 'pay' entry of the build): what a form needs to pay but not to show. The
// card form's pay path and the on-demand forms' services, with the outcome contract both follow.
// paymentWidgets.js preloads it beside the widget's modules, so it is here before a shopper could
// press pay; the outline of the forms never waits for it.
export { createCardPay } from '../card/pay.ts';
export { methodServices } from './services.ts';
