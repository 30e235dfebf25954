// @vitest-environment happy-dom
// The card flow with a fake frame host: what it sends the frames, what it refuses to send, and
// where it takes the shopper. The frames themselves are exercised for real in e2e.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { resultUrl } from '../../shared/outcome.ts';
import type { FromFrameMessage, ToFrameMessage, Unversioned } from '../../shared/protocol.ts';
import type { FrameHost } from '../frames/host.ts';
import { createI18n } from '../i18n/index.ts';
import { DEFAULT_OPTIONS, type WidgetOptions } from '../options/schema.ts';
import * as Pay from '../pay/index.ts';
import { createCardFlow } from './flow.ts';
import { type CardModel, createCardModel } from './model.ts';

const english = createI18n({
  locale: 'en',
  overrides: {},
  engine: () => import('../i18n/engine.ts'),
  load: async (code) => JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../locales/${code}.json`), 'utf8')) as unknown,
  warn: () => undefined,
});
await english.ready;
/** The form's message as the view shows it (English). */
const shown = (model: CardModel) => (model.message.value ? english.t(model.message.value.key, model.message.value.vars) : null);

async function setup(
  options: Partial<WidgetOptions> = {},
  setTimer: (fn: () => void, ms: number) => unknown = () => 0,
  pay: () => Promise<typeof Pay> = () => Promise.resolve(Pay),
  brands: readonly string[] = ['VISA', 'MASTER'],
) {
  const sent: Array<{ field: string; message: Unversioned<ToFrameMessage> }> = [];
  const host = {
    name: (field: string) => `wpwl-${field}-1`,
    frame: () => undefined,
    send: (field: string, message: Unversioned<ToFrameMessage>) => sent.push({ field, message }),
  } as unknown as FrameHost;
  const resolved = { ...DEFAULT_OPTIONS, ...options };
  const model = createCardModel(brands, resolved, () => new Date('2026-11-21T12:00:00'));
  const navigate = vi.fn();
  const errors: string[] = [];
  const form = document.createElement('form');
  const flow = createCardFlow({
    model,
    host,
    options: resolved,
    t: english.t,
    base: new URL('https://gateway.example/v1/'),
    checkoutId: 'C'.repeat(32),
    shopperResultUrl: 'https://shop.example/result?order=7',
    now: () => new Date('2026-11-21T12:00:00'),
    navigate,
    reportError: (name, message) => errors.push(`${name}: ${message}`),
    form: () => form,
    merchantForm: null,
    computedStyle: () => ({ getPropertyValue: () => '' }) as unknown as CSSStyleDeclaration,
    setTimer,
    scheme: () => 'light',
    pay,
  });
  const frame = (message: Unversioned<FromFrameMessage>) => flow.onFrameMessage({ v: 1, ...message } as FromFrameMessage);
  const fillValid = () => {
    model.configLoaded({ id: 'C'.repeat(32), amount: '10.00', currency: 'EUR', paymentType: 'DB', expiresAt: '' }, ['VISA', 'MASTER']);
    frame({ t: 'ready', field: 'cardNumber' });
    frame({ t: 'ready', field: 'cvv' });
    frame({ t: 'state', field: 'cardNumber', valid: true, empty: false, error: null, brand: 'MASTER', trigger: 'input' });
    frame({ t: 'state', field: 'cvv', valid: true, empty: false, error: null, trigger: 'input' });
    model.fieldChanged('expiry', '12 / 30');
  };
  const submits = () => sent.filter((s) => s.message.t === 'submit');
  // The flow asks for the pay chunk when it is made; here it is a resolved promise, in by the next task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { model, flow, frame, fillValid, sent, submits, navigate, errors, form };
}

function submitId(submits: Array<{ message: Unversioned<ToFrameMessage> }>): string {
  const message = submits[0]?.message;
  if (message?.t !== 'submit') throw new Error('no submission was sent');
  return message.id;
}

describe('card flow', () => {
  it('initialises each frame when it answers, telling the number frame which sibling frames to ask', async () => {
    const { frame, sent } = await setup();
    frame({ t: 'ready', field: 'cardNumber' });
    expect(sent[0]).toMatchObject({
      field: 'cardNumber',
      message: { t: 'init', label: 'Card number', brands: ['VISA', 'MASTER'], siblings: ['cvv'], cvvRequired: true },
    });
  });

  it('restyles ready frames with a new init, and onReadyIframeCommunication stays once per frame', async () => {
    const ready: string[] = [];
    const { frame, flow, sent } = await setup({
      onReadyIframeCommunication: function (this: { field: string }) {
        ready.push(this.field);
      },
    });
    frame({ t: 'ready', field: 'cardNumber' });
    frame({ t: 'ready', field: 'cvv' });
    flow.restyle();
    flow.restyle();
    expect(sent.filter((s) => s.message.t === 'init').map((s) => s.field)).toEqual(['cardNumber', 'cvv', 'cardNumber', 'cvv', 'cardNumber', 'cvv']);
    expect(ready).toEqual(['cardNumber', 'cvv']);
  });

  it('gives the blur callbacks the form as this.form and this.$form (an array holding it without jQuery)', async () => {
    const seen: unknown[] = [];
    const { frame, form } = await setup({
      onBlurCardNumber(this: { form: HTMLFormElement; $form: ArrayLike<HTMLFormElement> }, valid: boolean) {
        seen.push(this.form, this.$form[0], this.$form.length, valid);
      },
    });
    frame({ t: 'state', field: 'cardNumber', valid: false, empty: false, error: 'cardNumberError', trigger: 'blur' });
    expect(seen).toEqual([form, form, 1, false]);
  });

  it('follows the detected brand and tells the code frame', async () => {
    const onChangeBrand = vi.fn();
    const { frame, model, sent } = await setup({ onChangeBrand });
    frame({ t: 'state', field: 'cardNumber', valid: false, empty: false, error: 'cardNumberError', brand: 'MASTER', trigger: 'input' });
    expect(model.brand.value).toBe('MASTER');
    expect(onChangeBrand).toHaveBeenCalledWith('MASTER');
    expect(sent).toContainEqual({ field: 'cvv', message: { t: 'brand', brand: 'MASTER' } });
  });

  it('takes a co-badged Visa and mada card for mada on a page that lists mada, unless brandDetectionPriority says otherwise', async () => {
    const state = {
      t: 'state',
      field: 'cardNumber',
      valid: true,
      empty: false,
      error: null,
      brand: 'VISA',
      candidates: ['VISA', 'MADA'],
      trigger: 'input',
    } satisfies Unversioned<FromFrameMessage>;
    const saudi = await setup({}, undefined, undefined, ['VISA', 'MASTER', 'MADA']);
    saudi.frame(state);
    expect(saudi.model.brand.value).toBe('MADA');
    const visaFirst = await setup({ brandDetectionPriority: ['VISA'] }, undefined, undefined, ['VISA', 'MASTER', 'MADA']);
    visaFirst.frame(state);
    expect(visaFirst.model.brand.value).toBe('VISA');
    const noMada = await setup({}, undefined, undefined, ['VISA', 'MASTER']);
    noMada.frame(state);
    expect(noMada.model.brand.value).toBe('VISA');
  });

  it('submits valid fields to the number frame: brand, expiry, holder and the result URL only', async () => {
    const { flow, fillValid, model, submits } = await setup();
    fillValid();
    model.fieldChanged('cardHolder', ' Jane Doe ');
    flow.submit();
    expect(submits()).toEqual([
      {
        field: 'cardNumber',
        message: {
          t: 'submit',
          id: expect.any(String),
          key: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
          fields: {
            paymentBrand: 'MASTER',
            'card.expiryMonth': '12',
            'card.expiryYear': '2030',
            'card.holder': 'Jane Doe',
            shopperResultUrl: 'https://shop.example/result?order=7',
          },
        },
      },
    ]);
    expect(model.submission.value.status).toBe('submitting');
  });

  it("takes a holder a merchant's script wrote into the page field without an input event (jQuery's .val())", async () => {
    const { flow, fillValid, form, submits } = await setup();
    fillValid();
    const holder = document.createElement('input');
    holder.dataset.field = 'cardHolder';
    form.appendChild(holder);
    holder.value = 'María Pérez';
    flow.submit();
    const message = submits()[0]?.message;
    expect(message?.t === 'submit' && message.fields['card.holder']).toBe('María Pérez');
  });

  it('submits once however often the shopper presses pay', async () => {
    const { flow, fillValid, frame, submits } = await setup();
    fillValid();
    flow.submit();
    flow.submit();
    frame({ t: 'enter', field: 'cardNumber' });
    expect(submits()).toHaveLength(1);
  });

  it('a press of pay before the pay chunk is here pays once when it comes, however often pressed', async () => {
    let deliver: (module: typeof Pay) => void = () => undefined;
    const late = new Promise<typeof Pay>((resolve) => {
      deliver = resolve;
    });
    const { flow, fillValid, submits } = await setup({}, undefined, () => late);
    fillValid();
    flow.submit();
    flow.submit();
    expect(submits()).toHaveLength(0);
    deliver(Pay);
    await vi.waitFor(() => expect(submits()).toHaveLength(1));
    flow.submit();
    expect(submits()).toHaveLength(1);
  });

  it('says so, keeps what was typed and lets the shopper press again when the pay chunk does not load', async () => {
    let attempt = 0;
    const { flow, fillValid, submits, errors, model } = await setup({}, undefined, () =>
      ++attempt <= 2 ? Promise.reject(new Error('offline')) : Promise.resolve(Pay),
    );
    fillValid();
    flow.submit();
    await vi.waitFor(() => expect(shown(model)).toContain('could not be reached'));
    expect(errors).toEqual(["WidgetError: the widget's pay module did not load (offline)"]);
    expect(model.values.value.expiry).toBe('12 / 30');
    flow.submit();
    await vi.waitFor(() => expect(submits()).toHaveLength(1));
  });

  it('shows the errors and sends nothing while a field is invalid', async () => {
    const { flow, fillValid, frame, model, submits } = await setup();
    fillValid();
    model.fieldChanged('expiry', '10 / 26');
    frame({ t: 'state', field: 'cvv', valid: false, empty: false, error: 'cvvError', trigger: 'input' });
    flow.submit();
    expect(submits()).toHaveLength(0);
    expect(model.visibleErrors.value).toEqual({ expiry: 'expiryYearError', cvv: 'cvvError' });
  });

  it("waits for the frames' answers when only a frame's last report stands in the way, and pays on them", async () => {
    const { flow, fillValid, frame, sent, submits } = await setup();
    fillValid();
    // What the page last heard is older than what the frame holds (its newer report is on its way).
    frame({ t: 'state', field: 'cvv', valid: false, empty: true, error: 'cvvEmptyError', trigger: 'input' });
    flow.submit();
    flow.submit();
    expect(sent.filter((s) => s.message.t === 'validate').map((s) => s.field)).toEqual(['cardNumber', 'cvv']);
    expect(submits()).toHaveLength(0);
    expect(sent.filter((s) => s.message.t === 'focus')).toEqual([]);
    frame({ t: 'state', field: 'cvv', valid: true, empty: false, error: null, trigger: 'validate' });
    expect(submits()).toHaveLength(0);
    frame({ t: 'state', field: 'cardNumber', valid: true, empty: false, error: null, brand: 'MASTER', trigger: 'validate' });
    expect(submits()).toHaveLength(1);
  });

  it('refuses once the frames confirm the error: the hint shows and the field takes the focus', async () => {
    const { flow, fillValid, frame, model, sent, submits } = await setup();
    fillValid();
    frame({ t: 'state', field: 'cvv', valid: false, empty: false, error: 'cvvError', trigger: 'input' });
    flow.submit();
    frame({ t: 'state', field: 'cardNumber', valid: true, empty: false, error: null, brand: 'MASTER', trigger: 'validate' });
    frame({ t: 'state', field: 'cvv', valid: false, empty: false, error: 'cvvError', trigger: 'validate' });
    expect(submits()).toHaveLength(0);
    expect(sent.filter((s) => s.message.t === 'focus').map((s) => s.field)).toEqual(['cvv']);
    expect(model.visibleErrors.value).toEqual({ cvv: 'cvvError' });
  });

  it('decides on what it knows when a frame does not answer the check in time', async () => {
    const timers: Array<() => void> = [];
    const { flow, fillValid, frame, sent, submits } = await setup({}, (fn) => timers.push(fn));
    fillValid();
    frame({ t: 'state', field: 'cvv', valid: false, empty: false, error: 'cvvError', trigger: 'input' });
    flow.submit();
    frame({ t: 'state', field: 'cardNumber', valid: true, empty: false, error: null, brand: 'MASTER', trigger: 'validate' });
    for (const fire of timers.splice(0)) fire();
    expect(submits()).toHaveLength(0);
    expect(sent.filter((s) => s.message.t === 'focus').map((s) => s.field)).toEqual(['cvv']);
    // The press is over: the next one checks again.
    flow.submit();
    expect(sent.filter((s) => s.message.t === 'validate')).toHaveLength(4);
  });

  it('lets onBeforeSubmitCard cancel by returning false or by preventDefault, with the form as this', async () => {
    for (const hook of [() => false, (event: Event) => event.preventDefault()]) {
      let self: unknown;
      const { flow, fillValid, submits, form } = await setup({
        onBeforeSubmitCard(this: HTMLFormElement, event: Event) {
          self = this;
          return hook(event);
        },
      });
      fillValid();
      flow.submit();
      expect(submits()).toHaveLength(0);
      expect(self).toBe(form);
    }
  });

  it('pays when onBeforeSubmitCard returns true, even after preventDefault (the return value decides, as in the original)', async () => {
    const { flow, fillValid, submits } = await setup({
      onBeforeSubmitCard(event: Event) {
        event.preventDefault();
        return true;
      },
    });
    fillValid();
    flow.submit();
    expect(submits()).toHaveLength(1);
  });

  it('reports an onBeforeSubmitCard that throws and does not pay', async () => {
    const { flow, fillValid, submits, errors } = await setup({
      onBeforeSubmitCard: () => {
        throw new Error('basket changed');
      },
    });
    fillValid();
    flow.submit();
    expect(submits()).toHaveLength(0);
    expect(errors).toEqual(['WidgetError: onBeforeSubmitCard threw: basket changed']);
  });

  it('sends the shopper to shopperResultUrl with id and resourcePath on a final outcome', async () => {
    const { flow, fillValid, frame, submits, navigate } = await setup();
    fillValid();
    flow.submit();
    const id = submitId(submits());
    frame({ t: 'result', id: 'other', outcome: { kind: 'final', resourcePath: '/x', code: '', description: '' } });
    expect(navigate).not.toHaveBeenCalled();
    frame({
      t: 'result',
      id,
      outcome: { kind: 'final', resourcePath: `/v1/checkouts/${'C'.repeat(32)}/payment`, code: '800.100.152', description: 'declined' },
    });
    expect(navigate).toHaveBeenCalledWith(
      `https://shop.example/result?order=7&id=${'C'.repeat(32)}&resourcePath=%2Fv1%2Fcheckouts%2F${'C'.repeat(32)}%2Fpayment`,
      undefined,
    );
  });

  it('keeps what was typed and retries after a network failure with the same idempotency key', async () => {
    const { flow, fillValid, frame, submits, model } = await setup();
    fillValid();
    flow.submit();
    const id = submitId(submits());
    frame({ t: 'result', id, outcome: { kind: 'failed', reason: 'network' } });
    expect(shown(model)).toContain('could not be reached');
    expect(model.values.value.expiry).toBe('12 / 30');
    flow.submit();
    const keys = submits().map((s) => (s.message.t === 'submit' ? s.message.key : ''));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // Any answer ends the attempt: the next submission is a new attempt with a new key.
    frame({ t: 'result', id: submitId(submits().slice(1)), outcome: { kind: 'rejected', code: '200.300.404', description: 'x', parameters: [] } });
    flow.submit();
    const third = submits()[2]?.message;
    expect(third?.t === 'submit' ? third.key : '').not.toBe(keys[0]);
  });

  it('tells the shopper when the gateway does not answer in time, and the retry keeps the key', async () => {
    const timers: Array<() => void> = [];
    const { flow, fillValid, submits, model } = await setup({}, (fn) => timers.push(fn));
    fillValid();
    flow.submit();
    for (const fn of timers) fn();
    expect(shown(model)).toContain('could not be reached');
    expect(model.submission.value.status).toBe('idle');
    flow.submit();
    const keys = submits().map((s) => (s.message.t === 'submit' ? s.message.key : ''));
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('card flow, expired checkout', () => {
  it('reports InvalidCheckoutIdError when the gateway no longer knows the checkout at submission', async () => {
    const { flow, fillValid, frame, submits, model, errors } = await setup();
    fillValid();
    flow.submit();
    frame({ t: 'result', id: submitId(submits()), outcome: { kind: 'failed', reason: 'invalidCheckout' } });
    expect(errors).toEqual([`InvalidCheckoutIdError: checkout ${'C'.repeat(32)} is unknown or has expired; create a new checkout`]);
    expect(shown(model)).toContain('expired or is unknown');
    expect(model.load.value.status).toBe('failed');
  });
});

describe('resultUrl', () => {
  it('replaces stale id and resourcePath parameters', async () => {
    expect(resultUrl('https://s.example/r?id=old', 'NEW', '/p')).toBe('https://s.example/r?id=NEW&resourcePath=%2Fp');
  });
});
