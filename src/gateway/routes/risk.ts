// POST /v1/risk: a standalone risk check (gateway-api.md 2.2, risk.score "returned for standalone
// risk requests"). Nothing is charged; the check is kept as a transaction of paymentType RI (the
// catalogue's code for a risk check), answered and found like any result: by its id
// (GET /v1/payments/{id}) and by GET /v1/query?paymentTypes=RI.
import { Hono } from 'hono';
import type { RequestValidator } from '../catalogue/kinds.ts';
import { approvedResult } from '../domain/outcome.ts';
import { paymentBody } from '../domain/response.ts';
import { assessRisk, RISK_RESULTS } from '../domain/risk.ts';
import type { Transaction } from '../domain/types.ts';
import { requireBearer } from '../http/auth.ts';
import { byToken, type Throttle } from '../http/throttle.ts';
import { newPaymentId } from '../platform/ids.ts';
import type { GatewayContext } from './context.ts';
import { catalogueForm } from './validators.ts';

export function riskRoutes(ctx: GatewayContext, requests: RequestValidator, throttle: Throttle) {
  const { clock, config, store } = ctx;
  return new Hono().post('/risk', requireBearer(config.accessToken, clock), throttle.guard('risk', byToken), catalogueForm(ctx, requests, 'risk'), (c) => {
    const params = c.req.valid('form');
    const risk = assessRisk(params);
    const testMode = params.testMode === 'EXTERNAL' ? 'EXTERNAL' : 'INTERNAL';
    const check: Transaction = {
      id: newPaymentId(),
      entityId: params.entityId ?? config.entityId,
      paymentType: 'RI',
      paymentBrand: params['risk.brand'] ?? params.paymentBrand ?? '',
      amount: params['risk.amount'] ?? params.amount ?? '',
      currency: params.currency ?? '',
      // A rejection is a failed request in the API's terms (gateway-api.md 7), as for a declined payment.
      status: risk.decision === 'reject' ? 'rejected' : 'approved',
      result: risk.decision === 'accept' ? approvedResult(testMode) : RISK_RESULTS[risk.decision],
      createdAt: clock.now(),
      testMode,
      ...(params.merchantTransactionId ? { merchantTransactionId: params.merchantTransactionId } : {}),
      capturedCents: 0,
      refundedCents: 0,
      captureCount: 0,
      reversed: false,
      customParameters: {},
      wantsRegistration: false,
      risk,
    };
    store.addTransaction(check);
    return c.json(paymentBody(check, clock), risk.decision === 'reject' ? 400 : 200);
  });
}
