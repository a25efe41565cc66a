// Events of web shop orders: the storefront's checkout writes customer.created (a new customer only),
// stock.adjusted per line and order.placed; each transition through HTTP writes its order.* event (and
// stock.adjusted for what a cancellation puts back); a refused checkout or transition writes none.
// And `updatedSince` on GET /public/orders.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { adjustStock } from '../../domain/inventory/stock';
import { addToCart, newVisitorToken } from '../../domain/orders/cart';
import { placeOrder } from '../../domain/orders/checkout';
import { call, setup } from '../../testing/api';
import { eventsWrittenBy, typesOf } from '../../testing/events';
import { offeredWay, openShopWithStock } from '../../testing/orders';

const SCOPES = ['orders:read', 'orders:write', 'products:read', 'customers:read'];

async function shop() {
  const ctx = await setup(SCOPES, { name: 'Épicerie Events' });
  return { ...ctx, ...(await openShopWithStock(ctx.business.id)) };
}

const orderOf = async (key: string, id: string) => (await call('GET', `/public/orders/${id}`, { key })).body;

describe('order events', () => {
  it('checkout: customer.created, stock.adjusted, order.placed, each with the API view; a known customer is not created again', async () => {
    const { business, key, place, productId } = await shop();
    let orderId = '';
    const first = await eventsWrittenBy(business.id, async () => {
      orderId = (await place()).id;
    });
    expect(typesOf(first.events)).toEqual(['customer.created', 'stock.adjusted', 'order.placed']);
    const [customer, stock, placed] = first.events;
    expect(placed!.data.object).toEqual(await orderOf(key, orderId));
    expect(placed!.data.object).toMatchObject({ status: 'placed', paymentStatus: 'unpaid', timeline: [{ kind: 'placed' }] });
    const inventory = (await call('GET', `/public/products/${productId}/inventory`, { key })).body;
    expect(stock!.data.object).toEqual({ ...inventory.adjustments[0], livemode: true });
    expect(stock!.data.object).toMatchObject({ productId, delta: -2, reason: 'sold', actor: 'system', stockQuantityAfter: 48 });
    const customers = (await call('GET', '/public/customers?email=lucas.dubois%40example.be', { key })).body.data;
    expect(customer!.data.object).toEqual(customers[0]);

    const again = await eventsWrittenBy(business.id, () => place());
    expect(typesOf(again.events)).toEqual(['stock.adjusted', 'order.placed']);
  });

  it('a checkout refused for want of stock writes nothing', async () => {
    const { business, productId, locationId } = await shop();
    const db = await getDb();
    const visitor = newVisitorToken();
    await addToCart(db, business.id, visitor, { productId, quantity: 2 });
    await adjustStock(db, business.id, productId, { locationId, delta: -49, reason: 'damaged' }, { kind: 'system' });
    const way = await offeredWay(db, business.id, 'pickup', locationId);
    const refused = await eventsWrittenBy(business.id, () =>
      placeOrder(db, business.id, visitor, {
        checkoutToken: `test-${randomBytes(12).toString('base64url')}`,
        firstName: 'Nora',
        lastName: 'Peeters',
        email: 'nora.peeters@example.be',
        phone: '0478 44 55 66',
        ...way,
      }).catch((error: unknown) => error),
    );
    expect(refused.result).toMatchObject({ code: 'insufficient_stock' });
    expect(refused.events).toEqual([]);
  });

  it('pickup: order.paid, order.ready, order.completed, each once with the order as GET reads it; a refused transition writes none', async () => {
    const { business, key, place } = await shop();
    const order = await place();
    for (const [action, type, body] of [
      ['mark-paid', 'order.paid', { method: 'transfer' }],
      ['mark-ready', 'order.ready', undefined],
      ['complete', 'order.completed', {}],
    ] as const) {
      const written = await eventsWrittenBy(business.id, async () => {
        expect((await call('POST', `/public/orders/${order.id}/${action}`, { key, body })).status).toBe(200);
      });
      expect(typesOf(written.events)).toEqual([type]);
      expect(written.events[0]!.data.object).toEqual(await orderOf(key, order.id));
    }
    const refused = await eventsWrittenBy(business.id, async () => {
      expect((await call('POST', `/public/orders/${order.id}/cancel`, { key, body: {} })).status).toBe(409);
      expect((await call('POST', `/public/orders/${order.id}/mark-paid`, { key, body: { method: 'cash' } })).status).toBe(409);
    });
    expect(refused.events).toEqual([]);
  });

  it('delivery: order.shipped; completing unpaid writes order.paid then order.completed', async () => {
    const { business, key, place } = await shop();
    const order = await place('delivery');
    const shipped = await eventsWrittenBy(business.id, () => call('POST', `/public/orders/${order.id}/mark-shipped`, { key }));
    expect(typesOf(shipped.events)).toEqual(['order.shipped']);
    const refused = await eventsWrittenBy(business.id, async () => {
      expect((await call('POST', `/public/orders/${order.id}/complete`, { key, body: {} })).status).toBe(400);
    });
    expect(refused.events).toEqual([]);
    const done = await eventsWrittenBy(business.id, () => call('POST', `/public/orders/${order.id}/complete`, { key, body: { method: 'cash' } }));
    expect(typesOf(done.events)).toEqual(['order.paid', 'order.completed']);
    const read = await orderOf(key, order.id);
    expect(done.events.map((event) => event.data.object)).toEqual([read, read]);
    expect(read).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
  });

  it('cancel: stock.adjusted for what goes back, then order.cancelled (a paid order: refunded, no event of its own)', async () => {
    const { business, key, place, productId } = await shop();
    const order = await place();
    await call('POST', `/public/orders/${order.id}/mark-paid`, { key, body: { method: 'transfer' } });
    const cancelled = await eventsWrittenBy(business.id, () => call('POST', `/public/orders/${order.id}/cancel`, { key, body: { reason: 'Rupture' } }));
    expect(typesOf(cancelled.events)).toEqual(['stock.adjusted', 'order.cancelled']);
    expect(cancelled.events[0]!.data.object).toMatchObject({ productId, delta: 2, reason: 'returned', actor: 'api' });
    expect(cancelled.events[1]!.data.object).toEqual(await orderOf(key, order.id));
    expect(cancelled.events[1]!.data.object).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });
});

describe('GET /public/orders?updatedSince', () => {
  it('lists only the orders changed after the instant: a transition brings an order back', async () => {
    const { key, place } = await shop();
    const first = await place();
    const second = await place();
    const since = async (instant: string) =>
      ((await call('GET', `/public/orders?updatedSince=${encodeURIComponent(instant)}`, { key })).body.data as { id: string }[]).map((o) => o.id);
    expect(await since(second.updatedAt)).toEqual([]);
    expect(await since('2000-01-01T00:00:00Z')).toEqual([second.id, first.id]);
    const paid = (await call('POST', `/public/orders/${first.id}/mark-paid`, { key, body: { method: 'cash' } })).body;
    expect(paid.updatedAt > second.updatedAt).toBe(true);
    expect(await since(second.updatedAt)).toEqual([first.id]);
    expect(await since(paid.updatedAt)).toEqual([]);
    const withStatus = await call('GET', `/public/orders?status=placed&updatedSince=${encodeURIComponent(second.updatedAt)}`, { key });
    expect(withStatus.body.data.map((o: { id: string }) => o.id)).toEqual([first.id]);
  });

  it.each(['2026-11-20T08:00:00Z\u0000', '10000-01-01T00:00:00Z', '1899-12-31T23:59:59Z', 'now'])('400 validation_failed for %j', async (value) => {
    const { key } = await setup(SCOPES);
    const res = await call('GET', `/public/orders?updatedSince=${encodeURIComponent(value)}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', details: [{ path: 'updatedSince' }] });
  });
});
