// 2.9 Billing address, 2.10 shipping address and the merchant's own billing and shipping addresses.
import { amount, an, charset, country2, date, email, letters, oneOf, phone } from '../formats.ts';
import type { Params, Rule, Structure } from '../types.ts';

const state = charset('a-zA-Z0-9.', 1, 50, 'a-z A-Z 0-9 and .');
const postcode = charset('a-zA-Z0-9', 1, 16, 'a-z A-Z 0-9 (no spaces)');

const prefixed = (prefix: string, structure: Structure): Structure =>
  Object.fromEntries(Object.entries(structure).map(([name, field]) => [`${prefix}${name}`, field]));

export const BILLING: Structure = {
  'billing.street1': an(1, 100),
  'billing.street2': an(1, 100),
  'billing.houseNumber1': an(1, 100),
  'billing.houseNumber2': an(1, 100),
  'billing.city': an(1, 80),
  'billing.state': state,
  'billing.postcode': postcode,
  'billing.country': country2,
  'billing.normalized': an(1, 255),
  'billing.validationStatus': an(1, 255),
};

export const MERCHANT_BILLING: Structure = {
  ...prefixed('merchant.', BILLING),
  // "AN" without a length: the catalogue's default of 1-255.
  'merchant.billing.givenName': an(1, 255),
  'merchant.billing.surname': an(1, 255),
  'merchant.billing.middleName': an(1, 255),
  'merchant.billing.companyName': an(1, 60),
  'merchant.billing.phone': an(1, 25),
  'merchant.billing.workPhone': an(1, 25),
  'merchant.billing.mobile': phone(6, 26),
  'merchant.billing.email': email(6, 128),
};

export const SHIPPING: Structure = {
  'shipping.street1': an(1, 100),
  'shipping.street2': an(1, 100),
  'shipping.houseNumber1': an(1, 100),
  'shipping.houseNumber2': an(1, 100),
  'shipping.city': letters(1, 80),
  'shipping.state': state,
  'shipping.postcode': postcode,
  'shipping.country': country2,
  'shipping.method': oneOf([
    'CARRIER_DESIGNATED_BY_CUSTOMER',
    'ELECTRONIC_DELIVERY',
    'EXPEDITED',
    'GROUND',
    'INTERNATIONAL',
    'LOWEST_COST',
    'MILITARY',
    'NEXT_DAY_OVERNIGHT',
    'OTHER',
    'POINT_PICKUP',
    'PUDO',
    'SAME_DAY_SERVICE',
    'STORE_PICKUP',
    'THREE_DAY_SERVICE',
    'TWO_DAY_SERVICE',
  ]),
  'shipping.cost': amount(10, true),
  'shipping.comment': an(1, 160),
  'shipping.expectedDate': date,
  'shipping.logisticsProvider': an(1, 255),
  'shipping.trackingNumber': an(1, 255),
  'shipping.returnTrackingNumber': an(1, 255),
  'shipping.normalized': an(1, 255),
  'shipping.validationStatus': an(1, 255),
  'shipping.warehouse': an(1, 100),
  'shipping.preference': oneOf(['GET_FROM_FILE', 'NO_SHIPPING', 'SET_PROVIDED_ADDRESS']),
  'shipping.middleName': an(1, 255),
  'shipping.companyName': an(1, 60),
  'shipping.phone': phone(6, 26),
  'shipping.workPhone': an(1, 25),
  'shipping.mobile': phone(6, 26),
  'shipping.email': email(6, 128),
  'shipping.type': oneOf(['RETURN', 'SHIPMENT']),
};

export const MERCHANT_SHIPPING: Structure = prefixed('merchant.', SHIPPING);

const present = (params: Params, name: string): boolean => (params[name] ?? '') !== '';

/** The same two rules hold for each of the four address prefixes. */
function addressRules(prefix: string): Rule[] {
  const houseNumbers: Rule = (params) =>
    present(params, `${prefix}houseNumber2`) && !present(params, `${prefix}houseNumber1`)
      ? [
          {
            name: `${prefix}houseNumber2`,
            value: params[`${prefix}houseNumber2`] ?? '',
            message: `requires ${prefix}houseNumber1 (send the first house number too)`,
          },
        ]
      : [];
  const streets: Rule = (params) => {
    const [s1, s2] = [`${prefix}street1`, `${prefix}street2`];
    if (!present(params, s1) && !present(params, s2)) return [];
    // Spaces do not make a street name: "12 34" is digits only.
    const combined = `${params[s1] ?? ''}${params[s2] ?? ''}`.replace(/\s/g, '');
    if (!/^\d+$/.test(combined)) return [];
    const name = present(params, s1) ? s1 : s2;
    return [{ name, value: params[name] ?? '', message: `cannot be digits only: ${s1} and ${s2} together must include the street name` }];
  };
  return [houseNumbers, streets];
}

export const ADDRESS_RULES: Rule[] = ['billing.', 'shipping.', 'merchant.billing.', 'merchant.shipping.'].flatMap(addressRules);
