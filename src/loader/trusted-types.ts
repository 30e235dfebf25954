// The loader's side of the `wpwl` Trusted Types policy (src/page-kit/trusted-types.ts holds the
// widget's). The loader ships on its own, so it carries its own copy: the same name, the same
// window slot and the same rules, so whichever of the two makes the policy first, the other finds
// it and it lets through what both load (a test keeps the two in agreement).

interface Policy {
  createScriptURL(url: string): unknown;
}
type PolicyWindow = Window & {
  trustedTypes?: { createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): Policy };
  [SLOT]?: Policy | null;
};

const SLOT = Symbol.for('wpwl.trustedTypesPolicy');
const GOOGLE_PAY_SCRIPT = 'https://pay.google.com/gp/p/js/pay.js';

export function allowedScriptURL(url: string): boolean {
  if (url === GOOGLE_PAY_SCRIPT) return true;
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.pathname.endsWith('/v1/paymentWidgets.js') && parsed.hash === '';
}

/** paymentWidgets.js's address as a script's src takes it, through the `wpwl` policy where there are Trusted Types. */
export function widgetScriptURL(win: Window, url: string): string {
  const w = win as PolicyWindow;
  if (w[SLOT] === undefined) {
    let made: Policy | null = null;
    try {
      made =
        w.trustedTypes?.createPolicy('wpwl', {
          createScriptURL: (u) => {
            if (!allowedScriptURL(u)) throw new TypeError(`the wpwl Trusted Types policy loads no script from ${u}`);
            return u;
          },
        }) ?? null;
    } catch {
      // TRUSTED_TYPES_POLICY_REFUSED (src/shared/error-catalogue/methods.ts): a copy, held equal by its test, as the loader ships apart from the widget.
      console.warn(
        `[paymentWidgets] the page's Content-Security-Policy does not allow the Trusted Types policy "wpwl": add wpwl to its trusted-types directive`,
      );
    }
    Object.defineProperty(w, SLOT, { value: made, configurable: true });
  }
  const policy = w[SLOT];
  return policy ? (policy.createScriptURL(url) as string) : url;
}
