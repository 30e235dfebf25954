// @vitest-environment happy-dom
// A redirect brand's one-button form: the merchant's onBeforeSubmit… callback, the submission, and
// the provider's step by the gateway's answer (in the whole tab, or inside the widget with
// inlineFlow). The widget's services are faked (fake-services.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, type WidgetOptions } from '../widget/options/schema.ts';
import { BASE, CHECKOUT_ID, emptyFrames, fakeServices, must, RESULT_URL, show, tick } from './fake-services.ts';
import { createRedirectBrand } from './redirect.tsx';

function setup(brand: string, options: Partial<WidgetOptions> = {}) {
  const fake = fakeServices({ ...DEFAULT_OPTIONS, ...options });
  const part = createRedirectBrand(fake.services, brand);
  const root = show(part);
  const press = async () => {
    must<HTMLButtonElement>(root, `button.wpwl-button-brand-${brand}`).click();
    await tick();
  };
  return { ...fake, part, root, press };
}

beforeEach(() => emptyFrames());

afterEach(() => {
  document.body.innerHTML = '';
});

describe('redirect brand', () => {
  it("shows the brand's button in the original's classes and posts the brand and the result URL on a press", async () => {
    const { press, posted, root } = setup('PAYPAL');
    expect(must(root, '.wpwl-container').className).toBe('wpwl-container wpwl-container-virtualAccount wpwl-container-virtualAccount-PAYPAL wpwl-clearfix');
    expect(must(root, 'button.wpwl-button-brand').getAttribute('aria-label')).toBe('payWith(PayPal)');
    await press();
    expect(posted).toEqual([
      {
        url: `${BASE.href}checkouts/${CHECKOUT_ID}/payment`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'Idempotency-Key': 'key-1' },
        fields: { paymentBrand: 'PAYPAL', shopperResultUrl: RESULT_URL },
      },
    ]);
  });

  it('asks onBeforeSubmitVirtualAccount for a virtual account and onBeforeSubmitOnlineTransfer for a bank transfer', async () => {
    const paypal = setup('PAYPAL');
    await paypal.press();
    const sofort = setup('SOFORTUEBERWEISUNG');
    expect(sofort.root.querySelector('.wpwl-container-onlineTransfer-SOFORTUEBERWEISUNG')).not.toBeNull();
    await sofort.press();
    expect(paypal.allowed.map((a) => a.name)).toEqual(['onBeforeSubmitVirtualAccount']);
    expect(sofort.allowed.map((a) => a.name)).toEqual(['onBeforeSubmitOnlineTransfer']);
    expect(sofort.posted[0]?.fields.paymentBrand).toBe('SOFORTUEBERWEISUNG');
  });

  it('sends nothing when the merchant callback returns false', async () => {
    const { press, posted } = setup('PAYPAL', { onBeforeSubmitVirtualAccount: () => false });
    await press();
    expect(posted).toEqual([]);
  });

  it('posts once when the shopper presses again while the first press is on its way', async () => {
    const { press, posted, control, root, part } = setup('PAYPAL');
    control.answer = () => new Promise(() => undefined);
    await press();
    expect(must<HTMLButtonElement>(root, 'button.wpwl-button-brand').disabled).toBe(true);
    expect(must(root, 'form').getAttribute('aria-busy')).toBe('true');
    await part.submit();
    must(root, 'form').dispatchEvent(new Event('submit', { cancelable: true }));
    await tick();
    expect(posted).toHaveLength(1);
  });

  it("hands the gateway's answer to settle, in the whole tab unless the brand is listed in inlineFlow", async () => {
    const whole = setup('PAYPAL');
    whole.control.answer = () => Promise.resolve(Response.json({ result: { code: '000.200.000' }, redirect: { url: 'https://provider.example' } }));
    await whole.press();
    expect(whole.settled).toEqual([{ outcome: { kind: 'redirect' }, how: { inline: false, submitError: 'WidgetError', key: 'key-1' } }]);
    const inline = setup('KLARNA_PAYMENTS_PAYLATER', { inlineFlow: ['KLARNA_PAYMENTS_PAYLATER'] });
    await inline.press();
    expect(inline.settled[0]?.how.inline).toBe(true);
  });

  it("shows the provider's step inside the widget where its form was, and follows its end to the result page", async () => {
    const { press, control, root, navigated } = setup('PAYPAL', { inlineFlow: ['PAYPAL'], shopperResultTarget: '_top' });
    const step = `${BASE.href}checkouts/${CHECKOUT_ID}/redirect?key=key-1`;
    control.settleAs = () => ({ kind: 'inline', url: step });
    await press();
    expect(root.querySelector('form')).toBeNull();
    const frame = must<HTMLIFrameElement>(root, '.wpwl-container-virtualAccount-PAYPAL > iframe.wpwl-target');
    expect(frame.getAttribute('src')).toBe(step);
    expect(frame.name).toBe('wpwl-target-PAYPAL');
    expect(frame.contentWindow).not.toBeNull();
    const done = { v: 1, t: 'redirectDone', resourcePath: `/v1/checkouts/${CHECKOUT_ID}/payment` };
    // Only the step's own frame, on the gateway's origin, is heard.
    window.dispatchEvent(new MessageEvent('message', { data: done, origin: 'https://evil.example', source: frame.contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { data: done, origin: BASE.origin, source: window }));
    expect(navigated).toEqual([]);
    window.dispatchEvent(new MessageEvent('message', { data: done, origin: BASE.origin, source: frame.contentWindow }));
    expect(navigated).toEqual([{ url: `${RESULT_URL}&id=${CHECKOUT_ID}&resourcePath=${encodeURIComponent(done.resourcePath)}`, target: '_top' }]);
  });

  it('shows the message settle gives and lets the shopper press again', async () => {
    const { press, control, root, posted } = setup('PAYPAL');
    control.settleAs = () => ({ kind: 'message', message: { key: 'paymentRejectedError', vars: { description: 'no such account' } }, checkoutGone: false });
    await press();
    const message = must(root, '.wpwl-message');
    expect(message.textContent).toBe('paymentRejectedError(no such account)');
    expect(message.classList.contains('wpwl-has-error')).toBe(true);
    await press();
    expect(posted).toHaveLength(2);
  });
});
