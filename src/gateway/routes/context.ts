// Everything a route needs, built once per gateway app (app.ts): what the domain works with, and
// what the routes reach beyond it. Outbound HTTP (webhooks, the 29-minute shopper-result callback)
// goes through `fetch` so tests can watch it.
import type { DomainContext } from '../domain/context.ts';
import type { Webhooks } from '../outbound/webhooks.ts';
import type { GatewayConfig } from '../platform/config.ts';
import type { Schedules } from '../subscriptions/schedules.ts';

export interface GatewayContext extends DomainContext {
  config: GatewayConfig;
  webhooks: Webhooks;
  /** subscription schedules (job.*), run through `scheduler` */
  schedules: Schedules;
  fetch: typeof fetch;
  log: (line: string) => void;
  /** when this gateway started: its state lives in memory, and answers about unknown ids say so */
  startedAt: Date;
}
