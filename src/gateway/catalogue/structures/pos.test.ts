import { describe, expect, it } from 'vitest';
import type { Params } from '../types.ts';
import { POS, POS_RULES } from './pos.ts';
import { fieldError } from './test-kit.ts';

const error = (name: string, value: string) => fieldError(POS, name, value);
const runRules = (params: Params) => POS_RULES.flatMap((rule) => rule(params));

describe('POS', () => {
  it.each([
    ['pos.location.latitude', '-33.86785'],
    ['pos.location.latitude', '90'],
    ['pos.location.latitude', '+0.12345678'],
    ['pos.location.longitude', '-180.00000000'],
    ['pos.location.longitude', '151.2'],
    ['pos.entryMode', 'NFC_ICC'],
    ['pos.terminalId', '00012345'],
    ['pos.encryptedPin.data', 'A1B2C3'],
    ['pos.iccDataRequest', 'x'.repeat(2048)],
    ['pos.pinEntryCapability', 'PIN_ENTRY_AVAILABLE'],
    ['pos.transactionSource', 'POS'],
  ])('accepts %s = %s', (name, value) => {
    expect(error(name, value)).toBeUndefined();
  });

  it.each([
    ['pos.location.latitude', '90.00000001', 'latitude -90 to 90'],
    ['pos.location.latitude', '-91', 'latitude -90 to 90'],
    ['pos.location.latitude', '1.123456789', 'up to 8 decimals'],
    ['pos.location.longitude', '180.5', 'longitude -180 to 180'],
    ['pos.location.longitude', '12,5', 'longitude'],
    ['pos.entryMode', 'CONTACTLESS', 'MANUAL, MAGSTRIPE'],
    ['pos.terminalId', 'T-1', '1-32 digits'],
    ['pos.deviceId', '1'.repeat(33), '1-32 digits'],
    ['pos.encryptedSred.ksn', 'ab/cd', 'letters a-z, A-Z and digits'],
    ['pos.iccDataRequest', 'x'.repeat(2049), '1-2048'],
    ['pos.deviceType', 'x'.repeat(33), '1-32 characters'],
    ['pos.transactionSource', 'ECOM', 'one of POS'],
  ])('refuses %s = %s (%s)', (name, value, expected) => {
    expect(error(name, value)).toContain(expected);
  });
});

describe('POS_RULES', () => {
  it('require nothing when no pos parameter is sent', () => {
    expect(runRules({ amount: '10.00' })).toEqual([]);
  });

  it('pass when entryMode and terminalId come with the pos data', () => {
    expect(runRules({ 'pos.entryMode': 'ICC', 'pos.terminalId': '123', 'pos.deviceId': '9' })).toEqual([]);
  });

  it('name entryMode and terminalId when other pos data is sent without them', () => {
    expect(runRules({ 'pos.location.latitude': '1.5' })).toEqual([
      { name: 'pos.entryMode', value: '', message: 'is required when any pos parameter is sent' },
      { name: 'pos.terminalId', value: '', message: 'is required when any pos parameter is sent' },
    ]);
  });

  it('name only the missing one', () => {
    expect(runRules({ 'pos.entryMode': 'MANUAL' })).toEqual([{ name: 'pos.terminalId', value: '', message: 'is required when any pos parameter is sent' }]);
  });
});
