import type { JSX } from 'preact';

/** A wallet's form once the browser can pay with it: what main.ts renders like every other form. */
export interface WalletPart {
  View: () => JSX.Element;
  submit: () => void | Promise<void>;
  containerClass: string;
  destroy?: () => void;
}

/**
 * Inputs a merchant page adds that a wallet payment leaves out: a wallet's card is a device account
 * bound to the shopper's phone, never stored, so a "store my card" box on the page does not apply
 * (the gateway would refuse the payment with it).
 */
export const NOT_FOR_WALLETS = ['createRegistration'] as const;
