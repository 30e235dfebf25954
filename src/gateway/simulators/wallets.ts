// Apple Pay and Google Pay test tokens, as a wallet's page would pass them on, for tests and docs:
// the providers' outer shape around base64 of the decrypted payload's JSON, which is what the
// development gateway can read (catalogue/wallet-tokens.ts), since it holds no provider's keys.
import { createHash } from 'node:crypto';
import type { WalletBrand } from '../catalogue/structures/wallets.ts';

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64');

/** Stand-ins for keys, signatures and cryptograms: the same card gives the same token, so documented tokens stay valid. */
const filler = (label: string, seed: string, bytes = 32) => createHash('sha512').update(label).update(seed).digest().subarray(0, bytes);

function lastDayOfMonth(year: number, month: number): string {
  return String(new Date(Date.UTC(year, month, 0)).getUTCDate()).padStart(2, '0');
}

export interface TokenCard {
  number: string;
  expiryMonth: string;
  expiryYear: string;
}

export interface TestTokenOptions {
  /** Google Pay's messageExpiration (default: the end of 2099) */
  expiresAt?: Date;
  /** Apple Pay's transactionAmount, in minor units (default 1999); the gateway does not compare it */
  amountMinor?: number;
  /** Apple Pay's currencyCode, ISO 4217 numeric (default 978, EUR) */
  currencyNumeric?: string;
}

function appleToken(card: TokenCard, opts: TestTokenOptions): string {
  const year = Number(card.expiryYear);
  const month = Number(card.expiryMonth);
  const seed = `${card.number}${card.expiryMonth}${card.expiryYear}`;
  const payload = JSON.stringify({
    applicationPrimaryAccountNumber: card.number,
    applicationExpirationDate: `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${lastDayOfMonth(year, month)}`,
    currencyCode: opts.currencyNumeric ?? '978',
    transactionAmount: opts.amountMinor ?? 1999,
    deviceManufacturerIdentifier: '040010030273',
    paymentDataType: '3DSecure',
    paymentData: { onlinePaymentCryptogram: b64(filler('cryptogram', seed, 20)), eciIndicator: '05' },
  });
  return JSON.stringify({
    version: 'EC_v1',
    data: b64(payload),
    signature: b64(filler('signature', payload, 64)),
    header: {
      ephemeralPublicKey: b64(Buffer.concat([Buffer.from([4]), filler('key', payload, 64)])),
      publicKeyHash: b64(filler('merchant', '', 32)),
      transactionId: filler('transaction', payload, 32).toString('hex'),
    },
  });
}

function googleTokenFor(card: TokenCard, opts: TestTokenOptions): string {
  const expiresAt = opts.expiresAt ?? new Date('2099-12-31T23:59:59Z');
  const seed = `${card.number}${card.expiryMonth}${card.expiryYear}${expiresAt.getTime()}`;
  const message = JSON.stringify({
    messageExpiration: String(expiresAt.getTime()),
    messageId: `DEV-${filler('message', seed, 16).toString('hex')}`,
    paymentMethod: 'CARD',
    paymentMethodDetails: {
      pan: card.number,
      expirationMonth: Number(card.expiryMonth),
      expirationYear: Number(card.expiryYear),
      authMethod: 'CRYPTOGRAM_3DS',
      cryptogram: b64(filler('cryptogram', seed, 20)),
      eciIndicator: '05',
    },
  });
  const signedMessage = JSON.stringify({ encryptedMessage: b64(message), ephemeralPublicKey: b64(filler('key', seed, 65)), tag: b64(filler('tag', seed, 32)) });
  return JSON.stringify({
    signature: b64(filler('signature', seed, 64)),
    intermediateSigningKey: {
      signedKey: JSON.stringify({ keyValue: b64(filler('intermediate', '', 64)), keyExpiration: '4102444800000' }),
      signatures: [b64(filler('root', '', 64))],
    },
    protocolVersion: 'ECv2',
    signedMessage,
  });
}

/**
 * A test token for the card, as the page would pass it on: for APPLEPAY the paymentData JSON
 * (walletA.paymentToken), for GOOGLEPAY the tokenizationData.token string (walletB.paymentToken).
 */
export function walletTestToken(brand: WalletBrand, card: TokenCard, opts: TestTokenOptions = {}): string {
  return brand === 'APPLEPAY' ? appleToken(card, opts) : googleTokenFor(card, opts);
}
