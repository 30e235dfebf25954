// The payment response of gateway-api.md 2.2, derived from a transaction at the time of asking.
import { envelope } from '../catalogue/results.ts';
import type { Clock } from '../platform/clock.ts';
import { posFields } from './pos.ts';
import type { Account, Registration, Transaction } from './types.ts';

function accountFields(account: Account | undefined): Record<string, unknown> {
  if (!account) return {};
  switch (account.kind) {
    case 'card':
      return {
        card: {
          bin: account.bin,
          last4Digits: account.last4,
          ...(account.holder ? { holder: account.holder } : {}),
          expiryMonth: account.expiryMonth,
          expiryYear: account.expiryYear,
        },
      };
    case 'bank':
      return {
        bankAccount: {
          holder: account.holder,
          ...(account.ibanLast4 ? { last4Digits: account.ibanLast4 } : {}),
          ...(account.numberLast4 ? { last4Digits: account.numberLast4 } : {}),
          ...(account.bic ? { bic: account.bic } : {}),
          ...(account.bankCode ? { bankCode: account.bankCode } : {}),
          ...(account.country ? { country: account.country } : {}),
        },
      };
    case 'virtual':
      return account.accountId ? { virtualAccount: { accountId: account.accountId } } : {};
    case 'token':
      return { tokenAccount: { last4Digits: account.last4, type: account.type } };
  }
}

export function paymentBody(tx: Transaction, clock: Clock): Record<string, unknown> {
  const pending = tx.status === 'pending' ? tx.pending : undefined;
  return envelope(clock, tx.result, {
    id: tx.id,
    ...(tx.referencedId ? { referencedId: tx.referencedId } : {}),
    paymentType: tx.paymentType,
    paymentBrand: tx.paymentBrand,
    amount: tx.amount,
    currency: tx.currency,
    ...(tx.descriptor ? { descriptor: tx.descriptor } : {}),
    ...(tx.merchantTransactionId ? { merchantTransactionId: tx.merchantTransactionId } : {}),
    ...(tx.registrationId ? { registrationId: tx.registrationId } : {}),
    ...accountFields(tx.account),
    ...(tx.threeDSecure ? { threeDSecure: tx.threeDSecure } : {}),
    ...(Object.keys(tx.customParameters).length > 0 ? { customParameters: tx.customParameters } : {}),
    ...tx.contact,
    ...(pending ? { redirect: { url: pending.redirectUrl, parameters: [{ name: 'token', value: pending.token }] } } : {}),
    ...(tx.risk ? { risk: { score: tx.risk.score } } : {}),
    ...(tx.pos ? { pos: posFields(tx.pos, tx) } : {}),
    ...(tx.scheduleId ? { scheduleId: tx.scheduleId } : {}),
    ...(tx.scheduleRun ? { scheduleRun: tx.scheduleRun } : {}),
  });
}

/**
 * A payment as a webhook carries it (gateway-api.md: the payment response, with its referencedId
 * for a follow-up, a chargeback or its reversal, and presentationAmount and presentationCurrency,
 * the amount the shopper was shown, which on this gateway is the amount itself).
 */
export function paymentNotice(tx: Transaction, clock: Clock): Record<string, unknown> {
  return { ...paymentBody(tx, clock), ...(tx.amount ? { presentationAmount: tx.amount, presentationCurrency: tx.currency } : {}) };
}

/** HTTP status of a payment answer: a failed payment is 400 (gateway-api.md section 7). */
export const httpStatus = (tx: Transaction): 200 | 400 => (tx.status === 'approved' || tx.status === 'pending' ? 200 : 400);

export function registrationBody(r: Registration, result: { code: string; description: string }, clock: Clock): Record<string, unknown> {
  return envelope(clock, result, { id: r.id, paymentBrand: r.paymentBrand, ...accountFields(r.account) });
}
