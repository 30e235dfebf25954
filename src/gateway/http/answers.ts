// What the gateway answers with when it refuses, and what it may echo or log: refuse() (thrown,
// answered by app.onError), the 400, 403, 404 and 413 answers, masking and redaction of card data.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { envelope, RESULTS } from '../catalogue/results.ts';
import type { ParameterError } from '../catalogue/types.ts';
import type { Clock } from '../platform/clock.ts';

/**
 * Ends a request with this answer from wherever the check is (a helper, a validator): thrown as
 * Hono's HTTPException, which app.onError answers with. Handlers read as the happy path.
 */
export function refuse(res: Response): never {
  throw new HTTPException(res.status as ContentfulStatusCode, { res });
}

/**
 * Text the gateway writes to its log or echoes in an answer, whatever a body held: every run of 12
 * or more digits (a card number however it arrived: a JSON body sent as a form, a double-encoded
 * form, `card.number=…;card.cvv=…` as one name) keeps its first 6 and last 4 digits only; whatever
 * follows `cvv` up to the next separator is masked; control characters are escaped, so a `%0A`
 * in a path cannot forge a log line.
 */
export function maskText(text: string): string {
  return (
    text
      // Ids (32 hexadecimal characters and more, with letters) may hold long digit runs: they stay.
      .replace(/[0-9A-Fa-f]{32,}|\d{12,}/g, (run) => (/[A-Fa-f]/.test(run) ? run : `${run.slice(0, 6)}…${run.slice(-4)}`))
      .replace(/(cvv[^=:&;,\s"'}%]*(?:["']?\s*[=:]|%3[da])\s*["']?)[^&;,\s"'}%]*/gi, '$1***')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
      .replace(/[\u0000-\u001f\u007f]/g, (ch) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`)
  );
}

/** Card data never goes back out in an error, nor into a log. */
export function redact(name: string, value: string): string {
  if (/^card\.number$|^tokenAccount\.number$/.test(name)) {
    // By its digits: a value that is not a number alone may carry more (e.g. `4200…;card.cvv=987`).
    return /^\d{11,19}$/.test(value) ? `${value.slice(0, 6)}…${value.slice(-4)}` : '…';
  }
  if (/cvv$|\.pin$|dtvc$|paymentToken$|cryptogram$/i.test(name)) return '***';
  return maskText(value.slice(0, 256));
}

/** A parameter name as it may be logged or echoed: one that looks like a catalogue name, else a description. */
export function safeName(name: string): string {
  return /^[A-Za-z][\w.[\]-]{0,99}$/.test(name) && !/\d{12,}/.test(name) ? name : `(a name of ${name.length} characters that is no parameter name)`;
}

/** Said wherever an id is unknown: the development gateway keeps its state in memory. */
export function restartNote(startedAt: Date): string {
  return `(the development gateway keeps its state in memory and started at ${startedAt.toISOString()}: anything made before that is gone)`;
}

/** How many unknown names one request may have logged (the rest are counted). */
const MAX_LOGGED_UNKNOWN = 10;

/** HTTP 400, result 200.300.404, naming the first bad parameter and listing all of them. */
export function invalidParameters(c: Context, clock: Clock, errors: ParameterError[]) {
  const listed = errors.map((e) => ({ ...e, name: safeName(e.name), value: redact(e.name, e.value) }));
  const first = listed[0];
  const description = first ? `${RESULTS.invalidParameter.description}: ${first.name} ${first.message}` : RESULTS.invalidParameter.description;
  return c.json(envelope(clock, { code: RESULTS.invalidParameter.code, description, parameterErrors: listed }), 400);
}

/** The token of this gateway has one entity; another one is a credentials error (403). */
export function wrongEntity(c: Context, clock: Clock, entityId: string) {
  const description = `${RESULTS.invalidAuth.description}: entityId ${entityId} is not an entity of this access token`;
  return c.json(envelope(clock, { ...RESULTS.invalidAuth, description }), 403);
}

/** Logs parameters the catalogue does not know, with the likely intended name. */
export function logUnknown(ctx: { log: (line: string) => void }, path: string, unknown: Array<{ name: string; hint?: string }>): void {
  for (const u of unknown.slice(0, MAX_LOGGED_UNKNOWN)) {
    ctx.log(`unknown parameter "${safeName(u.name)}" on ${path} (ignored)${u.hint ? `: likely typo of "${u.hint}"` : ''}`);
  }
  if (unknown.length > MAX_LOGGED_UNKNOWN) ctx.log(`${unknown.length - MAX_LOGGED_UNKNOWN} more unknown parameters on ${path} (ignored)`);
}

export function notFound(c: Context, clock: Clock, what: string) {
  return c.json(envelope(clock, { code: RESULTS.invalidParameter.code, description: `${RESULTS.invalidParameter.description}: ${what}` }), 404);
}

/**
 * 413 for a body over a limit. The body is left unread, so the connection closes after the answer:
 * a client that kept it alive would send its next request into the rest of this one's body and
 * meet a socket error.
 */
export function bodyTooLarge(c: Context, clock: Clock, limit: string) {
  c.header('Connection', 'close');
  return c.json(envelope(clock, { code: RESULTS.invalidParameter.code, description: `${RESULTS.invalidParameter.description}: ${limit}` }), 413);
}
