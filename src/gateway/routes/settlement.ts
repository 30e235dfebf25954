// Settlement, chargebacks, reconciliation files and reports: one group for app.ts to mount.
import { Hono } from 'hono';
import type { Throttle } from '../http/throttle.ts';
import type { Settlement } from '../settlement/settle.ts';
import type { GatewayContext } from './context.ts';
import { reconciliationRoutes } from './reconciliations.ts';
import { reportRoutes } from './reports.ts';
import { settlementSimulatorRoutes } from './settlement-simulators.ts';

export function settlementRoutes(ctx: GatewayContext, settlement: Settlement, throttle: Throttle) {
  return new Hono()
    .route('/', settlementSimulatorRoutes(ctx, settlement))
    .route('/', reconciliationRoutes(ctx, settlement, throttle))
    .route('/', reportRoutes(ctx, settlement, throttle));
}
