// Input that used to answer 500 or be silently altered: every case answers 400 validation_failed naming the
// field (or 404), and nothing is written.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ALL_SCOPES } from '../../domain/keys/scopes';
import { MAX_JSON_DEPTH } from '../request';
import { MAX_LINE_AMOUNT, MAX_QUANTITY, MAX_STOCK, MAX_UNIT_PRICE } from '../../domain/shared/input';
import { type ApiResponse, call, setup } from '../../testing/api';
import { callDashboard, signedInMerchant } from '../../testing/dashboard';
import * as dashboardProduct from '../../../app/api/dashboard/businesses/[businessId]/products/[productId]/route';
import { routeRegistry } from '../route';
import '../contracts';

let key: string;
beforeAll(async () => {
  process.env.RATE_LIMIT_PER_MINUTE = '0'; // hundreds of requests from one key
  ({ key } = await setup(ALL_SCOPES, { plan: 'shop' }));
});

const json = { 'content-type': 'application/json' };
const send = (method: string, path: string, rawBody: string, headers: Record<string, string> = {}) =>
  call(method, path, { key, rawBody, headers: { ...json, ...headers } });

/** 400 validation_failed whose details name `path`. */
function expectRefused(res: ApiResponse, path: string, message?: RegExp) {
  expect(res.status, res.text.slice(0, 300)).toBe(400);
  expect(res.body.error.code).toBe('validation_failed');
  expect(res.body.error.details.map((detail: { path: string }) => detail.path)).toContain(path);
  if (message) expect(res.body.error.message).toMatch(message);
}

const count = async (path: string) => (await call('GET', `${path}${path.includes('?') ? '&' : '?'}limit=100`, { key })).body.data.length;

/** Property names of a route's path or query schema. */
const names = (schema: z.ZodType | undefined) =>
  schema ? Object.keys((z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties ?? {}) : [];

describe('NUL (U+0000) in the path or the query', () => {
  it('is refused in every path parameter of every route', async () => {
    for (const spec of routeRegistry) {
      for (const param of names(spec.params)) {
        const path = spec.path.replace(/\{(\w+)\}/g, (_, name) => (name === param ? 'a%00b' : 'x'));
        const res = await call(spec.method, path, { key, body: spec.method === 'GET' || spec.method === 'DELETE' ? undefined : {} });
        expectRefused(res, param, /NUL/);
      }
    }
  });

  it('is refused in every query parameter of every route', async () => {
    for (const spec of routeRegistry) {
      for (const param of names(spec.query)) {
        expectRefused(await call(spec.method, `${spec.path}?${param}=a%00b`, { key }), param, /NUL/);
      }
    }
    expect(names(routeRegistry.find((spec) => spec.path === '/public/transactions')!.query)).toContain('locationId');
  });

  it('changes nothing when a write names a product id with a NUL', async () => {
    const product = (await call('POST', '/public/products', { key, body: { name: 'Pain', sellingPrice: 2 } })).body;
    expectRefused(await call('PATCH', `/public/products/${product.id}%00`, { key, body: { name: 'Autre' } }), 'id');
    expect((await call('GET', `/public/products/${product.id}`, { key })).body.name).toBe('Pain');
  });
});

describe('unknown query parameters', () => {
  it('refuses __proto__ and constructor like any other unknown parameter', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'nope']) {
      expectRefused(await call('GET', `/public/products?${name}=1`, { key }), name, /unknown/);
      expectRefused(await call('GET', `/public/invoices?limit=5&${name}=x`, { key }), name, /unknown/);
    }
  });
});

describe('a deeply nested JSON body', () => {
  const nested = (levels: number, inner = '1') => '['.repeat(levels) + inner + ']'.repeat(levels);

  it(`is refused beyond ${MAX_JSON_DEPTH} levels, saying so, also with an Idempotency-Key and a NUL inside`, async () => {
    const before = await count('/public/site/pages');
    const deep = nested(20_000);
    for (const [body, headers] of [
      [`{"title":"Deep","slug":"deep","blocks":[{"type":"heading","config":{"x":${deep}}}]}`, { 'idempotency-key': 'deep-1' }],
      [`{"title":"Deep","slug":"deep","blocks":${nested(20_000, '"\\u0000"')}}`, {}],
      [`{"title":"Deep","slug":"deep","x":${deep}}`, { 'idempotency-key': 'deep-2' }],
    ] as const) {
      const res = await send('POST', '/public/site/pages', body, headers);
      expect(res.status, res.text.slice(0, 200)).toBe(400);
      expect(res.body.error.message).toMatch(new RegExp(`nested more than ${MAX_JSON_DEPTH} levels deep`));
    }
    const ok = await send('PATCH', '/public/products/prod_x', `{"name":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect(ok.body.error.message).not.toMatch(/nested/);
    const over = await send('PATCH', '/public/products/prod_x', `{"name":${nested(MAX_JSON_DEPTH)}}`);
    expect(over.body.error.message).toMatch(/nested more than/);
    expect(await count('/public/site/pages')).toBe(before);
  });
});

describe('text that is not valid Unicode', () => {
  it('refuses a lone UTF-16 surrogate in JSON fields, plain text fields and field names, writing nothing', async () => {
    const [invoices, customers, products] = [await count('/public/invoices'), await count('/public/customers'), await count('/public/products')];
    const address = '{"line1":"Rue \\udfff","postalCode":"1000","city":"Bruxelles","country":"BE"}';
    expectRefused(await send('POST', '/public/invoices', `{"buyerName":"X","buyerAddress":${address}}`), 'buyerAddress.line1', /surrogate/);
    expectRefused(await send('POST', '/public/customers', `{"email":"a@example.be","address":${address}}`), 'address.line1', /surrogate/);
    expectRefused(await send('POST', '/public/products', '{"name":"Pain \\ud800","sellingPrice":2}'), 'name', /surrogate/);
    expectRefused(await send('POST', '/public/products', '{"name":"Pain","sellingPrice":2,"\\udc00":1}'), '\udc00', /surrogate/);
    expect([await count('/public/invoices'), await count('/public/customers'), await count('/public/products')]).toEqual([
      invoices,
      customers,
      products,
    ]);
    // A surrogate pair is valid Unicode, and kept.
    const emoji = await send('POST', '/public/products', '{"name":"Pain \\ud83e\\udd56","sellingPrice":2}');
    expect(emoji.status).toBe(201);
    expect(emoji.body.name).toBe('Pain 🥖');
  });

  it('refuses a body that is not valid UTF-8', async () => {
    const bytes = new Uint8Array([...Buffer.from('{"name":"Pain '), 0xff, 0xfe, ...Buffer.from('","sellingPrice":2}')]);
    const res = await call('POST', '/public/products', { key, rawBody: bytes, headers: json });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/UTF-8/);
  });
});

describe('numbers beyond what the columns and the arithmetic hold', () => {
  const line = (quantity: unknown, unitPrice: unknown) => ({ description: 'Farine', quantity, unitPrice, vatPercent: 21 });

  it('refuses quantities and unit prices over their documented maxima, as numbers or strings', async () => {
    const before = await count('/public/invoices');
    const cases: [string, string][] = [
      [`{"buyerName":"X","items":[{"description":"a","quantity":1,"unitPrice":9007199254740993}]}`, 'items.0.unitPrice'],
      [`{"buyerName":"X","items":[{"description":"a","quantity":9007199254740993,"unitPrice":1}]}`, 'items.0.quantity'],
      [`{"buyerName":"X","items":[{"description":"a","quantity":-9007199254740993,"unitPrice":1}]}`, 'items.0.quantity'],
      [`{"buyerName":"X","items":[{"description":"a","quantity":"9007199254740993","unitPrice":1}]}`, 'items.0.quantity'],
      [`{"buyerName":"X","items":[{"description":"a","quantity":1,"unitPrice":"1e400"}]}`, 'items.0.unitPrice'],
      [JSON.stringify({ buyerName: 'X', items: [line(MAX_QUANTITY, MAX_UNIT_PRICE)] }), 'items.0.unitPrice'],
      [JSON.stringify({ buyerName: 'X', items: [line(1, MAX_UNIT_PRICE + 0.0001)] }), 'items.0.unitPrice'],
      [JSON.stringify({ buyerName: 'X', items: [line(MAX_QUANTITY + 0.0001, 1)] }), 'items.0.quantity'],
    ];
    for (const [body, path] of cases) expectRefused(await send('POST', '/public/invoices', body), path);
    expect(await count('/public/invoices')).toBe(before);
  });

  it('keeps 500 lines at the maxima exact to the cent', async () => {
    const quantity = MAX_QUANTITY;
    const unitPrice = MAX_LINE_AMOUNT / MAX_QUANTITY;
    const res = await call('POST', '/public/invoices', { key, body: { buyerName: 'X', items: Array(500).fill(line(quantity, unitPrice)) } });
    expect(res.status, res.text.slice(0, 200)).toBe(201);
    expect(res.body.items[0].lineTotal).toBe(MAX_LINE_AMOUNT);
    expect(res.body).toMatchObject({ totalExclVat: 500 * MAX_LINE_AMOUNT, totalVat: 105 * MAX_LINE_AMOUNT, totalAmount: 605 * MAX_LINE_AMOUNT });
  });

  it('refuses a line PATCH that takes quantity × unitPrice over the maximum, changing nothing', async () => {
    const invoice = (await call('POST', '/public/invoices', { key, body: { buyerName: 'X', items: [line(1, MAX_UNIT_PRICE)] } })).body;
    const path = `/public/invoices/${invoice.id}/items/${invoice.items[0].id}`;
    expectRefused(await call('PATCH', path, { key, body: { quantity: 11 } }), 'quantity', /exceeds/);
    expect((await call('GET', `/public/invoices/${invoice.id}`, { key })).body).toEqual(invoice);
  });

  it('refuses stock above the maximum', async () => {
    const product = (await call('POST', '/public/products', { key, body: { name: 'Sel', sellingPrice: 1, stockQuantity: MAX_STOCK } })).body;
    expectRefused(await call('POST', `/public/products/${product.id}/inventory`, { key, body: { delta: 1 } }), 'delta', /exceed/);
    const tooMuch = await call('POST', '/public/products', { key, body: { name: 'Sel', sellingPrice: 1, stockQuantity: MAX_STOCK + 1 } });
    expectRefused(tooMuch, 'stockQuantity');
    expect((await call('GET', `/public/products/${product.id}`, { key })).body.stockQuantity).toBe(MAX_STOCK);
    expect((await call('POST', `/public/products/${product.id}/inventory`, { key, body: { delta: -1 } })).status).toBe(201);
  });
});

describe('money and its minor unit', () => {
  it('refuses more decimals than the currency has for amounts kept in minor units, naming the field', async () => {
    const before = await count('/public/products');
    expectRefused(await call('POST', '/public/products', { key, body: { name: 'Pain', sellingPrice: 4.999 } }), 'sellingPrice');
    // Not taken for 5.00: only floating-point noise is tolerated (0.1 + 0.2 stays 0.3).
    expectRefused(await call('POST', '/public/products', { key, body: { name: 'Pain', sellingPrice: 4.999999999 } }), 'sellingPrice');
    expect(await count('/public/products')).toBe(before);
    expect((await call('POST', '/public/products', { key, body: { name: 'Pain', sellingPrice: 0.1 + 0.2 } })).body.sellingPrice).toBe(0.3);

    expectRefused(await call('PATCH', '/public/shop', { key, body: { shippingFlatRate: 4.999 } }), 'shippingFlatRate');
    expect((await call('GET', '/public/shop', { key })).status).toBe(404);
    expectRefused(await call('PATCH', '/public/shop', { key, body: { currency: 'JPY', shippingFlatRate: 450.5 } }), 'shippingFlatRate');
    expect((await call('PATCH', '/public/shop', { key, body: { currency: 'JPY', shippingFlatRate: 450 } })).body.shippingFlatRate).toBe(450);
  });

  it('lets invoice unit prices carry 4 decimals in any currency, the line total rounded to the minor unit', async () => {
    const res = await call('POST', '/public/invoices', {
      key,
      body: { buyerName: 'X', currency: 'JPY', items: [{ description: 'Thé', quantity: 1, unitPrice: 1000.5, vatPercent: 21 }] },
    });
    expect(res.status).toBe(201);
    expect(res.body.items[0]).toMatchObject({ unitPrice: 1000.5, lineTotal: 1001 });
    expectRefused(
      await call('POST', '/public/invoices', { key, body: { buyerName: 'X', items: [{ description: 'Thé', quantity: 1, unitPrice: 4.99999 }] } }),
      'items.0.unitPrice',
    );
  });
});

describe('dates out of range', () => {
  it('are refused in queries and bodies', async () => {
    expectRefused(await call('GET', '/public/invoices?from=0000-01-01', { key }), 'from', /1900-01-01/);
    expectRefused(await call('GET', '/public/invoices?to=3000-01-01', { key }), 'to');
    expectRefused(await call('GET', '/public/transactions?from=0000-01-01', { key }), 'from');
    expectRefused(await call('GET', '/public/transactions?to=0000-01-01T00:00:00Z', { key }), 'to');
    expectRefused(await call('GET', '/public/sessions?from=0000-01-01', { key }), 'from');
    expectRefused(await call('GET', '/public/reports/revenue?from=0000-01-01&to=0000-01-05', { key }), 'from');
    const before = await count('/public/invoices');
    expectRefused(await call('POST', '/public/invoices', { key, body: { buyerName: 'X', issueDate: '0000-01-01' } }), 'issueDate');
    expectRefused(await call('POST', '/public/invoices', { key, body: { buyerName: 'X', dueDate: '9999-12-31' } }), 'dueDate');
    expect(await count('/public/invoices')).toBe(before);
  });
});

describe('references that do not exist', () => {
  it('answer 400 naming the field for an empty id, 404 naming it for an unknown one, writing nothing', async () => {
    const before = await count('/public/products');
    expectRefused(await call('POST', '/public/products', { key, body: { name: 'Pain', sellingPrice: 2, categoryId: '' } }), 'categoryId');
    const unknown = await call('POST', '/public/products', { key, body: { name: 'Pain', sellingPrice: 2, categoryId: 'cat_x' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.details[0].path).toBe('categoryId');
    expect(await count('/public/products')).toBe(before);

    const product = (await call('POST', '/public/products', { key, body: { name: 'Pain', sellingPrice: 2 } })).body;
    expectRefused(await call('PATCH', `/public/products/${product.id}`, { key, body: { categoryId: '' } }), 'categoryId');
    expectRefused(await call('POST', `/public/products/${product.id}/inventory`, { key, body: { locationId: '', delta: 1 } }), 'locationId');
    expectRefused(await call('POST', '/public/invoices', { key, body: { customerId: '' } }), 'customerId');
    expectRefused(await call('PATCH', '/public/shop', { key, body: { siteId: '' } }), 'siteId');
    expect((await call('GET', `/public/products/${product.id}`, { key })).body).toEqual(product);
  });
});

describe('a null JSON body', () => {
  it('is refused by every PATCH route, and nothing is created or changed', async () => {
    const fresh = await setup(ALL_SCOPES, { plan: 'shop' });
    for (const spec of routeRegistry.filter((route) => route.method === 'PATCH')) {
      const path = spec.path.replace(/\{\w+\}/g, 'x');
      expectRefused(await call('PATCH', path, { key: fresh.key, rawBody: 'null', headers: json }), '');
    }
    expect((await call('GET', '/public/shop', { key: fresh.key })).status).toBe(404);
  });
});

describe("the dashboard's routes", () => {
  it('get the same checks: NUL in the path, a lone surrogate, a null body', async () => {
    const { business, cookie } = await signedInMerchant('basic');
    const patch = (params: Record<string, string>, body: unknown) =>
      callDashboard(dashboardProduct.PATCH, 'PATCH', `/products/${params.productId}`, params, { cookie, body });
    const nulInBusiness = await patch({ businessId: `${business.id}\u0000`, productId: 'prod_x' }, { name: 'Pain' });
    expect(nulInBusiness.status).toBe(400);
    expect(nulInBusiness.body.error.details[0].path).toBe('businessId');
    const nulInProduct = await patch({ businessId: business.id, productId: 'prod\u0000' }, { name: 'Pain' });
    expect(nulInProduct.body.error.details[0].path).toBe('productId');
    const surrogate = await patch({ businessId: business.id, productId: 'prod_x' }, { name: 'Pain \udfff' });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.error.details[0].path).toBe('name');
    const nullBody = await patch({ businessId: business.id, productId: 'prod_x' }, null);
    expect(nullBody.status).toBe(400);
  });
});
