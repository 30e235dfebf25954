// Order statistics for the benchmark's samples (nearest-rank percentiles).
import { must } from '../../test/support/must.ts';
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return must(sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))], 'a sample');
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export function table(head: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const line = (cells: ReadonlyArray<string | number>) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
export const ms = (value: number) => value.toFixed(value < 10 ? 2 : 0);
