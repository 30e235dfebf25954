// @vitest-environment happy-dom
// One card form mounted on a session: it renders at once, then the checkout's configuration
// decides what it offers, or the form says why the checkout cannot be paid. Faked: the
// configuration (a promise the test settles) and the frames' documents and answers.
import { describe, expect, it, vi } from 'vitest';
import { aFreshPageEachTest, configured, framesAnswer, merchantForm, pendingConfig, testSession, texts } from '../../../test/support/widget-page.ts';
import { readMerchantForm, takeMerchantForm } from '../forms.ts';
import { executePayment } from '../mounts/execute-payment.ts';
import { mountCardForm } from './mount.tsx';

const english = texts('en');
const brandOptions = () => [...document.querySelectorAll('select.wpwl-control-brand option')].map((o) => o.getAttribute('value'));

function mounted(brands = 'VISA MASTER') {
  const element = merchantForm(brands);
  const { config, settle } = pendingConfig();
  const session = testSession({ config, options: { style: 'none' } });
  const form = readMerchantForm(element);
  const mount = mountCardForm(session, { ...form, anchor: takeMerchantForm(element) }, '1', undefined);
  return { element, session, mount, settle };
}

aFreshPageEachTest();

describe('card mount', () => {
  it('renders the form at once, before the configuration, in place of the merchant form', () => {
    const { element, session, mount } = mounted();
    expect(mount.state.value).toBe('shown');
    expect(element.isConnected).toBe(false);
    expect(document.querySelectorAll('form.paymentWidgets')).toHaveLength(0);
    expect(mount.container.parentElement).toBe(document.body);
    expect(mount.container.querySelector('.wpwl-container-card')).not.toBeNull();
    expect(mount.container.querySelectorAll('iframe')).toHaveLength(2);
    expect(mount.ready.value).toBe(false);
    session.life.destroy();
  });

  it('offers the brands the configuration allows, and is ready once every frame answered', async () => {
    const { session, mount, settle } = mounted();
    settle(configured({ brands: ['MASTER', 'AMEX'] }));
    await vi.waitFor(() => expect(brandOptions()).toEqual(['MASTER']));
    expect(mount.ready.value).toBe(false);
    framesAnswer(mount.container);
    await vi.waitFor(() => expect(mount.ready.value).toBe(true));
    expect(mount.state.value).toBe('shown');
    session.life.destroy();
  });

  it('leaves the page when the configuration allows none of its brands, the merchant form still out of it', async () => {
    const { element, session, mount, settle } = mounted('VISA');
    settle(configured({ brands: ['AMEX'] }));
    await vi.waitFor(() => expect(mount.state.value).toBe('notOffered'));
    expect(mount.ready.value).toBe(true);
    expect(mount.container.isConnected).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
    expect(element.isConnected).toBe(false);
    session.life.destroy();
  });

  it.each([
    ['unknown or expired', { status: 'invalid' } as const, english.invalidCheckoutError],
    ['unreachable', { status: 'network' } as const, english.networkError],
  ])("shows the checkout's message when it is %s, and cannot pay; the page tells the merchant, not the form", async (_case, result, message) => {
    const { session, mount, settle } = mounted();
    settle(result);
    await vi.waitFor(() => expect(mount.container.querySelector('.wpwl-message')?.textContent).toBe(message));
    expect(mount.container.querySelector<HTMLButtonElement>('.wpwl-button-pay')?.disabled).toBe(true);
    framesAnswer(mount.container);
    await new Promise((r) => setTimeout(r, 20));
    expect(mount.ready.value).toBe(false);
    expect(session.page.reportError).not.toHaveBeenCalled();
    session.life.destroy();
  });

  it('pays only when it is the container executePayment names', async () => {
    const { session, mount, settle } = mounted();
    settle(configured());
    framesAnswer(mount.container);
    await vi.waitFor(() => expect(mount.ready.value).toBe(true));
    const number = mount.container.querySelector('iframe')?.contentWindow;
    if (!number) throw new Error('no number frame');
    const sent = vi.spyOn(number, 'postMessage');
    const asked = () => sent.mock.calls.filter(([data]) => (data as { t?: string }).t === 'validate');
    const reportError = vi.fn();
    executePayment('wpwl-container-virtualAccount', mount.forms(), reportError);
    await new Promise((r) => setTimeout(r, 20));
    expect(asked()).toEqual([]);
    expect(reportError).toHaveBeenCalledTimes(1);
    // The press of pay begins: the frames are asked whether their fields are valid. The whole
    // class list joined by dots, as ACI's plugins send it, names the same container.
    executePayment('.wpwl-container.wpwl-container-card.wpwl-clearfix', mount.forms(), reportError);
    await vi.waitFor(() => expect(asked()).toHaveLength(1));
    expect(reportError).toHaveBeenCalledTimes(1);
    session.life.destroy();
  });

  it("carries the merchant's inputs into its form, and gives them back on destroy with nothing of its own left", () => {
    const element = merchantForm('VISA');
    element.insertAdjacentHTML('beforeend', '<input type="hidden" name="form_key" value="k3y">');
    const { config } = pendingConfig();
    const session = testSession({ config, options: { style: 'none' } });
    const mount = mountCardForm(session, { ...readMerchantForm(element), anchor: takeMerchantForm(element) }, '1', undefined);
    // The page's scripts find it in the widget's form (a plugin removes its form key in onReady).
    expect(document.querySelector('form.wpwl-form-card [name="form_key"]')).not.toBeNull();
    mount.destroy();
    expect(mount.container.isConnected).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
    expect(element.querySelector('[name="form_key"]')).not.toBeNull();
    session.life.destroy();
  });
});

describe("style 'none' (no stylesheet at all)", () => {
  it('keeps hidden labels and the live region out of view by their own style', () => {
    const element = merchantForm('VISA');
    const { config } = pendingConfig();
    const session = testSession({ config, options: { style: 'none', showLabels: false } });
    const mount = mountCardForm(session, { ...readMerchantForm(element), anchor: takeMerchantForm(element) }, '1', undefined);
    const label = mount.container.querySelector<HTMLElement>('.wpwl-label-cardNumber');
    expect(label?.classList.contains('wpwl-sr-only')).toBe(true);
    expect([label?.style.position, label?.style.width, label?.style.overflow]).toEqual(['absolute', '1px', 'hidden']);
    expect(mount.container.querySelector<HTMLElement>('[aria-live]')?.style.position).toBe('absolute');
    session.life.destroy();
  });
});
