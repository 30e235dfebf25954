// Input checks as Hono validator middleware. A route names what it reads (a catalogue kind, or
// one zod schema over the query or the form) beside its path, and the handler reads
// c.req.valid(target): checked parameters only, since a failure has already answered with the
// documented 400 (200.300.404), naming each parameter and why.
import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { RequestValidator } from '../catalogue/kinds.ts';
import type { ParameterError, Params } from '../catalogue/types.ts';
import { invalidParameters, logUnknown, wrongEntity } from '../http/answers.ts';
import type { GatewayContext } from './context.ts';

type Kind = Parameters<RequestValidator['validate']>[0];

/**
 * One string per name, as the API documents' form encoding has it: a parameter sent twice keeps its
 * first value, as the real service's form decoders do; uploaded files are no parameters.
 */
export function firstValues(value: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string') out[k] = first;
  }
  return out;
}

/**
 * A JSON body where the API takes a form, said as such: many HTTP clients send JSON by default,
 * and a JSON body read as a form is empty, which would read as every required parameter missing.
 */
export function jsonInsteadOfForm(c: Context, ctx: GatewayContext): Response | undefined {
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/([\w.-]+\+)?json\s*(;|$)/i.test(type)) return undefined;
  return invalidParameters(c, ctx.clock, [
    {
      name: 'Content-Type',
      value: type,
      message: 'must be application/x-www-form-urlencoded: request bodies are form-encoded (entityId=…&amount=…), not JSON',
    },
  ]);
}

/** The form's parameters unchecked: pages whose few fields the handler reads by name (the simulators). */
export const formParams = () => validator('form', (value) => firstValues(value));

/**
 * A form checked against its kind's catalogue schema; names the catalogue does not know are logged
 * (masked) and ignored. Server-to-server kinds also carry the token's entityId.
 */
export const catalogueForm = (ctx: GatewayContext, requests: RequestValidator, kind: Kind, options: { entity: boolean } = { entity: true }) =>
  validator('form', (value, c): Params | Response => {
    const json = jsonInsteadOfForm(c, ctx);
    if (json) return json;
    const params = firstValues(value);
    const v = requests.validate(kind, params);
    logUnknown(ctx, c.req.path, v.unknown);
    if (v.errors.length > 0) return invalidParameters(c, ctx.clock, v.errors);
    if (options.entity && params.entityId !== ctx.config.entityId) return wrongEntity(c, ctx.clock, params.entityId ?? '');
    return params;
  });

/** A schema's issues as the API's parameter errors: a parameter left out is "required". */
function parameterErrors(error: z.ZodError, raw: Record<string, string>): ParameterError[] {
  return error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    return { name, value: raw[name] ?? '', message: raw[name] === undefined && issue.code === 'invalid_type' ? 'is required' : issue.message };
  });
}

/** A form from the shopper's browser, checked with one zod schema; the checkout in the path names the entity. */
export const browserForm = <S extends z.ZodType>(ctx: GatewayContext, schema: S) =>
  validator('form', (value, c): z.infer<S> | Response => {
    const json = jsonInsteadOfForm(c, ctx);
    if (json) return json;
    const raw = firstValues(value);
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : invalidParameters(c, ctx.clock, parameterErrors(parsed.error, raw));
  });

/**
 * The page a browser request comes from, by its Origin header, for a route that acts for that
 * page; `missing` says why the route needs it. A page without an origin of its own (sandboxed,
 * file:) sends "null".
 */
export const pageOrigin = (ctx: GatewayContext, missing: string) =>
  validator('header', (value, c): { origin: URL } | Response => {
    const origin = typeof value.origin === 'string' ? value.origin : undefined;
    const url = origin && origin !== 'null' && URL.canParse(origin) ? new URL(origin) : undefined;
    if (url && (url.protocol === 'https:' || url.protocol === 'http:')) return { origin: url };
    return invalidParameters(c, ctx.clock, [
      { name: 'Origin', value: origin ?? '', message: origin === undefined ? `header is missing: ${missing}` : `header must be an http(s) origin: ${missing}` },
    ]);
  });

/** What a schema-checked request says about its entity: it must name the token's, or may leave it out. */
type EntityRule = 'required' | 'optional';

/**
 * Query (or query plus form) parameters checked with one zod schema, then the entity: the
 * token has one, and a request naming another is refused as in the rest of the API.
 */
export function schemaParams<S extends z.ZodType<{ entityId?: string | undefined }>>(
  ctx: GatewayContext,
  target: 'query' | 'form',
  schema: S,
  entity: EntityRule,
) {
  return validator(target, (value, c: Context): z.infer<S> | Response => {
    const json = target === 'form' ? jsonInsteadOfForm(c, ctx) : undefined;
    if (json) return json;
    // Settlement simulators take their parameters in the form body or the query string.
    const raw = target === 'form' ? { ...firstValues(c.req.query()), ...firstValues(value) } : firstValues(value);
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return invalidParameters(c, ctx.clock, parameterErrors(parsed.error, raw));
    const entityId = parsed.data.entityId;
    if ((entity === 'required' || entityId !== undefined) && entityId !== ctx.config.entityId) return wrongEntity(c, ctx.clock, entityId ?? '');
    return parsed.data;
  });
}

/** A violation as a browser reports it to a policy's report-uri (Content-Type application/csp-report). */
const cspReport = z.object({
  'csp-report': z.object({
    'document-uri': z.string().max(2000),
    'violated-directive': z.string().max(500).optional(),
    'effective-directive': z.string().max(200).optional(),
    'blocked-uri': z.string().max(2000).optional(),
  }),
});
export type CspViolation = z.infer<typeof cspReport>['csp-report'];

/**
 * The body of a violation report: its media type is none Hono's json target takes, so it is read
 * as text, parsed and checked here; anything else is answered 400 without a word (a browser does
 * not read the answer).
 */
export const cspReportBody = (): MiddlewareHandler<{ Variables: { cspViolation: CspViolation } }> => async (c, next) => {
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    return c.body(null, 400);
  }
  const parsed = cspReport.safeParse(body);
  if (!parsed.success) return c.body(null, 400);
  c.set('cspViolation', parsed.data['csp-report']);
  await next();
};
