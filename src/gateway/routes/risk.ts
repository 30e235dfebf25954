// POST /v1/risk: a standalone risk check (gateway-api.md 2.2, risk.score "returned for standalone
// risk requests"). Nothing is charged or stored; the answer is the verdict in a payment-shaped body
// (paymentType RI, the catalogue's code for a risk check) so a merchant reads it like any result.
import { Hono } from 'hono';
import { requireBearer } from '../auth.ts';
import type { RequestValidator } from '../catalogue/kinds.ts';
import type { GatewayContext } from '../context.ts';
import { approvedResult } from '../domain/process.ts';
import { assessRisk, RISK_RESULTS } from '../domain/risk.ts';
import { newPaymentId } from '../ids.ts';
import { envelope } from '../results.ts';
import { byToken, type Throttle } from '../throttle.ts';
import { catalogueForm } from './validators.ts';

export function riskRoutes(ctx: GatewayContext, requests: RequestValidator, throttle: Throttle) {
  const { clock, config } = ctx;
  return new Hono().post('/risk', requireBearer(config.accessToken, clock), throttle.guard('risk', byToken), catalogueForm(ctx, requests, 'risk'), (c) => {
    const params = c.req.valid('form');
    const risk = assessRisk(params);
    const result = risk.decision === 'accept' ? approvedResult(params.testMode === 'EXTERNAL' ? 'EXTERNAL' : 'INTERNAL') : RISK_RESULTS[risk.decision];
    const amount = params['risk.amount'] ?? params.amount;
    const brand = params['risk.brand'] ?? params.paymentBrand;
    const body = envelope(clock, result, {
      id: newPaymentId(),
      paymentType: 'RI',
      ...(brand ? { paymentBrand: brand } : {}),
      ...(amount ? { amount } : {}),
      ...(params.currency ? { currency: params.currency } : {}),
      ...(params.merchantTransactionId ? { merchantTransactionId: params.merchantTransactionId } : {}),
      risk: { score: risk.score },
    });
    // A rejection is a failed request in the API's terms (gateway-api.md 7), as for a declined payment.
    return c.json(body, risk.decision === 'reject' ? 400 : 200);
  });
}
