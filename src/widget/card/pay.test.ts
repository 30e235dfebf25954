// @vitest-environment happy-dom
// The pay path once the fields are valid: onBeforeSubmitCard, the gateway's outcome, retries with
// the same attempt key, and where the shopper goes next.
import { describe, expect, it } from 'vitest';
import { resultUrl } from '../../shared/checkout-paths.ts';
import { setup, shown, submitId } from './flow-testing.ts';

describe('card pay', () => {
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

describe('card pay, expired checkout', () => {
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
