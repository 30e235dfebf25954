// Catalogue 2.22: point-of-sale data sent with a request.
import { z } from 'zod';
import { an, charset, digits, oneOf } from '../formats.ts';
import type { Field, ParameterError, Params, Rule, Structure } from '../types.ts';

const alphanumerics: Field = charset('a-zA-Z0-9', 1, 2048, 'letters a-z, A-Z and digits');

/** A signed decimal with up to 8 decimals, within -limit..limit (degrees). */
const coordinate = (limit: number, what: string): Field => {
  const message = `must be a ${what} ${-limit} to ${limit}: an optional sign, digits and up to 8 decimals, e.g. ${limit === 90 ? '-33.86785' : '151.20732'}`;
  return z
    .string()
    .regex(new RegExp(`^[+-]?\\d{1,${String(limit).length}}(\\.\\d{1,8})?$`), message)
    .refine((v) => Math.abs(Number(v)) <= limit, message);
};

export const POS: Structure = {
  'pos.deviceId': digits(1, 32),
  // The six vendor model codes are not published in the catalogue, so any AN up to 32 is accepted.
  'pos.deviceType': an(1, 32),
  'pos.encryptedPin.data': alphanumerics,
  'pos.encryptedPin.ksn': alphanumerics,
  'pos.encryptedSred.data': alphanumerics,
  'pos.encryptedSred.ksn': alphanumerics,
  'pos.entryMode': oneOf(['MANUAL', 'MAGSTRIPE', 'MAGSTRIPE_AS_FALLBACK', 'ICC', 'NFC_ICC', 'NFC_MAGSTRIPE']),
  'pos.iccDataRequest': alphanumerics,
  'pos.location.accuracy': digits(1, 32),
  'pos.location.latitude': coordinate(90, 'latitude'),
  'pos.location.longitude': coordinate(180, 'longitude'),
  'pos.panSequenceNumber': digits(1, 32),
  'pos.pinEntryCapability': oneOf(['PIN_ENTRY_AVAILABLE', 'PIN_ENTRY_UNAVAILABLE']),
  'pos.terminalId': digits(1, 32),
  'pos.transactionSequenceNumber': digits(1, 32),
  'pos.transactionSource': oneOf(['POS']),
};

const REQUIRED = ['pos.entryMode', 'pos.terminalId'] as const;
const sent = (params: Params, name: string): boolean => params[name] !== undefined && params[name] !== '';

/** entryMode and terminalId are R within the structure: required once any pos parameter is sent. */
const posCore: Rule = (params) => {
  if (!Object.keys(params).some((key) => key.startsWith('pos.') && sent(params, key))) return [];
  const errors: ParameterError[] = [];
  for (const name of REQUIRED) {
    if (!sent(params, name)) errors.push({ name, value: params[name] ?? '', message: 'is required when any pos parameter is sent' });
  }
  return errors;
};

export const POS_RULES: Rule[] = [posCore];
