// Web shop orders through the public API: the lifecycle, scopes, entitlement, tenancy, wrong transitions,
// idempotent replay of mark-paid (one sale), and bad filters.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { transactions } from '../../db/schema';
import { setBusinessPlan } from '../../domain/businesses/businesses';
import { createApiKey } from '../../domain/keys/api-keys';
import { call, makeKey, setup } from '../../testing/api';
import { openShopWithStock } from '../../testing/orders';

const RW = ['orders:read', 'orders:write'];

/** A business on the Shop plan with a key, its shop open and orders to place. */
async function shopWithOrders(scopes = RW) {
  const { business, key, keyId } = await setup(scopes, { name: 'Épicerie Orders' });
  return { business, key, keyId, ...(await openShopWithStock(business.id)) };
}

describe('orders API', () => {
  it('lifecycle: list, read, mark paid (the sale), ready, complete; money in major units; the timeline names the key', async () => {
    const { key, place } = await shopWithOrders();
    const order = await place();
    const list = await call('GET', '/public/orders?status=placed&paymentStatus=unpaid', { key });
    expect(list.status).toBe(200);
    expect(list.body.data.map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect(list.body.data[0]).toMatchObject({ number: 1, total: order.totalMinor / 100, status: 'placed', paymentStatus: 'unpaid', livemode: true });

    const read = await call('GET', `/public/orders/${order.id}`, { key });
    expect(read.status).toBe(200);
    expect(read.body.lines[0]).toMatchObject({ description: 'Confiture de fraises', quantity: 2, vatPercent: 6 });
    expect(read.body.lines[0].lineTotal).toBe(read.body.total);

    const paid = await call('POST', `/public/orders/${order.id}/mark-paid`, { key, body: { method: 'transfer' } });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ paymentStatus: 'paid', transactionId: expect.stringMatching(/^txn_/) });
    const sale = await call('GET', `/public/orders/${order.id}`, { key });
    expect(sale.body.timeline[1]).toMatchObject({ kind: 'paid', actor: { kind: 'api', label: expect.stringMatching(/\(key_live_…\w{4}\)$/) }, data: { method: 'transfer' } });

    expect((await call('POST', `/public/orders/${order.id}/mark-ready`, { key })).body.status).toBe('ready');
    const done = await call('POST', `/public/orders/${order.id}/complete`, { key, body: {} });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('completed');
    expect(done.body.timeline.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'paid', 'ready', 'completed']);

    expect((await call('GET', '/public/orders?status=completed', { key })).body.data).toHaveLength(1);
    expect((await call('GET', '/public/orders?createdAfter=2999-01-01T00:00:00Z', { key })).body.data).toEqual([]);
  });

  it('delivery: shipped, then completed unpaid with the method it was paid with; cancel of a placed order', async () => {
    const { key, place } = await shopWithOrders();
    const delivery = await place('delivery');
    expect((await call('POST', `/public/orders/${delivery.id}/mark-shipped`, { key })).body.status).toBe('shipped');
    const refused = await call('POST', `/public/orders/${delivery.id}/complete`, { key, body: {} });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0].path).toBe('method');
    const done = await call('POST', `/public/orders/${delivery.id}/complete`, { key, body: { method: 'cash' } });
    expect(done.body).toMatchObject({ status: 'completed', paymentStatus: 'paid' });

    const other = await place();
    const cancelled = await call('POST', `/public/orders/${other.id}/cancel`, { key, body: { reason: 'Le client a changé d’avis' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.timeline.at(-1)).toMatchObject({ kind: 'cancelled', data: { reason: 'Le client a changé d’avis' } });
  });

  it('409 conflict on a transition the state does not allow, naming the state', async () => {
    const { key, place } = await shopWithOrders();
    const order = await place();
    await call('POST', `/public/orders/${order.id}/cancel`, { key, body: {} });
    const again = await call('POST', `/public/orders/${order.id}/mark-ready`, { key });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'conflict', message: `Order ${order.number} is already cancelled` });
    const delivery = await place('delivery');
    const wrong = await call('POST', `/public/orders/${delivery.id}/mark-ready`, { key });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.message).toMatch(/is a delivery/);
  });

  it('replaying mark-paid with its Idempotency-Key answers the same and records one sale', async () => {
    const { business, key, place } = await shopWithOrders();
    const order = await place();
    const headers = { 'Idempotency-Key': randomUUID() };
    const first = await call('POST', `/public/orders/${order.id}/mark-paid`, { key, headers, body: { method: 'card' } });
    const second = await call('POST', `/public/orders/${order.id}/mark-paid`, { key, headers, body: { method: 'card' } });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    const sales = await (await getDb()).select().from(transactions).where(and(eq(transactions.businessId, business.id), eq(transactions.kind, 'sale')));
    expect(sales).toHaveLength(1);
    // Without the key, a second mark-paid is a conflict, not a second sale.
    const third = await call('POST', `/public/orders/${order.id}/mark-paid`, { key, body: { method: 'card' } });
    expect(third.status).toBe(409);
    expect(third.body.error.message).toBe(`Order ${order.number} is already paid`);
  });

  it('401 without a key, 403 insufficient_scope, 403 entitlement_required on basic, 404 for another business’s order', async () => {
    const { business, key, place } = await shopWithOrders();
    const order = await place();
    expect((await call('GET', '/public/orders')).status).toBe(401);
    const readOnly = (await makeKey(business.id, ['orders:read'])).key;
    const scope = await call('POST', `/public/orders/${order.id}/mark-paid`, { key: readOnly, body: { method: 'cash' } });
    expect(scope.status).toBe(403);
    expect(scope.body.error).toMatchObject({ code: 'insufficient_scope', requiredScope: 'orders:write' });
    const stranger = await shopWithOrders();
    for (const path of [`/public/orders/${order.id}`, `/public/orders/${order.id}/mark-ready`]) {
      const res = await call(path.endsWith('ready') ? 'POST' : 'GET', path, { key: stranger.key });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await call('GET', '/public/orders', { key: stranger.key })).body.data).toEqual([]);
    await setBusinessPlan(await getDb(), business.id, 'basic');
    const entitlement = await call('GET', '/public/orders', { key });
    expect(entitlement.status).toBe(403);
    expect(entitlement.body.error.code).toBe('entitlement_required');
    // Keys with orders scopes are not made on the basic plan (the CLI's key create and the dashboard use this).
    await expect(createApiKey(await getDb(), { businessId: business.id, scopes: ['orders:read'], mode: 'live' })).rejects.toThrow(
      /basic plan does not include the Shop entitlement.*orders:read/,
    );
  });

  it('validation: bad status filter, bad createdAfter, bad method, unknown field, NUL bytes → 400 naming the field', async () => {
    const { key, place } = await shopWithOrders();
    const order = await place();
    const cases: [string, string, unknown, string][] = [
      ['GET', '/public/orders?status=paid', undefined, 'status'],
      ['GET', '/public/orders?paymentStatus=maybe', undefined, 'paymentStatus'],
      ['GET', '/public/orders?createdAfter=yesterday', undefined, 'createdAfter'],
      ['GET', '/public/orders?createdAfter=2026-13-45T00:00:00Z', undefined, 'createdAfter'],
      ['GET', '/public/orders?limit=100000000000000000000', undefined, 'limit'],
      ['POST', `/public/orders/${order.id}/mark-paid`, { method: 'bitcoin' }, 'method'],
      ['POST', `/public/orders/${order.id}/mark-paid`, {}, 'method'],
      ['POST', `/public/orders/${order.id}/cancel`, { reason: 'x', refund: false }, 'refund'],
      ['POST', `/public/orders/${order.id}/cancel`, { reason: 'a'.repeat(501) }, 'reason'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await call(method, path, { key, body });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.details.map((d: { path: string }) => d.path).join(' ')).toContain(field);
    }
    const nul = await call('POST', `/public/orders/${order.id}/cancel`, { key, body: { reason: 'a\u0000b' } });
    expect(nul.status).toBe(400);
    const nulQuery = await call('GET', '/public/orders?status=placed%00', { key });
    expect(nulQuery.status).toBe(400);
    expect((await call('GET', `/public/orders/${order.id}`, { key })).body.status).toBe('placed');
  });
});
