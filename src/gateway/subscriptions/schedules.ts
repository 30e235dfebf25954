// Subscription schedules: a job (job.ts) on a registration, run on the injected clock through the
// Scheduler. Each run is an ordinary payment on the registration (query, webhooks, follow-ups work
// as for any other), marked with the schedule's id. One task is armed at a time: after each run the
// next fire time is armed, so a cancelled schedule simply finds its task stale.

import { nextFireTime } from '../catalogue/cron.ts';
import { addPeriod, type Job, type Unit } from '../catalogue/job.ts';
import type { PaymentEvent } from '../domain/events.ts';
import type { Store } from '../domain/store.ts';
import type { PaymentInput, Registration, Transaction } from '../domain/types.ts';
import type { Clock } from '../platform/clock.ts';
import { newPaymentId } from '../platform/ids.ts';
import type { Scheduler } from '../platform/scheduler.ts';

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

/** What schedules run on, given when the gateway's context is built (app.ts). */
export interface SchedulesDeps {
  clock: Clock;
  scheduler: Scheduler;
  store: Store;
  log: (line: string) => void;
  /**
   * Makes a run's payment (domain/process.ts createPayment on the gateway's context). Injected, not
   * imported: payments start schedules (startFor), so importing them here would close a loop.
   */
  charge: (input: PaymentInput) => Transaction;
}

/** Where periods stop being meaningful: cron years end at 2099. */
const HORIZON = Date.UTC(2100, 0, 1);

export type ScheduleStatus = 'ACTIVE' | 'ENDING' | 'CANCELLED' | 'ENDED';

export function scheduleStatus(s: Schedule, now: Date): ScheduleStatus {
  if (s.cancelledAt) return s.cancelEffectiveAt && s.cancelEffectiveAt > now ? 'ENDING' : 'CANCELLED';
  return s.endReason ? 'ENDED' : 'ACTIVE';
}

/** Never before the job's start, never after its end or an effective cancellation. */
function nextRun(s: Schedule, after: Date): Date | undefined {
  const start = s.job.startDate;
  // A run may fall on startDate itself, hence one second before it.
  const from = start && start.getTime() - 1000 > after.getTime() ? new Date(start.getTime() - 1000) : after;
  const next = nextFireTime(s.job.cron, from);
  if (!next) return undefined;
  if (s.job.endDate && next > s.job.endDate) return undefined;
  if (s.cancelEffectiveAt && next >= s.cancelEffectiveAt) return undefined;
  return next;
}

/**
 * When a cancellation asked for at `now` takes effect. With a notice period, runs due before it
 * still happen; DURATION_END waits for the end of the duration term (counted from the start) that
 * lies beyond the notice.
 */
function cancellationTakesEffect(s: Schedule, now: Date): Date {
  const job = s.job;
  const noticeEnd = job.notice ? addPeriod(now, job.notice) : now;
  if (!(noticeEnd.getTime() < HORIZON)) return new Date(HORIZON);
  if (job.noticeCallable !== 'DURATION_END' || !job.duration) return noticeEnd;
  const termStart = job.startDate ?? s.createdAt;
  // Jump to just before the answer instead of walking term by term: a one-second term with a
  // year's notice would otherwise take millions of steps. The longest month and year keep the
  // estimate at or before the answer, so the walk after it is short.
  const longest: Record<Unit, number> = {
    YEAR: 366 * 86_400_000,
    MONTH: 31 * 86_400_000,
    WEEK: 604_800_000,
    DAY: 86_400_000,
    HOUR: 3_600_000,
    MINUTE: 60_000,
    SECOND: 1000,
  };
  const estimate = Math.floor((noticeEnd.getTime() - termStart.getTime()) / (job.duration.number * longest[job.duration.unit]));
  for (let k = Math.max(1, estimate); ; k++) {
    const termEnd = addPeriod(termStart, job.duration, k);
    if (!(termEnd.getTime() < HORIZON)) return new Date(HORIZON);
    if (termEnd >= noticeEnd) return termEnd;
  }
}

export class Schedules {
  readonly #byId = new Map<string, Schedule>();
  readonly #deps: SchedulesDeps;

  constructor(deps: SchedulesDeps) {
    this.#deps = deps;
  }

  get(id: string): Schedule | undefined {
    return this.#byId.get(id);
  }

  all(): Schedule[] {
    return [...this.#byId.values()];
  }

  /** Starts a job on a registration and arms its first run. */
  start(input: { registration: Registration; job: Job; testMode?: Transaction['testMode']; startedBy?: string }): Schedule {
    const schedule: Schedule = {
      id: newPaymentId(),
      entityId: input.registration.entityId,
      registrationId: input.registration.id,
      job: input.job,
      testMode: input.testMode ?? 'INTERNAL',
      ...(input.startedBy ? { startedBy: input.startedBy } : {}),
      createdAt: this.#deps.clock.now(),
      runs: [],
    };
    this.#byId.set(schedule.id, schedule);
    this.#arm(schedule, schedule.createdAt);
    this.#deps.log(`schedule ${schedule.id} started on registration ${schedule.registrationId}: ${input.job.expression}`);
    return schedule;
  }

  /**
   * Starts the job a payment carried, once that payment is approved and its payment data stored;
   * a declined or still pending payment starts nothing (yet).
   */
  startFor(tx: Transaction): void {
    if (!tx.job || tx.scheduleId || tx.status !== 'approved' || !tx.registrationId) return;
    const registration = this.#deps.store.registration(tx.registrationId);
    if (!registration) return;
    tx.scheduleId = this.start({ registration, job: tx.job, testMode: tx.testMode, startedBy: tx.id }).id;
  }

  /** Hears the domain (app.ts adds it to the payment events): a payment's approval may start its job. */
  hear(event: PaymentEvent): void {
    if (event.kind === 'payment-recorded' || event.kind === 'step-ended') this.startFor(event.tx);
  }

  /** Cancels; a schedule already cancelled or ended stays as it is, so a repeated DELETE is harmless. */
  cancel(s: Schedule): void {
    if (s.cancelledAt || s.endReason) return;
    const now = this.#deps.clock.now();
    s.cancelledAt = now;
    s.cancelEffectiveAt = cancellationTakesEffect(s, now);
    if (s.nextRunAt && s.nextRunAt >= s.cancelEffectiveAt) delete s.nextRunAt;
    this.#deps.log(`schedule ${s.id} cancelled, effective ${s.cancelEffectiveAt.toISOString()}`);
  }

  /** A deleted registration leaves nothing to charge: its schedules end now, not at their next fire time. */
  registrationDeleted(registrationId: string): void {
    for (const s of this.#byId.values()) {
      if (s.registrationId !== registrationId || (!s.nextRunAt && (s.endReason || s.cancelledAt))) continue;
      delete s.nextRunAt;
      if (s.cancelledAt) s.cancelEffectiveAt = this.#deps.clock.now();
      else s.endReason = 'the registration was deleted';
    }
  }

  #arm(s: Schedule, after: Date): void {
    const next = nextRun(s, after);
    if (!next) {
      delete s.nextRunAt;
      if (!s.cancelledAt) s.endReason = s.job.endDate ? 'no fire time is left before job.endDate' : 'the expression fires no more';
      return;
    }
    s.nextRunAt = next;
    this.#deps.scheduler.at(next, () => this.#run(s, next));
  }

  #run(s: Schedule, at: Date): void {
    // A cancellation since arming cleared or moved nextRunAt: this task is stale.
    if (s.nextRunAt?.getTime() !== at.getTime()) return;
    const registration = this.#deps.store.registration(s.registrationId);
    if (!registration) {
      delete s.nextRunAt;
      s.endReason = 'the registration was deleted';
      return;
    }
    const { paymentType, amount, currency } = s.job.charge;
    const tx = this.#deps.charge({
      entityId: s.entityId,
      params: { paymentType, amount, currency, testMode: s.testMode },
      paymentType,
      amount,
      currency,
      registration,
      schedule: { id: s.id, run: s.runs.length + 1 },
    });
    s.runs.push({ paymentId: tx.id, at });
    this.#deps.log(`schedule ${s.id} run ${s.runs.length}: payment ${tx.id} ${tx.result.code}`);
    // Re-armed from the fire time, not from now: runs missed while the clock jumped still happen, once each.
    this.#arm(s, at);
  }
}
