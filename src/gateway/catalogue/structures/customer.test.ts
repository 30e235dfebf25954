import { describe, expect, it } from 'vitest';
import type { Params } from '../types.ts';
import { CUSTOMER, CUSTOMER_RULES, SHIPPING_CUSTOMER } from './customer.ts';
import { fieldError } from './test-kit.ts';

const rules = (params: Params) => CUSTOMER_RULES.flatMap((rule) => rule(params));

describe('CUSTOMER', () => {
  it.each([
    ['customer.givenName', 'Jane'],
    ['customer.sex', 'F'],
    ['customer.birthDate', '1990-05-17'],
    ['customer.phone', '+49 30 1234567'],
    ['customer.mobile', '0170123456'],
    ['customer.email', 'jane@example.com'],
    ['customer.identificationDocType', 'PASSPORT'],
    ['customer.identificationDocId', 'C01X00T47'],
    ['customer.salutation', 'MX'],
    ['customer.language', 'DE'],
    ['customer.browser.screenHeight', '1080'],
    ['customer.browser.timezone', '-120'],
    ['customer.browser.timezone', '0'],
    ['customer.browser.javaEnabled', 'false'],
    ['customer.browser.challengeWindow', '4'],
  ])('accepts %s = %s', (name, value) => {
    expect(fieldError(CUSTOMER, name, value)).toBeUndefined();
  });

  it.each([
    ['customer.givenName', 'J'.repeat(51), 'must be 1-50 characters'],
    ['customer.middleName', 'J', 'must be 2-50 characters'],
    ['customer.sex', 'X', 'must be one of M, F'],
    ['customer.birthDate', '17.05.1990', 'yyyy-MM-dd'],
    ['customer.phone', '(030) 1234567', 'must start with + or a digit'],
    ['customer.phone', '+'.padEnd(26, '1'), 'must be 1-25 characters'],
    ['customer.email', 'jane.example.com', 'e-mail address'],
    ['customer.identificationDocType', 'DRIVERSLICENSE', 'IDCARD, PASSPORT, TAXSTATEMENT'],
    ['customer.identificationDocId', '1234567', 'must be 8-64 characters'],
    ['customer.language', 'de', 'two uppercase letters'],
    ['customer.language', 'DEU', 'two uppercase letters'],
    ['customer.browser.screenWidth', '1920px', '1-6 digits'],
    ['customer.browser.timezone', 'UTC+1', 'offset in minutes'],
    ['customer.browser.challengeWindow', '05', 'must be a single digit'],
    ['customer.browser.deviceId', 'd'.repeat(33), 'must be 1-32 characters'],
  ])('rejects %s = %s', (name, value, message) => {
    expect(fieldError(CUSTOMER, name, value)).toContain(message);
  });
});

describe('SHIPPING_CUSTOMER', () => {
  it('prefixes the customer fields with shipping. and keeps their formats', () => {
    expect(SHIPPING_CUSTOMER['shipping.customer.email']).toBe(CUSTOMER['customer.email']);
    expect(fieldError(SHIPPING_CUSTOMER, 'shipping.customer.language', 'de')).toContain('two uppercase letters');
  });

  it('leaves out the fingerprint and device identifiers', () => {
    const names = Object.keys(SHIPPING_CUSTOMER);
    expect(names).not.toContain('shipping.customer.browserFingerprint.id');
    expect(names).not.toContain('shipping.customer.browserFingerprint.value');
    expect(names).not.toContain('shipping.customer.browser.deviceId');
    expect(names).not.toContain('shipping.customer.app.deviceId');
    expect(names).toContain('shipping.customer.browser.userAgent');
    expect(names).toHaveLength(Object.keys(CUSTOMER).length - 4);
  });
});

describe('CUSTOMER_RULES', () => {
  it('accept given name and surname with other customer data', () => {
    expect(rules({ 'customer.givenName': 'Jane', 'customer.surname': 'Doe', 'customer.email': 'jane@example.com' })).toEqual([]);
  });

  it('require given name and surname when another customer parameter is sent', () => {
    expect(rules({ 'customer.email': 'jane@example.com' })).toEqual([
      { name: 'customer.givenName', value: '', message: 'is required when other customer parameters are sent (customer.email)' },
      { name: 'customer.surname', value: '', message: 'is required when other customer parameters are sent (customer.email)' },
    ]);
  });

  it('require the surname when only the given name is sent', () => {
    expect(rules({ 'customer.givenName': 'Jane' })).toEqual([
      { name: 'customer.surname', value: '', message: 'is required when other customer parameters are sent (customer.givenName)' },
    ]);
  });

  it('do not count the device data the widget sends for 3-D Secure', () => {
    expect(
      rules({
        'customer.browser.userAgent': 'Mozilla/5.0',
        'customer.browser.javaEnabled': 'false',
        'customer.browserFingerprint.id': 'fp-1',
        'customer.app.deviceId': 'device-1',
        'customer.ip': '192.0.2.1',
      }),
    ).toEqual([]);
  });

  it('require the document id with the document type, and the other way round', () => {
    const named = { 'customer.givenName': 'Jane', 'customer.surname': 'Doe' };
    expect(rules({ ...named, 'customer.identificationDocType': 'PASSPORT', 'customer.identificationDocId': 'C01X00T47' })).toEqual([]);
    expect(rules({ ...named, 'customer.identificationDocType': 'PASSPORT' })).toEqual([
      { name: 'customer.identificationDocId', value: '', message: 'must be sent together with customer.identificationDocType' },
    ]);
    expect(rules({ ...named, 'customer.identificationDocId': 'C01X00T47' })).toEqual([
      { name: 'customer.identificationDocType', value: '', message: 'must be sent together with customer.identificationDocId' },
    ]);
  });
});
