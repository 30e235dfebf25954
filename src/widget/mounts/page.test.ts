// @vitest-environment happy-dom
// The page's forms on one session, and what the page reports of them, each said once. Faked: the
// configuration (a promise the test settles) and the card frames' documents.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ASSETS, aFreshPageEachTest, configured, merchantForm, pendingConfig, testSession } from '../../../test/support/widget-page.ts';
import { mountPage } from './page.ts';

function page(...forms: string[]) {
  for (const brands of forms) merchantForm(brands);
  const { config, settle } = pendingConfig();
  const session = testSession({ config, options: { style: 'none' } });
  return { session, settle, forms: mountPage(session, undefined) };
}

const reported = (session: ReturnType<typeof testSession>) =>
  vi.mocked(session.page.reportError).mock.calls.map(([error, params]) => `${error.name}: ${error.message(params as never)}`);

// The modules are imported once before the tests, as paymentWidgets.js preloads them: no test waits for a first import.
beforeAll(() => Promise.all([ASSETS.loadMethods(), ASSETS.loadPay(), ASSETS.loadI18n()]));

aFreshPageEachTest();

describe('page', () => {
  it('mounts every form of the page: its other brands, its card form, the stored cards after the first card form', () => {
    const { session, forms } = page('VISA DIRECTDEBIT_SEPA', 'MASTER');
    expect(forms.mounts).toHaveLength(4);
    expect(forms.firstCard).toBe(forms.mounts[1]);
    expect(document.querySelectorAll('.wpwl-container-card')).toHaveLength(2);
    session.life.destroy();
  });

  it('says an unknown checkout once for the page', async () => {
    const { session, settle } = page('VISA', 'MASTER');
    settle({ status: 'invalid' });
    await vi.waitFor(() => expect(document.querySelectorAll('.wpwl-message.wpwl-has-error')).toHaveLength(2));
    expect(reported(session)).toEqual([expect.stringMatching(/^InvalidCheckoutIdError: checkout .* is unknown or has expired/)]);
    session.life.destroy();
  });

  it('says once, when every form has decided, that none of the page is offered to this shopper', async () => {
    const { session, settle, forms } = page('VISA DIRECTDEBIT_SEPA', 'MASTER');
    settle(configured({ brands: ['AMEX'] }));
    await vi.waitFor(() => expect(forms.mounts.map((m) => m.state.value)).toEqual(['notOffered', 'notOffered', 'notOffered', 'notOffered']));
    expect(reported(session)).toEqual(["WidgetError: none of the page's brands may be offered to this shopper: the checkout allows AMEX"]);
    session.life.destroy();
  });

  it('says nothing of the kind when one form is offered', async () => {
    const { session, settle, forms } = page('VISA', 'MASTER');
    settle(configured({ brands: ['MASTER'] }));
    await vi.waitFor(() => expect(forms.mounts.every((m) => m.state.value !== 'loading')).toBe(true));
    await new Promise((r) => setTimeout(r, 20));
    expect(forms.mounts.map((m) => m.state.value)).toEqual(['notOffered', 'shown', 'notOffered']);
    expect(reported(session)).toEqual([]);
    session.life.destroy();
  });
});
