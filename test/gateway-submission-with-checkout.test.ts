// A widget submission is judged together with its checkout (issue 34): the catalogue's conditional
// rules apply to the checkout's parameters and the submission's taken together, since the payment
// is made of both; what the form may not set stays refused.
import { describe, expect, it } from 'vitest';
import { gateway, validCard } from './support/gateway.ts';

type Answer = { result: { code: string; parameterErrors?: Array<{ name: string; message: string }> } };

async function submit(g: ReturnType<typeof gateway>, checkout: Record<string, string>, form: Record<string, string>) {
  const id = await g.createCheckout(checkout);
  const res = await g.post(`/v1/checkouts/${id}/payment`, { ...validCard(), ...form }, {});
  return { status: res.status, json: (await res.json()) as Answer };
}

describe('a submission completes its checkout for the conditional rules', () => {
  it('takes customer.email from the form when the checkout named the customer (every payment refused before)', async () => {
    const { status, json } = await submit(gateway(), { 'customer.givenName': 'Jane', 'customer.surname': 'Doe' }, { 'customer.email': 'jane@example.com' });
    expect([status, json.result.code]).toEqual([200, '000.100.110']);
  });

  it('takes billing.houseNumber1 from the checkout for the second house number the form adds', async () => {
    const { status, json } = await submit(gateway(), { 'billing.street1': 'Hauptstraße', 'billing.houseNumber1': '1' }, { 'billing.houseNumber2': 'a' });
    expect([status, json.result.code]).toEqual([200, '000.100.110']);
  });

  it('still refuses what neither completes: the form names part of a customer the checkout does not', async () => {
    const { status, json } = await submit(gateway(), {}, { 'customer.email': 'jane@example.com' });
    expect(status).toBe(400);
    expect(json.result.parameterErrors?.map((e) => e.name)).toEqual(['customer.givenName', 'customer.surname']);
  });

  it('still refuses what the form may not set, whatever the checkout holds', async () => {
    const { status, json } = await submit(gateway(), {}, { amount: '1.00' });
    expect(status).toBe(400);
    expect(json.result.parameterErrors?.map((e) => e.name)).toEqual(['amount']);
  });

  it("judges the checkout's own custom parameters as the merchant's, not as the shopper's", async () => {
    const { status } = await submit(gateway(), { 'customParameters[ORDER_REF]': 'A-1' }, { 'customParameters[SHOPPER_note]': 'gift' });
    expect(status).toBe(200);
  });
});
