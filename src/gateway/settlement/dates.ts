// Settlement works in whole UTC days named yyyy-MM-dd; the simulated acquirer keeps UTC.
const DAY_MS = 24 * 60 * 60 * 1000;

/** The daily run starts at 02:00 UTC, once the previous day's transactions are complete. */
export const DAILY_RUN_HOUR_UTC = 2;

export const dayOf = (d: Date): string => d.toISOString().slice(0, 10);

export const startOfDay = (day: string): Date => new Date(`${day}T00:00:00Z`);

export const addDays = (day: string, days: number): string => dayOf(new Date(startOfDay(day).getTime() + days * DAY_MS));

/** The latest settlement date a run may have: tomorrow's run settles today's transactions so far. */
export const latestSettlementDate = (now: Date): string => addDays(dayOf(now), 1);

/** The first daily run time strictly after `now`. */
export function nextDailyRun(now: Date): Date {
  const today = new Date(startOfDay(dayOf(now)).getTime() + DAILY_RUN_HOUR_UTC * 60 * 60 * 1000);
  return today.getTime() > now.getTime() ? today : new Date(today.getTime() + DAY_MS);
}
