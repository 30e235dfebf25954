// The wallets' page-side pieces a merchant relies on: the sheet's contact as catalogue parameters,
// and wpwlOptions.applePay / googlePay checked key by key.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactParameters } from './contact.ts';
import { applePayOptions, googlePayOptions } from './options.ts';

describe('contactParameters', () => {
  const billing = {
    givenName: 'Jane',
    surname: 'Doe',
    email: 'jane@example.com',
    phone: '+49 (30) 1234-567',
    lines: ['Hauptstraße 1', 'Hof 2'],
    city: 'Berlin',
    state: 'BE',
    postcode: '10 115',
    country: 'de',
  };

  it('sends only the parts submitOnPaymentAuthorized names', () => {
    expect(contactParameters(undefined, { billing })).toEqual({});
    expect(contactParameters(['billing'], { billing })).toEqual({
      'billing.street1': 'Hauptstraße 1',
      'billing.street2': 'Hof 2',
      'billing.city': 'Berlin',
      'billing.state': 'BE',
      'billing.postcode': '10115',
      'billing.country': 'DE',
    });
    expect(contactParameters(['customer'], { billing })).toEqual({
      'customer.givenName': 'Jane',
      'customer.surname': 'Doe',
      'customer.email': 'jane@example.com',
      'customer.phone': '+49301234567',
    });
  });

  it("takes the shipping contact's values where billing has none, and the sheet's e-mail first", () => {
    const out = contactParameters(['customer', 'shipping'], {
      billing: { givenName: 'Jane' },
      shipping: { givenName: 'Joe', surname: 'Roe', city: 'Wien', country: 'AT' },
      email: 'sheet@example.com',
    });
    expect(out).toEqual({
      'customer.givenName': 'Jane',
      'customer.surname': 'Roe',
      'customer.email': 'sheet@example.com',
      'shipping.city': 'Wien',
      'shipping.country': 'AT',
    });
  });

  it('leaves out a value the catalogue would refuse instead of failing the payment', () => {
    const out = contactParameters(['customer', 'billing'], { billing: { email: 'not an address', state: 'New York', country: 'Germany', phone: 'call me' } });
    expect(out).toEqual({});
  });
});

describe('wallet options', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps what is right and names each wrong or unknown key on the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onCancel = () => undefined;
    const parsed = applePayOptions({ countryCode: 'DE', version: 2.5, buttonStyle: 'pink', onCancel, supportedNetwork: ['visa'] });
    expect(parsed).toEqual({ countryCode: 'DE', onCancel });
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      '[paymentWidgets] wpwlOptions.applePay.version must be a whole number, 1 or more; it is left out.',
      '[paymentWidgets] wpwlOptions.applePay.buttonStyle must be black, white or white-with-line; it is left out.',
      '[paymentWidgets] wpwlOptions.applePay.supportedNetwork is not a known applePay option and is ignored.',
    ]);
  });

  it('checks Google Pay keys the same way', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(googlePayOptions({ gatewayMerchantId: 'abc', emailRequired: 'yes', displayItems: [{ label: 'Tax', price: '1.00', type: 'TAX' }] })).toEqual({
      gatewayMerchantId: 'abc',
      displayItems: [{ label: 'Tax', price: '1.00', type: 'TAX' }],
    });
    expect(warn).toHaveBeenCalledWith('[paymentWidgets] wpwlOptions.googlePay.emailRequired must be true or false; it is left out.');
  });
});
