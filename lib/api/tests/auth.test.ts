// Authentication, scopes, tenancy and the error body, through the route handlers.
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { revokeApiKey } from '../../domain/keys/api-keys';
import { call, makeKey, setup } from '../../testing/api';
import { PEER_HEADER } from '../client-address';

describe('authentication', () => {
  it('refuses a request without a key: 401 missing_api_key with WWW-Authenticate and a request id', async () => {
    const res = await call('GET', '/public/products');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('missing_api_key');
    expect(res.body.error.type).toBe('authentication_error');
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(res.headers.get('x-request-id')).toMatch(/^req_/);
    expect(res.body.error.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('refuses malformed, unknown and non-Bearer credentials: 401 invalid_api_key', async () => {
    for (const authorization of ['Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer not-a-key', `Bearer key_live_${'x'.repeat(40)}`]) {
      const res = await call('GET', '/public/products', { headers: { authorization } });
      expect(res.status, authorization).toBe(401);
      expect(['invalid_api_key', 'missing_api_key']).toContain(res.body.error.code);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    const unknown = await call('GET', '/public/products', { key: `key_live_${'A'.repeat(40)}` });
    expect(unknown.body.error.code).toBe('invalid_api_key');
  });

  it('stops a revoked key on the next request', async () => {
    const { key, keyId } = await setup(['products:read']);
    expect((await call('GET', '/public/products', { key })).status).toBe(200);
    await revokeApiKey(await getDb(), keyId);
    const res = await call('GET', '/public/products', { key });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('invalid_api_key');
  });

  it('stops a revoked key on the next request while other requests with it are in flight', async () => {
    // Concurrent requests with one key share a key lookup; one that arrives after the revocation never
    // joins a lookup that started before it.
    const { key, keyId } = await setup(['products:read']);
    const headers = { [PEER_HEADER]: '203.0.113.90' }; // its own address: the 401s count as failed attempts
    const before = Array.from({ length: 20 }, () => call('GET', '/public/products', { key, headers }));
    await revokeApiKey(await getDb(), keyId);
    const after = await Promise.all(Array.from({ length: 20 }, () => call('GET', '/public/products', { key, headers })));
    expect(after.map((res) => res.status)).toEqual(Array(20).fill(401));
    for (const res of await Promise.all(before)) expect([200, 401]).toContain(res.status);
  });

  it('never revokes a key on behalf of another business', async () => {
    const { key, keyId } = await setup(['products:read']);
    const other = await setup(['products:read']);
    await expect(revokeApiKey(await getDb(), keyId, [other.business.id, other.business.sandboxId])).rejects.toThrow('API key not found');
    expect((await call('GET', '/public/products', { key })).status).toBe(200);
  });

  it('limits failed authentication per client address', async () => {
    const headers = { [PEER_HEADER]: '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await call('GET', '/public/me', { headers, key: `key_live_${'B'.repeat(40)}` })).status);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    const blocked = await call('GET', '/public/me', { headers, key: `key_live_${'B'.repeat(40)}` });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('rate_limited');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is unaffected.
    const other = await call('GET', '/public/me', { headers: { [PEER_HEADER]: '203.0.113.78' } });
    expect(other.status).toBe(401);
  });
});

describe('scopes', () => {
  it('is default-deny: 403 insufficient_scope naming the required scope', async () => {
    const { key } = await setup(['business:read']);
    const res = await call('GET', '/public/products', { key });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'insufficient_scope', type: 'permission_error', requiredScope: 'products:read' });
  });

  it('does not let a write scope imply the read scope, nor the other way round', async () => {
    const { key } = await setup(['products:write']);
    const created = await call('POST', '/public/products', { key, body: { name: 'Baguette', sellingPrice: 2.1, vatPercent: 6 } });
    expect(created.status).toBe(201);
    const read = await call('GET', `/public/products/${created.body.id}`, { key });
    expect(read.status).toBe(403);
    expect(read.body.error.requiredScope).toBe('products:read');

    const { key: reader } = await setup(['products:read']);
    const write = await call('POST', '/public/products', { key: reader, body: { name: 'X', sellingPrice: 1 } });
    expect(write.status).toBe(403);
    expect(write.body.error.requiredScope).toBe('products:write');
    const adjust = await call('POST', `/public/products/${created.body.id}/inventory`, { key: reader, body: { delta: 1 } });
    expect(adjust.body.error.requiredScope).toBe('inventory:write');
  });
});

describe('tenancy', () => {
  it('takes the business from the key only: another business’s ids are 404 not_found', async () => {
    const a = await setup(['products:read', 'products:write', 'inventory:write']);
    const b = await setup(['products:read', 'products:write', 'inventory:write']);
    const product = await call('POST', '/public/products', { key: a.key, body: { name: 'Only A', sellingPrice: 3, stockQuantity: 4 } });
    expect(product.status).toBe(201);
    const id = product.body.id;

    const reads = [
      await call('GET', `/public/products/${id}`, { key: b.key }),
      await call('GET', `/public/products/${id}/inventory`, { key: b.key }),
      await call('PATCH', `/public/products/${id}`, { key: b.key, body: { name: 'Stolen' } }),
      await call('POST', `/public/products/${id}/inventory`, { key: b.key, body: { delta: -1 } }),
      await call('GET', '/public/products/prod_00000000000000000000000000', { key: b.key }),
    ];
    for (const res of reads) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await call('GET', '/public/products', { key: b.key })).body.data).toEqual([]);
    const untouched = await call('GET', `/public/products/${id}`, { key: a.key });
    expect(untouched.body).toMatchObject({ name: 'Only A', stockQuantity: 4 });
  });

  it('keeps test keys in the sandbox twin: they never see or touch live data', async () => {
    const { business, key: live } = await setup(['products:read', 'products:write', 'business:read']);
    const { key: test } = await makeKey(business.id, ['products:read', 'products:write', 'business:read'], 'test');
    expect(test).toMatch(/^key_test_/);
    const liveProduct = await call('POST', '/public/products', { key: live, body: { name: 'Live', sellingPrice: 1 } });
    const testProduct = await call('POST', '/public/products', { key: test, body: { name: 'Sandbox', sellingPrice: 1 } });
    expect((await call('GET', '/public/products', { key: live })).body.data.map((p: { name: string }) => p.name)).toEqual(['Live']);
    expect((await call('GET', '/public/products', { key: test })).body.data.map((p: { name: string }) => p.name)).toEqual(['Sandbox']);
    expect((await call('GET', `/public/products/${liveProduct.body.id}`, { key: test })).status).toBe(404);
    expect((await call('GET', `/public/products/${testProduct.body.id}`, { key: live })).status).toBe(404);
    const me = await call('GET', '/public/me', { key: test });
    expect(me.body).toMatchObject({ mode: 'test', id: business.sandboxId });
  });
});
