import type { JSX } from 'preact';

/** One form of the on-demand module (bank account, a redirect brand, a wallet, the stored cards), as main.ts renders it. */
export interface MethodPart {
  View: () => JSX.Element;
  submit: () => void | Promise<void>;
  destroy?: () => void;
}
