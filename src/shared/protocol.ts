// The postMessage protocol between the widget (merchant page) and its frames (gateway origin).
// Every message carries the protocol version; a receiver parses with these schemas and drops
// anything else, so a message from an older or a forged sender is ignored, never half-understood.
// The rules themselves (limits, patterns, names) live in protocol-rules.ts, which the frame app's
// own guards share without downloading zod.
import { FIELD_ERRORS } from './errors.ts';
import {
  ATTEMPT_KEY,
  CSS_PROPERTY,
  CSS_VALUE,
  CSS_VALUE_MAX,
  FRAME_FIELDS,
  isPageFieldName,
  LANGUAGE_TAG,
  MAX_BRANDS,
  MAX_SIBLINGS,
  MAX_SUBMITTED,
  PROTOCOL_VERSION,
  SCHEMES,
  SHORT_MAX,
  SIBLING_VALUE_MAX,
  SUBMITTED_VALUE_MAX,
} from './protocol-rules.ts';
import { z } from './zod.ts';

export { FORWARDED_STYLES, FRAME_FIELDS, PROTOCOL_VERSION, SUBMITTED_FIELDS } from './protocol-rules.ts';

/** A message as a sender writes it; the version is added on the way out. */
export type Unversioned<M> = M extends unknown ? Omit<M, 'v'> : never;
const v = z.literal(PROTOCOL_VERSION);
// The message schemas are built when the first message arrives (z.lazy and the builders below),
// not when the script loads: the page is idle then, waiting for the frames, and building them
// cost a few milliseconds of every page's start-up.

export const frameField = z.enum(FRAME_FIELDS);
export type FrameField = z.infer<typeof frameField>;

const short = z.string().check(z.maxLength(SHORT_MAX));

const css = z.record(z.string().check(z.regex(CSS_PROPERTY)), z.string().check(z.maxLength(CSS_VALUE_MAX), z.regex(CSS_VALUE)));

// widget -> frame ------------------------------------------------------------------------------
const init = () =>
  z.object({
    v,
    t: z.literal('init'),
    label: short,
    placeholder: short,
    /** brands the merchant accepts; the number frame flags a card of any other brand */
    brands: z.array(short).check(z.maxLength(MAX_BRANDS)),
    /** sibling frames whose values the number frame collects at submission (code, and with enableSAQACompliance expiry and holder) */
    siblings: z.array(frameField).check(z.maxLength(MAX_SIBLINGS)),
    /** the holder must be given (allowEmptyCardHolderName: false, showTaxNumberField) */
    holderRequired: z.boolean(),
    /** disableCardExpiryDateValidation */
    expiryPast: z.boolean(),
    /** false with requireCvv: false or allowEmptyCvv: true */
    cvvRequired: z.boolean(),
    /** validation: false leaves checking the number to the gateway */
    validate: z.boolean(),
    /** maskCvv */
    mask: z.boolean(),
    /** numberFormatting */
    formatting: z.boolean(),
    /** disableSubmitOnEnter: false */
    submitOnEnter: z.boolean(),
    /** the page's look for the input and its placeholder (computed styles, then iframeStyles) */
    css: z.object({ input: css, placeholder: css }),
    /** the page's colour scheme: the frame's document takes it, so the browser paints it like its iframe element */
    scheme: z.enum(SCHEMES),
    /**
     * the page's language: the frame's document takes it, so its label and error are read in the
     * page's voice (its direction does not matter there: the input reads left to right in every language)
     */
    lang: z.string().check(z.regex(LANGUAGE_TAG)),
  });
const brand = () => z.object({ v, t: z.literal('brand'), brand: z.nullable(short) });
const validate = () => z.object({ v, t: z.literal('validate') });
const focus = () => z.object({ v, t: z.literal('focus') });
/**
 * The field's error as the page shows it, in the page's words ('' when it shows none): the frame's
 * input carries it as its description, so a screen reader in the frame hears why it is invalid.
 */
const error = () => z.object({ v, t: z.literal('error'), text: short });
/** Non-sensitive fields the widget collected on the page; the frame adds number and code. */
const submit = () =>
  z.object({
    v,
    t: z.literal('submit'),
    id: short,
    /** the same for retries of one payment attempt, so the gateway charges once (Idempotency-Key) */
    key: z.string().check(z.regex(ATTEMPT_KEY)),
    fields: z
      .record(z.string().check(z.refine(isPageFieldName)), z.string().check(z.maxLength(SUBMITTED_VALUE_MAX)))
      .check(z.refine((fields) => Object.keys(fields).length <= MAX_SUBMITTED)),
    /** a checkout that only stores the card: the frame submits to its registration, not its payment */
    resource: z.optional(z.literal('registration')),
  });
export const toFrameMessage = z.lazy(() => z.union([init(), brand(), validate(), focus(), error(), submit()]));
export type ToFrameMessage = z.infer<typeof toFrameMessage>;

// frame -> widget ------------------------------------------------------------------------------
const ready = () => z.object({ v, t: z.literal('ready'), field: frameField });
const state = () =>
  z.object({
    v,
    t: z.literal('state'),
    field: frameField,
    valid: z.boolean(),
    empty: z.boolean(),
    error: z.nullable(z.enum(FIELD_ERRORS)),
    /** detected brand (number frame only); never any digit of the number */
    brand: z.optional(z.nullable(short)),
    /** every brand the digits so far may belong to (number frame only), for onDetectBrand */
    candidates: z.optional(z.array(short).check(z.maxLength(16))),
    trigger: z.enum(['input', 'blur', 'validate']),
  });
const focusChange = () => z.object({ v, t: z.enum(['focus', 'blur']), field: frameField });
const enter = () => z.object({ v, t: z.literal('enter'), field: frameField });

/** What the merchant page learns of a payment: outcome, bin and last four digits, nothing more. */
export const paymentOutcome = z.lazy(() =>
  z.union([
    z.object({
      kind: z.literal('final'),
      resourcePath: short,
      code: short,
      description: short,
      bin: z.optional(z.string().check(z.regex(/^\d{6}$/))),
      last4: z.optional(z.string().check(z.regex(/^\d{4}$/))),
    }),
    /** the gateway refused a parameter: nothing was charged and the shopper may correct it */
    z.object({ kind: z.literal('rejected'), code: short, description: short, parameters: z.array(short) }),
    /** `frames`: a sibling field frame (the security code) did not answer the number frame */
    z.object({ kind: z.literal('failed'), reason: z.enum(['network', 'invalidCheckout', 'invalidCard', 'frames']) }),
    /** 3-D Secure or a provider step: the widget opens the checkout's redirect in its target frame */
    z.object({ kind: z.literal('redirect') }),
  ]),
);
export type PaymentOutcome = z.infer<typeof paymentOutcome>;

const result = () => z.object({ v, t: z.literal('result'), id: short, outcome: paymentOutcome });
/** from the gateway's return page in the widget's target frame, once 3-D Secure or the provider step ended */
const redirectDone = () =>
  z.object({
    v,
    t: z.literal('redirectDone'),
    resourcePath: z.string().check(z.regex(/^\/v1\/(checkouts|payments)\/[A-Za-z0-9.-]{1,48}(\/(payment|registration))?$/)),
  });
export const fromFrameMessage = z.lazy(() => z.union([ready(), state(), focusChange(), enter(), result(), redirectDone()]));
export type FromFrameMessage = z.infer<typeof fromFrameMessage>;

// frame <-> frame (same gateway origin; the merchant page never sees these) ---------------------
const valueRequest = () => z.object({ v, t: z.literal('valueRequest'), id: short });
const valueReply = () =>
  z.object({ v, t: z.literal('valueReply'), id: short, field: frameField, value: z.string().check(z.maxLength(SIBLING_VALUE_MAX)), valid: z.boolean() });
export const siblingMessage = z.lazy(() => z.union([valueRequest(), valueReply()]));
export type SiblingMessage = z.infer<typeof siblingMessage>;
