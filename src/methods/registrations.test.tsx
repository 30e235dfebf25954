// @vitest-environment happy-dom
// The stored cards (one-click) as a shopper uses them: the card chosen by its radio, the
// registration id posted, or with requireCvv the security-code frame that pays; the gateway's
// answer handed to settle. The widget's services and the frame host are faked (fake-services.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StoredCard } from '../shared/api/checkout.ts';
import { DEFAULT_OPTIONS, type WidgetOptions } from '../widget/options/schema.ts';
import { emptyFrames, fakeServices, must, RESULT_URL, show, tick } from './fake-services.ts';
import { createRegistrations } from './registrations.tsx';

const VISA: StoredCard = { id: 'A'.repeat(32), paymentBrand: 'VISA', last4: '1111', expiryMonth: '12', expiryYear: '2030', holder: 'Jane Doe' };
const AMEX: StoredCard = { id: 'B'.repeat(32), paymentBrand: 'AMEX', last4: '0005' };

function setup(registrations: WidgetOptions['registrations'] = {}, options: Partial<WidgetOptions> = {}, cards: readonly StoredCard[] = [VISA, AMEX]) {
  const fake = fakeServices({ ...DEFAULT_OPTIONS, registrations, ...options });
  const part = createRegistrations(fake.services, cards);
  const root = show(part);
  const radios = () => [...root.querySelectorAll<HTMLInputElement>('input[type=radio][name=registrationId]')];
  const pay = async () => {
    must<HTMLButtonElement>(root, 'button[type=submit].wpwl-button-pay').click();
    await tick();
  };
  const choose = async (index: number) => {
    const radio = radios()[index];
    if (!radio) throw new Error(`no card ${index}`);
    radio.checked = true;
    radio.dispatchEvent(new Event('change', { bubbles: true }));
    await tick();
  };
  return { ...fake, part, root, radios, pay, choose };
}

beforeEach(() => emptyFrames());

afterEach(() => {
  document.body.innerHTML = '';
});

describe('stored cards', () => {
  it('shows one radio per card, the first chosen, with its brand, last digits, expiry and holder', () => {
    const { root, radios } = setup();
    expect(radios().map((r) => [r.value, r.checked])).toEqual([
      [VISA.id, true],
      [AMEX.id, false],
    ]);
    const [visa, amex] = [...root.querySelectorAll('.wpwl-group-registration')];
    expect(visa?.classList.contains('wpwl-selected')).toBe(true);
    // The original's row: number, expiry and holder inside .wpwl-wrapper-registration-details, the
    // number as `**` and its last digits.
    expect(must(visa as Element, '.wpwl-wrapper-registration-details > .wpwl-wrapper-registration-number').textContent).toBe('**1111');
    expect(must(visa as Element, '.wpwl-wrapper-registration-details > .wpwl-wrapper-registration-expiry').textContent).toBe('12/30');
    expect(must(visa as Element, '.wpwl-wrapper-registration-holder').textContent).toBe('Jane Doe');
    // A card without expiry or holder shows neither.
    expect(amex?.querySelector('.wpwl-wrapper-registration-expiry, .wpwl-wrapper-registration-holder')).toBeNull();
    expect(root.querySelector('iframe')).toBeNull();
  });

  it('posts the registration id of the card the shopper chose, and nothing of the card', async () => {
    const { choose, pay, posted, root } = setup();
    await choose(1);
    expect([...root.querySelectorAll('.wpwl-selected input')].map((r) => (r as HTMLInputElement).value)).toEqual([AMEX.id]);
    await pay();
    expect(posted.map((p) => p.fields)).toEqual([{ registrationId: AMEX.id, shopperResultUrl: RESULT_URL }]);
    expect(posted[0]?.headers['Idempotency-Key']).toBe('key-1');
  });

  it('sends nothing when onBeforeSubmitOneClickCard returns false', async () => {
    const { pay, posted, allowed } = setup({}, { onBeforeSubmitOneClickCard: () => false });
    await pay();
    expect(allowed.map((a) => a.name)).toEqual(['onBeforeSubmitOneClickCard']);
    expect(posted).toEqual([]);
  });

  it('posts once when the shopper presses again while the first press is on its way', async () => {
    const { pay, posted, control, root, part } = setup();
    control.answer = () => new Promise(() => undefined);
    await pay();
    const button = must<HTMLButtonElement>(root, 'button.wpwl-button-pay');
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('processing');
    await part.submit();
    expect(posted).toHaveLength(1);
  });

  it("hands the gateway's answer to settle as a page submission, and shows the message it gives", async () => {
    const { pay, settled, control, root } = setup();
    control.settleAs = () => ({ kind: 'message', message: { key: 'networkError' }, checkoutGone: false });
    await pay();
    expect(settled).toEqual([
      {
        outcome: { kind: 'final', resourcePath: `/v1/checkouts/${'C'.repeat(32)}/payment`, code: '000.100.110', description: 'Request successfully processed' },
        how: { inline: false, submitError: 'WidgetError', key: 'key-1' },
      },
    ]);
    expect(must(root, '.wpwl-message.wpwl-has-error').textContent).toBe('networkError');
    expect(must<HTMLButtonElement>(root, 'button.wpwl-button-pay').disabled).toBe(false);
  });

  describe('with requireCvv', () => {
    it("shows the chosen card's security-code frame only, and tells the frame the card's brand once it is ready", async () => {
      const { root, choose, fromFrame, frames } = setup({ requireCvv: true });
      const frame = () => must<HTMLIFrameElement>(root, '.wpwl-wrapper-registration-cvv iframe');
      expect(root.querySelectorAll('iframe')).toHaveLength(1);
      expect(frame().getAttribute('src')).toContain(`registration=${VISA.id}`);
      expect(frame().name).toBe('card.cvv');
      fromFrame({ t: 'ready', field: 'cvv' });
      expect(frames.sent.map((m) => m.t)).toEqual(['init', 'brand']);
      expect(frames.sent[1]).toEqual({ t: 'brand', brand: 'VISA' });
      await choose(1);
      expect(frame().getAttribute('src')).toContain(`registration=${AMEX.id}`);
      expect(frames.attached.at(-1)).toBe(frame());
    });

    it('lets the frame pay: it sends the submission with the attempt key and posts nothing itself', async () => {
      const { pay, posted, frames } = setup({ requireCvv: true });
      await pay();
      expect(posted).toEqual([]);
      expect(frames.sent).toEqual([{ t: 'submit', id: 'r1', key: 'key-1', fields: { shopperResultUrl: RESULT_URL } }]);
    });

    it("hands settle the frame's result for this submission only, as a frame submission", async () => {
      const { pay, settled, fromFrame, root } = setup({ requireCvv: true });
      await pay();
      const outcome = { kind: 'final', resourcePath: '/v1/checkouts/x/payment', code: '000.100.110', description: '' } as const;
      fromFrame({ t: 'result', id: 'r0', outcome });
      expect(settled).toEqual([]);
      fromFrame({ t: 'result', id: 'r1', outcome });
      expect(settled).toEqual([{ outcome, how: { inline: false, submitError: 'PciIframeSubmitError', key: 'key-1' } }]);
      await tick();
      // The browser leaves for the result page: the form stays busy.
      expect(must<HTMLButtonElement>(root, 'button.wpwl-button-pay').disabled).toBe(true);
    });

    it('marks the security code when the gateway refuses it, with the four-digit hint for Amex', async () => {
      const { pay, choose, fromFrame, control, root } = setup({ requireCvv: true });
      control.settleAs = () => ({ kind: 'invalidCard' });
      await choose(1);
      await pay();
      fromFrame({ t: 'result', id: 'r1', outcome: { kind: 'failed', reason: 'invalidCard' } });
      await tick();
      expect(must(root, 'iframe.wpwl-control-cvv').classList.contains('wpwl-has-error')).toBe(true);
      expect(must(root, '.wpwl-hint-cvvError').textContent).toBe('cvvHintAmex');
      expect(must<HTMLButtonElement>(root, 'button.wpwl-button-pay').disabled).toBe(false);
      // Choosing another card starts its code afresh.
      await choose(0);
      expect(root.querySelector('.wpwl-hint-cvvError')).toBeNull();
    });

    it("follows the frame's checks: an error shown on leaving the field, cleared once the code is right", async () => {
      const { fromFrame, root, frames } = setup({ requireCvv: true });
      const state = { t: 'state', field: 'cvv', empty: false, error: null } as const;
      fromFrame({ ...state, valid: false, trigger: 'input' });
      await tick();
      expect(root.querySelector('.wpwl-hint-cvvError')).toBeNull();
      fromFrame({ ...state, valid: false, trigger: 'blur' });
      await tick();
      expect(must(root, '.wpwl-hint-cvvError').textContent).toBe('cvvError');
      // The same words go into the frame, where a screen reader focused in it reads them.
      expect(frames.sent.at(-1)).toMatchObject({ t: 'error', text: 'cvvError' });
      fromFrame({ ...state, valid: true, trigger: 'input' });
      await tick();
      expect(root.querySelector('.wpwl-hint-cvvError')).toBeNull();
      expect(frames.sent.at(-1)).toMatchObject({ t: 'error', text: '' });
    });

    it('pays when the shopper presses Enter in the frame', async () => {
      const { fromFrame, frames } = setup({ requireCvv: true });
      fromFrame({ t: 'enter', field: 'cvv' });
      await tick();
      expect(frames.sent.filter((m) => m.t !== 'error').map((m) => m.t)).toEqual(['submit']);
    });
  });

  it('with hideInitialPaymentForms hides the other forms until the shopper asks for them', async () => {
    const { root, initialForms } = setup({ hideInitialPaymentForms: true });
    expect(initialForms).toEqual([false]);
    must<HTMLButtonElement>(root, 'button[data-action="show-initial-forms"]').click();
    await tick();
    expect(initialForms).toEqual([false, true]);
    expect(root.querySelector('button[data-action="show-initial-forms"]')).toBeNull();
    expect(setup().initialForms).toEqual([true]);
  });

  it('closes its frame host when it is taken down', () => {
    const { part, frames } = setup({ requireCvv: true });
    part.destroy();
    expect(frames.destroyed).toBe(1);
  });
});
