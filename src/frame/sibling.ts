// The number frame asks its sibling field frames (code; with enableSAQACompliance also expiry and
// holder) for their values at submission. Both live on the
// gateway origin, so they talk with targetOrigin = our own origin: the merchant page, a different
// origin, can neither receive these messages nor forge them.
import type { FrameField } from '../shared/protocol.ts';
import { PROTOCOL_VERSION } from '../shared/protocol-rules.ts';
import { readSiblingMessage } from './guards.ts';

/**
 * A field frame of the same form: a same-origin sibling whose URL names the same checkout and form
 * key. (Frame names stay the original widget's card.number and card.cvv, which repeat when a page
 * holds several forms, so they cannot tell siblings apart.)
 */
export function findSibling(win: Window, field: FrameField): Window | null {
  const own = new URLSearchParams(win.location.search);
  const parent = win.parent;
  for (let i = 0; i < parent.length; i++) {
    try {
      const candidate = parent[i];
      if (!candidate || candidate === win) continue;
      // Reading location throws for frames of other origins: those are not ours.
      const url = new URL(candidate.location.href);
      const params = url.searchParams;
      if (url.pathname.endsWith(`/${field}.html`) && params.get('key') === own.get('key') && params.get('checkoutId') === own.get('checkoutId'))
        return candidate;
    } catch {
      // a frame of another origin
    }
  }
  return null;
}

export interface SiblingValue {
  value: string;
  valid: boolean;
}

export function requestValue(win: Window, field: FrameField, id: string, timeoutMs = 3000): Promise<SiblingValue | null> {
  const sibling = findSibling(win, field);
  if (!sibling) return Promise.resolve(null);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(value: SiblingValue | null) {
      clearTimeout(timer);
      win.removeEventListener('message', onMessage);
      resolve(value);
    }
    function onMessage(event: MessageEvent) {
      if (event.source !== sibling || event.origin !== win.location.origin) return;
      const message = readSiblingMessage(event.data);
      if (message?.t === 'valueReply' && message.id === id && message.field === field) finish({ value: message.value, valid: message.valid });
    }
    win.addEventListener('message', onMessage);
    sibling.postMessage({ v: PROTOCOL_VERSION, t: 'valueRequest', id }, win.location.origin);
  });
}

/** A sibling field frame's side: answer our own origin's requests, nobody else's. */
export function answerValueRequests(win: Window, field: FrameField, read: () => SiblingValue): void {
  win.addEventListener('message', (event) => {
    if (event.origin !== win.location.origin || !event.source || event.source === win.parent) return;
    const message = readSiblingMessage(event.data);
    if (message?.t !== 'valueRequest') return;
    (event.source as Window).postMessage({ v: PROTOCOL_VERSION, t: 'valueReply', id: message.id, field, ...read() }, win.location.origin);
  });
}
