// Wallets are offered only where the browser can pay with them; elsewhere they are left out with
// a console notice, and the rest of the form works as usual.
export function walletNotice(brand: string): void {
  const why =
    brand === 'APPLEPAY'
      ? 'Apple Pay needs Safari on an Apple device with a card in Wallet (ApplePaySession)'
      : brand === 'GOOGLEPAY'
        ? "Google Pay needs Google's pay.js from pay.google.com, which this gateway does not load"
        : 'this brand is not supported';
  console.info(`[paymentWidgets] ${brand} left out: ${why}.`);
}
