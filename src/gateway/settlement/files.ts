// Where reconciliation files go. The documents deliver them by FTP; the development gateway writes
// them to a folder (GATEWAY_RECONCILIATION_DIR) and offers them over HTTP. Writing goes through a
// sink so tests can keep files in memory and only one of them needs a real folder.

import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ReconciliationSink {
  /** where files end up, for the log and docs/development-gateway.md */
  readonly location: string;
  write(name: string, content: string): Promise<void>;
}

/** reconciliation_{entityId}_{yyyy-MM-dd}.csv: one file per entity and settlement date. */
export const reconciliationFileName = (entityId: string, settlementDate: string): string => `reconciliation_${entityId}_${settlementDate}.csv`;

/** Writes into `dir`, creating it; a reader never sees half a file (write aside, then rename). */
export function directorySink(dir: string): ReconciliationSink {
  return {
    location: dir,
    async write(name, content) {
      await mkdir(dir, { recursive: true });
      const partial = join(dir, `.${name}.${randomBytes(6).toString('hex')}.part`);
      await writeFile(partial, content, 'utf8');
      await rename(partial, join(dir, name));
    },
  };
}

export interface MemorySink extends ReconciliationSink {
  readonly files: ReadonlyMap<string, string>;
}

export function memorySink(): MemorySink {
  const files = new Map<string, string>();
  return {
    location: 'memory',
    files,
    async write(name, content) {
      files.set(name, content);
    },
  };
}
