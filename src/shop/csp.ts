// The policy the demo shop's checkout page runs under: the strictest we promise merchants
// (docs/csp.md). No 'unsafe-inline' or 'unsafe-eval' anywhere; only the
// shop itself and the gateway are named. `strictDynamic`: the nonce-based kind of policy that trusts
// what a trusted script loads (host names are then ignored), as many merchants use.

/** What a page offering Google Pay adds to its policy for Google's pay.js (docs/csp.md "Google Pay and Apple Pay"). */
export const GOOGLE_PAY_HOSTS = {
  script: 'https://pay.google.com',
  frame: 'https://pay.google.com',
  connect: 'https://pay.google.com https://google.com/pay',
  img: 'https://www.gstatic.com',
} as const;

/** The directives a page can leave the gateway out of, by mistake (?cspMissing=…): the widget names them (docs/csp.md). */
export const GATEWAY_DIRECTIVES = ['script-src', 'style-src', 'frame-src', 'connect-src'] as const;
export type GatewayDirective = (typeof GATEWAY_DIRECTIVES)[number];

/**
 * `trustedTypes`: the page requires Trusted Types (docs/csp.md "Trusted Types").
 * `reportUri`: violations are reported there (the shop's /csp-reports/{id}).
 * `googlePay`: a page offering Google Pay adds Google's hosts, as Google documents for pay.js
 * (its script, the sheet's frame, its requests, the button's images).
 * `missing`: the merchant's mistake of a policy without the gateway in that directive (the page
 * gives the widget's tag its nonce, so that for script-src it is the widget's modules that are blocked).
 */
export function shopCsp(
  gatewayOrigin: string,
  nonce: string,
  {
    strictDynamic = false,
    googlePay = false,
    trustedTypes = false,
    reportUri = '',
    missing,
  }: { strictDynamic?: boolean; googlePay?: boolean; trustedTypes?: boolean; reportUri?: string; missing?: GatewayDirective | undefined } = {},
): string {
  const google = (hosts: string) => (googlePay ? ` ${hosts}` : '');
  const gateway = (directive: GatewayDirective) => (missing === directive ? '' : ` ${gatewayOrigin}`);
  return [
    "default-src 'none'",
    strictDynamic ? `script-src 'nonce-${nonce}' 'strict-dynamic'` : `script-src 'nonce-${nonce}'${gateway('script-src')}${google(GOOGLE_PAY_HOSTS.script)}`,
    `style-src 'self'${gateway('style-src')}`,
    `frame-src 'self'${gateway('frame-src')}${google(GOOGLE_PAY_HOSTS.frame)}`,
    `connect-src 'self'${gateway('connect-src')}${google(GOOGLE_PAY_HOSTS.connect)}`,
    // The widget draws brand marks inline: it loads no image, so the gateway is not named here.
    `img-src 'self'${google(GOOGLE_PAY_HOSTS.img)}`,
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    // `trustedTypes`: script sinks take only what a named policy made: the widget's (wpwl) and the
    // shop's own (shop), as a merchant's page with policies of its own would allow.
    ...(trustedTypes ? ["require-trusted-types-for 'script'", 'trusted-types wpwl shop'] : []),
    // `reportUri`: where the browser reports violations, for a test that cannot listen in the page
    // before its scripts run (the WebKit specs, through WebDriver).
    ...(reportUri ? [`report-uri ${reportUri}`] : []),
  ].join('; ');
}
