// The order lifecycle against the test database (embedded by default, the machine's PostgreSQL under
// `npm run test:pg`): transitions and the ones refused, the sale recorded when paid (never at placement), the
// stock returned once on cancel, the refund of a paid order, the timeline, and races: 10 concurrent cancels
// restock once, concurrent mark-paid record one sale.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { offeredWay } from '@/lib/testing/orders';
import { type Db, getDb } from '@/lib/db/client';
import { inventoryAdjustments, orderEvents, outboxMessages, payments, stockLevels, transactions } from '@/lib/db/schema';
import { createBusiness } from '@/lib/domain/businesses/businesses';
import { createProduct } from '@/lib/domain/catalog/products';
import { adjustStock } from '@/lib/domain/inventory/stock';
import { upsertShop } from '@/lib/domain/shop/shop';
import { createUser } from '@/lib/domain/users/users';
import { DomainError } from '../shared/errors';
import { addToCart, newVisitorToken } from './cart';
import { placeOrder } from './checkout';
import { allowedActions, cancelOrder, completeOrder, markOrderPaid, markOrderReady, markOrderShipped } from './lifecycle';
import { countOrdersByTab, countOrdersToHandle, listOrders } from './list';

const SYSTEM = { kind: 'system' } as const;
let db: Db;
let businessId: string;
let flagey: string;
let bread: string;
let merchant: { kind: 'dashboard'; userId: string };

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) return `${error.code}: ${error.message}`;
    throw error;
  }
}

async function place(quantity: number, fulfilment: 'pickup' | 'delivery' = 'pickup', name = 'Anne Peeters') {
  const visitor = newVisitorToken();
  await addToCart(db, businessId, visitor, { productId: bread, quantity });
  const [firstName, lastName] = name.split(' ');
  const { order } = await placeOrder(db, businessId, visitor, {
    checkoutToken: `t-${randomBytes(12).toString('base64url')}`,
    firstName: firstName!,
    lastName: lastName!,
    email: `${lastName!.toLowerCase()}@example.be`,
    phone: '0470 12 34 56',
    ...(await offeredWay(db, businessId, fulfilment, flagey)),
  });
  return order;
}

const stockAt = async () =>
  (await db.select({ q: stockLevels.quantity }).from(stockLevels).where(and(eq(stockLevels.productId, bread), eq(stockLevels.locationId, flagey))))[0]!.q;

beforeAll(async () => {
  db = await getDb();
  const business = await createBusiness(db, {
    name: 'Boulangerie Cycle',
    slug: `cycle-${randomBytes(4).toString('hex')}`,
    iban: 'BE68539007547034',
    locations: [{ name: 'Flagey', address: { line1: 'Place Flagey 18', postalCode: '1050', city: 'Ixelles', country: 'BE' } }],
  });
  businessId = business.id;
  const [location] = await db.query.locations.findMany({ where: (l, { eq: is }) => is(l.businessId, businessId) });
  flagey = location!.id;
  await upsertShop(db, businessId, { status: 'ACTIVE', offersShipping: true, shippingFlatRate: 4.5 });
  bread = (
    await createProduct(
      db,
      businessId,
      { name: 'Pain au levain', sellingPrice: 3.5, vatPercent: 6, isForSale: true, images: [], trackInventory: true, stockQuantity: 0 } as never,
      SYSTEM,
    )
  ).id;
  await adjustStock(db, businessId, bread, { locationId: flagey, delta: 100, reason: 'received' }, SYSTEM);
  const user = await createUser(db, { email: `marie-${randomBytes(3).toString('hex')}@example.be`, password: 'correct horse battery', businessId });
  merchant = { kind: 'dashboard', userId: user.id };
});

describe('order lifecycle', () => {
  it('a pickup order: placed unpaid with no sale → paid (one online sale at its location) → ready → completed, each on the timeline', async () => {
    const order = await place(2);
    expect(order.paymentStatus).toBe('unpaid');
    expect(order.transactionId).toBeNull();
    expect(allowedActions(order)).toEqual(['mark_paid', 'mark_ready', 'cancel']);

    const paid = await markOrderPaid(db, businessId, order.id, { method: 'transfer' }, merchant);
    expect(paid.paymentStatus).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    const [sale] = await db.select().from(transactions).where(eq(transactions.id, paid.transactionId!));
    expect(sale).toMatchObject({ channel: 'online', kind: 'sale', locationId: flagey, totalMinor: order.totalMinor, customerId: order.customer.id });
    expect(await db.select({ method: payments.method, amount: payments.amountMinor }).from(payments).where(eq(payments.transactionId, sale!.id))).toEqual([
      { method: 'transfer', amount: order.totalMinor },
    ]);

    const ready = await markOrderReady(db, businessId, order.id, merchant);
    expect(ready.status).toBe('ready');
    expect(allowedActions(ready)).toEqual(['complete', 'cancel']);
    const done = await completeOrder(db, businessId, order.id, {}, merchant);
    expect(done.status).toBe('completed');
    expect(allowedActions(done)).toEqual([]);
    expect(done.timeline.map((e) => e.kind)).toEqual(['placed', 'paid', 'ready', 'completed']);
    expect(done.timeline[1]).toMatchObject({ actor: { kind: 'dashboard', id: merchant.userId, label: expect.stringContaining('@example.be') }, data: { method: 'transfer' } });
    expect(Date.parse(done.updatedAt)).toBeGreaterThanOrEqual(Date.parse(order.updatedAt));
    const mails = await db.select({ kind: outboxMessages.kind }).from(outboxMessages).where(eq(outboxMessages.orderId, order.id));
    expect(mails.map((m) => m.kind)).toContain('order_ready');
  });

  it('refuses the transitions the state does not allow, naming the state (409 conflict)', async () => {
    const pickup = await place(1);
    expect(await codeOf(markOrderShipped(db, businessId, pickup.id, merchant))).toBe(`conflict: Order ${pickup.number} is a pickup: mark it ready for pickup, not shipped`);
    expect(await codeOf(completeOrder(db, businessId, pickup.id, {}, merchant))).toMatch(/^conflict: Order \d+ is placed: mark it ready for pickup first$/);
    await cancelOrder(db, businessId, pickup.id, { reason: 'Client absent' }, merchant);
    expect(await codeOf(cancelOrder(db, businessId, pickup.id, {}, merchant))).toBe(`conflict: Order ${pickup.number} is already cancelled`);
    expect(await codeOf(markOrderPaid(db, businessId, pickup.id, { method: 'cash' }, merchant))).toBe(`conflict: Order ${pickup.number} is already cancelled`);

    const delivery = await place(1, 'delivery');
    expect(await codeOf(markOrderReady(db, businessId, delivery.id, merchant))).toMatch(/is a delivery/);
    await markOrderShipped(db, businessId, delivery.id, merchant);
    expect(await codeOf(cancelOrder(db, businessId, delivery.id, {}, merchant))).toMatch(/already shipped: it can no longer be cancelled/);
    // Completing an unpaid order needs to know how it was paid; with it, paid and completed in one step.
    expect(await codeOf(completeOrder(db, businessId, delivery.id, {}, merchant))).toMatch(/^validation_failed: Order \d+ is unpaid/);
    const done = await completeOrder(db, businessId, delivery.id, { method: 'bancontact' }, merchant);
    expect([done.status, done.paymentStatus]).toEqual(['completed', 'paid']);
    expect(done.timeline.map((e) => e.kind)).toEqual(['placed', 'shipped', 'paid', 'completed']);
    const [sale] = await db.select().from(transactions).where(eq(transactions.id, done.transactionId!));
    expect(sale!.totalMinor).toBe(delivery.subtotalMinor + 450); // the shipping line is sold too
    expect(await codeOf(markOrderPaid(db, businessId, delivery.id, { method: 'cash' }, merchant))).toMatch(/already completed/);
    expect(await codeOf(markOrderPaid(db, businessId, 'order_01m8b55me7ge5761md5yrz5ypk', { method: 'cash' }, merchant))).toBe('not_found: Order not found');
    expect(await codeOf(markOrderPaid(db, businessId, delivery.id, { method: 'bitcoin' } as never, merchant))).toMatch(/^validation_failed/);
  });

  it('cancelling a paid order returns the stock (one returned entry per line) and refunds the sale: net zero', async () => {
    const before = await stockAt();
    const order = await place(3);
    expect(await stockAt()).toBe(before - 3);
    await markOrderPaid(db, businessId, order.id, { method: 'card' }, merchant);
    const cancelled = await cancelOrder(db, businessId, order.id, { reason: 'Rupture de farine' }, merchant);
    expect([cancelled.status, cancelled.paymentStatus]).toEqual(['cancelled', 'refunded']);
    expect(await stockAt()).toBe(before);
    const returned = await db
      .select()
      .from(inventoryAdjustments)
      .where(and(eq(inventoryAdjustments.productId, bread), eq(inventoryAdjustments.note, `Commande n° ${order.number} annulée`)));
    expect(returned.map((r) => [r.reason, r.delta])).toEqual([['returned', 3]]);
    const [refund] = await db.select().from(transactions).where(eq(transactions.id, cancelled.refundTransactionId!));
    expect(refund).toMatchObject({ kind: 'refund', refundOfId: cancelled.transactionId, totalMinor: -order.totalMinor, channel: 'online' });
    expect(await db.select({ method: payments.method, amount: payments.amountMinor }).from(payments).where(eq(payments.transactionId, refund!.id))).toEqual([
      { method: 'card', amount: -order.totalMinor },
    ]);
    expect(cancelled.timeline.map((e) => [e.kind, e.data])).toEqual([
      ['placed', {}],
      ['paid', { method: 'card', transactionId: cancelled.transactionId }],
      ['cancelled', { reason: 'Rupture de farine' }],
      ['refunded', { transactionId: cancelled.refundTransactionId }],
    ]);
  });

  it('10 concurrent cancels: one succeeds, the others are told it is already cancelled, the stock comes back once', async () => {
    const before = await stockAt();
    const order = await place(4);
    const results = await Promise.all(Array.from({ length: 10 }, () => codeOf(cancelOrder(db, businessId, order.id, {}, merchant))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === `conflict: Order ${order.number} is already cancelled`)).toHaveLength(9);
    expect(await stockAt()).toBe(before);
    const returned = await db.select().from(inventoryAdjustments).where(eq(inventoryAdjustments.note, `Commande n° ${order.number} annulée`));
    expect(returned).toHaveLength(1);
    expect(await db.select().from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'cancelled')))).toHaveLength(1);
  }, 60_000);

  it('concurrent mark-paid: one sale', async () => {
    const order = await place(1);
    const methods = ['cash', 'card', 'transfer', 'payconiq', 'bancontact', 'cash', 'card', 'transfer'] as const;
    const results = await Promise.all(methods.map((method) => codeOf(markOrderPaid(db, businessId, order.id, { method }, merchant))));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r === `conflict: Order ${order.number} is already paid`)).toHaveLength(methods.length - 1);
    const sales = await db.select().from(transactions).where(and(eq(transactions.businessId, businessId), eq(transactions.customerId, order.customer.id!)));
    expect(sales.filter((sale) => sale.occurredAt >= new Date(order.createdAt))).toHaveLength(1);
  }, 60_000);

  it('lists, filters, searches and counts', async () => {
    const zoe = await place(1, 'pickup', 'Zoé Lambert');
    const page = await listOrders(db, businessId, { q: 'zoé' }, { limit: 10 });
    expect(page.data.map((o) => o.id)).toEqual([zoe.id]);
    expect((await listOrders(db, businessId, { q: String(zoe.number) }, { limit: 10 })).data.map((o) => o.id)).toEqual([zoe.id]);
    expect((await listOrders(db, businessId, { q: '100%_' }, { limit: 10 })).data).toEqual([]);
    const placed = await listOrders(db, businessId, { statuses: ['placed'], paymentStatus: 'unpaid' }, { limit: 2 });
    expect(placed.data.every((o) => o.status === 'placed' && o.paymentStatus === 'unpaid')).toBe(true);
    const counts = await countOrdersByTab(db, businessId);
    expect(counts.to_handle).toBe(await countOrdersToHandle(db, businessId));
    expect(counts.to_handle).toBeGreaterThanOrEqual(1);
    expect(counts.cancelled).toBeGreaterThanOrEqual(3);
    // Paging walks every order once, newest first.
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const next = await listOrders(db, businessId, {}, { limit: 2, after });
      seen.push(...next.data.map((o) => o.id));
      after = next.nextId ?? undefined;
    } while (after);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect(seen.length).toBe(Object.values(counts).reduce((a, b) => a + b, 0));
  });
});
