// The daily settlement run. At 02:00 UTC (on the injected clock, through the scheduler) the
// simulated acquirer settles the captured money of the day before: debits, captures and refunds
// that succeeded, each with its fee; pre-authorisations and reversals only cost a fee, since no
// money moves until a capture. Chargebacks raised since the last run join the same file. Each run
// writes one reconciliation file per entity, named after its settlement date.

import type { Transaction } from '../domain/types.ts';
import { COLUMNS, recordRow } from './columns.ts';
import type { SettlementContext } from './context.ts';
import { csvDocument } from './csv.ts';
import { dayOf, nextDailyRun, startOfDay } from './dates.ts';
import { feeRule } from './fees.ts';
import { type ReconciliationSink, reconciliationFileName } from './files.ts';
import { Ledger } from './ledger.ts';
import { feeRecord, settledRecord } from './records.ts';
import type { ReconciliationFile } from './types.ts';

const MOVES_MONEY = new Set(['DB', 'CP', 'RF']);

export interface SettlementRun {
  settlementDate: string;
  /** records this run added (a repeated run for the same date adds none) */
  added: number;
  files: ReconciliationFile[];
}

export class Settlement {
  readonly ledger = new Ledger();

  constructor(
    private readonly ctx: SettlementContext,
    private readonly sink: ReconciliationSink,
  ) {}

  /**
   * Settles, under `settlementDate`, every successful transaction created before that day and not
   * settled yet. Taking earlier days too means a payment that completed late (3-D Secure finished
   * after midnight) or a run the gateway missed still settles, once.
   */
  async run(settlementDate: string): Promise<SettlementRun> {
    const cutoff = startOfDay(settlementDate).getTime();
    let added = 0;
    for (const tx of this.#due(cutoff)) {
      this.ledger.take(tx.id);
      if (MOVES_MONEY.has(tx.paymentType)) {
        this.ledger.add(settledRecord(tx), settlementDate);
        added++;
      }
      const rule = feeRule(tx.paymentType);
      if (rule) {
        this.ledger.add(feeRecord(tx, rule), settlementDate);
        added++;
      }
    }
    for (const pending of this.ledger.drainPending()) {
      this.ledger.add(pending, settlementDate);
      added++;
    }
    const files = await Promise.all([...this.#entities(settlementDate)].map((entityId) => this.#write(entityId, settlementDate)));
    return { settlementDate, added, files };
  }

  /** Arms the run at the next 02:00 UTC; each run arms the next day's before it starts. */
  armDaily(): void {
    const arm = (due: Date) =>
      this.ctx.scheduler.at(due, async () => {
        // Armed first, so a failing run never ends the daily cycle; when the clock jumped several
        // days, the scheduler runs the missed days in turn, each with its own file.
        arm(new Date(due.getTime() + 24 * 60 * 60 * 1000));
        await this.run(dayOf(due));
      });
    arm(nextDailyRun(this.ctx.clock.now()));
  }

  #due(cutoff: number): Transaction[] {
    return [...this.ctx.store.transactions()]
      .filter((tx) => tx.status === 'approved' && tx.createdAt.getTime() < cutoff && feeRule(tx.paymentType) !== undefined && !this.ledger.taken(tx.id))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** The gateway's own entity always gets its file, empty or not, so a missing file means no run. */
  #entities(settlementDate: string): Set<string> {
    const entities = new Set([this.ctx.config.entityId]);
    for (const r of this.ledger.recordsOn(settlementDate)) entities.add(r.entityId);
    return entities;
  }

  async #write(entityId: string, settlementDate: string): Promise<ReconciliationFile> {
    const records = this.ledger.records(entityId).filter((r) => r.settlementDate === settlementDate);
    const file: ReconciliationFile = {
      name: reconciliationFileName(entityId, settlementDate),
      entityId,
      settlementDate,
      content: csvDocument(COLUMNS, records.map(recordRow)),
      records: records.length,
      writtenAt: this.ctx.clock.now(),
    };
    this.ledger.putFile(file);
    try {
      await this.sink.write(file.name, file.content);
    } catch (error) {
      // The file stays available over HTTP; a folder that cannot be written must not stop settlement.
      this.ctx.log(`reconciliation file ${file.name} not written to ${this.sink.location}: ${error instanceof Error ? error.message : 'error'}`);
    }
    return file;
  }
}
