// @vitest-environment happy-dom
// The mounts of the on-demand forms on a session: a merchant form's other brands, and the stored
// cards above the first card form. Each follows the checkout's configuration itself. Faked: the
// configuration (a promise the test settles) and the card frames' documents; the on-demand forms
// and the pay chunk are the real modules.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ASSETS, aFreshPageEachTest, configured, merchantForm, pendingConfig, testSession } from '../../../test/support/widget-page.ts';
import type { StoredCard } from '../../shared/api/checkout.ts';
import { METHODS_FAILED } from '../../shared/error-catalogue/widget.ts';
import { mountCardForm } from '../card/mount.tsx';
import { readMerchantForm, takeMerchantForm } from '../forms.ts';
import type { WidgetAssets } from '../session.ts';
import { mountOtherBrands, mountStoredCards } from './mount.ts';

const STORED: StoredCard = { id: '8a82944a4cc25ebf014cc2c782423202', paymentBrand: 'VISA', last4: '1111', expiryMonth: '12', expiryYear: '2030' };

function session(assets: WidgetAssets = ASSETS) {
  const { config, settle } = pendingConfig();
  return { session: testSession({ config, assets, options: { style: 'none' } }), settle };
}

const containers = (root: ParentNode = document) => [...root.querySelectorAll('.wpwl-container')].map((c) => c.className);

// The modules are imported once before the tests, as paymentWidgets.js preloads them: no test waits for a first import.
beforeAll(() => Promise.all([ASSETS.loadMethods(), ASSETS.loadPay(), ASSETS.loadI18n()]));

aFreshPageEachTest();

describe('other brands mount', () => {
  it('shows the brands the configuration allows where the merchant form was, which leaves the page', async () => {
    const element = merchantForm('DIRECTDEBIT_SEPA PAYPAL');
    const { session: s, settle } = session();
    const anchor = takeMerchantForm(element);
    const mount = mountOtherBrands(s, { ...readMerchantForm(element), anchor });
    expect(mount.state.value).toBe('loading');
    expect(element.isConnected).toBe(false);
    settle(configured({ brands: ['PAYPAL', 'VISA'] }));
    await vi.waitFor(() => expect(mount.ready.value).toBe(true));
    expect(mount.state.value).toBe('shown');
    const target = anchor.nextSibling as HTMLElement | null;
    expect(target?.className).toBe('wpwl-flows');
    expect(containers(target ?? document)).toEqual([expect.stringContaining('PAYPAL')]);
    s.life.destroy();
  });

  it('is not offered when the configuration allows none of its brands', async () => {
    const element = merchantForm('DIRECTDEBIT_SEPA');
    const { session: s, settle } = session();
    const mount = mountOtherBrands(s, readMerchantForm(element));
    settle(configured({ brands: ['VISA'] }));
    await vi.waitFor(() => expect(mount.state.value).toBe('notOffered'));
    expect(mount.ready.value).toBe(true);
    expect(containers()).toEqual([]);
    s.life.destroy();
  });

  it('shows every brand of a checkout that cannot be paid: a submission meets it and says so', async () => {
    const element = merchantForm('DIRECTDEBIT_SEPA');
    const { session: s, settle } = session();
    const mount = mountOtherBrands(s, readMerchantForm(element));
    settle({ status: 'invalid' });
    await vi.waitFor(() => expect(mount.state.value).toBe('shown'));
    expect(containers()).toEqual([expect.stringContaining('wpwl-container-directDebit')]);
    expect(s.page.reportError).not.toHaveBeenCalled();
    s.life.destroy();
  });

  it('fails, and says so, when the on-demand forms do not load', async () => {
    const element = merchantForm('DIRECTDEBIT_SEPA PAYPAL');
    const { session: s, settle } = session({ ...ASSETS, loadMethods: () => Promise.reject(new Error('offline')) });
    const mount = mountOtherBrands(s, readMerchantForm(element));
    settle(configured());
    await vi.waitFor(() => expect(mount.state.value).toBe('failed'));
    expect(mount.ready.value).toBe(true);
    expect(s.page.reportError).toHaveBeenCalledWith(METHODS_FAILED, {
      why: 'the on-demand forms did not load (offline)',
      what: 'the DIRECTDEBIT_SEPA, PAYPAL forms',
    });
    expect(METHODS_FAILED.message({ why: 'the on-demand forms did not load (offline)', what: 'the DIRECTDEBIT_SEPA, PAYPAL forms' })).toBe(
      'the on-demand forms did not load (offline): the DIRECTDEBIT_SEPA, PAYPAL forms cannot be shown',
    );
    s.life.destroy();
  });

  it('removes on destroy what it added, and leaves the merchant form where it is', async () => {
    const element = merchantForm('DIRECTDEBIT_SEPA');
    const { session: s, settle } = session();
    const mount = mountOtherBrands(s, readMerchantForm(element));
    settle(configured());
    await vi.waitFor(() => expect(mount.state.value).toBe('shown'));
    mount.destroy();
    expect(document.querySelector('.wpwl-flows')).toBeNull();
    expect(containers()).toEqual([]);
    s.life.destroy();
    expect(element.isConnected).toBe(true);
  });
});

describe('stored cards mount', () => {
  function withCardForm(assets: WidgetAssets = ASSETS) {
    const element = merchantForm('VISA MASTER');
    const { session: s, settle } = session(assets);
    const form = readMerchantForm(element);
    const card = mountCardForm(s, form, '1', undefined);
    const mount = mountStoredCards(s, form, card);
    return { element, s, settle, card, mount };
  }

  it('goes above the first card form', async () => {
    const { s, settle, card, mount } = withCardForm();
    settle(configured({ registrations: [STORED] }));
    await vi.waitFor(() => expect(mount.state.value).toBe('shown'));
    expect(card.container.previousElementSibling?.querySelector('.wpwl-container-registration')).not.toBeNull();
    s.life.destroy();
  });

  it('goes where the card form would be when the checkout offers none of its brands', async () => {
    const { element, s, settle, card, mount } = withCardForm();
    settle(configured({ brands: ['AMEX'], registrations: [STORED] }));
    await vi.waitFor(() => expect(mount.state.value).toBe('shown'));
    expect(card.state.value).toBe('notOffered');
    expect(element.nextElementSibling?.querySelector('.wpwl-container-registration')).not.toBeNull();
    s.life.destroy();
  });

  it('is not offered, and asks for no module, when the checkout has no stored cards or cannot be paid', async () => {
    for (const result of [configured(), { status: 'invalid' } as const]) {
      const loadMethods = vi.fn(ASSETS.loadMethods);
      const { s, settle, mount } = withCardForm({ ...ASSETS, loadMethods });
      settle(result);
      await vi.waitFor(() => expect(mount.state.value).toBe('notOffered'));
      expect(mount.ready.value).toBe(true);
      expect(loadMethods).not.toHaveBeenCalled();
      s.life.destroy();
      document.body.innerHTML = '';
    }
  });

  it('removes on destroy what it added', async () => {
    const { s, settle, mount } = withCardForm();
    settle(configured({ registrations: [STORED] }));
    await vi.waitFor(() => expect(mount.state.value).toBe('shown'));
    mount.destroy();
    expect(document.querySelector('.wpwl-container-registration')).toBeNull();
    s.life.destroy();
  });
});
