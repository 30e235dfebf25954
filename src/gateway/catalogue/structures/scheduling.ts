// Catalogue 2.25: subscription jobs, with cron-style fields. The field validators and
// parseJobExpression share one parser so a stored schedule is exactly what was validated.
import { z } from 'zod';
import { an, dateTime, digits, oneOf } from '../formats.ts';
import type { Field, Rule, Structure } from '../types.ts';

interface CronField {
  name: string;
  min: number;
  max: number;
  /** largest step after "/" */
  stepMax: number;
  /** names standing for min, min+1, … (SUN-SAT) */
  names?: readonly string[];
  /** "?" (no specific value) is allowed */
  question?: boolean;
  /** day-of-month forms: L, LW, nW */
  lastAndWeekday?: boolean;
  /** day-of-week forms: L, nL, n#k */
  lastAndNth?: boolean;
  /** the catalogue lists only a number for this field (minute) */
  numberOnly?: boolean;
}

const SECOND: CronField = { name: 'second', min: 0, max: 59, stepMax: 59 };
// The catalogue lists only "0-59" for minute: no lists, ranges or steps.
const MINUTE: CronField = { name: 'minute', min: 0, max: 59, stepMax: 59, numberOnly: true };
const HOUR: CronField = { name: 'hour', min: 0, max: 23, stepMax: 23 };
const DAY_OF_MONTH: CronField = { name: 'dayOfMonth', min: 1, max: 31, stepMax: 31, question: true, lastAndWeekday: true };
const MONTH: CronField = { name: 'month', min: 1, max: 12, stepMax: 12 };
const DAY_OF_WEEK: CronField = {
  name: 'dayOfWeek',
  min: 1,
  max: 7,
  stepMax: 7,
  names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'],
  question: true,
  lastAndNth: true,
};
const YEAR: CronField = { name: 'year', min: 1970, max: 2099, stepMax: 129 };

/** The order of job.expression: second minute hour dayOfMonth month dayOfWeek [year]. */
// In a cron expression minute takes the usual list, range and step syntax (e.g. */5): the field
// job.minute alone keeps to the catalogue's plain number.
const EXPRESSION_MINUTE: CronField = { ...MINUTE, numberOnly: false };
const EXPRESSION_ORDER: readonly CronField[] = [SECOND, EXPRESSION_MINUTE, HOUR, DAY_OF_MONTH, MONTH, DAY_OF_WEEK, YEAR];

/** What a field accepts, in words, for error messages. */
function expected(spec: CronField): string {
  const values = spec.names ? `${spec.min}-${spec.max} or ${spec.names[0]}-${spec.names[spec.names.length - 1]}` : `${spec.min}-${spec.max}`;
  if (spec.numberOnly) return `a number ${values}`;
  let text = `${values}, *, a range a-b, a step x/y (x a value, * or a range; y 1-${spec.stepMax}) or a comma-separated list of these`;
  if (spec.question) text += ', or ? alone';
  if (spec.lastAndWeekday) text += ', or alone L, LW or nW (e.g. 15W)';
  if (spec.lastAndNth) text += ', or alone L, nL (e.g. 6L) or n#k with k 1-5 (e.g. 6#3)';
  return text;
}

type Parsed = { ok: true; value: number } | { ok: false; problem: string };

function parseValue(token: string, spec: CronField): Parsed {
  if (/^\d{1,4}$/.test(token)) {
    const value = Number(token);
    if (value < spec.min || value > spec.max) return { ok: false, problem: `"${token}" is outside ${spec.min}-${spec.max}` };
    return { ok: true, value };
  }
  const index = spec.names?.indexOf(token) ?? -1;
  if (index >= 0) return { ok: true, value: spec.min + index };
  return { ok: false, problem: `"${token}" is not a value of ${spec.name}` };
}

/** a or a-b; undefined when fine, else the problem. */
function checkRange(text: string, spec: CronField): string | undefined {
  const parts = text.split('-');
  if (parts.length === 1) {
    const single = parseValue(text, spec);
    return single.ok ? undefined : single.problem;
  }
  const [from, to] = parts;
  if (parts.length > 2 || !from || !to) return `"${text}" is not a complete range a-b`;
  const a = parseValue(from, spec);
  if (!a.ok) return a.problem;
  const b = parseValue(to, spec);
  if (!b.ok) return b.problem;
  return a.value <= b.value ? undefined : `range "${text}" starts after it ends`;
}

/** L, LW, nW (day of month) or L, nL, n#k (day of week); null when the item is none of these. */
function checkSpecial(item: string, spec: CronField): string | undefined | null {
  if (spec.lastAndWeekday) {
    if (item === 'L' || item === 'LW') return undefined;
    const weekday = /^(.*)W$/.exec(item);
    if (weekday) {
      const day = parseValue(weekday[1] ?? '', spec);
      return day.ok ? undefined : `"${item}" needs a day 1-31 before W`;
    }
  }
  if (spec.lastAndNth) {
    if (item === 'L') return undefined;
    const last = /^(.+)L$/.exec(item);
    if (last) {
      const day = parseValue(last[1] ?? '', spec);
      return day.ok ? undefined : `"${item}" needs a day 1-7 or SUN-SAT before L`;
    }
    const nth = /^(.*)#(.*)$/.exec(item);
    if (nth) {
      const day = parseValue(nth[1] ?? '', spec);
      if (!day.ok) return `"${item}" needs a day 1-7 or SUN-SAT before #`;
      return /^[1-5]$/.test(nth[2] ?? '') ? undefined : `"${item}" needs a week 1-5 after #`;
    }
  }
  return null;
}

function checkItem(item: string, spec: CronField, alone: boolean): string | undefined {
  if (item === '') return 'an item is empty (check the commas)';
  if (item === '*') return undefined;
  if (item === '?') {
    if (!spec.question) return '"?" is not allowed here';
    return alone ? undefined : '"?" must stand alone';
  }
  const special = checkSpecial(item, spec);
  if (special !== null) return special === undefined && !alone ? `"${item}" must stand alone` : special;
  const slash = item.split('/');
  if (slash.length === 1) return checkRange(item, spec);
  const [base, step] = slash;
  if (slash.length > 2 || !base || !step) return `"${item}" is not a complete step x/y`;
  if (!/^\d{1,4}$/.test(step) || Number(step) < 1 || Number(step) > spec.stepMax) return `step "${step}" must be 1-${spec.stepMax}`;
  return base === '*' ? undefined : checkRange(base, spec);
}

/** Undefined when `text` is a valid value of the cron field, else what is wrong with it. */
function checkCronField(text: string, spec: CronField): string | undefined {
  if (spec.numberOnly) {
    const value = /^\d{1,2}$/.test(text) ? parseValue(text, spec) : undefined;
    return value?.ok ? undefined : `"${text}" is not a number ${spec.min}-${spec.max}`;
  }
  const items = text.split(',');
  for (const item of items) {
    const problem = checkItem(item, spec, items.length === 1);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/**
 * Checks a cron expression of 6 or 7 whitespace-separated fields (second minute hour dayOfMonth
 * month dayOfWeek [year]) and returns its fields in that order.
 */
export function parseJobExpression(expression: string): { ok: true; fields: string[] } | { ok: false; message: string } {
  const trimmed = expression.trim();
  const fields = trimmed === '' ? [] : trimmed.split(/\s+/);
  if (fields.length !== 6 && fields.length !== 7) {
    return {
      ok: false,
      message: `must have 6 or 7 fields separated by spaces (second minute hour dayOfMonth month dayOfWeek [year]), found ${fields.length}`,
    };
  }
  for (const [i, field] of fields.entries()) {
    const spec = EXPRESSION_ORDER[i];
    if (!spec) break;
    const problem = checkCronField(field, spec);
    if (problem !== undefined) return { ok: false, message: `field ${i + 1} (${spec.name}): ${problem}; expected ${expected(spec)}` };
  }
  return { ok: true, fields };
}

const cronField = (spec: CronField, allowEmpty = false): Field =>
  z.string().superRefine((value, ctx) => {
    if (allowEmpty && value === '') return;
    const problem = checkCronField(value, spec);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: `must be ${expected(spec)}${allowEmpty ? ', or empty' : ''}; ${problem}` });
  });

const expression: Field = an(1, 256).pipe(
  z.string().superRefine((value, ctx) => {
    const parsed = parseJobExpression(value);
    if (!parsed.ok) ctx.addIssue({ code: 'custom', message: `must be a cron expression: ${parsed.message}` });
  }),
);

const UNITS = ['YEAR', 'MONTH', 'WEEK', 'DAY', 'HOUR', 'MINUTE', 'SECOND'] as const;

export const SCHEDULING: Structure = {
  'job.name': an(1, 64),
  // "empty" is listed for year: an empty form value means no year restriction.
  'job.year': cronField(YEAR, true),
  'job.month': cronField(MONTH),
  'job.dayOfMonth': cronField(DAY_OF_MONTH),
  'job.dayOfWeek': cronField(DAY_OF_WEEK),
  'job.hour': cronField(HOUR),
  'job.minute': cronField(MINUTE),
  'job.second': cronField(SECOND),
  'job.startDate': dateTime(),
  'job.endDate': dateTime(),
  'job.noticeUnit': oneOf(UNITS),
  'job.durationUnit': oneOf(UNITS),
  'job.noticeNumber': digits(1, 16),
  'job.durationNumber': digits(1, 16),
  'job.noticeCallable': oneOf(['ANYTIME', 'DURATION_END']),
  'job.expression': expression,
};

const validDateTime = dateTime();

/** A job cannot end before it starts. The fixed yyyy-MM-dd HH:mm:ss format sorts chronologically. */
const endNotBeforeStart: Rule = (params) => {
  const start = params['job.startDate'];
  const end = params['job.endDate'];
  if (start === undefined || end === undefined) return [];
  // A malformed date is reported by its own field; comparing it would only add noise.
  if (!validDateTime.safeParse(start).success || !validDateTime.safeParse(end).success) return [];
  return end < start ? [{ name: 'job.endDate', value: end, message: `must not be before job.startDate (${start})` }] : [];
};

export const SCHEDULING_RULES: Rule[] = [endNotBeforeStart];
