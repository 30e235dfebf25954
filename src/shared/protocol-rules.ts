// The rules of the postMessage protocol as plain constants and predicates, without zod: the page
// parses with the schemas in protocol.ts, built from these, and the frame app checks the same rules
// with its own hand-written guards (src/frame/guards.ts), so it downloads no zod.

export const PROTOCOL_VERSION = 1;

/** Card number and code always; holder and expiry too with enableSAQACompliance. */
export const FRAME_FIELDS = ['cardNumber', 'cvv', 'expiry', 'cardHolder'] as const;

/** The page's colour scheme, which the frame's document takes. */
export const SCHEMES = ['light', 'dark'] as const;

/** The page's language (the frame's document takes it, so a screen reader reads its label and errors in the page's voice). */
export const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,4}$/;

/**
 * The element of a frame's document that holds the page's error for its input (frame/error-text.ts):
 * hidden, since the page shows the words; a description names a hidden element and still reads its text.
 */
export const FRAME_ERROR_ID = 'field-error';

/** Longest text of a message (labels, ids, brands). */
export const SHORT_MAX = 256;
/** Longest value the page may hand the number frame to submit. */
export const SUBMITTED_VALUE_MAX = 2048;
/** Longest value a sibling field frame hands the number frame (code, expiry, holder). */
export const SIBLING_VALUE_MAX = 128;
/** Most brands the merchant accepts in one form. */
export const MAX_BRANDS = 64;
/** Most sibling frames the number frame collects from (code, expiry, holder). */
export const MAX_SIBLINGS = 3;

/**
 * Computed styles of the iframe element the frame's input copies, so it matches the page. The
 * background too: the frame would show the iframe element's through its transparent document, but
 * a screen reader's or axe's contrast check inside the frame cannot see the page behind it.
 */
export const FORWARDED_STYLES = ['color', 'background-color', 'font-family', 'font-size', 'font-weight', 'letter-spacing', 'text-align'] as const;

/** CSS declarations for inside a frame: plain property names and values, nothing that could break out of a rule. */
export const CSS_PROPERTY = /^[a-z-]{1,32}$/;
export const CSS_VALUE = /^[^;{}<>\\]*$/;
export const CSS_VALUE_MAX = 200;

/** The idempotency key of one payment attempt. */
export const ATTEMPT_KEY = /^[A-Za-z0-9-]{8,64}$/;

/** What the widget may hand the number frame to submit: page fields, never card data. */
export const SUBMITTED_FIELDS = [
  /** the brand the shopper chose for a co-badged card; the frame checks it against the number */
  'paymentBrand',
  'card.expiryMonth',
  'card.expiryYear',
  'card.holder',
  'shopperResultUrl',
  'customer.givenName',
  'customer.surname',
  'customer.identificationDocType',
  'customer.identificationDocId',
  'billing.country',
  'billing.state',
  'billing.city',
  'billing.postcode',
  'billing.street1',
  'billing.street2',
] as const;

/** How many inputs the merchant added may ride along (a real form has a handful). */
export const MAX_SUBMITTED = 100;

/**
 * A name the page may hand the number frame: the widget's own fields, or an input the merchant
 * added to the form (customParameters[…], createRegistration, customer.email, a CSRF token…);
 * never card data, which only the frames hold.
 */
export function isPageFieldName(name: string): boolean {
  if ((SUBMITTED_FIELDS as readonly string[]).includes(name)) return true;
  return /^[A-Za-z][\w.[\]-]{0,99}$/.test(name) && !/^card\./i.test(name);
}
