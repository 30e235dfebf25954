// The contract matrix (e2e/contract/matrix.ts), cell by cell in Chromium: the path the widget posts
// to, the resourcePath the shopper lands with, what the merchant's GET of it answers, and the
// webhooks the gateway sends to the shop's receiver (src/shop/webhooks.ts). docs/contract.md is
// written from the same data (npm run docs:contract).

import { landing, options, pay, shopPath, withGooglePay } from './contract/drive.ts';
import { COVERED } from './contract/matrix.ts';
import { storedCard } from './corpus/support.ts';
import { ACCESS_TOKEN, ENTITY_ID, GATEWAY_URL } from './env.ts';
import { expect, test } from './fixtures.ts';

const auth = { Authorization: `Bearer ${ACCESS_TOKEN}` };

interface Answer {
  id?: string;
  paymentType?: string;
  registrationId?: string;
  result?: { code?: string };
}

for (const cell of COVERED) {
  const e = cell.expected;
  test(`${cell.checkout} checkout, ${cell.form} form, target ${cell.target}: posts to /${e.path}, lands there, reads ${e.resultCode}, sends ${e.webhooks.join(' + ')}`, async ({
    page,
    checkout,
    request,
  }) => {
    const posts: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (r.method() === 'POST' && /^\/v1\/checkouts\/[^/]+\/(payment|registration)$/.test(path)) posts.push(path);
    });
    const stored = cell.form === 'storedCard' ? await storedCard(request) : '';
    if (cell.form === 'wallet') await withGooglePay(page);
    await checkout.open(options(cell, ENTITY_ID), shopPath(cell, stored));
    const id = await page.evaluate(() => (window as unknown as { wpwl: { checkout: { id: string } } }).wpwl.checkout.id);
    const path = `/v1/checkouts/${id}/${e.path}`;

    await pay(page, checkout, cell);

    // (1) the one submission, (2) the resourcePath on the result page's address.
    const landed = await landing(page);
    expect(posts).toEqual([path]);
    expect(landed.searchParams.get('resourcePath')).toBe(path);

    // (3) what the merchant's server reads there.
    const res = await request.get(`${GATEWAY_URL}${path}`, { headers: auth, params: { entityId: ENTITY_ID } });
    const answer = (await res.json()) as Answer;
    const registration = { none: undefined, new: expect.stringMatching(/^[a-zA-Z0-9]{32}$/), stored }[e.registration];
    expect([res.status(), answer.result?.code, answer.paymentType, answer.registrationId]).toEqual([200, e.resultCode, e.paymentType, registration]);
    expect(answer.id).toMatch(/^[a-zA-Z0-9]{32}$/);

    // (4) the webhooks about the payment or registration (and the registration the payment stored).
    const resources = [answer.id ?? '', ...(e.registration === 'new' ? [answer.registrationId ?? ''] : [])];
    const received = async () => {
      const byId = new Map<string, string>();
      for (const resource of resources) {
        const list = (await (await request.get('/webhooks', { params: { resource } })).json()) as Array<{ id: string; type: string; action: string }>;
        for (const n of list) byId.set(n.id, `${n.type}.${n.action}`);
      }
      return [...byId.values()].sort();
    };
    await expect.poll(received).toEqual([...e.webhooks].sort());
  });
}
