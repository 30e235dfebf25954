// Helpers shared by the gateway's route groups.
import type { Context } from 'hono';
import type { Clock } from './clock.ts';
import { envelope, RESULTS } from './results.ts';
import type { ParameterError } from './schemas.ts';

/** Form-encoded body (what the API documents require), strings only. */
export async function formBody(c: Context): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string') out[k] = v;
  return out;
}

/** HTTP 400, result 200.300.404, naming the first bad parameter and listing all of them. */
export function invalidParameters(c: Context, clock: Clock, errors: ParameterError[]) {
  const first = errors[0];
  const description = first
    ? `${RESULTS.invalidParameter.description}: ${first.name} ${first.message}`
    : RESULTS.invalidParameter.description;
  return c.json(envelope(clock, { code: RESULTS.invalidParameter.code, description, parameterErrors: errors }), 400);
}
