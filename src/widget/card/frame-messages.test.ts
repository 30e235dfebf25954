// @vitest-environment happy-dom
// The frames' messages into the model and the merchant's callbacks: blur and focus callbacks with
// the original's `this`, brand detection and a co-badged card's brand.
import { describe, expect, it, vi } from 'vitest';
import type { FromFrameMessage, Unversioned } from '../../shared/protocol.ts';
import { setup } from './flow-testing.ts';

describe('frame messages', () => {
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

  it('marks a frame focused and calls the focus callbacks with the field as this.field', async () => {
    const seen: string[] = [];
    const { frame, model } = await setup({
      onFocusIframeCommunication(this: { field: string }) {
        seen.push(`focus ${this.field}`);
      },
      onBlurIframeCommunication(this: { field: string }) {
        seen.push(`blur ${this.field}`);
      },
    });
    frame({ t: 'focus', field: 'cvv' });
    expect(model.frames.cvv.value.focused).toBe(true);
    frame({ t: 'blur', field: 'cvv' });
    expect(model.frames.cvv.value.focused).toBe(false);
    expect(seen).toEqual(['focus cvv', 'blur cvv']);
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
});
