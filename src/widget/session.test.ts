// @vitest-environment happy-dom
// One session for one checkout: its texts, the language change, the modules it asks for once, its
// stylesheet and what destroy undoes. Only the gateway (language files, stylesheet) and the
// modules' downloads are faked; i18next and the session are the real ones.
import { describe, expect, it, vi } from 'vitest';
import { ASSETS, aFreshPageEachTest, configured, gatewayTexts, pendingConfig, testSession, texts } from '../../test/support/widget-page.ts';
import { STYLESHEET_FAILED } from '../shared/error-catalogue/widget.ts';
import { offeredBrands } from './offered.ts';

const asked = (fetch: ReturnType<typeof gatewayTexts>, file: string) => fetch.mock.calls.filter(([url]) => String(url).includes(file)).length;

aFreshPageEachTest();

describe('session', () => {
  it('loads the texts of its language once, and shows them once they are here', async () => {
    const fetch = gatewayTexts();
    const session = testSession({ fetch: fetch as unknown as typeof window.fetch, options: { locale: 'de' } });
    expect(session.look.i18n.t('cardNumber')).toBe('');
    await session.look.i18n.ready;
    expect(session.look.i18n.loaded()).toBe(true);
    expect(session.look.i18n.t('cardNumber')).toBe(texts('de').cardNumber);
    await session.look.i18n.changeLanguage('en');
    await session.look.i18n.changeLanguage('de');
    expect(asked(fetch, '/locales/de.json')).toBe(1);
    expect(asked(fetch, '/locales/en.json')).toBe(1);
    session.life.destroy();
  });

  it('takes the language file paymentWidgets.js asked for early, once, and asks itself for any other', async () => {
    const fetch = gatewayTexts();
    const early = vi.fn((code: string) => (code === 'de' ? Promise.resolve(new Response(JSON.stringify(texts('de')))) : undefined));
    const session = testSession({
      fetch: fetch as unknown as typeof window.fetch,
      options: { locale: 'de-AT' },
      assets: { ...ASSETS, earlyLanguageFile: early },
    });
    await session.look.i18n.ready;
    expect(session.look.i18n.t('cardNumber')).toBe(texts('de').cardNumber);
    expect(early).toHaveBeenCalledWith('de');
    expect(asked(fetch, '/locales/de.json')).toBe(0);
    await session.look.i18n.changeLanguage('fr');
    expect(session.look.i18n.t('cardNumber')).toBe(texts('fr').cardNumber);
    expect(asked(fetch, '/locales/fr.json')).toBe(1);
    session.life.destroy();
  });

  it('changes the language in place, and the frames take the new words', async () => {
    // No stylesheet: its load would restyle the frames too.
    const session = testSession({ options: { style: 'none' } });
    const restyled = vi.fn();
    session.look.onRestyle(restyled);
    await session.look.i18n.ready;
    // The words arrived: frames that answered before them get their label now.
    expect(restyled).toHaveBeenCalledTimes(1);
    expect(session.look.i18n.t('cvv')).toBe(texts('en').cvv);
    await session.look.i18n.changeLanguage('ar');
    expect(session.look.i18n.t('cvv')).toBe(texts('ar').cvv);
    expect(session.look.i18n.dir.value).toBe('rtl');
    session.life.destroy();
  });

  it('asks for the on-demand forms and the pay chunk once, and again after a failed download', async () => {
    const loadMethods = vi.fn(ASSETS.loadMethods);
    const loadPay = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(ASSETS.loadPay);
    const session = testSession({ assets: { ...ASSETS, loadMethods, loadPay } });
    const [first, second] = await Promise.all([session.chunks.forms.load(), session.chunks.forms.load()]);
    expect(first).toBe(second);
    expect(loadMethods).toHaveBeenCalledTimes(1);
    await expect(session.chunks.pay()).rejects.toThrow('offline');
    const pay = await session.chunks.pay();
    await session.chunks.pay();
    expect(pay.methodServices).toBeTypeOf('function');
    expect(loadPay).toHaveBeenCalledTimes(2);
    session.life.destroy();
  });

  it('links the stylesheet, and is styled once it loaded or failed (said through onError)', async () => {
    const session = testSession();
    const link = document.head.querySelector<HTMLLinkElement>('link[rel=stylesheet]');
    expect(link?.href).toBe('http://localhost:8080/v1/assets/widget-0123.css');
    expect(session.look.styled()).toBe(false);
    link?.dispatchEvent(new Event('error'));
    expect(session.look.styled()).toBe(true);
    expect(session.page.reportError).toHaveBeenCalledWith(STYLESHEET_FAILED, { href: 'http://localhost:8080/v1/assets/widget-0123.css' });
    session.life.destroy();
    // style: 'none': no stylesheet, nothing to wait for.
    const bare = testSession({ options: { style: 'none' } });
    expect(document.head.querySelector('link[rel=stylesheet]')).toBeNull();
    expect(bare.look.styled()).toBe(true);
    bare.life.destroy();
  });

  it("keeps the widget's containers out of the layout until the stylesheet settled, loaded or failed", () => {
    for (const settle of ['load', 'error']) {
      const session = testSession();
      const container = document.body.appendChild(document.createElement('div'));
      session.look.untilStyled(container);
      expect(container.style.getPropertyValue('display')).toBe('none');
      expect(container.getAttribute('style')).toBe('display: none;');
      document.head.querySelector('link[rel=stylesheet]')?.dispatchEvent(new Event(settle));
      expect(container.style.getPropertyValue('display')).toBe('');
      // One given after it settled is never hidden.
      const later = document.body.appendChild(document.createElement('div'));
      session.look.untilStyled(later);
      expect(later.style.getPropertyValue('display')).toBe('');
      session.life.destroy();
    }
    // style: 'none': nothing to wait for, nothing hidden.
    const bare = testSession({ options: { style: 'none' } });
    const container = document.body.appendChild(document.createElement('div'));
    bare.look.untilStyled(container);
    expect(container.style.getPropertyValue('display')).toBe('');
    bare.life.destroy();
  });

  it('undoes on destroy what was registered, last first: the stylesheet, timers, restylers', async () => {
    vi.useFakeTimers();
    try {
      const session = testSession();
      const order: string[] = [];
      session.life.onCleanup(() => order.push('first'));
      session.life.onCleanup(() => order.push('second'));
      const timer = vi.fn();
      session.life.setTimer(timer, 100);
      const restyled = vi.fn();
      session.look.onRestyle(restyled);
      session.life.destroy();
      expect(session.life.destroyed).toBe(true);
      expect(order).toEqual(['second', 'first']);
      expect(document.head.querySelector('link[rel=stylesheet]')).toBeNull();
      vi.advanceTimersByTime(200);
      expect(timer).not.toHaveBeenCalled();
      session.look.restyle();
      expect(restyled).not.toHaveBeenCalled();
      // Once only.
      session.life.destroy();
      expect(order).toEqual(['second', 'first']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("gives the forms the checkout's amount once the configuration is here", async () => {
    const { config, settle } = pendingConfig();
    const session = testSession({ config });
    const form = { shopperResultUrl: 'https://shop.example/result', element: document.createElement('form'), cardBrands: [] };
    const { submission } = await session.chunks.forms.services(form);
    expect(submission.amount()).toBeNull();
    settle(configured({ amount: '12.34', currency: 'SAR' }));
    await config;
    expect(submission.amount()).toEqual({ amount: '12.34', currency: 'SAR', registration: false });
    session.life.destroy();
  });
});

describe('offered brands', () => {
  it("keeps the brands the checkout allows, in the page's order, and says which it left out", () => {
    expect(offeredBrands(['VISA', 'MASTER', 'MADA'], undefined)).toEqual(['VISA', 'MASTER', 'MADA']);
    expect(offeredBrands(['VISA', 'MASTER', 'MADA'], ['MADA', 'AMEX'])).toEqual(['MADA']);
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('not offered to this shopper (the checkout allows MADA AMEX): VISA MASTER'));
  });
});
