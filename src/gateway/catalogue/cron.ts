// Cron matching for subscription jobs (request-parameters.md 2.25): fields in the order of
// job.expression (second minute hour dayOfMonth month dayOfWeek [year]), times in UTC like every
// timestamp the gateway answers. Pure: no clock, no I/O, so the schedule code and its tests share it.
// The catalogue (catalogue/structures/scheduling.ts) has already refused malformed fields; this parser
// still answers a message instead of throwing, so nothing unvalidated can crash a scheduled run.

export const MIN_YEAR = 1970;
export const MAX_YEAR = 2099;

/** Day of week as cron counts it: 1 = SUN … 7 = SAT. */
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] as const;

type DayOfMonth =
  | { kind: 'any' }
  | { kind: 'days'; days: readonly boolean[] }
  | { kind: 'last' }
  | { kind: 'lastWeekday' }
  /** nW: the weekday nearest to day n, never leaving the month */
  | { kind: 'nearestWeekday'; day: number };

type DayOfWeek =
  | { kind: 'any' }
  | { kind: 'days'; days: readonly boolean[] }
  /** nL: the last such weekday of the month */
  | { kind: 'last'; weekday: number }
  /** n#k: the k-th such weekday of the month */
  | { kind: 'nth'; weekday: number; nth: number };

export interface Cron {
  readonly seconds: readonly boolean[];
  readonly minutes: readonly boolean[];
  readonly hours: readonly boolean[];
  readonly dayOfMonth: DayOfMonth;
  /** index 1-12 */
  readonly months: readonly boolean[];
  readonly dayOfWeek: DayOfWeek;
  /** index year - MIN_YEAR */
  readonly years: readonly boolean[];
}

export type CronParse = { ok: true; cron: Cron } | { ok: false; field: CronFieldName; message: string };

export type CronFieldName = 'second' | 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek' | 'year';

interface Bounds {
  min: number;
  max: number;
  names?: readonly string[];
}

class CronError extends Error {}

function value(token: string, b: Bounds): number {
  const named = b.names?.indexOf(token) ?? -1;
  const n = named >= 0 ? b.min + named : /^\d{1,4}$/.test(token) ? Number(token) : NaN;
  if (!(n >= b.min && n <= b.max)) throw new CronError(`"${token}" is not a value ${b.min}-${b.max}`);
  return n;
}

/** Lists, ranges a-b, steps x/y (x a value, * or a range; a value steps up to the maximum) and *. */
function valueSet(text: string, b: Bounds): boolean[] {
  const set = new Array<boolean>(b.max + 1).fill(false);
  for (const item of text.split(',')) {
    const [base = '', stepText, extra] = item.split('/');
    if (extra !== undefined) throw new CronError(`"${item}" has more than one /`);
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw new CronError(`step "${stepText}" must be a whole number from 1`);
    let from: number;
    let to: number;
    if (base === '*' || base === '?') [from, to] = [b.min, b.max];
    else if (base.includes('-')) {
      const [a = '', z = '', more] = base.split('-');
      if (more !== undefined) throw new CronError(`"${base}" is not a range a-b`);
      [from, to] = [value(a, b), value(z, b)];
      if (from > to) throw new CronError(`range "${base}" starts after it ends`);
    } else {
      from = value(base, b);
      // A lone value with a step runs from that value to the end (5/15 in seconds: 5, 20, 35, 50).
      to = stepText === undefined ? from : b.max;
    }
    for (let v = from; v <= to; v += step) set[v] = true;
  }
  return set;
}

const unrestricted = (text: string) => text === '*' || text === '?';

function dayOfMonth(text: string): DayOfMonth {
  if (unrestricted(text)) return { kind: 'any' };
  if (text === 'L') return { kind: 'last' };
  if (text === 'LW') return { kind: 'lastWeekday' };
  const weekday = /^(\d{1,2})W$/.exec(text);
  if (weekday) return { kind: 'nearestWeekday', day: value(weekday[1] ?? '', { min: 1, max: 31 }) };
  return { kind: 'days', days: valueSet(text, { min: 1, max: 31 }) };
}

function dayOfWeek(text: string): DayOfWeek {
  const b: Bounds = { min: 1, max: 7, names: DAY_NAMES };
  if (unrestricted(text)) return { kind: 'any' };
  // L alone in the day-of-week field is the last day of the week, Saturday.
  if (text === 'L') return { kind: 'days', days: valueSet('7', b) };
  const last = /^(\w+)L$/.exec(text);
  if (last) return { kind: 'last', weekday: value(last[1] ?? '', b) };
  const nth = /^(\w+)#([1-5])$/.exec(text);
  if (nth) return { kind: 'nth', weekday: value(nth[1] ?? '', b), nth: Number(nth[2]) };
  return { kind: 'days', days: valueSet(text, b) };
}

function years(text: string): boolean[] {
  const set = valueSet(text === '' ? '*' : text, { min: MIN_YEAR, max: MAX_YEAR });
  return set.slice(MIN_YEAR);
}

/** Runs one field's parser, so an error says which field it is about. */
function inField<T>(field: CronFieldName, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof CronError) throw new CronFieldError(field, error.message);
    throw error;
  }
}

class CronFieldError extends Error {
  constructor(
    readonly field: CronFieldName,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Compiles 6 or 7 fields. Only one of the two day fields may restrict the day (the other * or ?),
 * as in Quartz-style cron: "the 1st and a Monday" has no single reading a merchant can rely on.
 */
export function parseCron(fields: readonly string[]): CronParse {
  if (fields.length !== 6 && fields.length !== 7) return { ok: false, field: 'second', message: `needs 6 or 7 fields, found ${fields.length}` };
  const [second = '', minute = '', hour = '', dom = '', month = '', dow = '', year = '*'] = fields;
  try {
    const cron: Cron = {
      seconds: inField('second', () => valueSet(second, { min: 0, max: 59 })),
      minutes: inField('minute', () => valueSet(minute, { min: 0, max: 59 })),
      hours: inField('hour', () => valueSet(hour, { min: 0, max: 23 })),
      dayOfMonth: inField('dayOfMonth', () => dayOfMonth(dom)),
      months: inField('month', () => valueSet(month, { min: 1, max: 12 })),
      dayOfWeek: inField('dayOfWeek', () => dayOfWeek(dow)),
      years: inField('year', () => years(year)),
    };
    if (!unrestricted(dom) && !unrestricted(dow)) {
      return { ok: false, field: 'dayOfWeek', message: `cannot restrict the day together with dayOfMonth (${dom}): set one of the two to ?` };
    }
    return { ok: true, cron };
  } catch (error) {
    if (error instanceof CronFieldError) return { ok: false, field: error.field, message: error.message };
    throw error;
  }
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** 1 = SUN … 7 = SAT */
const weekdayOf = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 1;
const isWeekend = (weekday: number) => weekday === 1 || weekday === 7;

function nearestWeekday(year: number, month: number, day: number): number | undefined {
  const last = daysInMonth(year, month);
  if (day > last) return undefined;
  const weekday = weekdayOf(year, month, day);
  if (!isWeekend(weekday)) return day;
  // Saturday moves to Friday and Sunday to Monday, unless that leaves the month.
  if (weekday === 7) return day === 1 ? day + 2 : day - 1;
  return day === last ? day - 2 : day + 1;
}

function dayMatches(cron: Cron, year: number, month: number, day: number): boolean {
  const dom = cron.dayOfMonth;
  const last = daysInMonth(year, month);
  switch (dom.kind) {
    case 'any':
      break;
    case 'days':
      if (!dom.days[day]) return false;
      break;
    case 'last':
      if (day !== last) return false;
      break;
    case 'lastWeekday':
      if (day !== nearestWeekday(year, month, last)) return false;
      break;
    case 'nearestWeekday':
      if (day !== nearestWeekday(year, month, dom.day)) return false;
      break;
  }
  const dow = cron.dayOfWeek;
  const weekday = weekdayOf(year, month, day);
  switch (dow.kind) {
    case 'any':
      return true;
    case 'days':
      return dow.days[weekday] === true;
    case 'last':
      return weekday === dow.weekday && day + 7 > last;
    case 'nth':
      return weekday === dow.weekday && Math.ceil(day / 7) === dow.nth;
  }
}

/** Whether the cron fires at `at` (to the second). */
export function firesAt(cron: Cron, at: Date): boolean {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + 1;
  return (
    cron.years[year - MIN_YEAR] === true &&
    cron.months[month] === true &&
    dayMatches(cron, year, month, at.getUTCDate()) &&
    cron.hours[at.getUTCHours()] === true &&
    cron.minutes[at.getUTCMinutes()] === true &&
    cron.seconds[at.getUTCSeconds()] === true
  );
}

/**
 * The first instant strictly after `after` (whole seconds, UTC) at which the cron fires; undefined
 * when it never fires again before the end of MAX_YEAR. Skips a whole year, month, day, hour or
 * minute at once when that unit cannot match, so even a date that never exists (30 February)
 * costs a few thousand steps, not a walk through every second.
 */
export function nextFireTime(cron: Cron, after: Date): Date | undefined {
  let t = Math.floor(after.getTime() / 1000) * 1000 + 1000;
  for (;;) {
    const d = new Date(t);
    const year = d.getUTCFullYear();
    if (year > MAX_YEAR) return undefined;
    if (year < MIN_YEAR || cron.years[year - MIN_YEAR] !== true) {
      t = Date.UTC(Math.max(year + 1, MIN_YEAR), 0, 1);
      continue;
    }
    const month = d.getUTCMonth() + 1;
    if (cron.months[month] !== true) {
      t = Date.UTC(year, month, 1);
      continue;
    }
    const day = d.getUTCDate();
    if (!dayMatches(cron, year, month, day)) {
      t = Date.UTC(year, month - 1, day + 1);
      continue;
    }
    const hour = d.getUTCHours();
    if (cron.hours[hour] !== true) {
      t = Date.UTC(year, month - 1, day, hour + 1);
      continue;
    }
    const minute = d.getUTCMinutes();
    if (cron.minutes[minute] !== true) {
      t = Date.UTC(year, month - 1, day, hour, minute + 1);
      continue;
    }
    if (cron.seconds[d.getUTCSeconds()] !== true) {
      t += 1000;
      continue;
    }
    return d;
  }
}
