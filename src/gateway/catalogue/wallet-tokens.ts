// Apple Pay and Google Pay tokens as the development gateway reads them. It holds no wallet
// provider's keys, so it cannot decrypt a real token; its test tokens (simulators/wallets.ts makes
// them) have the providers' outer shape, but the encrypted part is base64 of the decrypted
// payload's JSON. Reading is the catalogue's: a token it cannot read is a parameter error
// (wallet-rules.ts), and the payment reads the card from it again. The card inside decides the
// outcome through the acquirer's test cards (simulators/acquirer.ts), as a typed card would.
import { z } from 'zod';
import { WALLET_PREFIX, type WalletBrand } from './structures/wallets.ts';
import type { Params } from './types.ts';

/** What a token stands for, once read. */
export interface WalletCard {
  number: string;
  /** two digits, as card.expiryMonth */
  expiryMonth: string;
  /** four digits, as card.expiryYear */
  expiryYear: string;
  /** the ECI the wallet gave its cryptogram; none for a card without one (Google's PAN_ONLY) */
  eci?: string;
  /** Google Pay's messageExpiration: the token is good until then */
  usableUntil?: Date;
}

export type TokenReading = { ok: true; card: WalletCard } | { ok: false; message: string };

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const base64 = z.string().min(1, 'must not be empty').regex(BASE64, 'must be base64');
const hex = z.string().regex(/^[0-9A-Fa-f]+$/, 'must be hexadecimal');
const pan = z.string().regex(/^\d{12,19}$/, 'must be 12-19 digits');
const eci = z.string().regex(/^\d{2}$/, 'must be 2 digits');

/** Apple's ApplePayPaymentToken.paymentData (EC_v1), as the page receives it. */
const applePaymentData = z.object({
  version: z.literal('EC_v1'),
  data: base64,
  signature: base64,
  header: z.object({ ephemeralPublicKey: base64, publicKeyHash: base64, transactionId: hex, applicationData: hex.optional() }),
});

/** Apple's decrypted payment data, with its field names (3DSecure payments only: EMV is China's). */
const appleDecrypted = z.object({
  applicationPrimaryAccountNumber: pan,
  applicationExpirationDate: z.string().regex(/^\d{2}(0[1-9]|1[0-2])\d{2}$/, 'must be YYMMDD'),
  currencyCode: z.string().regex(/^\d{3}$/, 'must be an ISO 4217 numeric code'),
  transactionAmount: z.number().int().nonnegative(),
  deviceManufacturerIdentifier: z.string().min(1),
  paymentDataType: z.literal('3DSecure'),
  paymentData: z.object({ onlinePaymentCryptogram: base64, eciIndicator: eci.optional() }),
});

/** Google's PaymentMethodTokenizationData.token (ECv2), as the page receives it. */
const googleToken = z.object({
  signature: base64,
  intermediateSigningKey: z.object({ signedKey: z.string().min(1), signatures: z.array(base64).min(1) }),
  protocolVersion: z.literal('ECv2'),
  signedMessage: z.string().min(1),
});

const googleSignedMessage = z.object({ encryptedMessage: base64, ephemeralPublicKey: base64, tag: base64 });

const googleCard = { pan, expirationMonth: z.number().int().min(1).max(12), expirationYear: z.number().int().min(2000).max(2099) };

/** Google's decrypted message, with its field names; a device token carries a cryptogram, a plain card none. */
const googleDecrypted = z.object({
  messageExpiration: z.string().regex(/^\d{1,15}$/, 'must be milliseconds since the epoch'),
  messageId: z.string().min(1),
  paymentMethod: z.literal('CARD'),
  paymentMethodDetails: z.discriminatedUnion('authMethod', [
    z.object({ authMethod: z.literal('PAN_ONLY'), ...googleCard }),
    z.object({ authMethod: z.literal('CRYPTOGRAM_3DS'), ...googleCard, cryptogram: z.string().min(1), eciIndicator: eci.optional() }),
  ]),
});

/** Where a developer finds tokens this gateway takes; said in every refusal. */
const WHERE = 'it reads only its own test tokens, which docs/test-data.md "Wallet test tokens" lists (a real, encrypted token cannot be read here)';

const unreadable = (why: string): TokenReading => ({ ok: false, message: `cannot be decrypted by the development gateway (${why}): ${WHERE}` });

/** The first thing a schema found wrong, by field path; never the value, which may be card data. */
function firstIssue(error: z.ZodError, within: string): string {
  const issue = error.issues[0];
  if (!issue) return within;
  const missing = issue.code === 'invalid_type' && issue.message.endsWith('received undefined');
  return `${within}; ${issue.path.join('.') || 'the whole'}: ${missing ? 'is missing' : issue.message}`;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The JSON a base64 text holds, or undefined: encrypted bytes are no UTF-8 JSON. */
function jsonInBase64(text: string): unknown {
  try {
    return parseJson(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(text, 'base64')));
  } catch {
    return undefined;
  }
}

function readApple(token: string): TokenReading {
  const json = parseJson(token);
  if (json === undefined) return unreadable("it is not JSON: walletA.paymentToken is the JSON text of Apple Pay's paymentData");
  const outer = applePaymentData.safeParse(json);
  if (!outer.success) return unreadable(firstIssue(outer.error, "it is not Apple Pay's paymentData"));
  const payload = jsonInBase64(outer.data.data);
  if (payload === undefined) return unreadable('data does not decode to JSON, as the data of a real token, which is encrypted');
  const inner = appleDecrypted.safeParse(payload);
  if (!inner.success) return unreadable(firstIssue(inner.error, 'data is not a test payload'));
  const p = inner.data;
  const eciIndicator = p.paymentData.eciIndicator;
  return {
    ok: true,
    card: {
      number: p.applicationPrimaryAccountNumber,
      expiryMonth: p.applicationExpirationDate.slice(2, 4),
      expiryYear: `20${p.applicationExpirationDate.slice(0, 2)}`,
      ...(eciIndicator ? { eci: eciIndicator } : {}),
    },
  };
}

function readGoogle(token: string): TokenReading {
  const json = parseJson(token);
  if (json === undefined) return unreadable("it is not JSON: walletB.paymentToken is Google Pay's tokenizationData.token");
  const outer = googleToken.safeParse(json);
  if (!outer.success) return unreadable(firstIssue(outer.error, "it is not Google Pay's ECv2 token"));
  const signed = googleSignedMessage.safeParse(parseJson(outer.data.signedMessage));
  if (!signed.success) return unreadable(firstIssue(signed.error, 'signedMessage is not the JSON of an encrypted message'));
  const message = jsonInBase64(signed.data.encryptedMessage);
  if (message === undefined) return unreadable('encryptedMessage does not decode to JSON, as the message of a real token, which is encrypted');
  const inner = googleDecrypted.safeParse(message);
  if (!inner.success) return unreadable(firstIssue(inner.error, 'encryptedMessage is not a test payload'));
  const details = inner.data.paymentMethodDetails;
  const eciIndicator = details.authMethod === 'CRYPTOGRAM_3DS' ? details.eciIndicator : undefined;
  return {
    ok: true,
    card: {
      number: details.pan,
      expiryMonth: String(details.expirationMonth).padStart(2, '0'),
      expiryYear: String(details.expirationYear),
      ...(eciIndicator ? { eci: eciIndicator } : {}),
      usableUntil: new Date(Number(inner.data.messageExpiration)),
    },
  };
}

/** Reads a test token of the brand; a refusal says why without quoting the token. */
export function decryptTestToken(brand: WalletBrand, token: string): TokenReading {
  return brand === 'APPLEPAY' ? readApple(token) : readGoogle(token);
}

/**
 * The card of the wallet token a payment carries, if any. Validation read the token already
 * (wallet-rules.ts) and passes on the parameters only: the payment reads it again, and
 * keeps the card it stands for (masked), never the token.
 */
export function walletTokenCard(params: Params): { brand: WalletBrand; card: WalletCard } | undefined {
  for (const [brand, prefix] of Object.entries(WALLET_PREFIX) as Array<[WalletBrand, string]>) {
    const token = params[`${prefix}.paymentToken`];
    if (token === undefined) continue;
    const read = decryptTestToken(brand, token);
    if (!read.ok) throw new Error(`a ${brand} token reached the payment unchecked`);
    return { brand, card: read.card };
  }
  return undefined;
}
