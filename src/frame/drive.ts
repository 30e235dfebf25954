// The number frame drives its form's security-code frame: a same-origin sibling whose document is
// only an input (the gateway serves it without a script), so the frames' process starts the frame
// app once instead of twice, and the code's ready goes out with the number's. Braintree's hosted
// fields work this way. The page accepts the number frame's messages for the code field
// (widget/frames/host.ts) and keeps sending the code frame its own, which the listener this frame
// puts on the code frame's window hears.
import { connectParent } from './channel.ts';
import type { ReadDriven } from './collect.ts';
import { type FieldHandle, startField } from './field.ts';
import { findSibling } from './sibling.ts';

/**
 * How often to look for the code frame's document while it is not there: often at first (it is
 * usually on its way with ours), then seldom, for a form that has none (requireCvv: false, or its
 * frame taken away); and for how long.
 */
const LOOK_EVERY_MS = 5;
const LOOK_SELDOM_MS = 100;
const LOOK_OFTEN_FOR_MS = 1_000;
const LOOK_FOR_MS = 15_000;

export interface DriveDeps {
  /** the number frame's window */
  win: Window;
  parentOrigin: string;
  checkoutId: string;
}

/** The code frame's input once its document is parsed; null while it is not (or not ours yet). */
function codeInput(frame: Window): HTMLInputElement | null {
  try {
    const input = frame.document.getElementById('field');
    // Another realm's element: not an instance of this frame's HTMLInputElement.
    return input?.tagName === 'INPUT' && input.dataset.field === 'cvv' ? (input as HTMLInputElement) : null;
  } catch {
    return null;
  }
}

/**
 * Looks for the code frame and runs its field from here; again whenever its document goes (the
 * merchant moved the frame, which loads it anew). Returns the reader the number frame's
 * submission uses: the code's value, or null while no code frame is driven; undefined for the
 * other fields, whose frames answer for themselves.
 */
export function driveCodeFrame({ win, parentOrigin, checkoutId }: DriveDeps): ReadDriven {
  let driven: { frame: Window; field: FieldHandle } | null = null;
  /** the document that went: until its successor is there, the window still shows it */
  let gone: Document | null = null;

  const look = (since: number) => {
    const frame = findSibling(win, 'cvv');
    const input = frame ? codeInput(frame) : null;
    if (!frame || !input || input.ownerDocument === gone) {
      const waited = win.performance.now() - since;
      if (waited < LOOK_FOR_MS) win.setTimeout(() => look(since), waited < LOOK_OFTEN_FOR_MS ? LOOK_EVERY_MS : LOOK_SELDOM_MS);
      return;
    }
    driven = {
      frame,
      field: startField({ win: frame, parentOrigin, input, field: 'cvv', checkoutId, channel: connectParent(frame, parentOrigin, true), driven: true }),
    };
    // Its document goes: nothing is read from it any more, and its successor is looked for.
    frame.addEventListener(
      'pagehide',
      () => {
        driven = null;
        gone = input.ownerDocument;
        look(win.performance.now());
      },
      { once: true },
    );
  };
  look(win.performance.now());

  return (field) => (field !== 'cvv' ? undefined : driven && !driven.frame.closed ? driven.field.read() : null);
}
