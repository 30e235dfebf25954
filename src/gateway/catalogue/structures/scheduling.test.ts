import { describe, expect, it } from 'vitest';
import type { Params } from '../types.ts';
import { parseJobExpression, SCHEDULING, SCHEDULING_RULES } from './scheduling.ts';
import { fieldError } from './test-kit.ts';

const error = (name: string, value: string) => fieldError(SCHEDULING, name, value);
const runRules = (params: Params) => SCHEDULING_RULES.flatMap((rule) => rule(params));

describe('SCHEDULING', () => {
  it.each([
    ['job.second', '0'],
    ['job.second', '*'],
    ['job.second', '0,15,30,45'],
    ['job.second', '*/15'],
    ['job.second', '5/10'],
    ['job.second', '10-20/5'],
    ['job.minute', '59'],
    ['job.hour', '9-17'],
    ['job.hour', '0,12'],
    ['job.dayOfMonth', '?'],
    ['job.dayOfMonth', 'L'],
    ['job.dayOfMonth', 'LW'],
    ['job.dayOfMonth', '15W'],
    ['job.dayOfMonth', '1-31/2'],
    ['job.month', '1-12'],
    ['job.month', '*/3'],
    ['job.dayOfWeek', 'MON-FRI'],
    ['job.dayOfWeek', 'SUN,SAT'],
    ['job.dayOfWeek', '2-6'],
    ['job.dayOfWeek', '6L'],
    ['job.dayOfWeek', 'FRIL'],
    ['job.dayOfWeek', '6#3'],
    ['job.dayOfWeek', 'L'],
    ['job.dayOfWeek', '?'],
    ['job.year', ''],
    ['job.year', '2026'],
    ['job.year', '2026-2030,2040'],
    ['job.year', '1970/10'],
    ['job.name', 'monthly fee'],
    ['job.startDate', '2026-01-01 00:00:00'],
    ['job.noticeUnit', 'WEEK'],
    ['job.durationUnit', 'SECOND'],
    ['job.noticeNumber', '1'.repeat(16)],
    ['job.noticeCallable', 'DURATION_END'],
    ['job.expression', '0 0 12 ? * MON-FRI'],
    ['job.expression', '0 15 10 L * ? 2026'],
  ])('accepts %s = %s', (name, value) => {
    expect(error(name, value)).toBeUndefined();
  });

  it.each([
    ['job.second', '61', '"61" is outside 0-59'],
    ['job.second', '5-', '"5-" is not a complete range a-b'],
    ['job.second', '*/0', 'step "0" must be 1-59'],
    ['job.second', '*/60', 'step "60" must be 1-59'],
    ['job.second', '1,,2', 'an item is empty'],
    ['job.second', '?', '"?" is not allowed here'],
    ['job.second', '10-5', 'range "10-5" starts after it ends'],
    ['job.second', '1/2/3', 'not a complete step x/y'],
    ['job.minute', '*/5', 'must be a number 0-59'],
    ['job.minute', '60', '"60" is not a number 0-59'],
    ['job.hour', '24', '"24" is outside 0-23'],
    ['job.dayOfMonth', '0', '"0" is outside 1-31'],
    ['job.dayOfMonth', '32W', 'needs a day 1-31 before W'],
    ['job.dayOfMonth', 'L,15', '"L" must stand alone'],
    ['job.dayOfMonth', '?,1', '"?" must stand alone'],
    ['job.dayOfMonth', '6#3', '"6#3" is not a value of dayOfMonth'],
    ['job.month', '13', '"13" is outside 1-12'],
    ['job.month', 'JAN', '"JAN" is not a value of month'],
    ['job.dayOfWeek', '8', '"8" is outside 1-7'],
    ['job.dayOfWeek', 'MON-FOO', '"FOO" is not a value of dayOfWeek'],
    ['job.dayOfWeek', 'mon', '"mon" is not a value of dayOfWeek'],
    ['job.dayOfWeek', '6#6', 'needs a week 1-5 after #'],
    ['job.dayOfWeek', '8L', 'needs a day 1-7 or SUN-SAT before L'],
    ['job.dayOfWeek', '15W', 'not a value of dayOfWeek'],
    ['job.year', '1969', '"1969" is outside 1970-2099'],
    ['job.year', '2100', 'or empty'],
    ['job.name', 'x'.repeat(65), '1-64 characters'],
    ['job.endDate', '2026-01-01', 'yyyy-MM-dd HH:mm:ss'],
    ['job.noticeUnit', 'DAYS', 'YEAR, MONTH, WEEK, DAY'],
    ['job.durationNumber', '1'.repeat(17), '1-16 digits'],
    ['job.noticeCallable', 'ALWAYS', 'ANYTIME, DURATION_END'],
    ['job.expression', '0 0 25 * * ?', 'field 3 (hour): "25" is outside 0-23'],
    ['job.expression', '0 0 12 * *', 'must have 6 or 7 fields'],
    ['job.expression', `0 0 12 ? * MON-FRI ${' '.repeat(240)}2026`, '1-256 characters'],
  ])('refuses %s = %s (%s)', (name, value, expected) => {
    expect(error(name, value)).toContain(expected);
  });

  it('says what the field expects along with what is wrong', () => {
    expect(error('job.second', '61')).toBe(
      'must be 0-59, *, a range a-b, a step x/y (x a value, * or a range; y 1-59) or a comma-separated list of these; "61" is outside 0-59',
    );
    expect(error('job.dayOfWeek', '8')).toMatch(/^must be 1-7 or SUN-SAT, .*, or \? alone, or alone L, nL \(e\.g\. 6L\) or n#k/);
  });
});

describe('parseJobExpression', () => {
  it.each([
    ['0 0 12 ? * MON-FRI', ['0', '0', '12', '?', '*', 'MON-FRI']],
    ['0 15 10 L * ? 2026', ['0', '15', '10', 'L', '*', '?', '2026']],
    ['  */5  0 8-18/2 15W 1,4,7,10 ?\t2026-2030 ', ['*/5', '0', '8-18/2', '15W', '1,4,7,10', '?', '2026-2030']],
    ['0 30 9 ? * 6#3', ['0', '30', '9', '?', '*', '6#3']],
    ['0 */5 * * * ?', ['0', '*/5', '*', '*', '*', '?']],
  ])('accepts %s', (expression, fields) => {
    expect(parseJobExpression(expression)).toEqual({ ok: true, fields });
  });

  it.each([
    ['0 0 25 * * ?', 'field 3 (hour): "25" is outside 0-23'],
    ['61 0 12 * * ?', 'field 1 (second): "61" is outside 0-59'],
    ['0 60 12 * * ?', 'field 2 (minute): "60" is outside 0-59'],
    ['0 0 12 * 13 ?', 'field 5 (month): "13" is outside 1-12'],
    ['0 0 12 ? * MON-FOO', 'field 6 (dayOfWeek): "FOO" is not a value of dayOfWeek'],
    ['0 0 12 ? * 2 1969', 'field 7 (year): "1969" is outside 1970-2099'],
    ['0 0 12 ? * MON 2026 x', 'found 8'],
    ['', 'found 0'],
  ])('rejects %s', (expression, message) => {
    const result = parseJobExpression(expression);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });
});

describe('SCHEDULING_RULES', () => {
  it('pass when the end is not before the start, or when either is missing', () => {
    expect(runRules({ 'job.startDate': '2026-01-01 00:00:00', 'job.endDate': '2026-01-01 00:00:00' })).toEqual([]);
    expect(runRules({ 'job.startDate': '2026-01-01 00:00:00', 'job.endDate': '2027-01-01 00:00:00' })).toEqual([]);
    expect(runRules({ 'job.endDate': '2020-01-01 00:00:00' })).toEqual([]);
  });

  it('name endDate when it lies before startDate', () => {
    expect(runRules({ 'job.startDate': '2026-01-01 12:00:00', 'job.endDate': '2026-01-01 11:59:59' })).toEqual([
      { name: 'job.endDate', value: '2026-01-01 11:59:59', message: 'must not be before job.startDate (2026-01-01 12:00:00)' },
    ]);
  });

  it('leave malformed dates to their own field check', () => {
    expect(runRules({ 'job.startDate': '2026-13-01 00:00:00', 'job.endDate': '2026-01-01 00:00:00' })).toEqual([]);
  });
});
