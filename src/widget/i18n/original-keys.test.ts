import { expect, it } from 'vitest';
import { withOriginalKeys } from './original-keys.ts';

it("lets the original's error keys stand in for the widget's finer ones, unless those are given too", () => {
  expect(withOriginalKeys({ cardNumberError: 'Bad number', cvvError: 'Bad code', cvvEmptyError: 'No code', cardBinError: 'Not here' })).toEqual({
    cardNumberError: 'Bad number',
    cardNumberEmptyError: 'Bad number',
    cvvError: 'Bad code',
    cvvEmptyError: 'No code',
    cardBinError: 'Not here',
    cardBrandNotAcceptedError: 'Not here',
  });
  expect(withOriginalKeys({ submit: 'Pay' })).toEqual({ submit: 'Pay' });
});
