// What a request's job.* parameters (request-parameters.md 2.25) ask for: the cron expression with
// the catalogue's defaults, the start and end, the notice and duration terms, and what each run
// charges. The catalogue has checked every field's format; this adds what only the whole job can
// tell (the two day fields together, pairs of number and unit, an amount to charge) and names the
// parameter at fault.

import { type Cron, type CronFieldName, parseCron } from './cron.ts';
import type { ParameterError, Params } from './types.ts';

export type Unit = 'YEAR' | 'MONTH' | 'WEEK' | 'DAY' | 'HOUR' | 'MINUTE' | 'SECOND';

export interface Period {
  number: number;
  unit: Unit;
}

export interface Job {
  name?: string;
  /** seven fields, defaults filled in: what the schedule answers and what `cron` was compiled from */
  expression: string;
  cron: Cron;
  startDate?: Date;
  endDate?: Date;
  notice?: Period;
  duration?: Period;
  noticeCallable: 'ANYTIME' | 'DURATION_END';
  /** what each run charges on the registration */
  charge: { paymentType: 'DB' | 'PA'; amount: string; currency: string };
}

export type JobRequest = { status: 'none' } | { status: 'ok'; job: Job } | { status: 'invalid'; errors: ParameterError[] };

/** The catalogue's defaults, in the order of job.expression. */
const FIELDS: ReadonlyArray<{ name: CronFieldName; fallback: string }> = [
  { name: 'second', fallback: '0' },
  { name: 'minute', fallback: '0' },
  { name: 'hour', fallback: '0' },
  { name: 'dayOfMonth', fallback: '1' },
  { name: 'month', fallback: '1' },
  { name: 'dayOfWeek', fallback: '1' },
  { name: 'year', fallback: '*' },
];

export const hasJob = (params: Params): boolean => Object.keys(params).some((k) => k.startsWith('job.') && params[k] !== '');

/** The first job.* parameter sent, to name in an error about the job as a whole. */
export const firstJobParameter = (params: Params): string => Object.keys(params).find((k) => k.startsWith('job.') && params[k] !== '') ?? 'job.expression';

/** yyyy-MM-dd HH:mm:ss, read as UTC like every timestamp the gateway answers. */
const utc = (text: string): Date => new Date(`${text.replace(' ', 'T')}Z`);

/**
 * The seven cron fields from job.expression, or from the single fields with their defaults. Only
 * one day field may restrict (cron.ts refuses two): when one is sent the other becomes ?; with
 * neither sent the job runs on day 1 of the month (the day-of-week default applies only beside
 * job.dayOfMonth=?).
 */
function cronFields(params: Params): string[] {
  const expression = params['job.expression'];
  if (expression) {
    const fields = expression.trim().split(/\s+/);
    return fields.length === 6 ? [...fields, '*'] : fields;
  }
  const fields = FIELDS.map(({ name, fallback }) => {
    const sent = params[`job.${name}`];
    return sent === undefined || sent === '' ? fallback : sent;
  });
  const domSent = params['job.dayOfMonth'] !== undefined;
  const dowSent = params['job.dayOfWeek'] !== undefined;
  if (!dowSent && fields[3] !== '?') fields[5] = '?';
  else if (dowSent && !domSent) fields[3] = '?';
  return fields;
}

function period(params: Params, what: 'notice' | 'duration', errors: ParameterError[]): Period | undefined {
  const number = params[`job.${what}Number`];
  const unit = params[`job.${what}Unit`];
  if (number === undefined && unit === undefined) return undefined;
  if (number === undefined) errors.push({ name: `job.${what}Number`, value: '', message: `is required with job.${what}Unit` });
  else if (unit === undefined) errors.push({ name: `job.${what}Unit`, value: '', message: `is required with job.${what}Number` });
  else if (Number(number) < 1) errors.push({ name: `job.${what}Number`, value: number, message: 'must be at least 1' });
  else return { number: Number(number), unit: unit as Unit };
  return undefined;
}

/**
 * Reads the job of a validated request. `charge` is the request's amount, currency and payment
 * type: each run charges them (DB when the request has no payment type of its own).
 */
export function jobRequest(params: Params): JobRequest {
  if (!hasJob(params)) return { status: 'none' };
  const errors: ParameterError[] = [];
  const fields = cronFields(params);
  const parsed = parseCron(fields);
  if (!parsed.ok) {
    const name = params['job.expression'] ? 'job.expression' : `job.${parsed.field}`;
    errors.push({ name, value: params[name] ?? '', message: parsed.message });
  }
  const notice = period(params, 'notice', errors);
  const duration = period(params, 'duration', errors);
  const callable = params['job.noticeCallable'] === 'DURATION_END' ? 'DURATION_END' : 'ANYTIME';
  if (callable === 'DURATION_END' && !duration && !errors.some((e) => e.name.startsWith('job.duration'))) {
    errors.push({
      name: 'job.noticeCallable',
      value: 'DURATION_END',
      message: 'needs job.durationNumber and job.durationUnit: a cancellation takes effect at the end of a duration',
    });
  }
  for (const name of ['amount', 'currency'] as const) {
    if (!params[name]) errors.push({ name, value: '', message: `is required with ${firstJobParameter(params)}: each run of the schedule charges it` });
  }
  const paymentType = params.paymentType === undefined || params.paymentType === 'RG' ? 'DB' : params.paymentType;
  if (paymentType !== 'DB' && paymentType !== 'PA') {
    errors.push({
      name: 'paymentType',
      value: paymentType,
      message: `must be DB or PA with ${firstJobParameter(params)}: the runs of a schedule debit or pre-authorise`,
    });
  }
  if (params.createRegistration === 'false') {
    errors.push({
      name: 'createRegistration',
      value: 'false',
      message: `cannot be false with ${firstJobParameter(params)}: a schedule charges the stored payment data`,
    });
  }
  if (errors.length > 0 || !parsed.ok) return { status: 'invalid', errors };
  return {
    status: 'ok',
    job: {
      ...(params['job.name'] ? { name: params['job.name'] } : {}),
      expression: fields.join(' '),
      cron: parsed.cron,
      ...(params['job.startDate'] ? { startDate: utc(params['job.startDate']) } : {}),
      ...(params['job.endDate'] ? { endDate: utc(params['job.endDate']) } : {}),
      ...(notice ? { notice } : {}),
      ...(duration ? { duration } : {}),
      noticeCallable: callable,
      charge: { paymentType: paymentType === 'PA' ? 'PA' : 'DB', amount: params.amount ?? '', currency: params.currency ?? '' },
    },
  };
}

/**
 * `at` moved on by a period. Months and years keep the day of month where it exists and fall back
 * to the month's last day (31 January + 1 month = 28 or 29 February), as a contract term does.
 */
export function addPeriod(at: Date, p: Period, times = 1): Date {
  const n = p.number * times;
  const fixed: Partial<Record<Unit, number>> = { WEEK: 604_800_000, DAY: 86_400_000, HOUR: 3_600_000, MINUTE: 60_000, SECOND: 1000 };
  const ms = fixed[p.unit];
  if (ms !== undefined) return new Date(at.getTime() + n * ms);
  const months = p.unit === 'YEAR' ? n * 12 : n;
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(at.getUTCDate(), last), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()));
}

export type JobCheck = { ok: true; job?: Job } | { ok: false; errors: ParameterError[] };

/** Payment data the gateway stores and can charge again. */
const storableAccount = (p: Params) => p['card.number'] !== undefined || p['bankAccount.iban'] !== undefined || p['bankAccount.number'] !== undefined;

/**
 * The job of a request, checked before anything is charged. `ownAccount` is set for POST
 * /v1/payments, whose own payment data must be storable: a token, a wallet or a provider's page
 * leaves nothing the gateway could charge again. Registrations carry storable data by definition,
 * and a checkout offers only storable brands (brand-selection.ts).
 */
export function checkedJob(params: Params, options: { ownAccount: boolean }): JobCheck {
  const request = jobRequest(params);
  if (request.status === 'none') return { ok: true };
  if (request.status === 'invalid') return { ok: false, errors: request.errors };
  if (options.ownAccount && !storableAccount(params)) {
    const name = firstJobParameter(params);
    return {
      ok: false,
      errors: [
        {
          name,
          value: params[name] ?? '',
          message:
            'needs payment data the gateway can store and charge again: send card.number or bankAccount.iban, or pay with a registration (POST /v1/registrations/{id}/payments)',
        },
      ],
    };
  }
  return { ok: true, job: request.job };
}
