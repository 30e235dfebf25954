// The inputs a merchant adds to a payment form (a "store my card" createRegistration checkbox in
// onReady, hidden customParameters[SHOPPER_…], customer.email, billing.*, a framework's CSRF
// token): the original widget posts every named input of its form, so these are sent with the
// payment too, and the gateway's catalogue checks them like any parameter (names it does not know
// are ignored there). Card data never comes this way: it lives in the gateway's frames.

import { isPageFieldName, MAX_SUBMITTED } from '../shared/protocol-rules.ts';

/** Marks the widget's own controls, which it sends itself (in their checked form). */
export const OWN_CONTROL = 'data-wpwl-own';

export interface MerchantInputs {
  fields: Record<string, string>;
  /** names refused because they would carry card data from the merchant page */
  refused: string[];
}

const CARD_DATA = /^card\./i;
/** Room for the widget's own fields beside them in the frames' limit. */
const MAX_ADDED = MAX_SUBMITTED - 30;
const SKIPPED_TYPES = new Set(['submit', 'button', 'image', 'reset', 'file']);
/**
 * Parameters the catalogue takes as true or false. A checkbox without a value attribute sends the
 * browser's "on" (`<input type="checkbox" name="createRegistration">`, as shop plugins write it):
 * checked means true, so the shopper's "store my card" is not refused as a parameter error.
 */
const BOOLEAN_PARAMETERS = new Set(['createRegistration']);

/**
 * The named, enabled controls in `roots` that the merchant added, as a browser would submit them
 * (a checkbox or radio only when checked; a multiple select sends its first selected option, the
 * gateway's parameters being single values). The widget's own controls carry OWN_CONTROL.
 */
export function merchantInputs(roots: ReadonlyArray<ParentNode | null | undefined>): MerchantInputs {
  const fields: Record<string, string> = {};
  const refused: string[] = [];
  for (const root of roots) {
    if (!root) continue;
    for (const el of root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input[name], select[name], textarea[name]')) {
      if (el.disabled || el.hasAttribute(OWN_CONTROL) || el.closest(`[${OWN_CONTROL}]`)) continue;
      const { name } = el;
      if (!name) continue;
      // By tag name: the page's elements may come from another realm than this module's globals.
      if (el.tagName === 'INPUT') {
        const input = el as HTMLInputElement;
        if (SKIPPED_TYPES.has(input.type)) continue;
        if ((input.type === 'checkbox' || input.type === 'radio') && !input.checked) continue;
      }
      if (CARD_DATA.test(name)) {
        if (!refused.includes(name)) refused.push(name);
        continue;
      }
      // Names no gateway parameter has (spaces, other scripts) are left out, and so is anything
      // past what a real form holds: the frames take a bounded message (shared/protocol.ts).
      if (!isPageFieldName(name) || Object.keys(fields).length >= MAX_ADDED) continue;
      // The first control of a name wins, as the gateway reads the first value of a name.
      if (name in fields) continue;
      const valueless = el.tagName === 'INPUT' && (el as HTMLInputElement).type === 'checkbox' && !el.hasAttribute('value');
      fields[name] = valueless && BOOLEAN_PARAMETERS.has(name) ? 'true' : el.value;
    }
  }
  return { fields, refused };
}

/**
 * What a form submits: the inputs the merchant added to `roots`, below the form's `own` fields
 * (which win). Card-data inputs are left out and `report` is given their names, for the merchant to
 * hear (CARD_DATA_INPUTS_REFUSED).
 */
export function withMerchantInputs(
  roots: ReadonlyArray<ParentNode | null | undefined>,
  own: Record<string, string>,
  report: (refused: readonly string[]) => void,
): Record<string, string> {
  const added = merchantInputs(roots);
  if (added.refused.length > 0) report(added.refused);
  return { ...added.fields, ...own };
}
