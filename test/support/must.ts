// For tests and tools, where a missing value is a failure to report, not a case to handle:
// the value, or an error that says what was missing (instead of a non-null assertion).
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}
