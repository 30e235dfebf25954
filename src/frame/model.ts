// One field as its parts share it: its input, its kind's rules under what the page said (init,
// brand), the channel to the page; and what the field tells of itself: its state to the page
// (validity and brand, never a digit), its value to the number frame.
import type { FrameField } from '../shared/protocol.ts';
import type { ParentChannel } from './channel.ts';
import type { ReadDriven } from './collect.ts';
import { type FieldState, KINDS, type KindContext } from './kinds.ts';
import { setIsValid } from './original-messages.ts';
import type { SiblingValue } from './sibling.ts';
import { digitsOf } from './validate.ts';

export interface FieldDeps {
  /** the frame whose field this is (for the code frame the number frame drives, that frame's) */
  win: Window;
  /** origin of the merchant page (the widget) */
  parentOrigin: string;
  input: HTMLInputElement;
  field: FrameField;
  checkoutId: string;
  channel: ParentChannel;
  /** set for the security-code frame of a stored card: it submits the one-click payment itself */
  registrationId?: string;
  readDriven?: ReadDriven;
  /** a field the number frame drives: the number frame reads it directly, nobody asks by message */
  driven?: boolean;
}

/** What its frame gave the field, and what the page said (init, brand): its kind's context too. */
export interface FieldModel extends FieldDeps, KindContext {
  /** sibling frames whose values the number frame collects at submission */
  siblings: readonly FrameField[];
  /** validation: false leaves checking the number to the gateway */
  validate: boolean;
  /** disableSubmitOnEnter: false */
  submitOnEnter: boolean;
  /** a payment of this field's is on its way to the gateway */
  submitting: boolean;
  /** the error the page shows for this field ('' none), once the page said (error-text.ts) */
  pageError: string | null;
}

/** The field before the page's init: the defaults its checks start from. */
export function fieldModel(deps: FieldDeps): FieldModel {
  return {
    ...deps,
    accepted: [],
    brand: null,
    cvvRequired: true,
    holderRequired: false,
    expiryPast: false,
    formatting: true,
    siblings: [],
    validate: true,
    submitOnEnter: true,
    submitting: false,
    pageError: null,
  };
}

export const checkField = (f: FieldModel): FieldState => KINDS[f.field].check(f.input.value, f);

/**
 * The state to the page. Once the page says which error it shows (error-text.ts), aria-invalid
 * follows the page; until then the input is marked invalid on blur and validate, never while typing.
 */
export function reportState(f: FieldModel, trigger: 'input' | 'blur' | 'validate'): void {
  const current = checkField(f);
  const invalid = f.pageError === null ? trigger !== 'input' && !current.valid : f.pageError !== '';
  f.input.setAttribute('aria-invalid', String(invalid));
  f.channel.send({ t: 'state', field: f.field, trigger, ...current });
  f.channel.announce(setIsValid(trigger, current.valid, f.input.value.trim() === ''));
}

/** the value as the number frame submits it, and whether it is valid */
export const readField = (f: FieldModel): SiblingValue => ({
  value: f.field === 'cvv' ? digitsOf(f.input.value) : f.input.value.trim(),
  valid: checkField(f).valid,
});
