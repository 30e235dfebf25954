// Property-based fuzzing of the request routes (requirement: "a fuzz of random values for catalogue
// fields never yields a 5xx"). Each property starts from a request the gateway accepts and overwrites
// 1-5 parameters, so most runs get past authentication and reach validation, and some (plausible
// values) get past validation into the payment code. Whatever comes in, the answer must keep the
// contract of result-codes.md: no 5xx, a JSON envelope, a well-formed result.code, a named first
// parameter error, and never the card number the request carried.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../src/gateway/catalogue/kinds.ts';
import { AUTH, config, FORM, gateway, type Json, s2s, validCard } from './support/gateway.ts';

/** The card number of every base request; no answer may echo it (card data never goes back out). */
const CARD = '4200000000000000';
const CODE = /^\d{3}(\.\d{3}){2}$/;
// Per route; ~1 s each on a 2-core machine, so the whole file stays well under 20 s.
const RUNS = 200;

// ---- parameter names -------------------------------------------------------------------------

const chars = (s: string) => [...s];
const LETTERS = chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
const DIGITS = chars('0123456789');
/** What the catalogue allows in a map key, plus a few characters it does not, to hit the edges. */
const KEY_CHARS = [...LETTERS, ...DIGITS, '.', '_', '-', ' ', '[', ']', '$', 'é', '/', '%'];

const text = (unit: string[], minLength: number, maxLength: number) => fc.string({ unit: fc.constantFrom(...unit), minLength, maxLength });
const randomKey = text(KEY_CHARS, 1, 70);

const PLACEHOLDER = /(\[n\]|\[name\]|\[key\]|\[brand\]|\[item\]|\[network\])/;

/** An arbitrary for one placeholder of a catalogue pattern, or a constant for the literal parts. */
function part(p: string): fc.Arbitrary<string> {
  switch (p) {
    case '[n]':
      // 0-1200: the catalogue's limit is 999, so some indexes must be refused, not crash
      return fc.integer({ min: 0, max: 1200 }).map((n) => `[${n}]`);
    case '[name]':
    case '[key]':
      return randomKey.map((k) => `[${k}]`);
    case '[brand]':
      return fc.oneof(fc.constant('VISA'), randomKey).map((b) => `[${b}]`);
    case '[network]':
      return text(LETTERS, 1, 40);
    case '[item]':
      return fc.oneof(fc.constantFrom('CB-ITEMSNB', 'CB-AVAILABLEBALANCE'), randomKey).map((i) => `[${i}]`);
    default:
      return fc.constant(p);
  }
}

/** A catalogue pattern with its placeholders instantiated. */
const catalogueName = fc.constantFrom(...catalogue.names()).chain((pattern) => fc.tuple(...pattern.split(PLACEHOLDER).map(part)).map((ps) => ps.join('')));

/** Names the catalogue does not know: typos, prototype keys, bracket debris, random text. */
const unknownName = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    'card.numbr',
    'amout',
    'cart.items[0]',
    'cart.items[-1].name',
    'customParameters[]',
    'a[',
    ']',
    '',
    '.',
    'entityid',
  ),
  fc.string({ maxLength: 40 }),
);

const names = (extra: readonly string[] = []) =>
  fc.oneof(
    { arbitrary: catalogueName, weight: 6 },
    { arbitrary: unknownName, weight: 2 },
    ...(extra.length > 0 ? [{ arbitrary: fc.constantFrom(...extra), weight: 2 }] : []),
  );

// ---- values ----------------------------------------------------------------------------------

/** Up to 5000 characters without paying fast-check's per-character cost: a seed repeated. */
const longString = fc
  .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 256, max: 5000 }))
  .map(([seed, n]) => seed.repeat(Math.ceil(n / seed.length)).slice(0, n));

const date = fc.date({ min: new Date('1800-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true });

/** Values that pass some field schemas, so runs also reach the payment code behind validation. */
const plausible = fc.constantFrom(
  'true',
  'false',
  'DB',
  'PA',
  'CP',
  'RF',
  'RV',
  'RG',
  'CD',
  'EUR',
  'USD',
  'JPY',
  '10.00',
  '0.00',
  '9999999999.99',
  '1',
  'VISA',
  'MASTER',
  'AMEX',
  'PAYPAL',
  'DIRECTDEBIT_SEPA',
  'INTERNAL',
  'EXTERNAL',
  'DE',
  'DEU',
  '276',
  '12',
  '2030',
  '123',
  '1234',
  'https://shop.example/result',
  'jane@example.com',
  '+4930123456',
  'DE89370400440532013000',
  '4000000000000036',
  '5454545454545454',
);

const value = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  longString,
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
  date.map((d) => d.toISOString()),
  date.map((d) => d.toISOString().slice(0, 10)),
  date.map((d) => d.toISOString().slice(0, 19).replace('T', ' ')),
  fc.constantFrom('\u0000', '', ' ', 'a\u0000b'),
  text(chars('&=%[]a1+ #?'), 1, 30),
  // weighted up so more runs get past validation into the payment and follow-up code
  { arbitrary: plausible, weight: 3 },
);

const overrides = (extra?: readonly string[]) => fc.array(fc.tuple(names(extra), value), { minLength: 1, maxLength: 5 });

// ---- the contract ----------------------------------------------------------------------------

/** What every answer must satisfy, whatever was sent. */
async function expectContract(res: Response, sent: string): Promise<void> {
  expect(res.status, `HTTP ${res.status} for ${sent}`).toBeLessThan(500);
  const raw = await res.text();
  expect(raw, 'the answer echoes the card number').not.toContain(CARD);
  const body = JSON.parse(raw) as Json;
  expect(body.result.code).toMatch(CODE);
  if (res.status === 400 && body.result.code === '200.300.404') {
    const first = body.result.parameterErrors?.[0];
    expect(first, `no parameterErrors for ${sent}`).toBeDefined();
    expect(body.result.description, `description of ${sent}`).toContain(`: ${first?.name} `);
  }
}

/** The request as fast-check prints it when a run fails: names and values JSON-escaped. */
const describeSent = (path: string, form: URLSearchParams) => `${path} ${JSON.stringify([...form])}`;

type Gateway = ReturnType<typeof gateway>;

interface Route {
  title: string;
  method: 'POST' | 'GET';
  /** path, accepted base parameters and headers, prepared per run where the route needs a fresh resource */
  prepare: (g: Gateway) => Promise<{ path: string; base: Record<string, string>; headers: Record<string, string> }>;
  /** names the route knows besides the catalogue's (the query request has its own) */
  extraNames?: readonly string[];
}

const QUERY_NAMES = [
  'entityId',
  'merchantTransactionId',
  'limit',
  'date.from',
  'date.to',
  'paymentTypes',
  'paymentMethods',
  'includeLinkedTransactions',
  'shortId',
];

const ROUTES: Route[] = [
  {
    title: 'POST /v1/checkouts',
    method: 'POST',
    prepare: async () => ({ path: '/v1/checkouts', base: { entityId: config.entityId, amount: '12.50', currency: 'EUR', paymentType: 'DB' }, headers: AUTH }),
  },
  {
    title: 'POST /v1/payments',
    method: 'POST',
    prepare: async () => ({ path: '/v1/payments', base: s2s(), headers: AUTH }),
  },
  {
    title: 'POST /v1/payments/{id} on an approved PA',
    method: 'POST',
    prepare: async (g) => {
      // A fresh PA per run: an earlier run's capture or reversal must not change what this run tests.
      const pa = (await (await g.post('/v1/payments', s2s({ paymentType: 'PA' }))).json()) as Json;
      expect(pa.result.code).toBe('000.100.110');
      return { path: `/v1/payments/${pa.id}`, base: { entityId: config.entityId, amount: '10.00', currency: 'EUR', paymentType: 'CP' }, headers: AUTH };
    },
  },
  {
    title: 'POST /v1/registrations',
    method: 'POST',
    prepare: async () => ({ path: '/v1/registrations', base: { entityId: config.entityId, ...validCard() }, headers: AUTH }),
  },
  {
    title: 'POST /v1/checkouts/{id}/payment on a fresh checkout',
    method: 'POST',
    // The number frame submits without the merchant's token, so neither do we.
    prepare: async (g) => ({ path: `/v1/checkouts/${await g.createCheckout()}/payment`, base: validCard(), headers: {} }),
  },
  {
    title: 'GET /v1/query',
    method: 'GET',
    prepare: async () => ({ path: '/v1/query', base: { entityId: config.entityId, merchantTransactionId: 'fuzz-base-0001' }, headers: AUTH }),
    extraNames: QUERY_NAMES,
  },
];

describe('fuzzing catalogue fields never yields a 5xx', () => {
  it.each(ROUTES)(
    '$title',
    async (route) => {
      const g = gateway();
      await fc.assert(
        fc.asyncProperty(overrides(route.extraNames), async (pairs) => {
          const { path, base, headers } = await route.prepare(g);
          const form = new URLSearchParams(base);
          for (const [name, v] of pairs) form.set(name, v);
          const res =
            route.method === 'GET'
              ? await g.app.request(`${path}?${form.toString()}`, { headers })
              : await g.app.request(path, { method: 'POST', headers: { ...FORM, ...headers }, body: form.toString() });
          await expectContract(res, describeSent(path, form));
        }),
        { numRuns: RUNS },
      );
    },
    30_000,
  );
});

// ---- malformed encodings ---------------------------------------------------------------------

const MEGABYTE = `junk=${'x'.repeat(1024 * 1024)}`;

const MALFORMED: Array<{ title: string; type: string; body: string }> = [
  { title: 'a lone %', type: FORM['Content-Type'], body: '%' },
  { title: 'a bad escape', type: FORM['Content-Type'], body: 'a=%zz' },
  { title: 'empty names and values', type: FORM['Content-Type'], body: '=&=&' },
  { title: 'an unclosed bracket', type: FORM['Content-Type'], body: 'a[=1' },
  { title: 'array syntax', type: FORM['Content-Type'], body: 'a[]=1&a[]=2' },
  { title: 'a NUL byte', type: FORM['Content-Type'], body: 'a\u0000=1\u0000&\u0000' },
  { title: 'text/plain', type: 'text/plain', body: `entityId=${config.entityId}&amount=10.00` },
  { title: 'no Content-Type at all', type: '', body: `entityId=${config.entityId}` },
];

/** Each POST route and the parameter it must name first when the body carries nothing usable. */
const POSTS: Array<{ title: string; path: (g: Gateway) => Promise<string>; headers: Record<string, string>; missing: string }> = [
  { title: 'POST /v1/checkouts', path: async () => '/v1/checkouts', headers: AUTH, missing: 'entityId' },
  { title: 'POST /v1/payments', path: async () => '/v1/payments', headers: AUTH, missing: 'entityId' },
  {
    title: 'POST /v1/payments/{id}',
    path: async (g) => `/v1/payments/${((await (await g.post('/v1/payments', s2s({ paymentType: 'PA' }))).json()) as Json).id}`,
    headers: AUTH,
    missing: 'entityId',
  },
  { title: 'POST /v1/registrations', path: async () => '/v1/registrations', headers: AUTH, missing: 'entityId' },
  // The submission has no required fields of its own; what is missing is something to pay with.
  { title: 'POST /v1/checkouts/{id}/payment', path: async (g) => `/v1/checkouts/${await g.createCheckout()}/payment`, headers: {}, missing: 'card.number' },
];

describe('malformed form encodings', () => {
  it.each(POSTS)('$title answers 400 naming $missing, never a 5xx', async (route) => {
    const g = gateway();
    for (const m of MALFORMED) {
      const path = await route.path(g);
      const headers: Record<string, string> = { ...route.headers, ...(m.type ? { 'Content-Type': m.type } : {}) };
      const res = await g.app.request(path, { method: 'POST', headers, body: m.body });
      expect(res.status, m.title).toBe(400);
      const body = (await res.json()) as Json;
      expect(body.result.code, m.title).toBe('200.300.404');
      expect(body.result.parameterErrors?.[0]?.name, m.title).toBe(route.missing);
      expect(body.result.description, m.title).toContain(`: ${route.missing} `);
    }
  });

  it.each(POSTS)('$title answers a JSON body with 400 saying bodies are form-encoded', async (route) => {
    const g = gateway();
    const body = JSON.stringify({ entityId: config.entityId, amount: '10.00', currency: 'EUR', paymentType: 'DB', ...validCard() });
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/vnd.api+json']) {
      const res = await g.app.request(await route.path(g), { method: 'POST', headers: { ...route.headers, 'Content-Type': type }, body });
      expect(res.status, type).toBe(400);
      const { result } = (await res.json()) as Json;
      expect(result.code, type).toBe('200.300.404');
      expect(result.description, type).toContain('application/x-www-form-urlencoded');
      expect(result.description, type).toContain('form-encoded');
      expect(result.parameterErrors?.[0]?.name, type).toBe('Content-Type');
    }
  });

  it.each(POSTS)('$title refuses a body over a megabyte with 413, never a 5xx', async (route) => {
    const g = gateway();
    const res = await g.app.request(await route.path(g), {
      method: 'POST',
      headers: { ...route.headers, 'Content-Type': FORM['Content-Type'] },
      body: MEGABYTE,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as Json).result.code).toBe('200.300.404');
  });

  it('GET /v1/query with a malformed query string answers 400 naming entityId', async () => {
    const g = gateway();
    for (const qs of ['%', 'a=%zz', '=&=&', 'a[=1', 'entityId=%E0%A4%A', 'entityId', '%00=%00', `entityId[]=${config.entityId}`]) {
      const res = await g.app.request(`/v1/query?${qs}`, { headers: AUTH });
      expect(res.status, qs).toBe(400);
      const body = (await res.json()) as Json;
      expect(body.result.code, qs).toBe('200.300.404');
      expect(body.result.parameterErrors?.[0]?.name, qs).toBe('entityId');
    }
  });

  // Found by this file: a multipart body undici cannot parse (no boundary, a broken part) used to
  // answer 500; it is a malformed request, so 400.
  it.each(POSTS)('$title answers 400, not 500, for a malformed multipart body', async (route) => {
    const g = gateway();
    for (const [type, body] of [
      ['multipart/form-data', 'hello'],
      ['multipart/form-data; boundary=x', '--x\r\nbroken'],
    ] as const) {
      const res = await g.app.request(await route.path(g), { method: 'POST', headers: { ...route.headers, 'Content-Type': type }, body });
      expect(res.status, `${type} ${JSON.stringify(body)}`).toBe(400);
      const result = ((await res.json()) as Json).result;
      expect(result.code).toBe('200.300.404');
      expect(result.description).toContain('cannot be read as a form');
    }
  });
});
