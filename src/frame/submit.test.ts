// The frame's POST of a payment: to its own origin's checkout, the given fields then the shopper's
// browser data, the page's origin and the attempt's key as headers, the answer as the outcome.
import { describe, expect, it, vi } from 'vitest';
import { submitCard } from './submit.ts';

function fakeWindow(answer: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(answer)));
  const win = {
    fetch,
    navigator: { language: 'de-DE-x-very-long', userAgent: 'Agent/1.0' },
    screen: { height: 900, width: 1600, colorDepth: 24 },
  } as unknown as Window;
  return { win, fetch };
}

describe('submitCard', () => {
  it("posts the fields and the browser data to the checkout's payment with the page's origin and the key", async () => {
    const { win, fetch } = fakeWindow({ result: { code: '000.100.110', description: 'ok' }, card: { bin: '420000', last4Digits: '0000' } });
    const outcome = await submitCard({ win, checkoutId: 'c/1', parentOrigin: 'https://shop.test' }, { 'card.number': '4200000000000000' }, 'k'.repeat(32));
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/v1/checkouts/c%2F1/payment');
    expect(init?.headers).toMatchObject({ 'X-Widget-Origin': 'https://shop.test', 'Idempotency-Key': 'k'.repeat(32) });
    const body = Object.fromEntries(new URLSearchParams(String(init?.body)));
    expect(Object.keys(body)[0]).toBe('card.number');
    expect(body).toMatchObject({
      'customer.browser.language': 'de-DE-x-',
      'customer.browser.screenHeight': '900',
      'customer.browser.screenWidth': '1600',
      'customer.browser.userAgent': 'Agent/1.0',
      'customer.browser.javaEnabled': 'false',
      'customer.browser.screenColorDepth': '24',
    });
    expect(body['customer.browser.timezone']).toMatch(/^-?\d+$/);
    expect(outcome).toEqual({
      kind: 'final',
      resourcePath: '/v1/checkouts/c%2F1/payment',
      code: '000.100.110',
      description: 'ok',
      bin: '420000',
      last4: '0000',
    });
  });

  it("posts a checkout's registration there, and gives its resourcePath for the shopper's return", async () => {
    const { win, fetch } = fakeWindow({ id: 'r'.repeat(32), result: { code: '000.100.110', description: 'ok' }, card: { bin: '420000', last4Digits: '0000' } });
    const outcome = await submitCard(
      { win, checkoutId: 'c1', parentOrigin: 'https://shop.test' },
      { 'card.number': '4200000000000000' },
      'k'.repeat(32),
      'registration',
    );
    expect(fetch.mock.calls[0]?.[0]).toBe('/v1/checkouts/c1/registration');
    expect(outcome).toMatchObject({ kind: 'final', resourcePath: '/v1/checkouts/c1/registration', code: '000.100.110' });
  });

  it('turns an answer the guard refuses into a network failure', async () => {
    const { win } = fakeWindow({ result: 'not an object' });
    expect(await submitCard({ win, checkoutId: 'c1', parentOrigin: 'https://shop.test' }, {}, 'k'.repeat(32))).toEqual({ kind: 'failed', reason: 'network' });
  });
});
