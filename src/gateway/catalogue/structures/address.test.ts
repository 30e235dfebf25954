import { describe, expect, it } from 'vitest';
import type { Params } from '../types.ts';
import { ADDRESS_RULES, BILLING, MERCHANT_BILLING, MERCHANT_SHIPPING, SHIPPING } from './address.ts';
import { fieldError } from './test-kit.ts';

const rules = (params: Params) => ADDRESS_RULES.flatMap((rule) => rule(params));

describe('address fields', () => {
  it.each([
    [BILLING, 'billing.street1', 'Hauptstraße 1'],
    [BILLING, 'billing.city', 'Frankfurt am Main 1'],
    [BILLING, 'billing.state', 'N.Y.'],
    [BILLING, 'billing.postcode', '60311'],
    [BILLING, 'billing.country', 'DE'],
    [SHIPPING, 'shipping.city', "Saint-Jean-d'Angély"],
    [SHIPPING, 'shipping.method', 'NEXT_DAY_OVERNIGHT'],
    [SHIPPING, 'shipping.cost', '4.90'],
    [SHIPPING, 'shipping.expectedDate', '2025-03-01'],
    [SHIPPING, 'shipping.phone', '+49301234'],
    [SHIPPING, 'shipping.preference', 'NO_SHIPPING'],
    [SHIPPING, 'shipping.type', 'RETURN'],
    [MERCHANT_BILLING, 'merchant.billing.street1', 'Main Street'],
    [MERCHANT_BILLING, 'merchant.billing.mobile', '0170123456'],
    [MERCHANT_SHIPPING, 'merchant.shipping.method', 'PUDO'],
  ])('accepts %#: %s = %s', (structure, name, value) => {
    expect(fieldError(structure, name, value)).toBeUndefined();
  });

  it.each([
    [BILLING, 'billing.street1', 's'.repeat(101), 'must be 1-100 characters'],
    [BILLING, 'billing.city', '', 'must be 1-80 characters'],
    [BILLING, 'billing.state', 'New York', 'a-z A-Z 0-9 and .'],
    [BILLING, 'billing.postcode', 'SW1A-1AA', 'a-z A-Z 0-9'],
    [BILLING, 'billing.postcode', '1'.repeat(17), '1-16 characters'],
    [BILLING, 'billing.country', 'de', 'ISO 3166-1 alpha-2'],
    [SHIPPING, 'shipping.city', 'Berlin 10', 'letters only'],
    [SHIPPING, 'shipping.method', 'ground', 'must be one of CARRIER_DESIGNATED_BY_CUSTOMER'],
    [SHIPPING, 'shipping.method', '', 'must be one of CARRIER_DESIGNATED_BY_CUSTOMER'],
    [SHIPPING, 'shipping.cost', '4.9', 'a dot and exactly 2 decimals'],
    [SHIPPING, 'shipping.cost', '5', 'a dot and exactly 2 decimals'],
    [SHIPPING, 'shipping.comment', 'c'.repeat(161), 'must be 1-160 characters'],
    [SHIPPING, 'shipping.phone', '+4930', 'must be 6-26 characters'],
    [SHIPPING, 'shipping.mobile', 'mobile: 0170123456', 'must start with + or a digit'],
    [SHIPPING, 'shipping.email', 'a@b', 'must be 6-128 characters'],
    [SHIPPING, 'shipping.type', 'DELIVERY', 'must be one of RETURN, SHIPMENT'],
    [MERCHANT_BILLING, 'merchant.billing.companyName', 'c'.repeat(61), 'must be 1-60 characters'],
    [MERCHANT_BILLING, 'merchant.billing.mobile', '+49 1', 'must be 6-26 characters'],
    [MERCHANT_SHIPPING, 'merchant.shipping.cost', '4,90', 'a dot and exactly 2 decimals'],
  ])('rejects %#: %s = %s', (structure, name, value, message) => {
    expect(fieldError(structure, name, value)).toContain(message);
  });

  it('gives the merchant addresses every field of the shopper addresses', () => {
    for (const name of Object.keys(BILLING)) expect(MERCHANT_BILLING).toHaveProperty([`merchant.${name}`]);
    for (const name of Object.keys(SHIPPING)) expect(MERCHANT_SHIPPING).toHaveProperty([`merchant.${name}`]);
  });
});

describe.each(['billing.', 'shipping.', 'merchant.billing.', 'merchant.shipping.'])('ADDRESS_RULES for %s', (p) => {
  it('accept a house number 2 with a house number 1', () => {
    expect(rules({ [`${p}street1`]: 'Main Street', [`${p}houseNumber1`]: '12', [`${p}houseNumber2`]: 'a' })).toEqual([]);
  });

  it('reject a house number 2 without a house number 1', () => {
    expect(rules({ [`${p}street1`]: 'Main Street', [`${p}houseNumber2`]: 'a' })).toEqual([
      { name: `${p}houseNumber2`, value: 'a', message: `requires ${p}houseNumber1 (send the first house number too)` },
    ]);
  });

  it('accept streets with a name and no streets at all', () => {
    expect(rules({ [`${p}street1`]: '12', [`${p}street2`]: 'Main Street' })).toEqual([]);
    expect(rules({ [`${p}city`]: 'Berlin' })).toEqual([]);
  });

  it('reject streets that are digits only together', () => {
    const message = `cannot be digits only: ${p}street1 and ${p}street2 together must include the street name`;
    expect(rules({ [`${p}street1`]: '12', [`${p}street2`]: '3 4' })).toEqual([{ name: `${p}street1`, value: '12', message }]);
    expect(rules({ [`${p}street2`]: '42' })).toEqual([{ name: `${p}street2`, value: '42', message }]);
  });
});
