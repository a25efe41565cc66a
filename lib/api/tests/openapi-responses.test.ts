// Every answer matches the OpenAPI document: the test client (lib/testing/api.ts) checks each one, and these
// tests show that the check fails on what the document does not declare, and that the answers integrators
// asked about are declared: insufficient_stock with `available`, 200 for a known customer, finalize without a
// body, per-operation error codes, response headers and `livemode` on every resource.
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../openapi';
import { call, makeKey, setup } from '../../testing/api';
import { documentMismatches } from '../../testing/openapi-check';

type Json = Record<string, any>;
const doc = openApiDocument('http://localhost:3000/api/v1') as Json;

/** An answer like one of the test client's, with the given changes. */
function altered(answer: { status: number; headers: Headers; body: unknown; text: string }, change: { status?: number; body?: unknown; headers?: Record<string, string | null> }) {
  const headers = new Headers(answer.headers);
  for (const [name, value] of Object.entries(change.headers ?? {})) {
    if (value === null) headers.delete(name);
    else headers.set(name, value);
  }
  const body = 'body' in change ? change.body : answer.body;
  return { status: change.status ?? answer.status, headers, body, text: JSON.stringify(body) };
}

const codesOf = (method: string, path: string, status: number): string[] => {
  let response = doc.paths[path][method].responses[String(status)] as Json;
  if (response.$ref) response = doc.components.responses[response.$ref.split('/').pop()];
  return response.content['application/json'].schema.allOf[1].properties.error.properties.code.enum;
};

describe('the check of answers against the document', () => {
  it('passes real answers and fails on an undeclared status, field, type, error code or header', async () => {
    const { key } = await setup(['products:read', 'products:write']);
    const product = await call('POST', '/public/products', { key, body: { name: 'Pain gris', sellingPrice: 3.2, vatPercent: 6 } });
    const read = await call('GET', `/public/products/${product.body.id}`, { key });
    const path = `/public/products/${product.body.id}`;
    expect(documentMismatches('GET', path, read)).toEqual([]);

    // Additive change is allowed: an unknown response field is no mismatch.
    expect(documentMismatches('GET', path, altered(read, { body: { ...read.body, addedLater: 1 } }))).toEqual([]);

    const { name: _name, ...withoutName } = read.body;
    expect(documentMismatches('GET', path, altered(read, { body: withoutName })).join()).toMatch(/must have required property 'name'/);
    const { livemode: _livemode, ...withoutLivemode } = read.body;
    expect(documentMismatches('GET', path, altered(read, { body: withoutLivemode })).join()).toMatch(/'livemode'/);
    expect(documentMismatches('GET', path, altered(read, { body: { ...read.body, sellingPrice: '3.20' } })).join()).toMatch(/sellingPrice must be number/);
    expect(documentMismatches('GET', path, altered(read, { status: 409 })).join()).toMatch(/status 409 is not declared for GET \/public\/products\/\{id\}/);

    const notFound = await call('GET', '/public/products/prod_01m8b55nhkc9fw444ncerq5s0y', { key });
    expect(notFound.status).toBe(404);
    const stock = { error: { ...notFound.body.error, code: 'insufficient_stock' } };
    expect(documentMismatches('GET', path, altered(notFound, { status: 400, body: stock })).join()).toMatch(/code must be equal to one of the allowed values/);

    expect(documentMismatches('GET', path, altered(read, { headers: { 'Idempotent-Replayed': 'true' } }))).toEqual([
      'header Idempotent-Replayed is answered but not declared',
    ]);
    expect(documentMismatches('GET', path, altered(read, { headers: { 'X-Request-Id': null } }))).toEqual(['required header X-Request-Id is missing']);
    expect(documentMismatches('GET', path, altered(read, { headers: { 'RateLimit-Remaining': 'many' } })).join()).toMatch(/RateLimit-Remaining/);
    expect(documentMismatches('GET', path, altered(read, { headers: { 'content-type': 'text/html' } })).join()).toMatch(/content type "text\/html" is not declared/);
  });

  it('declares 405 with Allow for a method a path does not answer, and 404 for an unknown path', async () => {
    const { key } = await setup(['products:read']);
    const wrong = await call('PUT', '/public/products', { key, body: {} });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, POST');
    expect(documentMismatches('PUT', '/public/products', altered(wrong, { headers: { Allow: null } }))).toEqual(['required header Allow is missing']);
    const unknown = await call('GET', '/public/nothing-here', { key });
    expect(unknown.status).toBe(404);
    expect(documentMismatches('GET', '/public/nothing-here', altered(unknown, { status: 200 }))).toEqual([
      'an unknown path answered 200, not 404',
    ]);
  });
});

describe('what the document declares', () => {
  it('gives each operation the error codes it can answer: a read never answers a write’s codes', () => {
    for (const [path, methods] of Object.entries(doc.paths as Json)) {
      for (const [method, operation] of Object.entries(methods as Json)) {
        const codes = Object.keys(operation.responses)
          .filter((status) => Number(status) >= 400)
          .flatMap((status) => codesOf(method, path, Number(status)));
        expect(codes, `${method} ${path}`).toEqual(expect.arrayContaining(['validation_failed', 'missing_api_key', 'invalid_api_key', 'insufficient_scope', 'rate_limited', 'internal_error', 'service_unavailable']));
        // The e-invoice of a draft, or of a document whose exchange rate is pending, is a state conflict a read meets.
        if (method === 'get' && path !== '/public/invoices/{id}/ubl') {
          for (const writeOnly of ['insufficient_stock', 'conflict', 'idempotency_in_progress', 'idempotency_key_reused', 'payload_too_large', 'unsupported_media_type']) {
            expect(codes, `${method} ${path}`).not.toContain(writeOnly);
          }
        }
        expect(codes.includes('entitlement_required'), `${method} ${path}`).toBe(path.startsWith('/public/site') || path.startsWith('/public/shop') || path.startsWith('/public/orders'));
      }
    }
    expect(codesOf('post', '/public/products/{id}/inventory', 400)).toEqual(['insufficient_stock', 'validation_failed']);
    expect(codesOf('get', '/public/products/{id}', 404)).toEqual(['not_found']);
    expect(doc.paths['/public/me'].get.responses['404']).toBeUndefined();
    expect(doc.components.responses.MethodNotAllowed.headers.Allow).toBeDefined();
  });

  it('declares the headers clients read', () => {
    const create = doc.paths['/public/products'].post.responses;
    expect(Object.keys(create['201'].headers)).toEqual(['X-Request-Id', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Idempotent-Replayed']);
    const response = (ref: Json) => doc.components.responses[ref.$ref.split('/').pop()];
    expect(Object.keys(response(create['401']).headers)).toEqual(['X-Request-Id', 'WWW-Authenticate']);
    expect(Object.keys(response(create['429']).headers)).toContain('Retry-After');
    expect(Object.keys(response(create['503']).headers)).toContain('Retry-After');
    expect(create['500']).toBeDefined();
    expect(doc.components.headers['X-Request-Id'].required).toBe(true);
  });

  it('lets response schemas grow and keeps request schemas strict', () => {
    const text = JSON.stringify(doc.components.schemas);
    expect(text).not.toContain('"additionalProperties":false');
    for (const [name, body] of Object.entries(doc.components.requestBodies as Json)) {
      // JSON, or multipart/form-data for an upload: one content type each.
      const [content] = Object.values(body.content as Json) as Json[];
      expect(content!.schema.additionalProperties, name).toBe(false);
    }
  });
});

describe('answers integrators asked about', () => {
  it('400 insufficient_stock carries available, as declared', async () => {
    const { key } = await setup(['products:write', 'inventory:write']);
    const product = await call('POST', '/public/products', { key, body: { name: 'Couque', sellingPrice: 1.6, vatPercent: 6, stockQuantity: 3 } });
    const res = await call('POST', `/public/products/${product.body.id}/inventory`, { key, body: { delta: -5 } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'insufficient_stock', available: 3 });
    expect(doc.components.schemas.Error.properties.error.properties.available.type).toBe('number');
  });

  it('POST /public/customers answers 201 for a new customer and 200 for one the business has, both declared', async () => {
    const { key } = await setup(['customers:write']);
    const first = await call('POST', '/public/customers', { key, body: { email: 'lea@example.be' } });
    const again = await call('POST', '/public/customers', { key, body: { email: 'LEA@example.be' } });
    expect([first.status, first.body.isExisting, again.status, again.body.isExisting]).toEqual([201, false, 200, true]);
    expect(Object.keys(doc.paths['/public/customers'].post.responses)).toEqual(expect.arrayContaining(['200', '201']));
  });

  it('finalize takes no body: optional in the document, accepted by the server', async () => {
    const { key } = await setup(['invoices:write']);
    const draft = await call('POST', '/public/invoices', {
      key,
      body: { buyerName: 'Hôtel Le Plaza', items: [{ description: 'Pains', quantity: 2, unitPrice: 70, vatPercent: 6 }] },
    });
    const finalized = await call('POST', `/public/invoices/${draft.body.id}/finalize`, { key });
    expect(finalized.status).toBe(200);
    expect(finalized.body.status).toBe('FINALIZED');
    expect(doc.components.requestBodies.FinalizeInvoiceBody.required).toBe(false);
    expect(doc.components.requestBodies.CreateProductBody.required).toBe(true);
  });

  it('marks every resource with livemode: true with a live key, false with a test key, also in lists and replays', async () => {
    const { business, key } = await setup(['products:read', 'products:write']);
    const test = await makeKey(business.id, ['products:read', 'products:write'], 'test');
    for (const [apiKey, livemode] of [
      [key, true],
      [test.key, false],
    ] as const) {
      const headers = { 'Idempotency-Key': `livemode-${livemode}` };
      const created = await call('POST', '/public/products', { key: apiKey, headers, body: { name: 'Baguette', sellingPrice: 2.1, vatPercent: 6 } });
      expect(created.body.livemode).toBe(livemode);
      const replayed = await call('POST', '/public/products', { key: apiKey, headers, body: { name: 'Baguette', sellingPrice: 2.1, vatPercent: 6 } });
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(replayed.body.livemode).toBe(livemode);
      const list = await call('GET', '/public/products', { key: apiKey });
      expect(list.body.data.map((product: { livemode: boolean }) => product.livemode)).toEqual([livemode]);
      expect(list.body.livemode).toBeUndefined();
    }
  });
});
