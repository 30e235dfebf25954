// The frames' init message, whole: a card form's number frame with its siblings, and a stored
// card's security-code frame, which keeps its own checks whatever the card form's options say.
import { describe, expect, it } from 'vitest';
import { type FrameInitOptions, frameInit } from './frame-init.ts';
import type { Translate } from './messages.ts';

/** The widget's defaults (widget/options/schema.ts) for what the init reads. */
const DEFAULTS: FrameInitOptions = {
  showPlaceholders: true,
  validation: true,
  allowEmptyCardHolderName: true,
  disableCardExpiryDateValidation: false,
  requireCvv: true,
  allowEmptyCvv: false,
  maskCvv: false,
  numberFormatting: true,
  disableSubmitOnEnter: false,
};
const t: Translate = (key) => `«${key}»`;
const css = { input: { color: 'red' }, placeholder: { color: 'grey' } };
const numberFrame = { kind: 'cardForm', field: 'cardNumber', brands: ['VISA', 'MASTER'], siblings: ['cvv', 'expiry'] } as const;

describe('frameInit', () => {
  it("gives a card form's number frame its texts, brands, siblings, checks and look", () => {
    expect(frameInit(numberFrame, DEFAULTS, { t, css, scheme: 'dark', lang: 'ar' })).toEqual({
      t: 'init',
      label: '«cardNumber»',
      placeholder: '«cardNumberPlaceholder»',
      brands: ['VISA', 'MASTER'],
      siblings: ['cvv', 'expiry'],
      holderRequired: false,
      expiryPast: false,
      cvvRequired: true,
      validate: true,
      mask: false,
      formatting: true,
      submitOnEnter: true,
      css,
      scheme: 'dark',
      lang: 'ar',
    });
  });

  it.each([
    [{ showPlaceholders: false }, { placeholder: '' }],
    [{ allowEmptyCardHolderName: false }, { holderRequired: true }],
    // A tax number goes with the holder's names.
    [{ showTaxNumberField: true }, { holderRequired: true }],
    [{ disableCardExpiryDateValidation: true }, { expiryPast: true }],
    [{ requireCvv: false }, { cvvRequired: false }],
    [{ allowEmptyCvv: true }, { cvvRequired: false }],
    [{ maskCvv: true }, { mask: true }],
    [{ numberFormatting: false }, { formatting: false }],
    [{ disableSubmitOnEnter: true }, { submitOnEnter: false }],
    // validation: false leaves every check to the gateway.
    [
      { validation: false, allowEmptyCardHolderName: false },
      { validate: false, holderRequired: false, expiryPast: true, cvvRequired: false },
    ],
  ] satisfies Array<[Partial<FrameInitOptions>, object]>)('follows %o in a card form: %o', (change, expected) => {
    const init = frameInit(numberFrame, { ...DEFAULTS, ...change }, { t, css, scheme: 'light', lang: 'de-AT' });
    const unchanged = frameInit(numberFrame, DEFAULTS, { t, css, scheme: 'light', lang: 'de-AT' });
    expect(init).toEqual({ ...unchanged, ...expected });
  });

  it('labels every card form frame by its field, and gives only what the caller says it collects (the code frame no siblings)', () => {
    const code = frameInit({ kind: 'cardForm', field: 'cvv', brands: ['VISA'], siblings: [] }, DEFAULTS, { t, css, scheme: 'light', lang: 'de-AT' });
    expect([code.label, code.placeholder, code.siblings]).toEqual(['«cvv»', '«cvvPlaceholder»', []]);
    const expiry = frameInit({ kind: 'cardForm', field: 'expiry', brands: [], siblings: [] }, DEFAULTS, { t, css, scheme: 'light', lang: 'de-AT' });
    expect([expiry.label, expiry.placeholder]).toEqual(['«expiryDate»', '«mmyy»']);
  });

  it("gives a stored card's code frame the code alone, always required, whatever the card form's options", () => {
    const storedCode = (options: FrameInitOptions) => frameInit({ kind: 'storedCardCode' }, options, { t, css, scheme: 'light', lang: 'de-AT' });
    const expected = {
      t: 'init',
      label: '«cvv»',
      placeholder: '«cvvPlaceholder»',
      brands: [],
      siblings: [],
      holderRequired: false,
      expiryPast: false,
      cvvRequired: true,
      validate: true,
      mask: false,
      formatting: false,
      submitOnEnter: true,
      css,
      scheme: 'light',
      lang: 'de-AT',
    };
    expect(storedCode(DEFAULTS)).toEqual(expected);
    const cardFormOptions = { ...DEFAULTS, allowEmptyCardHolderName: false, disableCardExpiryDateValidation: true, requireCvv: false, allowEmptyCvv: true };
    expect(storedCode(cardFormOptions)).toEqual(expected);
    // What the code frame itself follows: validation, maskCvv, placeholders, submit on Enter.
    const own = { ...DEFAULTS, validation: false, maskCvv: true, showPlaceholders: false, disableSubmitOnEnter: true };
    expect(storedCode(own)).toEqual({ ...expected, validate: false, mask: true, placeholder: '', submitOnEnter: false });
  });
});
