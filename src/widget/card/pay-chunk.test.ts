// @vitest-environment happy-dom
// The pay chunk: a press of pay before it is here, and a chunk that does not load.
import { describe, expect, it, vi } from 'vitest';
import * as Pay from '../on-demand/pay-entry.ts';
import { setup, shown } from './flow-testing.ts';

describe('pay chunk', () => {
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
});
