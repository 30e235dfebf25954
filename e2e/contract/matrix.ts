// The contract matrix (issue 34 item 3): for each kind of checkout, each form it can show and each
// completion target, what the widget posts to, where the shopper lands, what the merchant reads there
// and which webhooks go out; or why the pair makes no sense. e2e/contract.spec.ts drives every
// covered cell in Chromium; scripts/contract-doc.ts writes docs/contract.md from the same data.

export const CHECKOUTS = ['DB', 'PA', 'standalone', 'RG', 'DB+createRegistration', 'DB+stored'] as const;
export const FORMS = ['card', 'storedCard', 'sepa', 'redirect', 'inline', 'wallet', 'stcPay'] as const;
export const TARGETS = ['page', '_top', 'frame'] as const;

export type CheckoutKind = (typeof CHECKOUTS)[number];
export type FormKind = (typeof FORMS)[number];
export type Target = (typeof TARGETS)[number];

/** A webhook as the gateway sends it: type.action (src/gateway/domain/process.ts says when). */
export type Webhook = 'PAYMENT.CREATED' | 'PAYMENT.UPDATED' | 'REGISTRATION.CREATED';

export interface Expected {
  /** the widget posts to /v1/checkouts/{id}/<path> and the shopper lands with that resourcePath */
  path: 'payment' | 'registration';
  /** the paymentType GET {resourcePath} answers; none for a registration */
  paymentType?: 'DB' | 'PA';
  /** the registration the payment's answer names: none, the one it stored, or the stored card it paid with */
  registration: 'none' | 'new' | 'stored';
  resultCode: string;
  /** every webhook about the payment (and the registration it stored), in any order */
  webhooks: readonly Webhook[];
}

export interface CoveredCell {
  checkout: CheckoutKind;
  form: FormKind;
  target: Target;
  expected: Expected;
}

/** Pairs outside the matrix, matched by each list (a missing list matches everything), with the reason. */
export interface Exclusion {
  checkouts?: readonly CheckoutKind[];
  forms?: readonly FormKind[];
  targets?: readonly Target[];
  kind: 'no sense' | 'not supported yet';
  reason: string;
}

/** What each checkout kind is, for the doc, and how the demo shop creates it (src/shop/checkout-page.ts). */
export const CHECKOUT_KINDS: Record<CheckoutKind, { summary: string; query: string }> = {
  DB: { summary: 'paymentType=DB, amount and currency', query: '' },
  PA: { summary: 'paymentType=PA (pre-authorisation, captured later)', query: 'paymentType=PA' },
  standalone: {
    summary: 'createRegistration=true, no paymentType, no amount; paymentWidgets.js?checkoutId={id}/registration',
    query: 'store=standalone',
  },
  RG: { summary: 'paymentType=RG, no amount', query: 'store=RG' },
  'DB+createRegistration': { summary: 'paymentType=DB with createRegistration=true', query: 'createRegistration=1' },
  'DB+stored': { summary: 'paymentType=DB with registrations[0].id (a stored card offered)', query: 'registrations={stored}' },
};

export const FORM_KINDS: Record<FormKind, string> = {
  card: 'card form (the 3-D Secure challenge card 4000000000000036 on a payment, VISA 4200000000000000 on a registration)',
  storedCard: 'stored card (one-click, the checkout\u2019s registrations[0].id)',
  sepa: 'SEPA direct debit (DIRECTDEBIT_SEPA bank-account form)',
  redirect: 'redirect brand in the tab (PAYPAL, its provider step)',
  inline: 'redirect brand inline (PAYPAL with wpwlOptions.inlineFlow)',
  wallet: 'wallet (GOOGLEPAY, through the suite\u2019s double of Google\u2019s pay.js)',
  stcPay: 'STC_PAY (QR code, its wallet step; SAR)',
};

export const TARGET_KINDS: Record<Target, string> = {
  page: 'in the page (no paymentTarget: the step in the widget, or the tab for a redirect)',
  _top: "paymentTarget: '_top'",
  frame: "paymentTarget: 'contract-frame', an iframe of that name the page adds",
};

const APPROVED = '000.100.110';
const PAYMENT_WITH_STEP: readonly Webhook[] = ['PAYMENT.CREATED', 'PAYMENT.UPDATED'];
const payment = (paymentType: 'DB' | 'PA', webhooks: readonly Webhook[], registration: Expected['registration'] = 'none'): Expected => ({
  path: 'payment',
  paymentType,
  registration,
  resultCode: APPROVED,
  webhooks,
});
const registration: Expected = { path: 'registration', registration: 'none', resultCode: APPROVED, webhooks: ['REGISTRATION.CREATED'] };

/** The forms a payment checkout pays with, by target: those with a step take every target. */
function paymentCells(checkout: 'DB' | 'PA'): CoveredCell[] {
  const cells: CoveredCell[] = [];
  for (const target of TARGETS) cells.push({ checkout, form: 'card', target, expected: payment(checkout, PAYMENT_WITH_STEP) });
  for (const target of TARGETS) {
    for (const form of ['redirect', 'stcPay'] as const) cells.push({ checkout, form, target, expected: payment(checkout, PAYMENT_WITH_STEP) });
  }
  cells.push({ checkout, form: 'sepa', target: 'page', expected: payment(checkout, ['PAYMENT.CREATED']) });
  cells.push({ checkout, form: 'inline', target: 'page', expected: payment(checkout, PAYMENT_WITH_STEP) });
  cells.push({ checkout, form: 'wallet', target: 'page', expected: payment(checkout, ['PAYMENT.CREATED']) });
  return cells;
}

export const COVERED: readonly CoveredCell[] = [
  ...paymentCells('DB'),
  ...paymentCells('PA'),
  ...(['standalone', 'RG'] as const).flatMap((checkout) =>
    (['card', 'sepa'] as const).map((form): CoveredCell => ({ checkout, form, target: 'page', expected: registration })),
  ),
  ...TARGETS.map(
    (target): CoveredCell => ({
      checkout: 'DB+createRegistration',
      form: 'card',
      target,
      expected: payment('DB', [...PAYMENT_WITH_STEP, 'REGISTRATION.CREATED'], 'new'),
    }),
  ),
  { checkout: 'DB+createRegistration', form: 'sepa', target: 'page', expected: payment('DB', ['PAYMENT.CREATED', 'REGISTRATION.CREATED'], 'new') },
  { checkout: 'DB+stored', form: 'storedCard', target: 'page', expected: payment('DB', ['PAYMENT.CREATED'], 'stored') },
];

const REGISTRATION_CHECKOUTS = ['standalone', 'RG'] as const;

/** Checked in order: the first that matches a pair gives its reason. */
export const EXCLUSIONS: readonly Exclusion[] = [
  {
    forms: ['storedCard'],
    checkouts: ['DB', 'PA', 'standalone', 'RG', 'DB+createRegistration'],
    kind: 'no sense',
    reason: 'only a checkout created with registrations[n].id shows stored cards',
  },
  {
    checkouts: ['DB+stored'],
    forms: ['card', 'sepa', 'redirect', 'inline', 'wallet', 'stcPay'],
    kind: 'no sense',
    reason: 'the stored cards are a form added to a DB checkout; its other forms are the DB row\u2019s cells',
  },
  {
    checkouts: REGISTRATION_CHECKOUTS,
    forms: ['redirect', 'inline', 'wallet', 'stcPay'],
    kind: 'no sense',
    reason: 'a registration checkout stores card or bank data; a provider\u2019s or a wallet\u2019s account is nothing the merchant can charge later',
  },
  {
    checkouts: ['DB+createRegistration'],
    forms: ['redirect', 'inline', 'wallet', 'stcPay'],
    kind: 'no sense',
    reason:
      'createRegistration stores card or bank data; a provider\u2019s or a wallet\u2019s account is not stored (a wallet\u2019s card stays on the device)',
  },
  {
    checkouts: REGISTRATION_CHECKOUTS,
    targets: ['_top', 'frame'],
    kind: 'no sense',
    reason: 'a registration completes at once, with no 3-D Secure or provider step: there is nothing for paymentTarget to open',
  },
  {
    forms: ['storedCard'],
    targets: ['_top', 'frame'],
    kind: 'no sense',
    reason: 'a stored card pays without a new challenge (credential on file): no step opens',
  },
  {
    forms: ['sepa'],
    targets: ['_top', 'frame'],
    kind: 'no sense',
    reason: 'direct debit has no step: the answer is final and the shopper goes straight to the result page',
  },
  {
    forms: ['wallet'],
    targets: ['_top', 'frame'],
    kind: 'no sense',
    reason: 'the wallet authorises in its own sheet; the answer is final, no step opens',
  },
  {
    forms: ['inline'],
    targets: ['_top', 'frame'],
    kind: 'no sense',
    reason: 'inlineFlow shows the step inside the widget, which paymentTarget does not change',
  },
];

export type Cell = ({ covered: true } & CoveredCell) | { covered: false; checkout: CheckoutKind; form: FormKind; target: Target; exclusion: Exclusion };

const matches = <T>(list: readonly T[] | undefined, value: T) => list === undefined || list.includes(value);

/** Every pair of the matrix, covered or excluded; a pair that is neither (or both) is a mistake in the data. */
export function cells(): Cell[] {
  const out: Cell[] = [];
  for (const checkout of CHECKOUTS) {
    for (const form of FORMS) {
      for (const target of TARGETS) {
        const covered = COVERED.find((c) => c.checkout === checkout && c.form === form && c.target === target);
        const exclusion = EXCLUSIONS.find((e) => matches(e.checkouts, checkout) && matches(e.forms, form) && matches(e.targets, target));
        if (covered && exclusion) throw new Error(`${checkout} ${form} ${target} is both covered and excluded (${exclusion.reason})`);
        if (covered) out.push({ covered: true, ...covered });
        else if (exclusion) out.push({ covered: false, checkout, form, target, exclusion });
        else throw new Error(`${checkout} ${form} ${target} is neither covered nor excluded`);
      }
    }
  }
  return out;
}
