// The original has one error text per field where the widget has two (the field empty, the field
// wrong) and names the refused brand's error cardBinError: a merchant's errorMessages written for
// the original (cardNumberError, cvvError, expiryMonthError) must reach an empty field too, unless
// the merchant also gave the widget's own key.

/** The widget's key, and the original's key whose text the merchant gave stands in for it. */
const ORIGINAL_KEY: Record<string, string> = {
  cardNumberEmptyError: 'cardNumberError',
  cvvEmptyError: 'cvvError',
  expiryEmptyError: 'expiryMonthError',
  cardBrandNotAcceptedError: 'cardBinError',
};

/** The merchant's texts, with the original's keys standing in for the widget's finer ones. */
export function withOriginalKeys(overrides: Record<string, string>): Record<string, string> {
  const filled = { ...overrides };
  for (const [own, original] of Object.entries(ORIGINAL_KEY)) {
    const text = overrides[original];
    if (!(own in overrides) && text !== undefined) filled[own] = text;
  }
  return filled;
}
