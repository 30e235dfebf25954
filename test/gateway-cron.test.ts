// The cron module of subscriptions (request-parameters.md 2.25 syntax), on its own: parsing and the
// next fire time after an instant, in UTC.
import { describe, expect, it } from 'vitest';
import { type Cron, firesAt, nextFireTime, parseCron } from '../src/gateway/catalogue/cron.ts';

const cron = (expression: string): Cron => {
  const parsed = parseCron(expression.split(' '));
  if (!parsed.ok) throw new Error(`${expression}: ${parsed.message}`);
  return parsed.cron;
};

/** The next `count` fire times after `after`, as ISO strings. */
const fires = (expression: string, after: string, count = 1): Array<string | undefined> => {
  const c = cron(expression);
  const out: Array<string | undefined> = [];
  let at: Date | undefined = new Date(after);
  for (let i = 0; i < count && at; i++) {
    at = nextFireTime(c, at);
    out.push(at?.toISOString());
  }
  return out;
};

describe('nextFireTime', () => {
  it('fires monthly on the 1st at midnight, strictly after the given instant', () => {
    expect(fires('0 0 0 1 * ?', '2026-01-15T10:00:00Z', 3)).toEqual(['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', '2026-04-01T00:00:00.000Z']);
    expect(fires('0 0 0 1 * ?', '2026-02-01T00:00:00Z')).toEqual(['2026-03-01T00:00:00.000Z']);
    expect(fires('0 0 0 1 * ?', '2026-01-31T23:59:59.999Z')).toEqual(['2026-02-01T00:00:00.000Z']);
  });

  it('steps from *, from a value to the end, and within a range', () => {
    expect(fires('*/15 * * * * ?', '2026-01-15T10:00:07Z', 3)).toEqual(['2026-01-15T10:00:15.000Z', '2026-01-15T10:00:30.000Z', '2026-01-15T10:00:45.000Z']);
    expect(fires('5/20 * * * * ?', '2026-01-15T10:00:50Z', 3)).toEqual(['2026-01-15T10:01:05.000Z', '2026-01-15T10:01:25.000Z', '2026-01-15T10:01:45.000Z']);
    expect(fires('0 0 9-17/4 * * ?', '2026-01-15T10:00:00Z', 3)).toEqual(['2026-01-15T13:00:00.000Z', '2026-01-15T17:00:00.000Z', '2026-01-16T09:00:00.000Z']);
  });

  it('takes lists, ranges and day names', () => {
    expect(fires('0 30 9 ? * MON-FRI', '2026-01-16T10:00:00Z', 2)).toEqual(['2026-01-19T09:30:00.000Z', '2026-01-20T09:30:00.000Z']);
    expect(fires('0 0 12 ? * SUN,SAT', '2026-01-15T00:00:00Z', 2)).toEqual(['2026-01-17T12:00:00.000Z', '2026-01-18T12:00:00.000Z']);
    expect(fires('0 0 0 ? * 2', '2026-01-15T00:00:00Z')).toEqual(['2026-01-19T00:00:00.000Z']);
    expect(fires('0 0 0 1,15 1,7 ?', '2026-01-15T00:00:00Z', 3)).toEqual(['2026-07-01T00:00:00.000Z', '2026-07-15T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
  });

  it('reads L as the last day of the month, leap years included', () => {
    expect(fires('0 0 12 L * ?', '2026-02-10T00:00:00Z', 2)).toEqual(['2026-02-28T12:00:00.000Z', '2026-03-31T12:00:00.000Z']);
    expect(fires('0 0 12 L 2 ?', '2027-03-01T00:00:00Z')).toEqual(['2028-02-29T12:00:00.000Z']);
  });

  it('reads W as the nearest weekday within the month, and LW as the last weekday', () => {
    // 15 August 2026 is a Saturday: Friday the 14th. 1 August is a Saturday too: Monday the 3rd.
    expect(fires('0 0 0 15W 8 ?', '2026-01-01T00:00:00Z')).toEqual(['2026-08-14T00:00:00.000Z']);
    expect(fires('0 0 0 1W 8 ?', '2026-01-01T00:00:00Z')).toEqual(['2026-08-03T00:00:00.000Z']);
    // 31 May 2026 is a Sunday, and the month ends there: Friday the 29th. April has no 31st.
    expect(fires('0 0 0 31W * ?', '2026-04-01T00:00:00Z')).toEqual(['2026-05-29T00:00:00.000Z']);
    expect(fires('0 0 0 LW * ?', '2026-01-15T00:00:00Z', 2)).toEqual(['2026-01-30T00:00:00.000Z', '2026-02-27T00:00:00.000Z']);
  });

  it('reads n#k as the k-th weekday, nL as the last one, and L alone as Saturday', () => {
    expect(fires('0 0 0 ? * 6#3', '2026-01-01T00:00:00Z')).toEqual(['2026-01-16T00:00:00.000Z']);
    expect(fires('0 0 0 ? * FRI#3', '2026-01-17T00:00:00Z')).toEqual(['2026-02-20T00:00:00.000Z']);
    expect(fires('0 0 0 ? * 2L', '2026-01-01T00:00:00Z')).toEqual(['2026-01-26T00:00:00.000Z']);
    expect(fires('0 0 0 ? * MONL', '2026-11-01T00:00:00Z')).toEqual(['2026-11-30T00:00:00.000Z']);
    expect(fires('0 0 0 ? * L', '2026-01-15T00:00:00Z')).toEqual(['2026-01-17T00:00:00.000Z']);
    // A fifth Monday in February needs a leap year whose February starts on a Monday.
    expect(fires('0 0 0 ? 2 2#5', '2026-01-01T00:00:00Z')).toEqual(['2044-02-29T00:00:00.000Z']);
  });

  it('keeps to the year field, and ends after 2099', () => {
    expect(fires('0 0 0 1 1 ? 2027', '2026-06-01T00:00:00Z', 2)).toEqual(['2027-01-01T00:00:00.000Z', undefined]);
    expect(fires('0 0 0 1 1 ? 2030-2099/30', '2026-06-01T00:00:00Z', 3)).toEqual([
      '2030-01-01T00:00:00.000Z',
      '2060-01-01T00:00:00.000Z',
      '2090-01-01T00:00:00.000Z',
    ]);
    expect(fires('0 0 0 1 1 ?', '2099-01-01T00:00:00Z')).toEqual([undefined]);
  });

  it('answers undefined, quickly, for a date that never exists', () => {
    const started = performance.now();
    expect(fires('0 0 0 30 2 ?', '2026-01-01T00:00:00Z')).toEqual([undefined]);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it.each(['*/7 */13 * * * ?', '0 0,30 8-10 ? * SUN,TUE-THU', '30 * 23 L * ?', '0 */5 * 1W * ?'])(
    'misses no instant and fires only where it matches: %s',
    (expression) => {
      const c = cron(expression);
      let next = nextFireTime(c, new Date('2026-01-31T20:00:00Z'));
      const wrong: string[] = [];
      let hits = 0;
      // Second by second over a day and a half, next fire time against a brute-force check.
      for (let t = Date.parse('2026-01-31T20:00:01Z'); t < Date.parse('2026-02-02T08:00:00Z'); t += 1000) {
        const hit = firesAt(c, new Date(t));
        if (hit !== (next?.getTime() === t)) wrong.push(new Date(t).toISOString());
        if (hit) {
          hits++;
          next = nextFireTime(c, new Date(t));
        }
      }
      expect(wrong).toEqual([]);
      expect(hits).toBeGreaterThan(0);
    },
  );
});

describe('parseCron', () => {
  it('names the field at fault', () => {
    expect(parseCron('0 0 25 * * ?'.split(' '))).toMatchObject({ ok: false, field: 'hour' });
    expect(parseCron('0 0 0 ? * FOO'.split(' '))).toMatchObject({ ok: false, field: 'dayOfWeek' });
    expect(parseCron('0 0 0 1 13 ?'.split(' '))).toMatchObject({ ok: false, field: 'month' });
    expect(parseCron('0 0 0 1 *'.split(' '))).toMatchObject({ ok: false, message: 'needs 6 or 7 fields, found 5' });
  });

  it('refuses two day fields that both restrict, and allows * or ? in either', () => {
    const both = parseCron('0 0 0 1 * MON'.split(' '));
    expect(both.ok).toBe(false);
    if (!both.ok) expect(both.message).toContain('set one of the two to ?');
    expect(parseCron('0 0 0 * * MON'.split(' ')).ok).toBe(true);
    expect(parseCron('0 0 0 1 * *'.split(' ')).ok).toBe(true);
  });
});
