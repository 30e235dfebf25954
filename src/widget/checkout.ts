// Fetches what the widget may know of the checkout (amount, currency, expiry) from the gateway.
import { type WidgetConfig, widgetConfig } from '../shared/api/checkout.ts';
import { CHECKOUT_ID } from '../shared/checkout-paths.ts';

export type ConfigResult = { status: 'ok'; config: WidgetConfig } | { status: 'invalid' } | { status: 'network' };

/** Where the widget asks for a checkout's configuration (paymentWidgets.js asks the same, at once). */
const configUrl = (base: URL, checkoutId: string) => new URL(`checkouts/${encodeURIComponent(checkoutId)}/widget-config`, base);

/**
 * The checkout's configuration: the request paymentWidgets.js already sent for it when there is
 * one (`early`), else a new one.
 */
export async function fetchWidgetConfig(fetchFn: typeof fetch, base: URL, checkoutId: string, early?: Promise<Response>): Promise<ConfigResult> {
  try {
    const response = await (early ?? fetchFn(configUrl(base, checkoutId), { credentials: 'omit' }));
    if (response.status === 404) return { status: 'invalid' };
    if (!response.ok) return { status: 'network' };
    const parsed = widgetConfig.safeParse(await response.json());
    return parsed.success ? { status: 'ok', config: parsed.data } : { status: 'network' };
  } catch {
    return { status: 'network' };
  }
}

/** The checkout id of a script URL like {base}/v1/paymentWidgets.js?checkoutId={id}. */
export function parseScriptUrl(src: string | undefined): { base: URL; checkoutId: string | null } | null {
  if (!src || !URL.canParse(src)) return null;
  const url = new URL(src);
  // `{id}/registration`: the address the original's registration-token guides give a checkout that
  // only stores a card; the checkout's configuration says so too (paymentType RG).
  const id = url.searchParams.get('checkoutId')?.replace(/\/registration$/, '');
  return { base: new URL('.', url), checkoutId: id && CHECKOUT_ID.test(id) ? id : null };
}
