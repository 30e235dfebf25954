// A wallet the browser cannot pay with is left out, and the rest of the form works as usual. That
// is the normal case on most browsers (no Apple Pay outside Safari), so it is a console notice in
// one line, not an error; what the merchant must fix goes to onError instead.
import { WALLET_LEFT_OUT } from '../../shared/error-catalogue/methods.ts';

export function walletNotice(brand: string, why: string): null {
  console.info(`[paymentWidgets] ${WALLET_LEFT_OUT.message({ brand, why })}`);
  return null;
}
