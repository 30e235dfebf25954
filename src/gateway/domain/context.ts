// What the domain works with: the records, the time and work due on it (a step's timeout), the
// gateway's address and entity, and where it says what happened. The routes' context has all of it
// and more; asking for no more keeps the domain from reaching a floor above its own.
import type { Clock } from '../platform/clock.ts';
import type { GatewayConfig } from '../platform/config.ts';
import type { Scheduler } from '../platform/scheduler.ts';
import type { PaymentEvents } from './events.ts';
import type { Store } from './store.ts';

export interface DomainContext {
  config: Pick<GatewayConfig, 'gatewayUrl' | 'entityId'>;
  clock: Clock;
  store: Store;
  scheduler: Scheduler;
  events: PaymentEvents;
}
