// The frame's side of the postMessage protocol. It talks to exactly one window, the widget's
// (its parent, at the origin the widget announced in the frame's URL), and drops anything else.
import { fromFrameMessage, PROTOCOL_VERSION, toFrameMessage, type FromFrameMessage, type ToFrameMessage, type Unversioned } from '../shared/protocol.ts';

type Outgoing = Unversioned<FromFrameMessage>;

export interface ParentChannel {
  send(message: Outgoing): void;
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

export function connectParent(win: Window, origin: string): ParentChannel {
  return {
    send(message) {
      const full = { ...message, v: PROTOCOL_VERSION };
      // Checked on the way out too, so a bug can never put anything but the protocol on the wire.
      if (fromFrameMessage.safeParse(full).success) win.parent.postMessage(full, origin);
    },
    onMessage(handler) {
      win.addEventListener('message', (event) => {
        if (event.source !== win.parent || event.origin !== origin) return;
        const parsed = toFrameMessage.safeParse(event.data);
        if (parsed.success) handler(parsed.data);
      });
    },
  };
}
