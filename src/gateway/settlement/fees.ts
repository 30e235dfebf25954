// Simulated acquirer fees: a percentage of the amount plus a fixed amount per transaction, charged
// at settlement as FEE records. The figures are invented for development; they exist so a
// merchant's reconciliation code sees fees, net amounts and rounding, not to resemble a tariff.
import type { FeeType } from './types.ts';

export interface FeeRule {
  type: FeeType;
  /** hundredths of a percent of the amount: 140 is 1.40 % */
  basisPoints: number;
  fixedCents: number;
}

/**
 * Which fee each settled payment type costs. A debit (DB) is authorised and captured in one step
 * and pays the capture fee only; a pre-authorisation (PA) pays an authorisation fee, its captures
 * (CP) the capture fee; a reversal (RV) of a pre-authorisation a cancel fee.
 */
export const FEE_SCHEDULE: Readonly<Record<'DB' | 'PA' | 'CP' | 'RF' | 'RV', FeeRule>> = {
  DB: { type: 'CAPTURE_FEE', basisPoints: 140, fixedCents: 20 },
  CP: { type: 'CAPTURE_FEE', basisPoints: 140, fixedCents: 20 },
  PA: { type: 'AUTH_FEE', basisPoints: 0, fixedCents: 5 },
  RV: { type: 'CANCEL_FEE', basisPoints: 0, fixedCents: 5 },
  RF: { type: 'REFUND_FEE', basisPoints: 0, fixedCents: 25 },
};

export const feeRule = (paymentType: string): FeeRule | undefined =>
  Object.hasOwn(FEE_SCHEDULE, paymentType) ? FEE_SCHEDULE[paymentType as keyof typeof FEE_SCHEDULE] : undefined;

/** The fee in cents; the percentage part is rounded half up to the cent. */
export function feeCents(rule: FeeRule, amountCents: number): number {
  return Math.floor((amountCents * rule.basisPoints + 5000) / 10000) + rule.fixedCents;
}
