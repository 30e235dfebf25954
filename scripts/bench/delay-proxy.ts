// A phone's mobile network for the bench, as an HTTP proxy every request of the browser goes
// through, frames included: CDP's network emulation reaches only the page's own process, and the
// gateway's frames run in another (out-of-process iframes). The model is Lighthouse's "mobile slow
// 4G" one, applied per request rather than per packet:
// - a round trip (150 ms) before each response's first byte, and one more for the first request to
//   each origin (its connection's handshake): one connection per origin, as HTTP/2 to a production
//   gateway gives (the development gateway speaks HTTP/1.1, whose six parallel connections per
//   origin would each pay a handshake a shopper's phone does not);
// - one downlink of 1.6 Mbit/s that every response shares: bytes leave the proxy no faster than
//   that, in order of arrival, so parallel downloads slow each other as on one radio link.
// Requests go up without a bandwidth limit (they are a few hundred bytes each).
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LinkProfile {
  /** round trip, ms */
  rttMs: number;
  /** downlink, kilobits per second */
  downKbps: number;
}

/** Lighthouse's mobile profile (its "slow 4G"): what a mid-range phone on a mobile network gets. */
export const PHONE_LINK: LinkProfile = { rttMs: 150, downKbps: 1600 };

/** One request as the proxy saw it, on its own clock (performance.now()). */
export interface ProxiedRequest {
  url: string;
  /** when the request arrived at the proxy */
  start: number;
  /** when its last byte left down the link */
  end: number;
  /** bytes of the response body, as sent (compressed when the server compressed) */
  bytes: number;
  /** whether it was the first request to its origin since take() (it paid the handshake's round trip) */
  newConnection: boolean;
}

export interface DelayProxy {
  /** http://127.0.0.1:{port}, for the browser's proxy setting */
  url: string;
  /** the requests seen since the last call, and forgets them and the origins connected to (a new page load starts cold) */
  take(): ProxiedRequest[];
  close(): Promise<void>;
}

const SLICE = 1460; // one TCP segment's payload: the unit the link interleaves parallel responses by
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function startDelayProxy(link: LinkProfile = PHONE_LINK): Promise<DelayProxy> {
  const bytesPerMs = (link.downKbps * 1000) / 8 / 1000;
  // When the shared downlink is next free: each slice is scheduled after the one before it.
  let linkFreeAt = 0;
  const send = async (res: ServerResponse, chunk: Buffer) => {
    for (let at = 0; at < chunk.length; at += SLICE) {
      const slice = chunk.subarray(at, at + SLICE);
      linkFreeAt = Math.max(performance.now(), linkFreeAt) + slice.length / bytesPerMs;
      await sleep(linkFreeAt - performance.now());
      res.write(slice);
    }
  };
  const connected = new Set<string>();
  let seen: ProxiedRequest[] = [];

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const start = performance.now();
    const target = new URL(req.url ?? '');
    const newConnection = !connected.has(target.origin);
    connected.add(target.origin);
    const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, async (answer) => {
      // The first byte comes a round trip after the request left the phone (two, on a new connection).
      await sleep(start + link.rttMs * (newConnection ? 2 : 1) - performance.now());
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      let bytes = 0;
      // One chunk at a time, in order: the link's pace, not the server's, sets when the body arrives.
      for await (const chunk of answer) {
        bytes += (chunk as Buffer).length;
        await send(res, chunk as Buffer);
      }
      res.end();
      seen.push({ url: target.href, start, end: performance.now(), bytes, newConnection });
    });
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  // Keep-alive as a browser expects of a proxy: a connection carries request after request.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    take() {
      const taken = seen;
      seen = [];
      connected.clear();
      return taken;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
