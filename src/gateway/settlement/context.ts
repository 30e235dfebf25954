// What settlement works with: the domain's records, time and events (a chargeback is a recorded
// transaction, heard like any other), and the log, where a file that could not be written says so.
import type { DomainContext } from '../domain/context.ts';

export interface SettlementContext extends DomainContext {
  log: (line: string) => void;
}
