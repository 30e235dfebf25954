// @vitest-environment happy-dom
// The card flow put together: the frames' messages reach the press of pay, and the form is ready
// once the configuration is in and every frame answered.
import { describe, expect, it } from 'vitest';
import { setup } from './flow-testing.ts';

const CONFIG = { id: 'C'.repeat(32), amount: '10.00', currency: 'EUR', paymentType: 'DB', expiresAt: '' };

describe('card flow', () => {
  it('is ready once the configuration is in and every frame answered', async () => {
    const { flow, frame, model } = await setup();
    frame({ t: 'ready', field: 'cardNumber' });
    frame({ t: 'ready', field: 'cvv' });
    expect(flow.ready.value).toBe(false);
    model.configLoaded(CONFIG, ['VISA', 'MASTER']);
    expect(flow.ready.value).toBe(true);
  });

  it('presses pay on Enter in a frame, unless disableSubmitOnEnter', async () => {
    for (const [disableSubmitOnEnter, expected] of [
      [false, 1],
      [true, 0],
    ] as const) {
      const { fillValid, frame, submits } = await setup({ disableSubmitOnEnter });
      fillValid();
      frame({ t: 'enter', field: 'cvv' });
      expect(submits()).toHaveLength(expected);
    }
  });
});
