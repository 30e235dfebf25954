// What the gateway's own calls out need: where they may go (config), when (clock and scheduler, so
// tests move time instead of waiting), how (fetch, which tests watch), and the log. The routes'
// context has all of it; asking for no more keeps outbound below the routes.
import type { Clock } from '../platform/clock.ts';
import type { GatewayConfig } from '../platform/config.ts';
import type { Scheduler } from '../platform/scheduler.ts';

export interface OutboundContext {
  config: Pick<GatewayConfig, 'allowPrivateCallbacks' | 'shopUrl'>;
  clock: Clock;
  scheduler: Scheduler;
  fetch: typeof fetch;
  log: (line: string) => void;
}
