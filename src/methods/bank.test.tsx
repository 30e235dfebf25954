// @vitest-environment happy-dom
// The SEPA direct-debit form as a shopper uses it: what it posts, what it refuses to post, and
// what it does with the gateway's answer. The widget's services are faked (fake-services.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, type WidgetOptions } from '../widget/options/schema.ts';
import { createBankForm } from './bank.tsx';
import { BASE, CHECKOUT_ID, fakeServices, must, RESULT_URL, show, tick, type } from './fake-services.ts';

const IBAN = 'DE89 3704 0044 0532 0130 00';

function setup(options: Partial<WidgetOptions> = {}) {
  const fake = fakeServices({ ...DEFAULT_OPTIONS, ...options });
  const part = createBankForm(fake.services, 'DIRECTDEBIT_SEPA');
  const root = show(part);
  const input = (field: string) => must<HTMLInputElement>(root, `input[data-field="${field}"]`);
  const pay = async () => {
    must<HTMLButtonElement>(root, 'button.wpwl-button-pay').click();
    await tick();
  };
  const fill = async (holder: string, iban: string) => {
    type(input('accountHolder'), holder);
    type(input('accountIban'), iban);
    await tick();
  };
  return { ...fake, part, root, input, pay, fill };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('bank-account form (DIRECTDEBIT_SEPA)', () => {
  it('posts the holder, the IBAN without its spaces and its country, with the brand and the result URL', async () => {
    const { fill, pay, posted, input } = setup();
    await fill('  Jane Doe ', 'de89370400440532013000');
    // Grouped in fours as the shopper types, as statements print it.
    expect(input('accountIban').value).toBe(IBAN);
    await pay();
    expect(posted).toEqual([
      {
        url: `${BASE.href}checkouts/${CHECKOUT_ID}/payment`,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', 'Idempotency-Key': 'key-1' },
        fields: {
          paymentBrand: 'DIRECTDEBIT_SEPA',
          'bankAccount.holder': 'Jane Doe',
          'bankAccount.iban': 'DE89370400440532013000',
          'bankAccount.country': 'DE',
          shopperResultUrl: RESULT_URL,
        },
      },
    ]);
  });

  it('asks for the BIC only with displayBic, and posts it in capitals', async () => {
    expect(setup().root.querySelector('input[data-field="accountBic"]')).toBeNull();
    document.body.innerHTML = '';
    const { fill, pay, posted, input } = setup({ displayBic: true });
    expect(input('accountBic').name).toBe('bankAccount.bic');
    await fill('Jane Doe', IBAN);
    type(input('accountBic'), 'cobadeffxxx');
    await pay();
    expect(posted[0]?.fields['bankAccount.bic']).toBe('COBADEFFXXX');
  });

  it('never posts a wrong IBAN: it marks the field, says why and puts the cursor there', async () => {
    const { fill, pay, posted, input, root } = setup();
    await fill('Jane Doe', 'DE89 3704 0044 0532 0130 01');
    await pay();
    expect(posted).toEqual([]);
    const iban = input('accountIban');
    expect(iban.classList.contains('wpwl-has-error')).toBe(true);
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(must(root, '.wpwl-hint-accountIbanError').textContent).toBe('accountNumberError');
    expect(must(root, '.wpwl-group-accountIban').classList.contains('wpwl-has-error')).toBe(true);
    expect(document.activeElement).toBe(iban);
    // The holder was right: no message under it.
    expect(root.querySelector('.wpwl-hint-accountHolderError')).toBeNull();
  });

  it('puts the cursor on the first wrong field, in the order the form shows them', async () => {
    const { fill, pay, posted, input, root } = setup({ displayBic: true });
    await fill('Jo', 'not an iban');
    type(input('accountBic'), 'NOPE');
    await pay();
    expect(posted).toEqual([]);
    expect(document.activeElement).toBe(input('accountHolder'));
    expect([...root.querySelectorAll('.wpwl-hint')].map((hint) => hint.textContent)).toEqual(['accountHolderError', 'accountNumberError', 'accountBankError']);
  });

  it('shows no error before the shopper leaves a field, and the error once they do', async () => {
    const { input, root } = setup();
    type(input('accountIban'), 'DE00');
    await tick();
    expect(root.querySelector('.wpwl-hint')).toBeNull();
    input('accountIban').dispatchEvent(new Event('blur'));
    await tick();
    expect(must(root, '.wpwl-hint-accountIbanError').textContent).toBe('accountNumberError');
  });

  it('with validation off posts what the shopper typed and shows no error', async () => {
    const { fill, pay, posted, root } = setup({ validation: false });
    await fill('Jo', 'XX12');
    await pay();
    expect(posted[0]?.fields).toMatchObject({ 'bankAccount.holder': 'Jo', 'bankAccount.iban': 'XX12' });
    expect(root.querySelector('.wpwl-hint')).toBeNull();
  });

  it('keeps Enter in a field from paying with disableSubmitOnEnter, and lets it pay without', async () => {
    for (const disableSubmitOnEnter of [true, false]) {
      const { root, input, fill } = setup({ disableSubmitOnEnter });
      await fill('Jane Doe', IBAN);
      const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      input('accountIban').dispatchEvent(enter);
      expect(enter.defaultPrevented).toBe(disableSubmitOnEnter);
      root.remove();
    }
  });

  it('sends nothing when onBeforeSubmitDirectDebit returns false, and gives it the form', async () => {
    const seen: unknown[] = [];
    const { fill, pay, posted, allowed, root } = setup({
      onBeforeSubmitDirectDebit(this: unknown) {
        seen.push(this);
        return false;
      },
    });
    await fill('Jane Doe', IBAN);
    await pay();
    expect(posted).toEqual([]);
    expect(allowed.map((a) => a.name)).toEqual(['onBeforeSubmitDirectDebit']);
    expect(seen).toEqual([must(root, 'form.wpwl-form-directDebit')]);
  });

  it('posts once when the shopper presses again while the first press is on its way', async () => {
    const { fill, pay, posted, control, root } = setup();
    control.answer = () => new Promise(() => undefined);
    await fill('Jane Doe', IBAN);
    await pay();
    const button = must<HTMLButtonElement>(root, 'button.wpwl-button-pay');
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('processing');
    expect(must(root, 'form').getAttribute('aria-busy')).toBe('true');
    must(root, 'form').dispatchEvent(new Event('submit', { cancelable: true }));
    await tick();
    expect(posted).toHaveLength(1);
  });

  it("hands the gateway's answer to settle, with no step of its own, and stays busy while the browser leaves", async () => {
    const { fill, pay, settled, root } = setup();
    await fill('Jane Doe', IBAN);
    await pay();
    expect(settled).toEqual([
      {
        outcome: {
          kind: 'final',
          resourcePath: `/v1/checkouts/${CHECKOUT_ID}/payment`,
          code: '000.100.110',
          description: 'Request successfully processed',
        },
        how: { inline: false, submitError: 'WidgetError', key: 'key-1' },
      },
    ]);
    expect(must<HTMLButtonElement>(root, 'button.wpwl-button-pay').disabled).toBe(true);
  });

  it('shows the message settle gives, lets the shopper try again, and keeps the key after a lost answer', async () => {
    const { fill, pay, settled, control, posted, root } = setup();
    control.answer = () => Promise.reject(new TypeError('Failed to fetch'));
    control.settleAs = () => ({ kind: 'message', message: { key: 'networkError' }, checkoutGone: false });
    await fill('Jane Doe', IBAN);
    await pay();
    expect(settled[0]?.outcome).toEqual({ kind: 'failed', reason: 'network' });
    const message = must(root, '.wpwl-message');
    expect(message.textContent).toBe('networkError');
    expect(message.classList.contains('wpwl-has-error')).toBe(true);
    expect(must<HTMLButtonElement>(root, 'button.wpwl-button-pay').disabled).toBe(false);
    await pay();
    // The retry is the same attempt: the gateway answers a repeated key with its first answer.
    expect(posted.map((p) => p.headers['Idempotency-Key'])).toEqual(['key-1', 'key-1']);
  });
});
