// 2.14 Merchant: statement overrides and payment-facilitator data, all optional.
import { z } from 'zod';
import { an, charset, country2, countryNumeric } from '../formats.ts';
import type { Field, Structure } from '../types.ts';

/** "latitude,longitude" in decimal degrees, up to 20 characters, within the globe's ranges. */
const coordinates: Field = an(1, 20).pipe(
  z.string().refine((v) => {
    const m = /^(-?\d{1,2}(?:\.\d+)?),\s?(-?\d{1,3}(?:\.\d+)?)$/.exec(v);
    return m !== null && Math.abs(Number(m[1])) <= 90 && Math.abs(Number(m[2])) <= 180;
  }, 'must be a latitude,longitude pair in decimal degrees, e.g. 52.52,13.405'),
);

export const MERCHANT: Structure = {
  'merchant.name': an(1, 100),
  'merchant.mcc': charset('a-zA-Z0-9', 1, 4, 'a-z A-Z 0-9'),
  'merchant.street': an(1, 100),
  'merchant.city': an(1, 100),
  'merchant.state': charset('a-zA-Z0-9', 1, 50, 'a-z A-Z 0-9'),
  'merchant.countryCode': countryNumeric,
  'merchant.country': country2,
  'merchant.postcode': charset('a-zA-Z0-9-', 1, 16, 'a-z A-Z 0-9 and -'),
  'merchant.geographicCoordinates': coordinates,
  'merchant.serviceLocationCity': an(1, 100),
  'merchant.serviceLocationState': an(1, 50),
  // "up to 3" without a code system: numeric and alpha-3 codes both fit.
  'merchant.serviceLocationCountryCode': an(1, 3),
  'merchant.serviceLocationPostCode': an(1, 16),
  'merchant.serviceLocationGeographicCoordinates': coordinates,
  'merchant.additionalContact': an(1, 255),
  'merchant.phone': an(1, 25),
  'merchant.customerContactPhone': an(1, 25),
  'merchant.websiteId': an(1, 255),
  // A statement URL is often written without a scheme (shop.example), so not checked as a URL.
  'merchant.url': an(1, 255),
  'merchant.partnerIdCode': an(1, 60),
  'merchant.isoId': an(1, 255),
  'merchant.payFacId': an(1, 255),
  'merchant.payFacName': an(1, 255),
  'merchant.submerchantId': an(1, 100),
  'merchant.marketplaceId': an(1, 255),
  'merchant.taxId': an(1, 60),
  'merchant.data[key]': an(1, 2048),
  'merchant.foreignRetailIndicator': an(1, 25),
  'merchant.legalName': an(1, 100),
  'merchant.app.schemeUrl': an(1, 255),
};
