// Idempotency (README: API rules in short): durable replay, in-flight 409, changed request 422, failures release the key,
// keys scoped per API key, 24 h lifetime.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { claimIdempotencyKey } from '../../domain/idempotency/store';
import { call, makeKey, setup } from '../../testing/api';
import { requestFingerprint } from '../request';

const SCOPES = ['products:read', 'products:write', 'inventory:write'];

async function count(key: string) {
  return (await call('GET', '/public/products?limit=100', { key })).body.data.length as number;
}

describe('Idempotency-Key', () => {
  it('replays the first response (same status and body, Idempotent-Replayed) and does not act twice', async () => {
    const { key } = await setup(SCOPES);
    const headers = { 'Idempotency-Key': randomUUID() };
    const body = { name: 'Gaufre de Liège', sellingPrice: 2.5, vatPercent: 6, stockQuantity: 3 };
    const first = await call('POST', '/public/products', { key, body, headers });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await call('POST', '/public/products', { key, body: { vatPercent: 6, stockQuantity: 3, sellingPrice: 2.5, name: 'Gaufre de Liège' }, headers });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(await count(key)).toBe(1);
  });

  it('replays stock adjustments and PATCH calls too', async () => {
    const { key } = await setup(SCOPES);
    const product = (await call('POST', '/public/products', { key, body: { name: 'P', sellingPrice: 1, stockQuantity: 5 } })).body;
    const headers = { 'Idempotency-Key': 'adjust-1' };
    const a = await call('POST', `/public/products/${product.id}/inventory`, { key, body: { delta: -2 }, headers });
    const b = await call('POST', `/public/products/${product.id}/inventory`, { key, body: { delta: -2 }, headers });
    expect(b.body).toEqual(a.body);
    expect((await call('GET', `/public/products/${product.id}`, { key })).body.stockQuantity).toBe(3);
    const patchHeaders = { 'Idempotency-Key': 'patch-1' };
    const p1 = await call('PATCH', `/public/products/${product.id}`, { key, body: { name: 'Renamed' }, headers: patchHeaders });
    await call('PATCH', `/public/products/${product.id}`, { key, body: { name: 'Changed by someone else' } });
    const p2 = await call('PATCH', `/public/products/${product.id}`, { key, body: { name: 'Renamed' }, headers: patchHeaders });
    expect(p2.headers.get('idempotent-replayed')).toBe('true');
    expect(p2.body).toEqual(p1.body);
    expect((await call('GET', `/public/products/${product.id}`, { key })).body.name).toBe('Changed by someone else');
  });

  it('answers 422 idempotency_key_reused for a different body or path with the same key', async () => {
    const { key } = await setup(SCOPES);
    const headers = { 'Idempotency-Key': 'same-key' };
    const first = await call('POST', '/public/products', { key, body: { name: 'A', sellingPrice: 1 }, headers });
    const otherBody = await call('POST', '/public/products', { key, body: { name: 'B', sellingPrice: 1 }, headers });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.error.code).toBe('idempotency_key_reused');
    const otherPath = await call('PATCH', `/public/products/${first.body.id}`, { key, body: { name: 'A' }, headers });
    expect(otherPath.status).toBe(422);
    expect(await count(key)).toBe(1);
  });

  it('answers 409 idempotency_in_progress while the first request is in flight, and frees the key with its transaction', async () => {
    const { key, keyId } = await setup(SCOPES);
    const body = { name: 'Slow', sellingPrice: 1 };
    const url = new URL('http://localhost:3000/api/v1/public/products');
    const headers = { 'Idempotency-Key': 'busy-key' };
    // Another node (or a request still running) holds the key in its open transaction.
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    let claimed!: () => void;
    const holding = new Promise<void>((resolve) => (claimed = resolve));
    const holder = (await getDb())
      .transaction(async (tx) => {
        expect((await claimIdempotencyKey(tx, keyId, 'busy-key', requestFingerprint('POST', url, body))).kind).toBe('claimed');
        claimed();
        await finished;
        throw new Error('the holder failed'); // rolls back: nothing stored
      })
      .catch((error: Error) => error.message);
    await holding;
    const res = await call('POST', '/public/products', { key, body, headers });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('idempotency_in_progress');
    expect(await count(key)).toBe(0);
    finish();
    expect(await holder).toBe('the holder failed');
    const retried = await call('POST', '/public/products', { key, body, headers });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await count(key)).toBe(1);
  });

  it('acts once for concurrent retries: one creation, the rest replay it or get 409', async () => {
    const { key } = await setup(SCOPES);
    const headers = { 'Idempotency-Key': randomUUID() };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call('POST', '/public/products', { key, body: { name: 'Once', sellingPrice: 1 }, headers })),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    expect(results.every((r) => r.status === 201 || (r.status === 409 && r.body.error.code === 'idempotency_in_progress'))).toBe(true);
    expect(await count(key)).toBe(1);
  });

  it('releases the key when the request fails, so a retry can succeed', async () => {
    const { key } = await setup(SCOPES);
    const product = (await call('POST', '/public/products', { key, body: { name: 'P', sellingPrice: 1 } })).body;
    const headers = { 'Idempotency-Key': 'retry-after-failure' };
    const failed = await call('POST', `/public/products/${product.id}/inventory`, { key, body: { delta: -1 }, headers });
    expect(failed.status).toBe(400);
    await call('POST', `/public/products/${product.id}/inventory`, { key, body: { delta: 4 } });
    const retried = await call('POST', `/public/products/${product.id}/inventory`, { key, body: { delta: -1 }, headers });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(retried.body.stockQuantityAfter).toBe(3);
  });

  it('scopes keys per API key', async () => {
    const { business, key } = await setup(SCOPES);
    const { key: second } = await makeKey(business.id, SCOPES);
    const headers = { 'Idempotency-Key': 'shared-name' };
    const a = await call('POST', '/public/products', { key, body: { name: 'From key 1', sellingPrice: 1 }, headers });
    const b = await call('POST', '/public/products', { key: second, body: { name: 'From key 2', sellingPrice: 1 }, headers });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(await count(key)).toBe(2);
  });

  it('is durable (stored in the database) and expires after 24 hours', async () => {
    const { key, keyId } = await setup(SCOPES);
    const headers = { 'Idempotency-Key': 'durable' };
    await call('POST', '/public/products', { key, body: { name: 'D', sellingPrice: 1 }, headers });
    const db = await getDb();
    const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.apiKeyId, keyId));
    expect(row).toMatchObject({ key: 'durable', responseStatus: 201 });
    const lifetimeHours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(Math.round(lifetimeHours)).toBe(24);
    await db.update(idempotencyKeys).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(idempotencyKeys.apiKeyId, keyId));
    const afterExpiry = await call('POST', '/public/products', { key, body: { name: 'D', sellingPrice: 1 }, headers });
    expect(afterExpiry.headers.get('idempotent-replayed')).toBeNull();
    expect(await count(key)).toBe(2);
  });

  it('validates the header', async () => {
    const { key } = await setup(SCOPES);
    for (const value of ['x'.repeat(256), 'has space', 'é']) {
      const res = await call('POST', '/public/products', { key, body: { name: 'X', sellingPrice: 1 }, headers: { 'Idempotency-Key': value } }).catch(
        () => null,
      );
      if (res === null) continue; // a header value the Fetch API itself refuses to send
      expect(res.status, value).toBe(400);
      expect(res.body.error.details[0].path).toBe('Idempotency-Key');
    }
    expect(await count(key)).toBe(0);
  });
});
