// @vitest-environment happy-dom
// A press of pay up to fields known valid: what it sends the number frame, what it refuses to send,
// and how it waits for the frames' answers.
import { describe, expect, it } from 'vitest';
import { setup } from './flow-testing.ts';

describe('pay decision', () => {
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
});
