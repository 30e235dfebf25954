// Catalogue 2.19 (recurring migration, deprecated) and 2.20 (card on file / standing instructions).
import { amount, an, date, dateTime, digits, oneOf } from '../formats.ts';
import type { ParameterError, Params, Rule, Structure } from '../types.ts';

export const RECURRING_MIGRATION: Structure = {
  'recurringMigration.paymentType': oneOf(['DB', 'CD', 'PA']),
  'recurringMigration.amount': amount(8),
  'recurringMigration.requestTimestamp': dateTime(true),
  'recurringMigration.connectorTxId1': an(1, 128),
  'recurringMigration.connectorTxId2': an(1, 128),
  'recurringMigration.connectorTxId3': an(1, 128),
};

export const STANDING_INSTRUCTION: Structure = {
  'standingInstruction.type': oneOf(['UNSCHEDULED', 'INSTALLMENT', 'RECURRING']),
  'standingInstruction.recurringType': oneOf(['STANDING_ORDER', 'SUBSCRIPTION']),
  'standingInstruction.mode': oneOf(['INITIAL', 'REPEATED']),
  'standingInstruction.source': oneOf(['CIT', 'MIT']),
  // The format depends on the acquirer, so only the default AN length applies.
  'standingInstruction.initialTransactionId': an(1, 255),
  'standingInstruction.industryPractice': oneOf(['INCREMENTAL_AUTH', 'RESUBMISSION', 'REAUTHORIZATION', 'DELAYED_CHARGES', 'NO_SHOW']),
  'standingInstruction.expiry': date,
  'standingInstruction.frequency': digits(1, 4),
  'standingInstruction.numberOfInstallments': digits(1, 3),
  'standingInstruction.agreementId': an(1, 35),
};

const sent = (params: Params, name: string): boolean => params[name] !== undefined && params[name] !== '';

/** paymentType is R inside the structure: required as soon as any recurringMigration parameter is sent. */
const paymentTypeWithMigration: Rule = (params) => {
  const name = 'recurringMigration.paymentType';
  if (sent(params, name)) return [];
  const others = Object.keys(params).filter((key) => key.startsWith('recurringMigration.') && key !== name && sent(params, key));
  if (others.length === 0) return [];
  const error: ParameterError = {
    name,
    value: params[name] ?? '',
    message: `is required (DB, CD or PA) when any recurringMigration parameter is sent (sent: ${others.join(', ')})`,
  };
  return [error];
};

export const RECURRING_RULES: Rule[] = [paymentTypeWithMigration];
