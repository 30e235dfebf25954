// Trusted Types: on a page whose CSP says `require-trusted-types-for 'script'`, a script URL given
// to the DOM must come from a policy the page allows. Everything the widget and the loader hand such
// a sink goes through one policy, `wpwl` (docs/csp.md "Trusted Types": `trusted-types wpwl`),
// which lets through only the addresses they load: Google's pay.js and the gateway's
// paymentWidgets.js. It is made on first use, so a page that never needs it never sees it, and kept
// on the window: a second createPolicy('wpwl') throws on a page that does not allow duplicates,
// and a widget unloaded and loaded again (or the loader beside the widget) must find the first.

import { TRUSTED_TYPES_POLICY_REFUSED } from '../shared/error-catalogue/methods.ts';

/** The part of the Trusted Types API used here (not in TypeScript's DOM library). */
interface TrustedTypePolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): TrustedTypePolicy;
}
type TrustedWindow = Window & { trustedTypes?: TrustedTypePolicyFactory; [POLICY]?: TrustedTypePolicy | null };

export const POLICY_NAME = 'wpwl';
const POLICY = Symbol.for('wpwl.trustedTypesPolicy');

export const GOOGLE_PAY_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';

/** The only script addresses the policy creates: Google's pay.js, and a gateway's paymentWidgets.js. */
export function allowedScriptURL(url: string): boolean {
  if (url === GOOGLE_PAY_SCRIPT) return true;
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.pathname.endsWith('/v1/paymentWidgets.js') && parsed.hash === '';
}

function policy(win: TrustedWindow, warn: (message: string) => void): TrustedTypePolicy | null {
  if (win[POLICY] !== undefined) return win[POLICY];
  let made: TrustedTypePolicy | null = null;
  try {
    made =
      win.trustedTypes?.createPolicy(POLICY_NAME, {
        createScriptURL: (url) => {
          if (!allowedScriptURL(url)) throw new TypeError(`the ${POLICY_NAME} Trusted Types policy loads no script from ${url}`);
          return url;
        },
      }) ?? null;
  } catch {
    // The page's trusted-types directive names other policies only: the sink refuses the plain
    // string below, and the merchant reads why here.
    warn(TRUSTED_TYPES_POLICY_REFUSED.message({ policy: POLICY_NAME }));
  }
  Object.defineProperty(win, POLICY, { value: made, configurable: true });
  return made;
}

/**
 * `url` as a script element's src takes it: through the `wpwl` policy where the browser has
 * Trusted Types, the string itself elsewhere.
 */
export function scriptURL(win: Window, url: string, warn: (message: string) => void = () => undefined): string {
  const made = policy(win as TrustedWindow, warn);
  // A TrustedScriptURL goes where a string does: the DOM's typings know only the string.
  return made ? (made.createScriptURL(url) as string) : url;
}
