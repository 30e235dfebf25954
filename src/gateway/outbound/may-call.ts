// Where the gateway may call out on its own (the result callback, notificationUrl): not into the
// developer's machine or network on the say-so of a request, since a URL sent by a shopper's browser
// or stored on a payment could point at anything reachable from here. Host names are judged as
// written (IP literals, localhost); the developer allows private addresses with
// GATEWAY_ALLOW_PRIVATE_CALLBACKS=1, and the demo shop is always allowed.
import type { OutboundContext } from './context.ts';

const PRIVATE_V4 = [/^127\./, /^10\./, /^172\.(1[6-9]|2\d|3[01])\./, /^192\.168\./, /^169\.254\./, /^0\./, /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./];

/** The URL names this machine, a private network or a link-local address. */
export function isPrivateAddress(url: URL): boolean {
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '0.0.0.0') return true;
  if (PRIVATE_V4.some((r) => r.test(host))) return true;
  // IPv6: loopback, unique local (fc00::/7), link-local (fe80::/10), IPv4-mapped private
  if (host === '::1' || host === '::' || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host)) return true;
  // IPv4-mapped, as the URL parser writes it (::ffff:a01:203 for 10.1.2.3)
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(host);
  const mapped = hex
    ? [parseInt(hex[1] ?? '0', 16), parseInt(hex[2] ?? '0', 16)].flatMap((n) => [n >> 8, n & 255]).join('.')
    : /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(host)?.[1];
  return mapped !== undefined && PRIVATE_V4.some((r) => r.test(mapped));
}

/** Whether the gateway may call this URL by itself; says why not in the log. */
export function mayCall(ctx: OutboundContext, raw: string | URL, what: string): boolean {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    ctx.log(`${what}: not a URL, not called`);
    return false;
  }
  if (ctx.config.allowPrivateCallbacks || url.origin === new URL(ctx.config.shopUrl).origin || !isPrivateAddress(url)) return true;
  ctx.log(`${what}: ${url.hostname} is a private or local address, not called (GATEWAY_ALLOW_PRIVATE_CALLBACKS=1 allows it)`);
  return false;
}
