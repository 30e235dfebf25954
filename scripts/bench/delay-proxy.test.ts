// The proxy's link, checked by lower bounds only (a busy machine makes things slower, never faster).
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DelayProxy, startDelayProxy } from './delay-proxy.ts';

let origin: Server;
let base: string;
let proxy: DelayProxy;
const BODY = Buffer.alloc(40_000, 7);

beforeAll(async () => {
  origin = createServer((_req, res) => res.end(BODY));
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
  proxy = await startDelayProxy({ rttMs: 100, downKbps: 1600 });
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => origin.close(resolve));
});

/** A GET through the proxy, as a browser sends one to a proxy (the absolute URL on the request line). */
function viaProxy(path: string): Promise<number> {
  const { port } = new URL(proxy.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: `${base}${path}`, headers: { host: new URL(base).host } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
}

it('passes the body whole, a round trip plus the handshake late on a new origin, at the link rate', async () => {
  const start = performance.now();
  expect(await viaProxy('/a')).toBe(BODY.length);
  // 2 round trips (new origin) + 40 000 bytes at 200 bytes per ms
  expect(performance.now() - start).toBeGreaterThanOrEqual(200 + 200 - 5);
  const [seen] = proxy.take();
  expect(seen).toMatchObject({ url: `${base}/a`, bytes: BODY.length, newConnection: true });
});

it('shares one downlink: two responses at once take as long as their bytes together', async () => {
  await viaProxy('/warm');
  const start = performance.now();
  await Promise.all([viaProxy('/b'), viaProxy('/c')]);
  // one round trip (the origin is connected) + 80 000 bytes at 200 bytes per ms
  expect(performance.now() - start).toBeGreaterThanOrEqual(100 + 400 - 5);
  expect(proxy.take().map((r) => r.newConnection)).toEqual([true, false, false]);
});
