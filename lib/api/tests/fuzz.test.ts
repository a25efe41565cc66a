// Seeded fuzz test generated from the OpenAPI document: every operation gets up to a few hundred requests built
// from its path, query and body schemas, against a business with one record of each kind. Of six requests, two
// are valid by the schemas (to reach the domain and the database), three are valid but for one hostile value
// (NUL, lone surrogate, huge number, wrong type, deep nesting… in a path parameter, a query parameter or anywhere
// in the body) and one is hostile all over (raw bodies, unknown fields and parameters). Any 5xx or non-JSON
// answer fails, naming the seed, the case and the request. Bounded in time: each operation runs MIN_CASES, then
// more until TIME_LIMIT_MS is up. FUZZ_SEED, FUZZ_CASES and FUZZ_MS change the seed and the bounds.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { createCategory } from '../../domain/catalog/products';
import { ensureLoyaltyCard } from '../../domain/loyalty/cards';
import { createCoupon } from '../../domain/loyalty/coupons';
import { configureLoyaltyProgram } from '../../domain/loyalty/program';
import { ALL_SCOPES } from '../../domain/keys/scopes';
import { call, setup } from '../../testing/api';
import { type JsonSchema, asUrlText, fieldFor, hostile, replaceOne, valueFor } from '../../testing/openapi-arbitrary';
import { openApiDocument } from '../openapi';
import { encodeCursor } from '../paging';
import { routeRegistry } from '../route';

const SEED = Number(process.env.FUZZ_SEED ?? 14_2026);
/** Cases per operation: at least MIN_CASES, then more until TIME_LIMIT_MS has passed, at most MAX_CASES. */
const MIN_CASES = 25;
const MAX_CASES = Number(process.env.FUZZ_CASES ?? 300);
const TIME_LIMIT_MS = Number(process.env.FUZZ_MS ?? 300);

const doc = openApiDocument('http://localhost:3000/api/v1') as unknown as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; requestBodies?: Record<string, RequestBody> };
};
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };
type RequestBody = { content: Record<string, { schema: JsonSchema }> };
type Operation = { parameters?: Parameter[]; requestBody?: RequestBody | { $ref: string } };

/** An operation's request body, its `#/components/requestBodies/…` reference followed. */
const requestBodyOf = (operation: Operation): RequestBody | undefined => {
  const body = operation.requestBody;
  if (body && '$ref' in body) return doc.components.requestBodies?.[body.$ref.replace('#/components/requestBodies/', '')];
  return body;
};

const resolve = (ref: string) => doc.components.schemas[ref.replace('#/components/schemas/', '')]!;

/** Ids of one record of each kind, by the name a path parameter or field gives them. */
type Fixtures = { key: string; ids: Record<string, string[]> };

async function fixtures(): Promise<Fixtures> {
  const { business, key } = await setup(ALL_SCOPES, { plan: 'shop' });
  const db = await getDb();
  const post = async (path: string, body: unknown) => {
    const res = await call('POST', path, { key, body });
    if (res.status >= 300) throw new Error(`fixture ${path}: ${res.text}`);
    return res.body;
  };
  const program = await configureLoyaltyProgram(db, business.id, {
    stampsPerCard: 5,
    stampReward: { name: 'Croissant' },
    pointsRewards: [{ name: 'Café', pointsCost: 10 }],
  });
  const category = await createCategory(db, business.id, { name: 'Pains', slug: 'pains' });
  const product = await post('/public/products', {
    name: 'Pain',
    sku: 'PAIN-1',
    sellingPrice: 2.5,
    vatPercent: 6,
    categoryId: category.id,
    stockQuantity: 10,
  });
  const customer = await post('/public/customers', { email: 'anne@example.be', firstName: 'Anne' });
  const cardId = await ensureLoyaltyCard(db, business.id, customer.id);
  await createCoupon(db, business.id, { code: 'BIENVENUE', description: 'Welcome' });
  const lines = [{ description: 'Farine', quantity: 2, unitPrice: 18.5, vatPercent: 6 }];
  const draft = await post('/public/invoices', { buyerName: 'Dupont', customerId: customer.id, items: lines });
  const final = await post('/public/invoices', { buyerName: 'Dupont', items: lines, finalize: true });
  const page = await post('/public/site/pages', { title: 'Histoire', slug: 'histoire' });
  await call('PATCH', '/public/shop', { key, body: { name: 'Dupont' } });
  const site = (await call('GET', '/public/site', { key })).body;
  const locations = (await call('GET', '/public/locations', { key })).body.data.map((location: { id: string }) => location.id);
  const ids = {
    product: [product.id],
    customer: [customer.id],
    invoice: [draft.id, final.id],
    item: [draft.items[0].id, final.items[0].id],
    card: [cardId!],
    code: ['BIENVENUE', 'bienvenue'],
    page: [page.id],
    category: [category.id],
    location: locations,
    site: [site.id],
    reward: program.rewards.map((reward) => reward.id),
  };
  return { key, ids };
}

/** The fixture ids a path parameter or body field of this name most likely wants. */
function idsFor(path: string, name: string, ids: Fixtures['ids']): string[] {
  if (name === 'itemId') return ids.item!;
  if (name === 'code') return ids.code!;
  if (name === 'id') {
    const kind = /\/public\/(products|customers|invoices|loyalty\/cards|site\/pages)/.exec(path)?.[1];
    const byKind = { products: ids.product, customers: ids.customer, invoices: ids.invoice, 'loyalty/cards': ids.card, 'site/pages': ids.page };
    return byKind[kind as keyof typeof byKind] ?? ids.product!;
  }
  return { customerId: ids.customer, categoryId: ids.category, locationId: ids.location, siteId: ids.site, rewardId: ids.reward }[name] ?? [];
}

const someId = (known: string[]) =>
  fc.oneof(
    { weight: known.length ? 6 : 0, arbitrary: known.length ? fc.constantFrom(...known) : fc.constant('x') },
    { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  );

/**
 * A path segment: URLs cannot carry lone surrogates, and "", "." and ".." are not segments (an empty or dot
 * segment changes which route is asked, which the framework answers, not the route).
 */
const segment = (value: string) => {
  const text = encodeURIComponent(value.replace(/\p{Cs}/gu, '\ufffd'));
  return ['', '.', '..'].includes(value) ? 'x' : text;
};

const BLOCK_TYPES = ['heading', 'rich-text', 'shop-hero', 'product-grid', 'image', 'faq', 'spacer', 'nope'];

/** Values of fields whose schema alone rarely yields an accepted one. */
function hints(path: string, { ids }: Fixtures): Record<string, fc.Arbitrary<unknown>> {
  const references = ['customerId', 'categoryId', 'locationId', 'siteId', 'rewardId', 'sessionId'];
  return {
    ...Object.fromEntries(references.map((name) => [name, someId(idsFor(path, name, ids))])),
    cursor: fc.constantFrom(...Object.values(ids).flat().map(encodeCursor)),
    from: fc.constantFrom('2026-01-01', '2026-03-01', '2026-03-01T08:00:00+01:00'),
    to: fc.constantFrom('2026-01-31', '2026-03-31', '2025-12-31'),
    type: fc.constantFrom(...BLOCK_TYPES),
    vatPercent: fc.constantFrom(0, 6, 12, 21, 7),
    currency: fc.constantFrom('EUR', 'usd', 'JPY', 'GBP', 'XXX'),
    country: fc.constantFrom('BE', 'fr', 'NL', 'ZZ'),
    phone: fc.constantFrom('0470 12 34 56', '+32 2 555 12 34', '123'),
    themeKey: fc.constantFrom('bakery', 'cafe', 'nope'),
  };
}

/** One request of an operation: path parameters, query, body (JSON or raw) and an optional Idempotency-Key. */
function requests(path: string, method: string, operation: Operation, fixtures: Fixtures) {
  const parameters = operation.parameters ?? [];
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const schema = requestBodyOf(operation)?.content['application/json']?.schema;
  const deepBody = `{"x":${'['.repeat(5000)}${']'.repeat(5000)}}`;
  const rawBodies = fc.constantFrom('null', '[]', '"x"', '1', '{', '{"a":1,"a":2}', deepBody, '{"__proto__":{"x":1}}');
  const params = fc.record(
    Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, someId(idsFor(path, p.name, fixtures.ids))])),
  );
  const idempotencyKey =
    method === 'get'
      ? fc.constant(null)
      : fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('fuzz-1', 'fuzz-2') });
  const variant = (clean: boolean) => {
    const ctx = { resolve, clean, hints: hints(path, fixtures) };
    const query = fc.tuple(
      fc.record(
        Object.fromEntries(queryParameters.map((p) => [p.name, fieldFor(p.name, p.schema, ctx).map(asUrlText)])),
        { requiredKeys: queryParameters.filter((p) => p.required).map((p) => p.name) },
      ),
      clean ? fc.constant(null) : fc.option(fc.constantFrom('__proto__', 'constructor', 'unknown', 'limit'), { freq: 3 }),
    );
    const json = (schema ? valueFor(schema, ctx) : fc.constant({})).map((value) => ({ kind: 'json' as const, json: value }));
    const body =
      method === 'get'
        ? fc.constant({ kind: 'none' as const })
        : clean
          ? json
          : fc.oneof(
              { weight: 8, arbitrary: json },
              { weight: 1, arbitrary: rawBodies.map((raw) => ({ kind: 'raw' as const, raw })) },
              { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
            );
    return fc.record({ params, query, body, idempotencyKey });
  };
  const names = { query: queryParameters.map((p) => p.name), body: Object.keys(resolved(schema)?.properties ?? {}) };
  const clean = variant(true);
  const mutated = fc.tuple(clean, fc.nat(), hostile).map(([request, pick, value]) => mutate(request, pick, value, names));
  return fc.oneof({ weight: 2, arbitrary: clean }, { weight: 3, arbitrary: mutated }, { weight: 1, arbitrary: variant(false) });
}

const resolved = (schema: JsonSchema | undefined) => (schema?.$ref ? resolve(schema.$ref) : schema);

type Generated = { params: Record<string, unknown>; query: [Record<string, unknown>, string | null]; body: Body; idempotencyKey: string | null };
type Body = { kind: 'none' } | { kind: 'raw'; raw: string } | { kind: 'json'; json: unknown };

/** A valid request with one hostile value: in a path parameter, a query parameter, or anywhere in the body. */
function mutate<T extends Generated>(request: T, pick: number, value: unknown, names: { query: string[]; body: string[] }): T {
  const { params, query: [query, extra], body } = request;
  const parts = [
    ...Object.keys(params).map((name) => ({ part: 'params' as const, name })),
    ...names.query.map((name) => ({ part: 'query' as const, name })),
    ...(body.kind === 'json' ? [{ part: 'body' as const, name: '' }] : []),
  ];
  if (parts.length === 0) return request;
  const { part, name } = parts[pick % parts.length]!;
  if (part === 'params') return { ...request, params: { ...params, [name]: asUrlText(value) } };
  if (part === 'query') return { ...request, query: [{ ...query, [name]: asUrlText(value) }, extra] };
  const json = replaceOne((body as { json: unknown }).json, Math.floor(pick / parts.length), value, [[], ...names.body.map((key) => [key])]);
  return { ...request, body: { kind: 'json', json } };
}

const operations = Object.entries(doc.paths)
  .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
  // Deletions last: they take the fixtures other operations use.
  .sort((a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'));

type FuzzRequest = ReturnType<typeof requests> extends fc.Arbitrary<infer T> ? T : never;

/** The generated request as arguments of the test client. */
function toCall(path: string, method: string, { params, query: [query, extra], body, idempotencyKey }: FuzzRequest) {
  const url = new URL(`http://x${path.replace(/\{(\w+)\}/g, (_, name: string) => segment(params[name] as string))}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value as string);
  if (extra) url.searchParams.append(extra, '1');
  const headers: Record<string, string> = idempotencyKey ? { 'idempotency-key': idempotencyKey } : {};
  const options =
    body.kind === 'json'
      ? { body: body.json, headers }
      : body.kind === 'raw'
        ? { rawBody: body.raw, headers: { ...headers, 'content-type': 'application/json' } }
        : { headers };
  return { method: method.toUpperCase(), url: `${url.pathname}${url.search}`, options };
}

// Reads share one set of records; each write gets its own, so no write sees another's leftovers. The next
// operation's records are built while the current one runs.
let forReads: Promise<Fixtures> | undefined;
const prepared: Promise<Fixtures>[] = [];
function fixturesFor(index: number): Promise<Fixtures> {
  if (!prepared[index]) {
    prepared[index] = operations[index]!.method === 'get' ? (forReads ??= fixtures()) : fixtures();
    prepared[index].catch(() => undefined); // reported by the operation that awaits it
  }
  return prepared[index];
}

describe(`fuzzing every operation of the OpenAPI document (seed ${SEED}, ${MIN_CASES}–${MAX_CASES} cases each)`, () => {
  beforeAll(() => {
    process.env.RATE_LIMIT_PER_MINUTE = '0';
  });

  it('covers every operation', () => {
    expect(operations.length).toBe(routeRegistry.length);
  });

  for (const [index, { path, method, operation }] of operations.entries()) {
    it(`${method.toUpperCase()} ${path} never answers 5xx or non-JSON`, async () => {
      const context = await fixturesFor(index);
      if (index + 1 < operations.length) void fixturesFor(index + 1);
      const cases = fc.sample(requests(path, method, operation, context), { seed: SEED, numRuns: MAX_CASES });
      const deadline = Date.now() + TIME_LIMIT_MS;
      for (const [number, request] of cases.entries()) {
        if (number >= MIN_CASES && Date.now() > deadline) break;
        const { method: verb, url, options } = toCall(path, method, request);
        const fail = (answer: string) =>
          new Error(`FUZZ_SEED=${SEED}, case ${number}: ${verb} ${url} → ${answer}\nrequest: ${JSON.stringify(request).slice(0, 2000)}`);
        const res = await call(verb, url, { key: context.key, ...options }).catch((error: Error) => {
          throw fail(`${error.message} (an unparsable JSON body?)`);
        });
        const type = res.headers.get('content-type') ?? '';
        const pdf = type.startsWith('application/pdf') && res.status === 200;
        const ok = res.status < 500 && (res.status === 204 ? res.text === '' : type.startsWith('application/json') || pdf);
        if (!ok) throw fail(`${res.status} ${type}\n${res.text.slice(0, 500)}`);
      }
    });
  }
});
