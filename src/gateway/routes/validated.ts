// The first steps of every form-encoded request: read the body, check it with its kind's schema,
// log parameters the catalogue does not know, and (server-to-server) check the entity.
import type { Context } from 'hono';
import type { RequestValidator } from '../catalogue/kinds.ts';
import type { Params } from '../catalogue/types.ts';
import type { GatewayContext } from '../context.ts';
import { formBody, invalidParameters, logUnknown, wrongEntity } from '../http.ts';

export type Checked = { params: Params } | { response: Response };

export async function validatedForm(
  c: Context,
  ctx: GatewayContext,
  requests: RequestValidator,
  kind: Parameters<RequestValidator['validate']>[0],
  options: { entity: boolean } = { entity: true },
): Promise<Checked> {
  const params = await formBody(c);
  const v = requests.validate(kind, params);
  logUnknown(ctx, c.req.path, v.unknown);
  if (v.errors.length > 0) return { response: invalidParameters(c, ctx.clock, v.errors) };
  if (options.entity && params.entityId !== ctx.config.entityId) return { response: wrongEntity(c, ctx.clock, params.entityId ?? '') };
  return { params };
}
