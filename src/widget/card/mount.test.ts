// @vitest-environment happy-dom
// One card form mounted on a session: it renders at once, then the checkout's configuration
// decides what it offers, or the form says why the checkout cannot be paid. Faked: the
// configuration (a promise the test settles) and the frames' documents and answers.
import { describe, expect, it, vi } from 'vitest';
import { aFreshPageEachTest, configured, framesAnswer, merchantForm, pendingConfig, testSession, texts } from '../../../test/support/widget-page.ts';
import { readMerchantForm } from '../forms.ts';
import { mountCardForm } from './mount.tsx';

const english = texts('en');
const brandOptions = () => [...document.querySelectorAll('select.wpwl-control-brand option')].map((o) => o.getAttribute('value'));

function mounted(brands = 'VISA MASTER') {
  const element = merchantForm(brands);
  const { config, settle } = pendingConfig();
  const session = testSession({ config, options: { style: 'none' } });
  const mount = mountCardForm(session, readMerchantForm(element), '1', undefined);
  return { element, session, mount, settle };
}

aFreshPageEachTest();

describe('card mount', () => {
  it('renders the form at once, before the configuration, in place of the merchant form', () => {
    const { element, session, mount } = mounted();
    expect(mount.state.value).toBe('shown');
    expect(element.nextElementSibling).toBe(mount.container);
    expect(element.hidden).toBe(true);
    expect(mount.container.querySelector('.wpwl-container-card')).not.toBeNull();
    expect(mount.container.querySelectorAll('iframe')).toHaveLength(2);
    expect(mount.ready.value).toBe(false);
    session.destroy();
  });

  it('offers the brands the configuration allows, and is ready once every frame answered', async () => {
    const { session, mount, settle } = mounted();
    settle(configured({ brands: ['MASTER', 'AMEX'] }));
    await vi.waitFor(() => expect(brandOptions()).toEqual(['MASTER']));
    expect(mount.ready.value).toBe(false);
    framesAnswer(mount.container);
    await vi.waitFor(() => expect(mount.ready.value).toBe(true));
    expect(mount.state.value).toBe('shown');
    session.destroy();
  });

  it('leaves the page when the configuration allows none of its brands, the merchant form still hidden', async () => {
    const { element, session, mount, settle } = mounted('VISA');
    settle(configured({ brands: ['AMEX'] }));
    await vi.waitFor(() => expect(mount.state.value).toBe('notOffered'));
    expect(mount.ready.value).toBe(true);
    expect(mount.container.isConnected).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
    expect(element.hidden).toBe(true);
    session.destroy();
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
    expect(session.reportError).not.toHaveBeenCalled();
    session.destroy();
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
    mount.submit('wpwl-container-virtualAccount');
    await new Promise((r) => setTimeout(r, 20));
    expect(asked()).toEqual([]);
    // The press of pay begins: the frames are asked whether their fields are valid.
    mount.submit('wpwl-container-card');
    await vi.waitFor(() => expect(asked()).toHaveLength(1));
    session.destroy();
  });

  it('removes on destroy what it added: its container and frames, and the merchant form shows again', () => {
    const { element, session, mount } = mounted();
    mount.destroy();
    expect(mount.container.isConnected).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
    expect(element.hidden).toBe(false);
    expect(element.style.display).toBe('');
    session.destroy();
  });
});
