// What the shopper pays with decides how a payment goes: instrumentOf names it (the first that
// applies, in the order below), and one function per instrument asks the simulators and writes the
// account, the brand and the outcome on the transaction. What follows any payment (registration,
// risk, recording, events) is createPayment's (process.ts).
import { isProviderBrand } from '../catalogue/provider-brands.ts';
import { RESULTS } from '../catalogue/results.ts';
import type { WalletBrand } from '../catalogue/structures/wallets.ts';
import type { Params } from '../catalogue/types.ts';
import { type WalletCard, walletTokenCard } from '../catalogue/wallet-tokens.ts';
import { cardBehaviour } from '../simulators/acquirer.ts';
import { debitResult } from '../simulators/bank.ts';
import { bankAccount, cardAccount, detectCardBrand, last4, virtualAccount } from './accounts.ts';
import type { DomainContext } from './context.ts';
import { settle } from './outcome.ts';
import { awaitStep } from './steps.ts';
import type { PaymentInput, Registration, Transaction } from './types.ts';

export type Instrument =
  /** `number`: the stored card's, else the request's card.number */
  | { kind: 'registration'; registration: Registration; number: string | undefined }
  | { kind: 'wallet'; brand: WalletBrand; card: WalletCard }
  | { kind: 'card'; number: string }
  | { kind: 'bankAccount' }
  | { kind: 'tokenAccount'; number: string }
  | { kind: 'provider' }
  | { kind: 'virtualAccount' };

/** What the request pays with; `number` is the card number a stored or typed card brings. */
export function instrumentOf(input: PaymentInput, number: string | undefined): Instrument {
  const { params, registration } = input;
  if (registration) return { kind: 'registration', registration, number };
  const wallet = walletTokenCard(params);
  if (wallet) return { kind: 'wallet', ...wallet };
  if (number) return { kind: 'card', number };
  if (params['bankAccount.iban'] || params['bankAccount.number']) return { kind: 'bankAccount' };
  const token = params['tokenAccount.number'];
  if (token) return { kind: 'tokenAccount', number: token };
  return isProviderBrand(params.paymentBrand ?? '') ? { kind: 'provider' } : { kind: 'virtualAccount' };
}

/** A stored registration: a stored card pays without a new challenge (credential on file); other outcomes as the card. */
function payWithRegistration(tx: Transaction, registration: Registration, number: string | undefined): void {
  tx.paymentBrand = registration.paymentBrand;
  tx.account = registration.account;
  tx.registrationId = registration.id;
  const behaviour = number ? cardBehaviour(number) : { kind: 'result' as const, result: debitResult(registration.iban ?? '') };
  settle(tx, behaviour.kind === 'result' ? behaviour.result : RESULTS.approved);
}

/**
 * A wallet's token. The wallet authenticated the shopper on the device (its cryptogram): a card that
 * would ask for a 3-D Secure challenge pays without one; other outcomes are the card's.
 */
function payWithWallet(tx: Transaction, brand: WalletBrand, card: WalletCard): void {
  tx.paymentBrand = brand;
  tx.account = { kind: 'card', bin: card.number.slice(0, 6), last4: last4(card.number), expiryMonth: card.expiryMonth, expiryYear: card.expiryYear };
  // A device account number lives on the shopper's phone: this gateway stores no wallet cards,
  // whatever the checkout asked for.
  tx.wantsRegistration = false;
  const behaviour = cardBehaviour(card.number);
  settle(tx, behaviour.kind === 'result' ? behaviour.result : RESULTS.approved);
  if (tx.status === 'approved' && card.eci) tx.threeDSecure = { eci: card.eci, authenticationStatus: 'Y' };
}

/** A typed card: the acquirer's test card decides, a challenge waits for the ACS page. */
function payWithCard(ctx: DomainContext, input: PaymentInput, tx: Transaction, number: string): void {
  const { params } = input;
  tx.paymentBrand = params.paymentBrand ?? detectCardBrand(number) ?? '';
  tx.account = cardAccount(params, number);
  const behaviour = cardBehaviour(number);
  const externalProof = params['threeDSecure.eci'] !== undefined && params['threeDSecure.verificationId'] !== undefined;
  // A card at a terminal (pos.*) is verified there, by chip and PIN, not by 3-D Secure online.
  const no3ds = externalProof || params['threeDSecure.disable'] === 'true' || tx.pos !== undefined;
  if (behaviour.kind === 'result') settle(tx, behaviour.result);
  else if (behaviour.kind === 'frictionless' || no3ds) {
    settle(tx, RESULTS.approved);
    if (!no3ds) tx.threeDSecure = { eci: '05', authenticationStatus: 'Y', version: '2.2.0' };
  } else {
    awaitStep(ctx, input, tx, 'threeDSecure');
    // Kept until the step ends, when an approval stores it (registrations.ts register).
    if (tx.wantsRegistration) tx.pendingCardNumber = number;
  }
}

/** A direct debit: the bank's test IBANs decide. */
function payWithBankAccount(tx: Transaction, params: Params): void {
  tx.paymentBrand = params.paymentBrand ?? 'DIRECTDEBIT_SEPA';
  tx.account = bankAccount(params);
  settle(tx, debitResult(params['bankAccount.iban'] ?? ''));
}

/** A token account (a stored card's token the merchant holds): approved. */
function payWithTokenAccount(tx: Transaction, params: Params, number: string): void {
  tx.account = { kind: 'token', last4: last4(number), type: params['tokenAccount.type'] ?? '' };
  settle(tx, RESULTS.approved);
}

/** A redirect brand or a mobile wallet: the provider's page decides, once the shopper has been there. */
function payAtProvider(ctx: DomainContext, input: PaymentInput, tx: Transaction): void {
  tx.account = virtualAccount(input.params);
  awaitStep(ctx, input, tx, 'provider');
}

/** Any other brand: approved on its virtual account, if it names one. */
function payWithVirtualAccount(tx: Transaction, params: Params): void {
  tx.account = virtualAccount(params);
  settle(tx, RESULTS.approved);
}

/** Writes the instrument's account, brand and outcome on the transaction. */
export function payWith(ctx: DomainContext, input: PaymentInput, tx: Transaction, instrument: Instrument): void {
  switch (instrument.kind) {
    case 'registration':
      payWithRegistration(tx, instrument.registration, instrument.number);
      break;
    case 'wallet':
      payWithWallet(tx, instrument.brand, instrument.card);
      break;
    case 'card':
      payWithCard(ctx, input, tx, instrument.number);
      break;
    case 'bankAccount':
      payWithBankAccount(tx, input.params);
      break;
    case 'tokenAccount':
      payWithTokenAccount(tx, input.params, instrument.number);
      break;
    case 'provider':
      payAtProvider(ctx, input, tx);
      break;
    case 'virtualAccount':
      payWithVirtualAccount(tx, input.params);
      break;
  }
}
