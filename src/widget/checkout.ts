// Fetches what the widget may know of the checkout (amount, currency, expiry) from the gateway.
import { widgetConfig, type WidgetConfig } from '../shared/api/checkout.ts';

export type ConfigResult = { status: 'ok'; config: WidgetConfig } | { status: 'invalid' } | { status: 'network' };

export async function fetchWidgetConfig(fetchFn: typeof fetch, base: URL, checkoutId: string): Promise<ConfigResult> {
  try {
    const response = await fetchFn(new URL(`checkouts/${encodeURIComponent(checkoutId)}/widget-config`, base), { credentials: 'omit' });
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
  const id = url.searchParams.get('checkoutId');
  return { base: new URL('.', url), checkoutId: id && /^[A-Za-z0-9.-]{32,48}$/.test(id) ? id : null };
}
