// @vitest-environment happy-dom
// One session for one checkout: its texts, the language change, the modules it asks for once, its
// stylesheet and what destroy undoes. Only the gateway (language files, stylesheet) and the
// modules' downloads are faked; i18next and the session are the real ones.
import { describe, expect, it, vi } from 'vitest';
import { ASSETS, aFreshPageEachTest, configured, gatewayTexts, testSession, texts } from '../../test/support/widget-page.ts';

const asked = (fetch: ReturnType<typeof gatewayTexts>, file: string) => fetch.mock.calls.filter(([url]) => String(url).includes(file)).length;

aFreshPageEachTest();

describe('session', () => {
  it('loads the texts of its language once, and shows them once they are here', async () => {
    const fetch = gatewayTexts();
    const session = testSession({ fetch: fetch as unknown as typeof window.fetch, options: { locale: 'de' } });
    expect(session.i18n.t('cardNumber')).toBe('');
    await session.i18n.ready;
    expect(session.i18n.loaded()).toBe(true);
    expect(session.i18n.t('cardNumber')).toBe(texts('de').cardNumber);
    await session.i18n.changeLanguage('en');
    await session.i18n.changeLanguage('de');
    expect(asked(fetch, '/locales/de.json')).toBe(1);
    expect(asked(fetch, '/locales/en.json')).toBe(1);
    session.destroy();
  });

  it('takes the language file paymentWidgets.js asked for early, once, and asks itself for any other', async () => {
    const fetch = gatewayTexts();
    const early = vi.fn((code: string) => (code === 'de' ? Promise.resolve(new Response(JSON.stringify(texts('de')))) : undefined));
    const session = testSession({
      fetch: fetch as unknown as typeof window.fetch,
      options: { locale: 'de-AT' },
      assets: { ...ASSETS, earlyLanguageFile: early },
    });
    await session.i18n.ready;
    expect(session.i18n.t('cardNumber')).toBe(texts('de').cardNumber);
    expect(early).toHaveBeenCalledWith('de');
    expect(asked(fetch, '/locales/de.json')).toBe(0);
    await session.i18n.changeLanguage('fr');
    expect(session.i18n.t('cardNumber')).toBe(texts('fr').cardNumber);
    expect(asked(fetch, '/locales/fr.json')).toBe(1);
    session.destroy();
  });

  it('changes the language in place, and the frames take the new words', async () => {
    // No stylesheet: its load would restyle the frames too.
    const session = testSession({ options: { style: 'none' } });
    const restyled = vi.fn();
    session.onRestyle(restyled);
    await session.i18n.ready;
    // The words arrived: frames that answered before them get their label now.
    expect(restyled).toHaveBeenCalledTimes(1);
    expect(session.i18n.t('cvv')).toBe(texts('en').cvv);
    await session.i18n.changeLanguage('ar');
    expect(session.i18n.t('cvv')).toBe(texts('ar').cvv);
    expect(session.i18n.dir.value).toBe('rtl');
    session.destroy();
  });

  it('asks for the on-demand forms and the pay chunk once, and again after a failed download', async () => {
    const loadMethods = vi.fn(ASSETS.loadMethods);
    const loadPay = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(ASSETS.loadPay);
    const session = testSession({ assets: { ...ASSETS, loadMethods, loadPay } });
    const [first, second] = await Promise.all([session.loader.load(), session.loader.load()]);
    expect(first).toBe(second);
    expect(loadMethods).toHaveBeenCalledTimes(1);
    await expect(session.pay()).rejects.toThrow('offline');
    const pay = await session.pay();
    await session.pay();
    expect(pay.methodServices).toBeTypeOf('function');
    expect(loadPay).toHaveBeenCalledTimes(2);
    session.destroy();
  });

  it('links the stylesheet, and is styled once it loaded or failed (said through onError)', async () => {
    const session = testSession();
    const link = document.head.querySelector<HTMLLinkElement>('link[rel=stylesheet]');
    expect(link?.href).toBe('http://localhost:8080/v1/assets/widget-0123.css');
    expect(session.styled()).toBe(false);
    link?.dispatchEvent(new Event('error'));
    expect(session.styled()).toBe(true);
    expect(session.reportError).toHaveBeenCalledWith(
      'WidgetError',
      expect.stringContaining('stylesheet did not load from http://localhost:8080/v1/assets/widget-0123.css'),
    );
    session.destroy();
    // style: 'none': no stylesheet, nothing to wait for.
    const bare = testSession({ options: { style: 'none' } });
    expect(document.head.querySelector('link[rel=stylesheet]')).toBeNull();
    expect(bare.styled()).toBe(true);
    bare.destroy();
  });

  it("keeps the widget's containers out of the layout until the stylesheet settled, loaded or failed", () => {
    for (const settle of ['load', 'error']) {
      const session = testSession();
      const container = document.body.appendChild(document.createElement('div'));
      session.untilStyled(container);
      expect(container.style.getPropertyValue('display')).toBe('none');
      expect(container.getAttribute('style')).toBe('display: none;');
      document.head.querySelector('link[rel=stylesheet]')?.dispatchEvent(new Event(settle));
      expect(container.style.getPropertyValue('display')).toBe('');
      // One given after it settled is never hidden.
      const later = document.body.appendChild(document.createElement('div'));
      session.untilStyled(later);
      expect(later.style.getPropertyValue('display')).toBe('');
      session.destroy();
    }
    // style: 'none': nothing to wait for, nothing hidden.
    const bare = testSession({ options: { style: 'none' } });
    const container = document.body.appendChild(document.createElement('div'));
    bare.untilStyled(container);
    expect(container.style.getPropertyValue('display')).toBe('');
    bare.destroy();
  });

  it('undoes on destroy what was registered, last first: the stylesheet, timers, restylers', async () => {
    vi.useFakeTimers();
    try {
      const session = testSession();
      const order: string[] = [];
      session.onCleanup(() => order.push('first'));
      session.onCleanup(() => order.push('second'));
      const timer = vi.fn();
      session.setTimer(timer, 100);
      const restyled = vi.fn();
      session.onRestyle(restyled);
      session.destroy();
      expect(session.destroyed).toBe(true);
      expect(order).toEqual(['second', 'first']);
      expect(document.head.querySelector('link[rel=stylesheet]')).toBeNull();
      vi.advanceTimersByTime(200);
      expect(timer).not.toHaveBeenCalled();
      session.restyle();
      expect(restyled).not.toHaveBeenCalled();
      // Once only.
      session.destroy();
      expect(order).toEqual(['second', 'first']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("knows the checkout's amount once the configuration is here, and which brands it offers", async () => {
    const config = Promise.resolve(configured({ amount: '12.34', currency: 'SAR' }));
    const session = testSession({ config });
    expect(session.amount()).toBeNull();
    await config;
    expect(session.amount()).toEqual({ amount: '12.34', currency: 'SAR', registration: false });
    expect(session.offered(['VISA', 'MASTER', 'MADA'], undefined)).toEqual(['VISA', 'MASTER', 'MADA']);
    expect(session.offered(['VISA', 'MASTER', 'MADA'], ['MADA', 'AMEX'])).toEqual(['MADA']);
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('not offered to this shopper (the checkout allows MADA AMEX): VISA MASTER'));
    session.destroy();
  });
});
