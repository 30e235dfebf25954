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
