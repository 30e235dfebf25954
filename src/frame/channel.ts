// The frame's side of the postMessage protocol. It talks to exactly one window, the widget's
// (its parent, at the origin the widget announced in the frame's URL), and drops anything else.
import type { FromFrameMessage, ToFrameMessage, Unversioned } from '../shared/protocol.ts';
import { PROTOCOL_VERSION } from '../shared/protocol-rules.ts';
import { readPageMessage } from './guards.ts';

type Outgoing = Unversioned<FromFrameMessage>;

export interface ParentChannel {
  send(message: Outgoing): void;
  /** a message in the original's form (original-messages.ts), for the page's own listeners */
  announce(text: string): void;
  onMessage(handler: (message: ToFrameMessage) => void): void;
}

/**
 * The parent origin comes from the frame URL; where the browser tells us the real ancestor
 * (location.ancestorOrigins), a mismatch means someone embedded us under a false name: stay mute.
 */
export function parentOrigin(win: Window): string | null {
  const claimed = new URLSearchParams(win.location.search).get('origin');
  if (!claimed || !URL.canParse(claimed) || new URL(claimed).origin !== claimed) return null;
  const ancestors = win.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== claimed) return null;
  return claimed;
}

/**
 * `win`: the frame whose field this channel speaks for. For the code frame the number frame drives
 * (drive.ts), that is the sibling's window, heard from here: the page's window object as that
 * window's events give it is not the one this frame's realm gives (`win.parent`), so the page is
 * known by its origin alone there; only the page's own origin can send with it.
 */
export function connectParent(win: Window, origin: string, sibling = false): ParentChannel {
  return {
    send(message) {
      // Not parsed on the way out: the type says what may be sent, and the widget, where the trust
      // boundary is, parses every message it receives (fromFrameMessage). Building and running
      // that schema here too cost every frame's start bytes and time before its first message.
      win.parent.postMessage({ ...message, v: PROTOCOL_VERSION }, origin);
    },
    announce(text) {
      // A message's source is the window whose script posts it: the page must see the code frame's
      // own, so the code frame the number frame drives posts it by its relay
      // (gateway/assets/frame-document.ts), which takes messages of this origin only.
      if (sibling) win.postMessage(text, win.location.origin);
      else win.parent.postMessage(text, origin);
    },
    onMessage(handler) {
      win.addEventListener('message', (event) => {
        if ((!sibling && event.source !== win.parent) || event.origin !== origin) return;
        const message = readPageMessage(event.data);
        if (message) handler(message);
      });
    },
  };
}
