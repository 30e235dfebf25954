// Wallet payments checked as parameters (request-parameters.md 2.3): the encrypted form (a token,
// which the gateway reads here, so a token it cannot read is a parameter error before anything is
// charged) and the decrypted form (the merchant's server sends the card, and says where it came from).
import type { Clock } from '../platform/clock.ts';
import { WALLET_PREFIX, type WalletBrand } from './structures/wallets.ts';
import type { ParameterError, Params, Rule } from './types.ts';
import { decryptTestToken } from './wallet-tokens.ts';

/** A token is card data: no refusal quotes it. */
const HIDDEN = '***';

/** What the token stands for, checked against the gateway's time: Google's token and the card both expire. */
function tokenErrors(brand: WalletBrand, name: string, token: string, now: Date): ParameterError[] {
  const read = decryptTestToken(brand, token);
  if (!read.ok) return [{ name, value: HIDDEN, message: read.message }];
  const { card } = read;
  if (card.usableUntil && card.usableUntil.getTime() < now.getTime()) {
    return [
      {
        name,
        value: HIDDEN,
        message: `has expired: its messageExpiration (${card.usableUntil.toISOString()}) is before the gateway's time (${now.toISOString()}); the page asks Google Pay for a new one`,
      },
    ];
  }
  const year = Number(card.expiryYear);
  const month = Number(card.expiryMonth);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return [{ name, value: HIDDEN, message: `carries a card that has expired (${card.expiryMonth}/${card.expiryYear})` }];
  }
  return [];
}

/** Who sends the request: the decrypted form is the merchant server's alone. */
export type WalletSender = 'server' | 'browser';

/** A card number under a wallet's brand without its token: the decrypted form. */
function decryptedFormErrors(brand: WalletBrand, p: Params, sender: WalletSender): ParameterError[] {
  if (p.paymentBrand !== brand || p['card.number'] === undefined) return [];
  const prefix = WALLET_PREFIX[brand];
  if (sender === 'browser') {
    return [
      {
        name: 'paymentBrand',
        value: brand,
        message: `${brand} pays from the page with ${prefix}.paymentToken; a typed card.number pays under the card's own brand`,
      },
    ];
  }
  // The merchant decrypted the token and says where it came from (spec 2.3: required).
  const source = `${prefix}.source`;
  return p[source] === undefined ? [{ name: source, value: '', message: `is required with card.number for ${brand} (decrypted form): web or app` }] : [];
}

/** One wallet's parameters: the token with its brand and nothing that contradicts it, or the decrypted form. */
function walletErrors(brand: WalletBrand, p: Params, now: Date, sender: WalletSender): ParameterError[] {
  const name = `${WALLET_PREFIX[brand]}.paymentToken`;
  const token = p[name];
  if (token === undefined) return decryptedFormErrors(brand, p, sender);
  const errors: ParameterError[] = [];
  if (p.paymentBrand !== brand) errors.push({ name: 'paymentBrand', value: p.paymentBrand ?? '', message: `must be ${brand} with ${name}` });
  if (p['card.number'] !== undefined) {
    errors.push({
      name: 'card.number',
      value: '',
      message: `is not sent with ${name}: the token carries the card (send the encrypted or the decrypted form, not both)`,
    });
  }
  // A device account number is bound to the shopper's phone: this gateway keeps no wallet cards.
  if (p.createRegistration === 'true') {
    errors.push({ name: 'createRegistration', value: 'true', message: `is not available with ${name}: the development gateway stores no wallet cards` });
  }
  errors.push(...tokenErrors(brand, name, token, now));
  return errors;
}

/** The rule for server-to-server payments and the widget's submissions. */
export const walletRules =
  (clock: Clock, sender: WalletSender): Rule =>
  (p) => {
    const now = clock.now();
    const errors = (Object.keys(WALLET_PREFIX) as WalletBrand[]).flatMap((brand) => walletErrors(brand, p, now, sender));
    const tokens = Object.values(WALLET_PREFIX).filter((prefix) => p[`${prefix}.paymentToken`] !== undefined);
    if (tokens.length > 1) errors.unshift({ name: 'walletB.paymentToken', value: HIDDEN, message: 'is not sent with walletA.paymentToken: one wallet pays' });
    if (p['walletC.paymentToken'] !== undefined) {
      errors.push({
        name: 'walletC.paymentToken',
        value: HIDDEN,
        message: 'cannot be decrypted by the development gateway: it offers no wallet as walletC (walletA is APPLEPAY, walletB is GOOGLEPAY)',
      });
    }
    return errors;
  };

export const hasWalletToken = (p: Params): boolean => Object.values(WALLET_PREFIX).some((prefix) => p[`${prefix}.paymentToken`] !== undefined);
