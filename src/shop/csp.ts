// The policy the demo shop's checkout page runs under: the strictest we promise merchants
// (README "Content-Security-Policy"). No 'unsafe-inline' or 'unsafe-eval' anywhere; only the
// shop itself and the gateway are named. `strictDynamic`: the nonce-based kind of policy that trusts
// what a trusted script loads (host names are then ignored), as many merchants use.
export function shopCsp(gatewayOrigin: string, nonce: string, { strictDynamic = false } = {}): string {
  return [
    "default-src 'none'",
    strictDynamic ? `script-src 'nonce-${nonce}' 'strict-dynamic'` : `script-src 'nonce-${nonce}' ${gatewayOrigin}`,
    `style-src 'self' ${gatewayOrigin}`,
    `frame-src 'self' ${gatewayOrigin}`,
    `connect-src 'self' ${gatewayOrigin}`,
    // The widget draws brand marks inline: it loads no image, so the gateway is not named here.
    "img-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}
