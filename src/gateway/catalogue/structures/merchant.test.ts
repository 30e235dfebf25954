import { describe, expect, it } from 'vitest';
import { MERCHANT } from './merchant.ts';
import { fieldError } from './test-kit.ts';

describe('MERCHANT', () => {
  it.each([
    ['merchant.name', 'ACME Shop'],
    ['merchant.mcc', '5411'],
    ['merchant.state', 'HE'],
    ['merchant.countryCode', '276'],
    ['merchant.country', 'DE'],
    ['merchant.postcode', '12345-6789'],
    ['merchant.geographicCoordinates', '52.52,13.405'],
    ['merchant.serviceLocationGeographicCoordinates', '-33.8688, 151.2093'],
    ['merchant.serviceLocationCountryCode', 'DEU'],
    ['merchant.url', 'shop.example'],
    ['merchant.data[key]', 'd'.repeat(2048)],
  ])('accepts %s = %s', (name, value) => {
    expect(fieldError(MERCHANT, name, value)).toBeUndefined();
  });

  it.each([
    ['merchant.name', 'n'.repeat(101), 'must be 1-100 characters'],
    ['merchant.mcc', '54111', 'must be 1-4 characters of a-z A-Z 0-9'],
    ['merchant.state', 'New York', 'a-z A-Z 0-9'],
    ['merchant.countryCode', 'DE', 'ISO 3166-1 numeric'],
    ['merchant.countryCode', '999', 'ISO 3166-1 numeric'],
    ['merchant.country', '276', 'ISO 3166-1 alpha-2'],
    ['merchant.postcode', '12345 6789', 'a-z A-Z 0-9 and -'],
    ['merchant.geographicCoordinates', '95.0,13.405', 'latitude,longitude pair'],
    ['merchant.geographicCoordinates', 'Berlin', 'latitude,longitude pair'],
    ['merchant.geographicCoordinates', '52.520008123,13.404954123', 'must be 1-20 characters'],
    ['merchant.serviceLocationCountryCode', '2760', 'must be 1-3 characters'],
    ['merchant.phone', '1'.repeat(26), 'must be 1-25 characters'],
    ['merchant.data[key]', '', 'must be 1-2048 characters'],
    ['merchant.data[key]', 'd'.repeat(2049), 'must be 1-2048 characters'],
  ])('rejects %s = %s', (name, value, message) => {
    expect(fieldError(MERCHANT, name, value)).toContain(message);
  });
});
