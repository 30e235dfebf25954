import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../platform/clock.ts';
import type { WebhookConfig } from '../platform/config.ts';
import { Scheduler } from '../platform/scheduler.ts';
import { DEFAULT_RETRY_DELAYS_MS, signNotification, verifyNotification, Webhooks } from './webhooks.ts';

const CONFIG: WebhookConfig = { url: 'https://merchant.example/webhooks', secret: 'whsec-test' };
const PAYLOAD = { id: '8ac7a4a1', paymentType: 'DB', amount: '92.00', card: { holder: 'Jane Jones' } };

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: string;
  atMs: number;
}

/** A receiver outside the unit: answers each request with the next step (a status, or a network error). */
function setup(script: ReadonlyArray<number | 'network-error'>, config: WebhookConfig | null = CONFIG) {
  const clock = new ManualClock();
  const scheduler = new Scheduler(clock);
  const sent: Sent[] = [];
  const log = vi.fn<(line: string) => void>();
  const fakeFetch: typeof fetch = async (input, init) => {
    const step = script[sent.length] ?? script[script.length - 1];
    sent.push({
      url: String(input),
      method: init?.method,
      headers: Object.fromEntries(new Headers(init?.headers)),
      body: String(init?.body),
      atMs: clock.now().getTime(),
    });
    if (step === 'network-error') throw new TypeError('fetch failed');
    return new Response(null, { status: step ?? 200 });
  };
  const webhooks = new Webhooks({ config, clock, scheduler, fetch: fakeFetch, log });
  return { clock, scheduler, sent, log, webhooks };
}

const MINUTE = 60_000;

describe('Webhooks', () => {
  it('delivers one signed POST with {type, action, payload} that the receiver can verify', async () => {
    const { clock, scheduler, sent, webhooks } = setup([200]);
    const delivery = webhooks.notify('PAYMENT', 'CREATED', PAYLOAD);
    await scheduler.runDue();

    expect(sent).toHaveLength(1);
    const [request] = sent;
    if (!request) throw new Error('no request');
    expect(request.url).toBe(CONFIG.url);
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ type: 'PAYMENT', action: 'CREATED', payload: PAYLOAD });
    expect(request.headers['x-notification-id']).toBe(delivery?.id);
    expect(request.headers['x-notification-timestamp']).toBe(String(clock.now().getTime() / 1000));
    expect(request.headers['x-notification-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(webhooks.deliveries()).toEqual([delivery]);

    const now = clock.now().getTime();
    expect(verifyNotification(CONFIG.secret, request.headers, request.body, now)).toBe(true);
    expect(verifyNotification('another-secret', request.headers, request.body, now)).toBe(false);
    expect(verifyNotification(CONFIG.secret, request.headers, request.body.replace('92.00', '9.20'), now)).toBe(false);
    expect(verifyNotification(CONFIG.secret, request.headers, request.body, now + 299_000)).toBe(true);
    expect(verifyNotification(CONFIG.secret, request.headers, request.body, now + 301_000)).toBe(false);
    expect(verifyNotification(CONFIG.secret, request.headers, request.body, now - 301_000)).toBe(false);
    expect(verifyNotification(CONFIG.secret, request.headers, request.body, now + 301_000, 600)).toBe(true);
  });

  it('verifyNotification rejects missing, malformed or mismatched headers', () => {
    const nowMs = Date.UTC(2026, 0, 15, 10);
    const ts = nowMs / 1000;
    const body = '{"type":"PAYMENT"}';
    const good = { 'x-notification-id': 'n1', 'x-notification-timestamp': String(ts), 'x-notification-signature': signNotification('s', 'n1', ts, body) };
    expect(verifyNotification('s', good, body, nowMs)).toBe(true);
    expect(verifyNotification('s', { ...good, 'x-notification-signature': undefined }, body, nowMs)).toBe(false);
    expect(verifyNotification('s', { ...good, 'x-notification-signature': 'v1=00' }, body, nowMs)).toBe(false);
    expect(verifyNotification('s', { ...good, 'x-notification-id': 'n2' }, body, nowMs)).toBe(false);
    expect(verifyNotification('s', { ...good, 'x-notification-timestamp': `0${ts}` }, body, nowMs)).toBe(false);
    expect(verifyNotification('s', { ...good, 'x-notification-timestamp': `${ts}.0` }, body, nowMs)).toBe(false);
  });

  it('sends nothing before runDue, and nothing at all without a configured URL', async () => {
    const { scheduler, sent, webhooks } = setup([200]);
    const delivery = webhooks.notify('REGISTRATION', 'DELETED', PAYLOAD);
    expect(sent).toHaveLength(0);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 0 });
    expect(scheduler.pending).toBe(1);

    const off = setup([200], null);
    expect(off.webhooks.notify('PAYMENT', 'CREATED', PAYLOAD)).toBeUndefined();
    await off.scheduler.runDue();
    expect(off.sent).toHaveLength(0);
    expect(off.scheduler.pending).toBe(0);
    expect(off.webhooks.deliveries()).toEqual([]);
  });

  it('retries a 500 after 1 and 5 minutes with the same notification id, then delivers', async () => {
    const { clock, scheduler, sent, webhooks } = setup([500, 500, 200]);
    const start = clock.now().getTime();
    const delivery = webhooks.notify('PAYMENT', 'UPDATED', PAYLOAD);
    await scheduler.runDue();
    expect(sent).toHaveLength(1);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastError: 'HTTP 500' });

    clock.advance(MINUTE - 1000);
    await scheduler.runDue();
    expect(sent).toHaveLength(1);
    clock.advance(1000);
    await scheduler.runDue();
    expect(sent).toHaveLength(2);

    clock.advance(5 * MINUTE - 1000);
    await scheduler.runDue();
    expect(sent).toHaveLength(2);
    clock.advance(1000);
    await scheduler.runDue();
    expect(sent).toHaveLength(3);

    expect(sent.map((s) => s.atMs - start)).toEqual([0, MINUTE, 6 * MINUTE]);
    expect(new Set(sent.map((s) => s.headers['x-notification-id']))).toEqual(new Set([delivery?.id]));
    // Each attempt is signed with its own timestamp, and each verifies at its own time.
    expect(sent.map((s) => Number(s.headers['x-notification-timestamp']) * 1000)).toEqual(sent.map((s) => s.atMs));
    for (const s of sent) expect(verifyNotification(CONFIG.secret, s.headers, s.body, s.atMs)).toBe(true);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(scheduler.pending).toBe(0);
  });

  it('marks a delivery failed after 1 + number-of-delays attempts and schedules nothing more', async () => {
    const { clock, scheduler, sent, log, webhooks } = setup([503]);
    const delivery = webhooks.notify('PAYMENT', 'CREATED', PAYLOAD);
    await scheduler.runDue();
    for (const delay of DEFAULT_RETRY_DELAYS_MS) {
      expect(delivery?.status).toBe('pending');
      clock.advance(delay);
      await scheduler.runDue();
    }
    expect(sent).toHaveLength(1 + DEFAULT_RETRY_DELAYS_MS.length);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 6, lastError: 'HTTP 503' });
    expect(scheduler.pending).toBe(0);
    expect(log).toHaveBeenCalledTimes(6);
    expect(log.mock.lastCall?.[0]).toMatch(/attempt 6: HTTP 503, failed/);

    clock.advance(24 * 60 * MINUTE);
    await scheduler.runDue();
    expect(sent).toHaveLength(6);
  });

  it('counts a network error as a failed attempt and retries it', async () => {
    const { clock, scheduler, sent, log, webhooks } = setup(['network-error', 204]);
    const delivery = webhooks.notify('REGISTRATION', 'CREATED', PAYLOAD);
    await scheduler.runDue();
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastError: 'TypeError' });
    expect(log.mock.calls[0]?.[0]).toMatch(/attempt 1: TypeError, retry in 60s/);
    clock.advance(MINUTE);
    await scheduler.runDue();
    expect(sent).toHaveLength(2);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('gives up on a receiver that does not answer within the timeout and retries', async () => {
    const clock = new ManualClock();
    const scheduler = new Scheduler(clock);
    const log = vi.fn<(line: string) => void>();
    // Never answers; only the abort signal the notifier passes can end the request.
    const hanging: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const webhooks = new Webhooks({ config: CONFIG, clock, scheduler, fetch: hanging, log, timeoutMs: 20, retryDelaysMs: [1000] });
    const delivery = webhooks.notify('PAYMENT', 'CREATED', PAYLOAD);
    await scheduler.runDue();
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastError: 'TimeoutError' });
    expect(scheduler.pending).toBe(1);
    clock.advance(1000);
    await scheduler.runDue();
    expect(delivery).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('never logs the payload', async () => {
    const { clock, scheduler, log, webhooks } = setup([500, 'network-error', 200]);
    const delivery = webhooks.notify('PAYMENT', 'CREATED', PAYLOAD);
    await scheduler.runDue();
    clock.advance(MINUTE);
    await scheduler.runDue();
    clock.advance(5 * MINUTE);
    await scheduler.runDue();
    const lines = log.mock.calls.map(([line]) => line);
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).toContain(delivery?.id);
      expect(line).toContain('PAYMENT.CREATED');
      expect(line).not.toContain('Jane Jones');
      expect(line).not.toContain('92.00');
    }
    expect(lines[2]).toMatch(/attempt 3: 200 delivered/);
  });
});
