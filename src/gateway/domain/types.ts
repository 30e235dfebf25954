// The gateway's records: transactions (every payment type, follow-ups included), registrations
// (stored payment data) and checkouts. Responses are derived from these, never stored as text.

import type { Job } from '../catalogue/job.ts';
import type { Result } from '../catalogue/results.ts';
import type { Params } from '../catalogue/types.ts';
import type { RiskAssessment } from './risk.ts';

/** What the payment was made with; only masked data leaves the gateway. */
export type Account =
  | { kind: 'card'; bin: string; last4: string; holder?: string; expiryMonth: string; expiryYear: string }
  | { kind: 'bank'; holder: string; ibanLast4?: string; numberLast4?: string; bic?: string; bankCode?: string; country?: string }
  | { kind: 'virtual'; accountId?: string }
  | { kind: 'token'; last4: string; type: string };

/** A shopper step the payment waits for: 3-D Secure challenge or a payment provider's page. */
export interface PendingStep {
  kind: 'threeDSecure' | 'provider';
  /** what the simulator page posts back to prove it is this step */
  token: string;
  redirectUrl: string;
  /** where the shopper goes once the step ends */
  shopperResultUrl?: string;
  /** id and resourcePath of the shopper result URL (the checkout's for widget payments) */
  resultId: string;
  resourcePath: string;
  /** origin of the merchant page when the widget runs the step in its in-page frame */
  widgetOrigin?: string;
  /** wrong one-time codes entered so far (a mobile wallet's step) */
  wrongCodes?: number;
}

/** What the gateway keeps of a point-of-sale request: no card data, no PIN block. */
export interface PosRequest {
  terminalId: string;
  entryMode: string;
  /** the card's request cryptogram data; the answer carries the issuer's response to it */
  iccDataRequest?: string;
}

export type Status = 'pending' | 'approved' | 'declined' | 'rejected';

export interface Transaction {
  id: string;
  entityId: string;
  paymentType: string;
  paymentBrand: string;
  amount: string;
  currency: string;
  status: Status;
  result: Result;
  createdAt: Date;
  testMode: 'INTERNAL' | 'EXTERNAL';
  account?: Account;
  merchantTransactionId?: string;
  descriptor?: string;
  referencedId?: string;
  registrationId?: string;
  checkoutId?: string;
  numberOfCaptures?: number;
  /** sums of approved follow-ups, in cents */
  capturedCents: number;
  refundedCents: number;
  captureCount: number;
  reversed: boolean;
  pending?: PendingStep;
  /** echoed back, as the catalogue says of customParameters */
  customParameters: Record<string, string>;
  /**
   * customer.*, billing.* and shipping.* of the checkout and the submission, echoed back in the
   * payment as the API does (nested by their dots: customer.browser.language is customer.browser)
   */
  contact?: Partial<Record<ContactGroup, NestedParams>>;
  /** version: the 3-D Secure protocol's; none for a wallet, whose cryptogram is no 3-D Secure message */
  threeDSecure?: { eci: string; authenticationStatus: string; version?: string };
  /** createRegistration=true: store the payment data once the payment is approved */
  wantsRegistration: boolean;
  /** card number kept only until the registration is stored (pending 3-D Secure or provider step) */
  pendingCardNumber?: string;
  /** job.* of the request: starts a schedule once the payment is approved and its data stored */
  job?: Job;
  /** the schedule this payment started or is a run of, and which run (1, 2, …) */
  scheduleId?: string;
  scheduleRun?: number;
  /** the risk check the request asked for (risk.*) */
  risk?: RiskAssessment;
  /** point-of-sale data of the request; the response's pos.* fields derive from it */
  pos?: PosRequest;
  /** the deprecated notificationUrl, told the final result of a pending payment */
  notificationUrl?: string;
}

export interface Registration {
  id: string;
  entityId: string;
  paymentBrand: string;
  account: Account;
  /** the stored card number (a tokenization vault); never logged, never answered */
  cardNumber?: string;
  iban?: string;
  createdAt: Date;
  deleted: boolean;
}

export interface Checkout {
  id: string;
  entityId: string;
  params: Params;
  createdAt: Date;
  /** the transaction the shopper's submission created; a checkout takes one */
  transactionId?: string;
  registrationId?: string;
  /** from the checkout request or, failing that, the widget's submission */
  shopperResultUrl?: string;
  statusFetched: boolean;
  shopperReturned: boolean;
  /** answers by Idempotency-Key: a retried submission gets the first answer, never a second payment */
  answers: Map<string, { status: number; body: unknown }>;
  /**
   * A submission is being read (its body may still be arriving): reserved the moment its headers
   * came, before any await, so submissions whose bodies finish together make one payment. Holds the
   * answer to come, for a retry with the same Idempotency-Key.
   */
  submitting?: { key: string | undefined; answer: Promise<{ status: number; body: unknown }> };
  /** the Idempotency-Key of the submission that started a 3-D Secure or provider step: it opens the step */
  stepKey?: string;
}

export type ContactGroup = 'customer' | 'billing' | 'shipping';
export interface NestedParams {
  [key: string]: string | NestedParams;
}

/** What a payment is made from: the validated request, and what it pays for or with. */
export interface PaymentInput {
  entityId: string;
  params: Params;
  paymentType: string;
  amount: string;
  currency: string;
  checkout?: Checkout;
  registration?: Registration;
  /** origin of the merchant page, when the widget submitted the payment */
  widgetOrigin?: string;
  /** job.* already checked (catalogue/job.ts): store the payment data, then start the schedule */
  job?: Job;
  /** set on the payments a schedule makes */
  schedule?: { id: string; run: number };
}
