// What the corpus specs share (e2e/corpus/*/): opening an entry's page as its shopper does, and
// reading the payment as its merchant's server does. The widget-facing helpers are CheckoutPage's.
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from '../env.ts';
import { expect } from '../fixtures.ts';

/** Opens the entry's page (src/shop/corpus.ts); `query`: ?registrations=… for stored cards. */
export async function openEntry(page: Page, slug: string, query = ''): Promise<void> {
  const res = await page.goto(`/corpus/${slug}${query}`);
  expect(res?.status(), `the page of corpus entry ${slug}`).toBe(200);
}

/** The payment (or registration) as the merchant's server reads it, by the result page's resourcePath. */
export async function merchantReads(request: APIRequestContext, page: Page): Promise<Record<string, unknown>> {
  const resourcePath = new URL(page.url()).searchParams.get('resourcePath') ?? '';
  expect(resourcePath, 'the result URL carries resourcePath').toMatch(/^\/v1\/checkouts\//);
  const res = await request.get(`${GATEWAY_URL}${resourcePath}`, { headers: { Authorization: `Bearer ${ACCESS_TOKEN}` }, params: { entityId: ENTITY_ID } });
  return (await res.json()) as Record<string, unknown>;
}

/** Waits for the shop's result page and returns the result code it shows. */
export async function resultCode(page: Page): Promise<string> {
  await page.waitForURL(/\/result\?/);
  return (await page.getByTestId('result-code').textContent()) ?? '';
}

/** A card stored for a returning shopper (POST /v1/registrations), for pages that list stored cards. */
export async function storedCard(request: APIRequestContext, number = '4200000000000000'): Promise<string> {
  const res = await request.post(`${GATEWAY_URL}/v1/registrations`, {
    headers: { Authorization: `Bearer ${ACCESS_TOKEN}` },
    form: {
      entityId: ENTITY_ID,
      paymentBrand: number.startsWith('5') ? 'MASTER' : 'VISA',
      'card.number': number,
      'card.holder': 'Jane Doe',
      'card.expiryMonth': '12',
      'card.expiryYear': '2030',
      'card.cvv': '123',
    },
  });
  const json = (await res.json()) as { id?: string };
  expect(json.id, 'the stored card').toMatch(/^[a-zA-Z0-9]{32}$/);
  return json.id ?? '';
}
