// The pay button's words, as every form shows them.
import { describe, expect, it } from 'vitest';
import type { Translate } from '../messages.ts';
import { payText } from './parts.tsx';

const t: Translate = (key, vars) => (key === 'payAmount' ? `Pay ${String(vars?.amount)}` : key === 'submit' ? 'Pay now' : key);

describe('payText', () => {
  it("shows the amount once known, and the merchant's labels.submit as given, without the amount", () => {
    expect(payText(t, {}, null)).toBe('Pay now');
    expect(payText(t, {}, '€49.99')).toBe('Pay €49.99');
    expect(payText(t, undefined, '€49.99')).toBe('Pay €49.99');
    // t answers the merchant's text for 'submit' (the merchant namespace comes first).
    const withLabel: Translate = (key, vars) => (key === 'submit' ? 'Jetzt kaufen' : t(key, vars));
    expect(payText(withLabel, { submit: 'Jetzt kaufen' }, '€49.99')).toBe('Jetzt kaufen');
  });
});
