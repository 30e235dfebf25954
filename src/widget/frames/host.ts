// The widget's side of the frame protocol: it creates the frame URLs and names, and accepts a
// message only from the frame window it mounted, at the gateway origin, that parses with the
// protocol schema and speaks for its own field; the number frame speaks for the code field too,
// whose frame it drives (frame/drive.ts: the code frame's document runs no script).

import { submissionPath } from '../../shared/checkout-paths.ts';
import { type FrameField, type FromFrameMessage, fromFrameMessage, PROTOCOL_VERSION, type ToFrameMessage, type Unversioned } from '../../shared/protocol.ts';
import type { EarlyFrames } from './early.ts';

type Outgoing = Unversioned<ToFrameMessage>;

/** The card fields, and the target frame where 3-D Secure or a provider step runs. */
export type HostedFrame = FrameField | 'target';

export class FrameHost {
  readonly #frames = new Map<HostedFrame, HTMLIFrameElement>();
  readonly #gatewayOrigin: string;
  readonly #listener: (event: MessageEvent) => void;
  /** who hears the frames' messages (listen): none until the form that answers them is made */
  #onMessage: (message: FromFrameMessage) => void = () => undefined;

  constructor(
    private readonly win: Window,
    private readonly base: URL,
    private readonly checkoutId: string,
    readonly key: string,
    /** A frame's document finished loading (its own page, or the browser's error page). */
    private readonly onLoad: (field: HostedFrame) => void = () => undefined,
    /** frames paymentWidgets.js started early, and what they said before this host listened */
    private readonly early?: EarlyFrames,
  ) {
    this.#gatewayOrigin = base.origin;
    this.#listener = (event) => {
      if (event.origin !== this.#gatewayOrigin) return;
      const field = [...this.#frames].find(([, iframe]) => iframe.contentWindow === event.source)?.[0];
      if (!field) return;
      const parsed = fromFrameMessage.safeParse(event.data);
      if (!parsed.success) return;
      // Each frame speaks for itself only: the target frame reports the step's end, nothing else.
      if ((parsed.data.t === 'redirectDone') !== (field === 'target')) return;
      if ('field' in parsed.data && parsed.data.field !== field && !(field === 'cardNumber' && parsed.data.field === 'cvv')) return;
      this.#onMessage(parsed.data);
    };
    win.addEventListener('message', this.#listener);
  }

  /**
   * Hands the frames' messages to `onMessage`. A form answers them with this host, so it is made
   * after it; nothing is lost meanwhile, as the messages come in tasks of their own.
   */
  listen(onMessage: (message: FromFrameMessage) => void): void {
    this.#onMessage = onMessage;
  }

  /** The original widget's frame names, which merchant code selects by. */
  name(field: FrameField): string {
    return { cardNumber: 'card.number', cvv: 'card.cvv', expiry: 'card.expiry', cardHolder: 'card.holder' }[field];
  }

  /** `registration`: the security-code frame of that stored card, which pays with it (one-click). */
  src(field: FrameField, registration?: string): string {
    const url = new URL(`frames/${field}.html`, this.base);
    if (registration) url.searchParams.set('registration', registration);
    url.searchParams.set('checkoutId', this.checkoutId);
    url.searchParams.set('origin', this.win.location.origin);
    // Tells the frames of one form apart from another form's on the same page.
    url.searchParams.set('key', this.key);
    return url.href;
  }

  /** Where the checkout's payment is submitted: the original's form action. */
  paymentSrc(): string {
    return new URL(submissionPath(this.checkoutId), this.base).href;
  }

  /**
   * The frame element of a field: the one paymentWidgets.js started for this address (already
   * loading, maybe ready), or a new one. Its place in the form is the caller's (place()).
   */
  element(field: FrameField): HTMLIFrameElement {
    const src = this.src(field);
    const iframe = this.early?.take(src) ?? this.win.document.createElement('iframe');
    if (iframe.src !== src) iframe.src = src;
    return iframe;
  }

  attach(field: HostedFrame, iframe: HTMLIFrameElement | null): void {
    if (!iframe) {
      this.#frames.delete(field);
      return;
    }
    if (this.#frames.get(field) === iframe) return;
    iframe.addEventListener('load', () => this.onLoad(field));
    this.#frames.set(field, iframe);
    // A frame started early may have said it is ready before anyone listened: heard now, once.
    const said = iframe.contentWindow ? (this.early?.messagesFrom(iframe.contentWindow) ?? []) : [];
    if (said.length > 0) queueMicrotask(() => said.forEach(this.#listener));
    // Its document may have loaded (or failed to) before too: the load is heard now as well.
    if (this.early?.loaded(iframe)) queueMicrotask(() => this.onLoad(field));
  }

  frame(field: FrameField): HTMLIFrameElement | undefined {
    return this.#frames.get(field);
  }

  send(field: FrameField, message: Outgoing): void {
    this.#frames.get(field)?.contentWindow?.postMessage({ ...message, v: PROTOCOL_VERSION }, this.#gatewayOrigin);
  }

  destroy(): void {
    this.win.removeEventListener('message', this.#listener);
    this.#frames.clear();
  }
}
