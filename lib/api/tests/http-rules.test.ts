// The HTTP rules shared by every route (README: API rules in short): JSON only, 1 MiB, malformed JSON, 404/405, request ids.
import { describe, expect, it } from 'vitest';
import { call, setup } from '../../testing/api';

describe('request bodies', () => {
  it('answers 415 unsupported_media_type for a body that is not JSON', async () => {
    const { key } = await setup(['products:write']);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await call('POST', '/public/products', { key, rawBody: 'name=X', headers: { 'content-type': type } });
      expect(res.status, type).toBe(415);
      expect(res.body.error.code).toBe('unsupported_media_type');
    }
    const charset = await call('POST', '/public/products', {
      key,
      rawBody: JSON.stringify({ name: 'X', sellingPrice: 1 }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(charset.status).toBe(201);
  });

  it('answers 400 validation_failed for malformed JSON', async () => {
    const { key } = await setup(['products:write', 'products:read']);
    const res = await call('POST', '/public/products', { key, rawBody: '{"name": "X",', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.message).toMatch(/Malformed JSON/);
  });

  it('refuses a NUL character (which PostgreSQL cannot store) with 400 naming the field, on every route', async () => {
    const { key } = await setup(['products:write', 'products:read', 'invoices:write']);
    const product = await call('POST', '/public/products', { key, body: { name: 'Pain\u0000perdu', sellingPrice: 1 } });
    expect(product.status).toBe(400);
    expect(product.body.error.details).toEqual([{ path: 'name', message: 'contains a NUL character (U+0000)' }]);
    const invoice = await call('POST', '/public/invoices', {
      key,
      body: { buyerName: 'X', items: [{ description: 'a\u0000b', quantity: 1, unitPrice: 1 }] },
    });
    expect(invoice.body.error.details[0].path).toBe('items.0.description');
    expect((await call('GET', '/public/products', { key })).body.data).toHaveLength(0);
  });

  it('answers 413 payload_too_large over 1 MiB and writes nothing', async () => {
    const { key } = await setup(['products:write', 'products:read']);
    const big = JSON.stringify({ name: 'X', sellingPrice: 1, description: 'a'.repeat(1024 * 1024) });
    const res = await call('POST', '/public/products', { key, rawBody: big, headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
    expect((await call('GET', '/public/products', { key })).body.data).toHaveLength(0);
  });

  it('refuses unknown fields on a write that takes no body, and accepts an empty one', async () => {
    const { key } = await setup(['invoices:write', 'invoices:read']);
    const draft = await call('POST', '/public/invoices', { key, body: { buyerName: 'X' } });
    const refused = await call('DELETE', `/public/invoices/${draft.body.id}`, { key, body: { force: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details).toContainEqual({ path: 'force', message: 'unknown field' });
    expect((await call('GET', `/public/invoices/${draft.body.id}`, { key })).status).toBe(200);
    expect((await call('DELETE', `/public/invoices/${draft.body.id}`, { key })).status).toBe(204);
  });
});

describe('routing', () => {
  it('answers an unknown path under /api/v1 with a JSON 404', async () => {
    const { key } = await setup(['products:read']);
    for (const path of ['/public/nothing-here', '/public/products/x/y/z', '/v2/products']) {
      const res = await call('GET', path, { key });
      expect(res.status, path).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'not_found', requestId: expect.stringMatching(/^req_/) });
    }
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const { key } = await setup(['products:read', 'products:write']);
    const res = await call('DELETE', '/public/products', { key });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
    expect(res.body.error.code).toBe('method_not_allowed');
    const put = await call('PUT', '/public/me', { key });
    expect(put.headers.get('allow')).toBe('GET, PATCH');
  });

  it('puts X-Request-Id on success and error responses, unique per request', async () => {
    const { key } = await setup(['products:read']);
    const a = await call('GET', '/public/products', { key });
    const b = await call('GET', '/public/products', { key });
    expect(a.headers.get('x-request-id')).toMatch(/^req_[0-9A-Za-z]{24}$/);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });

  it('never leaks internals in a 500', async () => {
    const { errorResponse } = await import('../errors');
    const res = errorResponse(new Error('relation "secret_table" does not exist at /work/main/lib/x.ts:12'), 'req_test');
    const body = await res.json();
    expect(res.status).toBe(500);
    expect(body.error.code).toBe('internal_error');
    expect(JSON.stringify(body)).not.toMatch(/secret_table|\.ts|relation/);
  });
});
