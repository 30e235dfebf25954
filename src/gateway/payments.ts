// Turns a card submission for a checkout into a payment: parameter checks the schema cannot make
// alone (brand against number, expiry against the clock, code length per brand), then the
// acquirer simulator, then the payment response of gateway-api.md 2.2.
import cardValidator from 'card-validator';
import { brandForDetectedType, cardBrand } from '../shared/brands.ts';
import type { Clock } from './clock.ts';
import { newPaymentId } from './ids.ts';
import { envelope } from './results.ts';
import type { CardSubmission, ParameterError } from './schemas.ts';
import { authorize } from './simulators/acquirer.ts';
import type { Checkout, PaymentRecord } from './store.ts';

export function crossFieldErrors(s: CardSubmission, clock: Clock): ParameterError[] {
  const errors: ParameterError[] = [];
  const number = s['card.number'];
  const detected = brandForDetectedType(cardValidator.number(number).card?.type);
  if (detected && detected !== s.paymentBrand) {
    errors.push({ name: 'paymentBrand', value: s.paymentBrand, message: `does not match the card number, which is ${detected}` });
  }
  const now = clock.now();
  const year = Number(s['card.expiryYear']);
  const month = Number(s['card.expiryMonth']);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    errors.push({ name: 'card.expiryYear', value: s['card.expiryYear'], message: `card expired (${s['card.expiryMonth']}/${year})` });
  }
  const cvv = s['card.cvv'];
  const expected = cardBrand(s.paymentBrand)?.cvvLength;
  if (cvv !== undefined && expected !== undefined && cvv.length !== expected) {
    errors.push({ name: 'card.cvv', value: '***', message: `must be ${expected} digits for ${s.paymentBrand}` });
  }
  return errors;
}

export function processCardPayment(checkout: Checkout, s: CardSubmission, clock: Clock): PaymentRecord {
  const { approved, result } = authorize(s['card.number']);
  const number = s['card.number'];
  const id = newPaymentId();
  const body = envelope(clock, result, {
    id,
    paymentType: checkout.request.paymentType,
    paymentBrand: s.paymentBrand,
    amount: checkout.request.amount,
    currency: checkout.request.currency,
    ...(checkout.request.merchantTransactionId ? { merchantTransactionId: checkout.request.merchantTransactionId } : {}),
    card: {
      bin: number.slice(0, 6),
      last4Digits: number.slice(-4),
      ...(s['card.holder'] ? { holder: s['card.holder'] } : {}),
      expiryMonth: s['card.expiryMonth'],
      expiryYear: s['card.expiryYear'],
    },
  });
  return { id, httpStatus: approved ? 200 : 400, body };
}
