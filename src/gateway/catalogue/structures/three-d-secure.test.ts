import { describe, expect, it } from 'vitest';
import { Catalogue } from '../engine.ts';
import type { Params } from '../types.ts';
import { fieldError } from './test-kit.ts';
import { THREE_D_SECURE, THREE_D_SECURE_RULES } from './three-d-secure.ts';

const error = (name: string, value: string) => fieldError(THREE_D_SECURE, name, value);
const runRules = (params: Params) => THREE_D_SECURE_RULES.flatMap((rule) => rule(params));
const CAVV = 'AAABBEg0VhI0VniQEjRWAAAAAAA=';

describe('THREE_D_SECURE', () => {
  it('resolves network and scheme-data names through the engine', () => {
    const catalogue = new Catalogue([THREE_D_SECURE]);
    expect(catalogue.lookup('threeDSecure.v2.VISA.requestorId')?.pattern).toBe('threeDSecure.v2.[network].requestorId');
    expect(catalogue.lookup('threeDSecure.schemeData[CB-SCORE_MERCHANT]')?.pattern).toBe('threeDSecure.schemeData[item]');
  });

  it.each([
    ['threeDSecure.eci', '05'],
    ['threeDSecure.eci', '08'],
    ['threeDSecure.verificationId', CAVV],
    ['threeDSecure.authenticationStatus', 'A'],
    ['threeDSecure.dsTransactionId', 'f25084f0-5b16-4c0a-ae5d-b24808a95e4b'],
    ['threeDSecure.version', '2.2.0'],
    ['threeDSecure.version', '1.0.2'],
    ['threeDSecure.authType', '04'],
    ['threeDSecure.transactionStatusReason', '01'],
    ['threeDSecure.challengeIndicator', '09'],
    ['threeDSecure.exemptionFlag', '01'],
    ['threeDSecure.channel', '3'],
    ['threeDSecure.channel', '99'],
    ['threeDSecure.amount', '123456789.00'],
    ['threeDSecure.authenticationInd', '_DELAYED_SHIPMENT'],
    ['threeDSecure.threeRIInd', 'DELAYED_SHIPMENT'],
    ['threeDSecure.merchant.country', 'DEU'],
    ['threeDSecure.merchant.url', 'https://shop.example'],
    ['threeDSecure.v2.[network].requestorName', 'Shop'],
    ['threeDSecure.schemeData[item]', '12'],
    ['threeDSecure.disable', 'false'],
  ])('accepts %s = %s', (name, value) => {
    expect(error(name, value)).toBeUndefined();
  });

  it.each([
    ['threeDSecure.eci', '00', 'one of 01, 02'],
    ['threeDSecure.eci', '5', 'one of 01, 02'],
    ['threeDSecure.eci', '09', '07, 08'],
    ['threeDSecure.verificationId', CAVV.slice(1), 'exactly 28 characters'],
    ['threeDSecure.authenticationStatus', 'R', 'Y, A, U, N'],
    ['threeDSecure.acsTransactionId', 'short', 'exactly 36 characters'],
    ['threeDSecure.version', '3.0.0', 'digit.digit.digit starting with 1 or 2'],
    ['threeDSecure.version', '2.2', 'digit.digit.digit'],
    ['threeDSecure.authType', '05', '01, 02, 03, 04'],
    ['threeDSecure.transactionStatusReason', '1', 'exactly 2 digits'],
    ['threeDSecure.challengeIndicator', '10', '08, 09'],
    ['threeDSecure.channel', '0', '1-99'],
    ['threeDSecure.channel', '100', '1-99'],
    ['threeDSecure.amount', '10.5', 'exactly 2 decimals'],
    ['threeDSecure.amount', '1234567890.00', 'up to 9 digits'],
    ['threeDSecure.authenticationInd', 'DELAYED_SHIPMENT', '_DELAYED_SHIPMENT'],
    ['threeDSecure.challengeMandatedIndicator', 'y', 'Y, N'],
    ['threeDSecure.merchant.name', 'x'.repeat(101), '1-100 characters'],
    ['threeDSecure.v2.[network].requestorId', 'x'.repeat(101), '1-100 characters'],
    ['threeDSecure.schemeData[item]', 'x'.repeat(21), '1-20 characters'],
    ['threeDSecure.npa', '1', 'true, false'],
  ])('refuses %s = %s (%s)', (name, value, expected) => {
    expect(error(name, value)).toContain(expected);
  });
});

describe('THREE_D_SECURE_RULES', () => {
  it('passes without external proof and with the complete pair', () => {
    expect(runRules({ 'threeDSecure.authenticationStatus': 'Y' })).toEqual([]);
    expect(runRules({ 'threeDSecure.eci': '05', 'threeDSecure.verificationId': CAVV })).toEqual([]);
  });

  it('names verificationId when only eci is sent', () => {
    expect(runRules({ 'threeDSecure.eci': '05' })).toEqual([
      { name: 'threeDSecure.verificationId', value: '', message: 'is required when threeDSecure.eci is sent (external 3-D Secure proof)' },
    ]);
  });

  it('names eci when only verificationId is sent (an empty eci counts as missing)', () => {
    expect(runRules({ 'threeDSecure.verificationId': CAVV, 'threeDSecure.eci': '' })).toEqual([
      { name: 'threeDSecure.eci', value: '', message: 'is required when threeDSecure.verificationId is sent (external 3-D Secure proof)' },
    ]);
  });
});
