// Query and form parameters checked with one zod schema; a failure is the usual 400 with
// 200.300.404, naming each parameter and why, like the catalogue's answers.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Clock } from '../clock.ts';
import { invalidParameters, refuse } from '../http.ts';

export function parsedParams<S extends z.ZodType>(c: Context, clock: Clock, schema: S, raw: Record<string, string>): z.infer<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    return { name, value: raw[name] ?? '', message: issue.message };
  });
  return refuse(invalidParameters(c, clock, errors));
}
