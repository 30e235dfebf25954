// Work the gateway does later: webhook retries, the 29-minute shopper-result callback, and (later)
// subscription runs. Tasks are due at a time of the injected clock, so tests move the clock and
// call runDue() instead of waiting; `npm start` ticks it every second.
import type { Clock } from './clock.ts';

interface Task {
  due: number;
  seq: number;
  run: () => void | Promise<void>;
}

export class Scheduler {
  #tasks: Task[] = [];
  #seq = 0;
  #timer: ReturnType<typeof setInterval> | undefined;
  #running: Promise<number> | undefined;

  constructor(
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  /** Runs `run` once the clock reaches `when` (at the next runDue). */
  at(when: Date, run: Task['run']): void {
    this.#tasks.push({ due: when.getTime(), seq: this.#seq++, run });
  }

  /** Runs `run` once `ms` have passed on the clock. */
  after(ms: number, run: Task['run']): void {
    this.at(new Date(this.clock.now().getTime() + ms), run);
  }

  get pending(): number {
    return this.#tasks.length;
  }

  /**
   * Runs every task that is due, oldest first, including tasks that due tasks schedule for now;
   * resolves with how many ran. Concurrent calls share one pass.
   */
  runDue(): Promise<number> {
    this.#running ??= this.#pass().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async #pass(): Promise<number> {
    let ran = 0;
    for (;;) {
      const now = this.clock.now().getTime();
      const due = this.#tasks.filter((t) => t.due <= now).sort((a, b) => a.due - b.due || a.seq - b.seq);
      if (due.length === 0) return ran;
      this.#tasks = this.#tasks.filter((t) => t.due > now);
      for (const task of due) {
        try {
          await task.run();
        } catch (error) {
          this.onError(error);
        }
        ran++;
      }
    }
  }

  start(intervalMs = 1000): void {
    this.#timer ??= setInterval(() => void this.runDue(), intervalMs);
    this.#timer.unref?.();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
  }
}
