import type { JSX } from 'preact';

/** A wallet's form once the browser can pay with it: what main.ts renders like every other form. */
export interface WalletPart {
  View: () => JSX.Element;
  submit: () => void | Promise<void>;
  containerClass: string;
  destroy?: () => void;
}
