// A wallet the browser cannot pay with is left out, and the rest of the form works as usual. That
// is the normal case on most browsers (no Apple Pay outside Safari), so it is a console notice in
// one line, not an error; what the merchant must fix goes to onError instead.
export function walletNotice(brand: string, why: string): null {
  console.info(`[paymentWidgets] ${brand} left out: ${why}.`);
  return null;
}
