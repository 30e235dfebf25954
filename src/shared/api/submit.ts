// Posts a submission to a checkout and turns the gateway's answer into the outcome the widget may
// see. Used by the number frame (same origin) and by the on-demand forms (bank account and redirect
// brands, cross-origin with CORS); each passes its own parser (the frame its hand-written guard,
// the on-demand forms zod), so this module imports no zod.
import type { PaymentOutcome } from '../protocol.ts';
import type { PaymentResponse } from './payment.ts';

/** Result code of a refused parameter (result-codes.md): nothing was charged. */
const INVALID_PARAMETER_CODE = '200.300.404';

export interface Submission {
  fetch: typeof fetch;
  url: string;
  fields: Record<string, string>;
  headers?: Record<string, string>;
  parse: (json: unknown) => PaymentResponse | null;
  /** the resourcePath of this checkout's outcome, for the shopper result URL */
  resourcePath: string;
}

export async function submitPayment(s: Submission): Promise<PaymentOutcome> {
  let response: Response;
  let json: unknown;
  try {
    response = await s.fetch(s.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', ...s.headers },
      body: new URLSearchParams(s.fields),
      credentials: 'omit',
    });
    json = await response.json();
  } catch {
    return { kind: 'failed', reason: 'network' };
  }
  if (response.status === 404) return { kind: 'failed', reason: 'invalidCheckout' };
  const parsed = s.parse(json);
  if (!parsed) return { kind: 'failed', reason: 'network' };
  const { result, card, redirect } = parsed;
  if (redirect) return { kind: 'redirect' };
  const description = (result.description ?? '').slice(0, 256);
  if (result.code === INVALID_PARAMETER_CODE) {
    return { kind: 'rejected', code: result.code, description, parameters: (result.parameterErrors ?? []).map((e) => e.name.slice(0, 64)) };
  }
  return {
    kind: 'final',
    resourcePath: s.resourcePath,
    code: result.code,
    description,
    ...(card?.bin && /^\d{6}$/.test(card.bin) ? { bin: card.bin } : {}),
    ...(card?.last4Digits && /^\d{4}$/.test(card.last4Digits) ? { last4: card.last4Digits } : {}),
  };
}
