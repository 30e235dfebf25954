// Loads the on-demand forms once per widget, and builds the services they use (in the pay chunk,
// services.ts).

import type { MerchantForm } from '../forms.ts';
import type { FormServices, MethodsBundle } from './contract.ts';
import type * as Pay from './pay-entry.ts';
import type { ServiceDeps } from './services.ts';

export interface LoaderDeps extends ServiceDeps {
  loadMethods: () => Promise<MethodsBundle>;
  /** the pay chunk, asked for once per widget (session.ts) */
  pay: () => Promise<typeof Pay>;
}

export function createMethodsLoader(deps: LoaderDeps) {
  let bundle: Promise<MethodsBundle> | undefined;
  const load = () => {
    bundle ??= deps.loadMethods().catch((error: unknown) => {
      bundle = undefined;
      throw new Error(`the on-demand forms did not load (${error instanceof Error ? error.message : String(error)})`);
    });
    return bundle;
  };

  /** The services of one merchant form's on-demand parts, once the pay chunk is here. */
  const services = (form: Pick<MerchantForm, 'shopperResultUrl' | 'element' | 'cardBrands'>): Promise<FormServices> =>
    deps.pay().then(
      (pay) => pay.methodServices(deps, form),
      (error: unknown) => {
        throw new Error(`the widget's pay module did not load (${error instanceof Error ? error.message : String(error)})`);
      },
    );

  return { load, services };
}

/** The on-demand forms of one widget start: their chunk, loaded once, and the services of a merchant form's. */
export type MethodsLoader = ReturnType<typeof createMethodsLoader>;
