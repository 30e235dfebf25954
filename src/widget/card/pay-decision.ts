// A press of pay, up to fields known valid: every field checked (the frames asked again), and then
// the pay path (pay.ts) takes over, or the first invalid field takes the focus. When only a frame's
// last report stands in the way, the press waits for the frames' answers and decides on those.
import type { FrameField } from '../../shared/protocol.ts';
import type { FrameHost } from '../frames/host.ts';
import type { CardField, CardModel } from './model.ts';
import type { WithPay } from './pay-chunk.ts';

/** How long a press of pay waits for the frames to answer its 'validate' before it decides without them. */
const FRAME_ANSWER_MS = 1500;

export interface PayDecisionDeps {
  model: CardModel;
  host: FrameHost;
  /** the widget's form element */
  form: () => HTMLFormElement | null;
  setTimer: (fn: () => void, ms: number) => unknown;
  withPay: WithPay;
}

/** Puts the focus in a field: a frame is asked to take it, a page field takes it. */
export function focusField(field: CardField, deps: Pick<PayDecisionDeps, 'model' | 'host' | 'form'>): void {
  if ((deps.model.frameFields as CardField[]).includes(field)) deps.host.send(field as FrameField, { t: 'focus' });
  else deps.form()?.querySelector<HTMLInputElement>(`[data-field="${field}"]`)?.focus();
}

/** Nothing in flight and the checkout payable: a press of pay may go on. */
const payable = (model: CardModel) => model.submission.value.status === 'idle' && model.load.value.status === 'ready';

/**
 * A value a merchant's script wrote into a page field without an input event (jQuery's `.val()`,
 * `input.value = …`, as pages prefill the holder) counts: the original reads the form when paying.
 */
function takePageValues(model: CardModel, form: HTMLFormElement | null): void {
  for (const field of model.pageFields) {
    const input = form?.querySelector<HTMLInputElement>(`[data-field="${field}"]`);
    if (input && input.value !== (model.values.peek()[field] ?? '')) model.fieldChanged(field, input.value);
  }
}

/**
 * A frame's last report can be older than what it holds: what the shopper typed last may still be
 * on its way. When only a frame stands in the way, the press waits for the frames' answers to its
 * 'validate' and decides on those, so pay is never refused (focus moved, nothing sent, no hint
 * left) on old news. A frame that does not answer leaves the decision to what is known.
 */
function onlyFramesInTheWay(model: CardModel): boolean {
  const errors = model.errors.value;
  return model.pageFields.every((f) => errors[f] === undefined) && model.frameFields.some((f) => errors[f] !== undefined);
}

export function createPayDecision(deps: PayDecisionDeps) {
  const { model, host } = deps;
  /** A press of pay waiting for the frames' answers to its 'validate' (the fields not yet answered). */
  let checking: { waiting: Set<FrameField>; decide: () => void } | null = null;

  /** Pay, once the fields are known valid: onBeforeSubmitCard, the summary page, or the number frame. */
  const proceed = () => {
    // Again after a wait: the checkout may have ended meanwhile.
    if (!payable(model)) return;
    const errors = model.errors.value;
    const firstInvalid = model.fields.find((f) => errors[f] !== undefined);
    if (firstInvalid) {
      focusField(firstInvalid, deps);
      return;
    }
    deps.withPay((pay) => {
      // Again once the pay chunk is here: what the shopper did meanwhile counts.
      if (payable(model)) pay.pay();
    });
  };

  const waitForFrames = () => {
    const pending = {
      waiting: new Set(model.frameFields),
      decide: () => {
        if (checking !== pending) return;
        checking = null;
        proceed();
      },
    };
    checking = pending;
    deps.setTimer(pending.decide, FRAME_ANSWER_MS);
  };

  /** The shopper pressed pay (the button, Enter, wpwl.executePayment). */
  const submit = () => {
    if (checking || !payable(model)) return;
    takePageValues(model, deps.form());
    model.validated();
    for (const field of model.frameFields) host.send(field, { t: 'validate' });
    if (onlyFramesInTheWay(model)) waitForFrames();
    else proceed();
  };

  /** A frame answered a press's 'validate': the last answer decides. */
  const frameAnswered = (field: FrameField) => {
    if (checking?.waiting.delete(field) && checking.waiting.size === 0) checking.decide();
  };

  return { submit, frameAnswered };
}
