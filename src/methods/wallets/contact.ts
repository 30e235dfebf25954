// The shopper's contact details from a wallet's sheet, as the catalogue's customer.*, billing.* and
// shipping.* parameters, for the parts wpwlOptions.<wallet>.submitOnPaymentAuthorized names
// (`customer`, `billing`, `shipping`). A value the catalogue's format would refuse is left out
// rather than sent: the payment must not fail because a sheet wrote a postcode with a space.

/** A contact as the two wallets give it, in our words. */
export interface WalletContact {
  email?: string | undefined;
  givenName?: string | undefined;
  surname?: string | undefined;
  phone?: string | undefined;
  lines?: readonly string[] | undefined;
  city?: string | undefined;
  state?: string | undefined;
  postcode?: string | undefined;
  country?: string | undefined;
}

const fits = (value: string | undefined, pattern: RegExp): value is string => value !== undefined && pattern.test(value);

function address(prefix: 'billing' | 'shipping', c: WalletContact): Record<string, string> {
  const out: Record<string, string> = {};
  const [street1, street2] = c.lines ?? [];
  if (fits(street1, /^.{1,100}$/)) out[`${prefix}.street1`] = street1;
  if (fits(street2, /^.{1,100}$/)) out[`${prefix}.street2`] = street2;
  if (fits(c.city, /^.{1,80}$/)) out[`${prefix}.city`] = c.city;
  if (fits(c.state, /^[A-Za-z0-9.]{1,10}$/)) out[`${prefix}.state`] = c.state;
  const postcode = c.postcode?.replace(/[^A-Za-z0-9]/g, '');
  if (fits(postcode, /^[A-Za-z0-9]{1,16}$/)) out[`${prefix}.postcode`] = postcode;
  const country = c.country?.toUpperCase();
  if (fits(country, /^[A-Z]{2}$/)) out[`${prefix}.country`] = country;
  return out;
}

function customer(c: WalletContact): Record<string, string> {
  const out: Record<string, string> = {};
  if (fits(c.givenName, /^.{1,50}$/)) out['customer.givenName'] = c.givenName;
  if (fits(c.surname, /^.{1,50}$/)) out['customer.surname'] = c.surname;
  if (fits(c.email, /^[^\s@]{1,64}@[^\s@]{1,63}$/)) out['customer.email'] = c.email;
  const phone = c.phone?.replace(/[\s().-]/g, '');
  if (fits(phone, /^\+?\d{4,24}$/)) out['customer.phone'] = phone;
  return out;
}

/** The billing contact's value of each field, the shipping contact's where billing has none. */
function either(billing: WalletContact | undefined, shipping: WalletContact | undefined): WalletContact {
  const keys = ['email', 'givenName', 'surname', 'phone', 'lines', 'city', 'state', 'postcode', 'country'] as const;
  return Object.fromEntries(keys.map((k) => [k, billing?.[k] ?? shipping?.[k]]));
}

export function contactParameters(
  parts: readonly string[] | undefined,
  contacts: { billing?: WalletContact | undefined; shipping?: WalletContact | undefined; email?: string },
): Record<string, string> {
  const wanted = new Set(parts ?? []);
  return {
    ...(wanted.has('customer') ? customer({ ...either(contacts.billing, contacts.shipping), ...(contacts.email ? { email: contacts.email } : {}) }) : {}),
    ...(wanted.has('billing') && contacts.billing ? address('billing', contacts.billing) : {}),
    ...(wanted.has('shipping') && contacts.shipping ? address('shipping', contacts.shipping) : {}),
  };
}

/**
 * Inputs a merchant page adds that a wallet payment leaves out: a wallet's card is a device account
 * bound to the shopper's phone, never stored, so a "store my card" box on the page does not apply
 * (the gateway would refuse the payment with it).
 */
export const NOT_FOR_WALLETS = ['createRegistration'] as const;
