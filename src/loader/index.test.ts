// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { loadPaymentWidget } from './index.ts';

describe('loadPaymentWidget', () => {
  it('is safe to call twice (StrictMode): the second load replaces the first', () => {
    // happy-dom loads no script; it reports that as success rather than as a failed load.
    (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess =
      true;
    const container = document.createElement('div');
    document.body.append(container);
    const load = { gateway: 'http://localhost:8080/', checkoutId: 'A'.repeat(32), container, shopperResultUrl: 'https://shop.example/result' };
    void loadPaymentWidget(load).catch(() => undefined);
    void loadPaymentWidget(load).catch(() => undefined);
    expect(container.querySelectorAll('form.paymentWidgets')).toHaveLength(1);
    const scripts = [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
    expect(scripts).toEqual([`http://localhost:8080/v1/paymentWidgets.js?checkoutId=${'A'.repeat(32)}`]);
    expect((window as unknown as { wpwlOptions?: object }).wpwlOptions).toBeDefined();
  });
});
