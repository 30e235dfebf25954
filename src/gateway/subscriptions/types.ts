// What the rest of the gateway knows of subscription schedules: their records, and the operations
// the request context offers. Apart from schedules.ts, which runs payments, so that the context
// can name them without importing what imports the context.
import type { Registration, Transaction } from '../domain/types.ts';
import type { Job } from './job.ts';

export interface ScheduleRun {
  paymentId: string;
  /** the fire time the run was for */
  at: Date;
}

export interface Schedule {
  id: string;
  entityId: string;
  registrationId: string;
  job: Job;
  testMode: Transaction['testMode'];
  /** the payment whose approval started the schedule, when a payment did */
  startedBy?: string;
  createdAt: Date;
  runs: ScheduleRun[];
  /** the fire time armed on the Scheduler; absent when nothing more will run */
  nextRunAt?: Date;
  cancelledAt?: Date;
  /** when a cancellation takes effect: now, or later by the notice or at the end of a duration */
  cancelEffectiveAt?: Date;
  /** why the schedule runs no more without having been cancelled */
  endReason?: string;
}

/** The schedules' operations, on a context `C` (the gateway's), as the context offers them. */
export interface SchedulesPort<C> {
  get(id: string): Schedule | undefined;
  all(): Schedule[];
  start(ctx: C, input: { registration: Registration; job: Job; testMode?: Transaction['testMode']; startedBy?: string }): Schedule;
  startFor(ctx: C, tx: Transaction): void;
  cancel(ctx: C, s: Schedule): void;
  registrationDeleted(ctx: C, registrationId: string): void;
}
