// Everything a route needs, built once per gateway app. Outbound HTTP (webhooks, the 29-minute
// shopper-result callback) goes through `fetch` so tests can watch it.

import type { Store } from '../domain/store.ts';
import type { Webhooks } from '../outbound/webhooks.ts';
import type { Clock } from '../platform/clock.ts';
import type { GatewayConfig } from '../platform/config.ts';
import type { Scheduler } from '../platform/scheduler.ts';
import type { Schedules } from '../subscriptions/schedules.ts';

export interface GatewayContext {
  config: GatewayConfig;
  clock: Clock;
  store: Store;
  scheduler: Scheduler;
  webhooks: Webhooks;
  /** subscription schedules (job.*), run through `scheduler` */
  schedules: Schedules;
  fetch: typeof fetch;
  log: (line: string) => void;
  /** when this gateway started: its state lives in memory, and answers about unknown ids say so */
  startedAt: Date;
}
