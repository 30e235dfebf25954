import { describe, expect, it } from 'vitest';
import { BASIC, BASIC_RULES } from './basic.ts';
import { fieldError } from './test-kit.ts';

/** The first error message for `value`, or undefined when it is valid. */

describe('BASIC', () => {
  it.each([
    ['amount', '10.00'],
    ['amount', '1234567890'],
    ['taxAmount', '0.19'],
    ['currency', 'EUR'],
    ['paymentBrand', 'VISA_DEBIT'],
    ['paymentType', 'DB'],
    ['paymentType', '3D'],
    ['overridePaymentType[brand]', 'PA'],
    ['integrity', 'true'],
    ['merchantTransactionId', 'order-12345'],
    ['numberOfCaptures', '1'],
    ['numberOfCaptures', '98'],
    ['promotionCode', 'SUMMER2025'],
    ['transactionBai', 'PP'],
    ['transactionProcessingCode', 'FUNDING'],
    ['lifecycleId', 'a'.repeat(35)],
    ['referenceUuid', '8ac7a4a18d2b7c1b018d2c0f1a2b3c4d'],
    ['testMode', 'EXTERNAL'],
    ['entityId', '8a8294174b7ecb28014b9699220015ca'],
    ['forex.amount', '5'],
    ['customParameters[name]', 'x'.repeat(2048)],
    ['shopperResultUrl', 'https://shop.example/result'],
    ['registrations[n].id', '8ac7a4a18d2b7c1b018d2c0f1a2b3c4d'],
  ])('accepts %s = %s', (name, value) => {
    expect(fieldError(BASIC, name, value)).toBeUndefined();
  });

  it.each([
    ['amount', '10.5', 'up to 10 digits, optionally a dot and 2 decimals'],
    ['amount', '12345678901', 'up to 10 digits'],
    ['currency', 'EUROS', 'ISO 4217 currency code'],
    ['currency', 'eur', 'ISO 4217 currency code'],
    ['paymentBrand', 'VISA-DEBIT', 'a-z A-Z 0-9 _'],
    ['paymentType', 'db', 'two uppercase letters (or 3D)'],
    ['paymentType', 'XX', 'must be one of the payment types CB, CD'],
    ['overridePaymentType[brand]', 'DEBIT', 'two uppercase letters (or 3D)'],
    ['integrity', 'yes', 'must be one of true, false'],
    ['descriptor', 'd'.repeat(128), 'must be 1-127 characters'],
    ['merchantTransactionId', 'short', 'must be 8-255 characters'],
    ['transactionCategory', 'retail shop', 'a-z A-Z 0-9'],
    ['sequence', '', 'must be 1-255 characters'],
    ['numberOfCaptures', '0', 'from 1 to 98'],
    ['numberOfCaptures', '99', 'from 1 to 98'],
    ['numberOfCaptures', '100', '1-2 digits'],
    ['transactionTti', 'PPTX', 'must be 1-3 characters'],
    ['transactionProcessingCode', '', 'must be one of PURCHASE, FUNDING, PAYMENT'],
    ['lifecycleId', 'a'.repeat(36), 'must be 1-35 characters'],
    ['referenceUuid', '8ac7a4a1-8d2b-7c1b-018d-2c0f1a2b', 'exactly 32 characters'],
    ['entityId', '8A8294174B7ECB28014B9699220015CA', 'lowercase hex'],
    ['testMode', 'internal', 'must be one of INTERNAL, EXTERNAL'],
    ['customParameters[name]', 'x'.repeat(2049), 'must be 1-2048 characters'],
    ['notificationUrl', 'ftp://shop.example/notify', 'absolute http(s) URL'],
    ['registrations[n].id', 'abc', 'exactly 32 characters'],
  ])('rejects %s = %s', (name, value, message) => {
    expect(fieldError(BASIC, name, value)).toContain(message);
  });

  it('needs no cross-parameter rule: numberOfCaptures is bounded by its field', () => {
    expect(BASIC_RULES).toEqual([]);
  });
});
