import { describe, expect, it } from 'vitest';
import type { Params, Structure } from '../types.ts';
import { RECURRING_MIGRATION, RECURRING_RULES, STANDING_INSTRUCTION } from './recurring.ts';
import { fieldError } from './test-kit.ts';

const ALL: Structure = { ...RECURRING_MIGRATION, ...STANDING_INSTRUCTION };
const error = (name: string, value: string) => fieldError(ALL, name, value);
const runRules = (params: Params) => RECURRING_RULES.flatMap((rule) => rule(params));

describe('RECURRING_MIGRATION and STANDING_INSTRUCTION', () => {
  it('hold the fields of their tables', () => {
    expect(Object.keys(RECURRING_MIGRATION)).toHaveLength(6);
    expect(Object.keys(STANDING_INSTRUCTION)).toHaveLength(10);
  });

  it.each([
    ['recurringMigration.paymentType', 'PA'],
    ['recurringMigration.amount', '12345678.90'],
    ['recurringMigration.requestTimestamp', '2026-01-31 23:59:59'],
    ['recurringMigration.requestTimestamp', '2026-01-31 23:59:59 +01:00'],
    ['recurringMigration.connectorTxId3', 'x'.repeat(128)],
    ['standingInstruction.type', 'INSTALLMENT'],
    ['standingInstruction.industryPractice', 'NO_SHOW'],
    ['standingInstruction.expiry', '2030-12-31'],
    ['standingInstruction.frequency', '0030'],
    ['standingInstruction.numberOfInstallments', '12'],
    ['standingInstruction.agreementId', 'x'.repeat(35)],
    ['standingInstruction.initialTransactionId', 'MCC123456789'],
  ])('accepts %s = %s', (name, value) => {
    expect(error(name, value)).toBeUndefined();
  });

  it.each([
    ['recurringMigration.paymentType', 'RG', 'DB, CD, PA'],
    ['recurringMigration.amount', '123456789.00', 'N8.N2'],
    ['recurringMigration.requestTimestamp', '2026-01-31T23:59:59', 'yyyy-MM-dd HH:mm:ss'],
    ['recurringMigration.connectorTxId1', 'x'.repeat(129), '1-128 characters'],
    ['standingInstruction.mode', 'initial', 'INITIAL, REPEATED'],
    ['standingInstruction.source', 'MOTO', 'CIT, MIT'],
    ['standingInstruction.recurringType', 'ONE_OFF', 'STANDING_ORDER, SUBSCRIPTION'],
    ['standingInstruction.expiry', '31.12.2030', 'yyyy-MM-dd'],
    ['standingInstruction.frequency', '12345', '1-4 digits'],
    ['standingInstruction.numberOfInstallments', '1000', '1-3 digits'],
    ['standingInstruction.agreementId', 'x'.repeat(36), '1-35 characters'],
    ['standingInstruction.initialTransactionId', 'x'.repeat(256), '1-255 characters'],
  ])('refuses %s = %s (%s)', (name, value, expected) => {
    expect(error(name, value)).toContain(expected);
  });
});

describe('RECURRING_RULES', () => {
  it('needs no paymentType when no migration data is sent', () => {
    expect(runRules({ 'standingInstruction.mode': 'INITIAL' })).toEqual([]);
  });

  it('passes when paymentType comes with the migration data', () => {
    expect(runRules({ 'recurringMigration.paymentType': 'DB', 'recurringMigration.amount': '10.00' })).toEqual([]);
  });

  it('requires paymentType when another recurringMigration parameter is sent', () => {
    const errors = runRules({ 'recurringMigration.connectorTxId1': 'abc', 'recurringMigration.amount': '10.00' });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.name).toBe('recurringMigration.paymentType');
    expect(errors[0]?.value).toBe('');
    expect(errors[0]?.message).toMatch(/^is required \(DB, CD or PA\)/);
    expect(errors[0]?.message).toContain('recurringMigration.connectorTxId1');
  });

  it('treats an empty paymentType as missing', () => {
    const errors = runRules({ 'recurringMigration.paymentType': '', 'recurringMigration.amount': '10.00' });
    expect(errors.map((e) => e.name)).toEqual(['recurringMigration.paymentType']);
  });
});
