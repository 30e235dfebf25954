// The simulated risk check (request-parameters.md 2.24, risk.score of gateway-api.md 2.2). Test data
// decides the verdict, so a merchant can try each branch on purpose: risk.accountToken first, then
// customer.email (docs/development-gateway.md "Risk checks").

import type { Result } from '../catalogue/results.ts';
import type { Params } from '../catalogue/types.ts';

export type RiskDecision = 'accept' | 'review' | 'reject';

export interface RiskAssessment {
  /** AN6: a sign and five digits, -99999..+99999; higher is riskier */
  score: string;
  decision: RiskDecision;
}

/** Codes inside result-codes.md's families: manual review, and rejected by risk checks. */
export const RISK_RESULTS = {
  review: { code: '000.400.000', description: 'approved, but the risk check asks for a manual review before shipping' },
  reject: { code: '000.400.200', description: 'rejected by the risk check' },
} as const satisfies Record<string, Result>;

/** Scores from this value up are reviewed, from REJECT_FROM up rejected. */
export const REVIEW_FROM = 100;
export const REJECT_FROM = 500;

/** Test values and the score each one gives. */
export const RISK_TEST_DATA: ReadonlyArray<{ accountToken: string; email: string; score: number }> = [
  { accountToken: 'RISK_REJECT', email: 'reject@risk.test', score: 900 },
  { accountToken: 'RISK_REVIEW', email: 'review@risk.test', score: 250 },
  { accountToken: 'RISK_TRUSTED', email: 'trusted@risk.test', score: -100 },
];

/** The request asks for a risk check: it carries at least one risk.* parameter. */
export const wantsRisk = (params: Params): boolean => Object.keys(params).some((k) => k.startsWith('risk.') && params[k] !== '');

export function formatScore(score: number): string {
  const bounded = Math.max(-99999, Math.min(99999, Math.trunc(score)));
  return `${bounded < 0 ? '-' : '+'}${String(Math.abs(bounded)).padStart(5, '0')}`;
}

export function decisionFor(score: number): RiskDecision {
  if (score >= REJECT_FROM) return 'reject';
  return score >= REVIEW_FROM ? 'review' : 'accept';
}

/** The verdict on a request's data; every value that is no test value scores +00000 (accept). */
export function assessRisk(params: Params): RiskAssessment {
  const token = params['risk.accountToken'];
  const email = params['customer.email']?.toLowerCase();
  const match = RISK_TEST_DATA.find((t) => t.accountToken === token) ?? RISK_TEST_DATA.find((t) => t.email === email);
  const score = match?.score ?? 0;
  return { score: formatScore(score), decision: decisionFor(score) };
}

/** The risk check of a payment request, or undefined when it asks for none. */
export const riskCheck = (params: Params): RiskAssessment | undefined => (wantsRisk(params) ? assessRisk(params) : undefined);
