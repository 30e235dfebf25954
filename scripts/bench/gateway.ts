// Requests per second and latency of the development gateway over HTTP (autocannon), for checkout
// creation and for the widget's payment submission, with one connection and with ten. The gateway
// runs in its own process (see main.ts), so the load generator does not share its event loop.
import autocannon from 'autocannon';

export interface GatewayBench {
  gatewayUrl: string;
  entityId: string;
  accessToken: string;
}

export interface LoadResult {
  operation: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  failed: number;
}

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const CARD = 'paymentBrand=VISA&card.number=4200000000000000&card.holder=Bench+Shopper&card.expiryMonth=12&card.expiryYear=2030&card.cvv=123';

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

function summary(operation: string, connections: number, r: autocannon.Result): LoadResult {
  return {
    operation,
    connections,
    requests: r.requests.total,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
  };
}

async function createCheckouts({ gatewayUrl, entityId, accessToken }: GatewayBench, count: number): Promise<string[]> {
  const ids: string[] = [];
  const body = `entityId=${entityId}&amount=12.50&currency=EUR&paymentType=DB`;
  for (let i = 0; i < count; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, () =>
        fetch(`${gatewayUrl}/v1/checkouts`, { method: 'POST', headers: { ...FORM, Authorization: `Bearer ${accessToken}` }, body }).then(
          (r) => r.json() as Promise<{ id: string }>,
        ),
      ),
    );
    ids.push(...batch.map((b) => b.id));
  }
  return ids;
}

export async function measureGateway(bench: GatewayBench, seconds = 5): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const connections of [1, 10]) {
    const created = await run({
      url: `${bench.gatewayUrl}/v1/checkouts`,
      method: 'POST',
      headers: { ...FORM, Authorization: `Bearer ${bench.accessToken}` },
      body: `entityId=${bench.entityId}&amount=12.50&currency=EUR&paymentType=DB&merchantTransactionId=bench-order`,
      connections,
      duration: seconds,
    });
    results.push(summary('POST /v1/checkouts', connections, created));

    // Each submission needs a checkout of its own (one payment per checkout): a pool made first,
    // as many as the checkout run managed in the same time, handed out one per request.
    const ids = await createCheckouts(bench, Math.max(200, created.requests.total));
    let next = 0;
    const paid = await run({
      url: bench.gatewayUrl,
      connections,
      amount: ids.length,
      requests: [
        {
          method: 'POST',
          headers: FORM,
          body: CARD,
          setupRequest: (req) => ({ ...req, path: `/v1/checkouts/${ids[next++ % ids.length]}/payment` }),
        },
      ],
    });
    results.push(summary('POST /v1/checkouts/{id}/payment', connections, paid));
  }
  return results;
}
