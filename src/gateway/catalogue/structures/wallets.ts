// 2.3 Mobile wallets. The catalogue writes the providers' prefixes as walletA, walletB and walletC.
// The decrypted form also uses card.* and threeDSecure.* fields, which other structures define.
import { an, oneOf } from '../formats.ts';
import type { Field, Structure } from '../types.ts';

// The token format belongs to the provider; only bound its size so a request cannot be unbounded.
const paymentToken: Field = an(1, 65536);
const source: Field = oneOf(['web', 'app']);

export const WALLETS: Structure = {
  'walletA.paymentToken': paymentToken,
  'walletA.cardNetwork': an(1, 255),
  'walletA.cardType': an(1, 255),
  'walletA.source': source,
  'walletB.paymentToken': paymentToken,
  'walletB.source': source,
  'walletC.paymentToken': paymentToken,
  'walletC.source': source,
};

/**
 * Which prefix is which wallet, in this gateway: the catalogue leaves the names open. walletC has
 * no brand here: the widget offers no third wallet, and the gateway cannot read its tokens.
 */
export const WALLET_PREFIX = { APPLEPAY: 'walletA', GOOGLEPAY: 'walletB' } as const;

export type WalletBrand = keyof typeof WALLET_PREFIX;

export const isWalletBrandCode = (brand: string): brand is WalletBrand => Object.hasOwn(WALLET_PREFIX, brand);
