// The frames paymentWidgets.js starts before the widget's modules arrive (script.ts), as the
// widget takes them in (frames/host.ts).

/**
 * Card frames started by paymentWidgets.js, hidden, before anything else: creating the gateway's
 * frames is the slowest step of the start-up, so it runs while the modules, words and
 * configuration load. The form takes them in with moveBefore, which keeps their documents.
 */
export interface EarlyFrames {
  /** the started frame of exactly this address, now the caller's; null when there is none */
  take(src: string): HTMLIFrameElement | null;
  /** what the gateway's frame in that window said before the widget listened (taken once) */
  messagesFrom(source: Window): MessageEvent[];
  /** the started frame's document already finished loading (its load event came before anyone listened) */
  loaded(iframe: HTMLIFrameElement): boolean;
  /** frames nobody took leave the page, and messages are no longer kept */
  done(): void;
}
