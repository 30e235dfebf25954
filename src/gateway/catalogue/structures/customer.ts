// 2.7 Customer (billing customer) and 2.8 shipping customer.
import { z } from 'zod';
import { an, bool, date, digits, email, oneOf, phone } from '../formats.ts';
import type { ParameterError, Params, Rule, Structure } from '../types.ts';

export const CUSTOMER: Structure = {
  'customer.merchantCustomerId': an(1, 255),
  'customer.givenName': an(1, 50),
  'customer.middleName': an(2, 50),
  'customer.surname': an(1, 50),
  'customer.sex': oneOf(['M', 'F']),
  'customer.birthDate': date,
  'customer.phone': phone(1, 25),
  'customer.mobile': phone(1, 25),
  'customer.workPhone': an(1, 25),
  'customer.email': email(6, 128),
  'customer.companyName': an(1, 60),
  'customer.identificationDocType': oneOf(['IDCARD', 'PASSPORT', 'TAXSTATEMENT']),
  'customer.identificationDocId': an(8, 64),
  'customer.ip': an(1, 255),
  'customer.merchantReference': an(1, 255),
  'customer.salutation': oneOf(['MR', 'MRS', 'MS', 'MX']),
  'customer.language': z.string().regex(/^[A-Z]{2}$/, 'must be two uppercase letters, e.g. DE'),
  'customer.category': oneOf(['INDIVIDUAL', 'COMPANY']),
  'customer.status': oneOf(['NEW', 'EXISTING']),
  'customer.browserFingerprint.id': an(1, 255),
  'customer.browserFingerprint.value': an(1, 4096),
  'customer.browser.acceptHeader': an(1, 2048),
  'customer.browser.language': an(1, 8),
  // Pixel counts and colour depth are numbers, so digits rather than any characters.
  'customer.browser.screenHeight': digits(1, 6),
  'customer.browser.screenWidth': digits(1, 6),
  // Minutes between UTC and local time: negative east of UTC, at most 5 characters with the sign.
  'customer.browser.timezone': z.string().regex(/^[+-]?\d{1,4}$/, 'must be an offset in minutes: up to 4 digits with an optional sign, e.g. -120'),
  'customer.browser.userAgent': an(1, 2048),
  'customer.browser.javaEnabled': bool,
  'customer.browser.screenColorDepth': digits(1, 2),
  'customer.browser.challengeWindow': z.string().regex(/^\d$/, 'must be a single digit (challenge window size code)'),
  'customer.browser.deviceId': an(1, 32),
  'customer.app.deviceId': an(1, 40),
};

const NOT_FOR_SHIPPING = (name: string): boolean =>
  name.startsWith('customer.browserFingerprint.') || name === 'customer.browser.deviceId' || name === 'customer.app.deviceId';

/** 2.8: shipping.customer.* takes the customer fields with the same formats, minus device identifiers. */
export const SHIPPING_CUSTOMER: Structure = Object.fromEntries(
  Object.entries(CUSTOMER)
    .filter(([name]) => !NOT_FOR_SHIPPING(name))
    .map(([name, field]) => [`shipping.${name}`, field]),
);

const present = (params: Params, name: string): boolean => (params[name] ?? '') !== '';

// The widget sends browser, fingerprint, app and IP data on every payment for 3-D Secure, without
// knowing the shopper's name; counting them would make every widget payment fail for lack of a name.
const TECHNICAL = /^customer\.(browser\.|browserFingerprint\.|app\.|ip$)/;

const NAMES = ['customer.givenName', 'customer.surname'] as const;

/** givenName and surname are required when any other (non-technical) customer parameter is sent. */
const names: Rule = (params) => {
  const errors: ParameterError[] = [];
  const sent = Object.keys(params).filter((n) => n.startsWith('customer.') && !TECHNICAL.test(n) && present(params, n));
  for (const name of NAMES) {
    if (present(params, name)) continue;
    const trigger = sent.find((n) => n !== name);
    if (trigger) errors.push({ name, value: params[name] ?? '', message: `is required when other customer parameters are sent (${trigger})` });
  }
  return errors;
};

const DOC_TYPE = 'customer.identificationDocType';
const DOC_ID = 'customer.identificationDocId';

const identification: Rule = (params) => {
  if (present(params, DOC_TYPE) && !present(params, DOC_ID)) {
    return [{ name: DOC_ID, value: params[DOC_ID] ?? '', message: `must be sent together with ${DOC_TYPE}` }];
  }
  if (present(params, DOC_ID) && !present(params, DOC_TYPE)) {
    return [{ name: DOC_TYPE, value: params[DOC_TYPE] ?? '', message: `must be sent together with ${DOC_ID}` }];
  }
  return [];
};

export const CUSTOMER_RULES: Rule[] = [names, identification];
