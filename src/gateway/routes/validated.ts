// The first steps of every form-encoded request: read the body, check it with its kind's schema,
// log parameters the catalogue does not know, and (server-to-server) check the entity; a failure
// refuses the request (http.ts refuse), so a handler gets checked parameters or never runs on.
import type { Context } from 'hono';
import type { RequestValidator } from '../catalogue/kinds.ts';
import type { Params } from '../catalogue/types.ts';
import type { GatewayContext } from '../context.ts';
import { formBody, invalidParameters, logUnknown, refuse, wrongEntity } from '../http.ts';

export async function validatedForm(
  c: Context,
  ctx: GatewayContext,
  requests: RequestValidator,
  kind: Parameters<RequestValidator['validate']>[0],
  options: { entity: boolean } = { entity: true },
): Promise<Params> {
  const params = await formBody(c);
  const v = requests.validate(kind, params);
  logUnknown(ctx, c.req.path, v.unknown);
  if (v.errors.length > 0) refuse(invalidParameters(c, ctx.clock, v.errors));
  if (options.entity && params.entityId !== ctx.config.entityId) refuse(wrongEntity(c, ctx.clock, params.entityId ?? ''));
  return params;
}
