// What settlement has produced so far: the records of every run, the transactions already taken
// (each settles once, whatever runs follow), chargeback records waiting for the next run, and the
// files written. In memory, like the store: a restart forgets it.
import type { PendingRecord, ReconciliationFile, ReconciliationRecord } from './types.ts';

export class Ledger {
  #seq = 0;
  readonly #records: ReconciliationRecord[] = [];
  readonly #taken = new Set<string>();
  #pending: PendingRecord[] = [];
  readonly #files = new Map<string, ReconciliationFile>();

  /** True once a run has settled (or charged fees for) the transaction. */
  taken(txId: string): boolean {
    return this.#taken.has(txId);
  }

  take(txId: string): void {
    this.#taken.add(txId);
  }

  add(record: PendingRecord, settlementDate: string): ReconciliationRecord {
    const full: ReconciliationRecord = { ...record, seq: this.#seq++, settlementDate };
    this.#records.push(full);
    return full;
  }

  /** Chargebacks reach the merchant with the next file, whichever date that run settles. */
  queue(record: PendingRecord): void {
    this.#pending.push(record);
  }

  drainPending(): PendingRecord[] {
    const pending = this.#pending;
    this.#pending = [];
    return pending;
  }

  records(entityId: string): readonly ReconciliationRecord[] {
    return this.#records.filter((r) => r.entityId === entityId);
  }

  recordsOn(settlementDate: string): readonly ReconciliationRecord[] {
    return this.#records.filter((r) => r.settlementDate === settlementDate);
  }

  /** The SETTLED record of a transaction: proof its money reached the merchant. */
  settledRecord(txId: string): ReconciliationRecord | undefined {
    return this.#records.find((r) => r.type === 'SETTLED' && r.uniqueId === txId);
  }

  putFile(file: ReconciliationFile): void {
    this.#files.set(file.name, file);
  }

  file(name: string): ReconciliationFile | undefined {
    return this.#files.get(name);
  }

  files(entityId: string): ReconciliationFile[] {
    return [...this.#files.values()].filter((f) => f.entityId === entityId).sort((a, b) => a.settlementDate.localeCompare(b.settlementDate));
  }
}
