import { describe, expect, it } from 'vitest';
import { allowedScriptURL as loaderAllows, widgetScriptURL } from '../loader/trusted-types.ts';
import { allowedScriptURL, GOOGLE_PAY_SCRIPT, POLICY_NAME, scriptURL } from './trusted-types.ts';

/** A window with a Trusted Types factory that, like a browser's, refuses a second policy of a name. */
function fakeWindow({ allowed = [POLICY_NAME] }: { allowed?: string[] } = {}) {
  const made: string[] = [];
  const win = {
    trustedTypes: {
      createPolicy(name: string, rules: { createScriptURL: (url: string) => string }) {
        if (!allowed.includes(name) || made.includes(name)) throw new TypeError(`policy ${name} refused`);
        made.push(name);
        return { createScriptURL: (url: string) => ({ trusted: rules.createScriptURL(url) }) };
      },
    },
  };
  return { win: win as unknown as Window, made };
}

describe('the wpwl Trusted Types policy', () => {
  it('lets through only pay.js and a gateway paymentWidgets.js', () => {
    expect(
      [GOOGLE_PAY_SCRIPT, 'https://gateway.example/v1/paymentWidgets.js?checkoutId=ABC', 'http://localhost:8080/v1/paymentWidgets.js'].every(allowedScriptURL),
    ).toBe(true);
    expect(
      [
        'https://pay.google.com/gp/p/js/pay.js?x=1',
        'https://evil.example/v1/paymentWidgets.js#x',
        'javascript:alert(1)',
        'data:text/javascript,alert(1)',
        'https://gateway.example/v1/other.js',
        'not a url',
      ].filter(allowedScriptURL),
    ).toEqual([]);
  });

  it('is made once per window and found again by later calls (a reload, the loader beside the widget)', () => {
    const { win, made } = fakeWindow();
    expect(scriptURL(win, GOOGLE_PAY_SCRIPT)).toEqual({ trusted: GOOGLE_PAY_SCRIPT });
    expect(scriptURL(win, 'https://g.example/v1/paymentWidgets.js')).toEqual({ trusted: 'https://g.example/v1/paymentWidgets.js' });
    expect(made).toEqual([POLICY_NAME]);
  });

  it('refuses any other address with a TypeError naming it', () => {
    const { win } = fakeWindow();
    expect(() => scriptURL(win, 'https://evil.example/x.js')).toThrow(/wpwl Trusted Types policy loads no script from https:\/\/evil\.example\/x\.js/);
  });

  it('says what to add when the page does not allow the policy, and hands the string to the sink', () => {
    const { win } = fakeWindow({ allowed: ['shop'] });
    const warnings: string[] = [];
    expect(scriptURL(win, GOOGLE_PAY_SCRIPT, (m) => warnings.push(m))).toBe(GOOGLE_PAY_SCRIPT);
    expect(warnings).toEqual(['the page\'s Content-Security-Policy does not allow the Trusted Types policy "wpwl": add wpwl to its trusted-types directive']);
  });

  it('is the string itself in a browser without Trusted Types', () => {
    expect(scriptURL({} as Window, GOOGLE_PAY_SCRIPT)).toBe(GOOGLE_PAY_SCRIPT);
  });
});

describe("the loader's copy of the policy", () => {
  const urls = [
    GOOGLE_PAY_SCRIPT,
    'https://gateway.example/v1/paymentWidgets.js?checkoutId=ABC',
    'http://localhost:8080/v1/paymentWidgets.js',
    'https://pay.google.com/gp/p/js/pay.js?x=1',
    'https://evil.example/v1/paymentWidgets.js#x',
    'javascript:alert(1)',
    'https://gateway.example/v1/other.js',
  ];

  it("allows exactly what the widget's allows", () => {
    expect(urls.map(loaderAllows)).toEqual(urls.map(allowedScriptURL));
  });

  it('shares the one policy with the widget, whichever makes it first', () => {
    const { win, made } = fakeWindow();
    widgetScriptURL(win, 'https://g.example/v1/paymentWidgets.js');
    expect(scriptURL(win, GOOGLE_PAY_SCRIPT)).toEqual({ trusted: GOOGLE_PAY_SCRIPT });
    expect(made).toEqual([POLICY_NAME]);
  });
});
