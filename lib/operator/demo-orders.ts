// The demo's web orders of the day, placed through the storefront's checkout and moved on by the merchant, so
// a newcomer finds the Orders page, the overview and the Messages page as a working shop has them: one order to
// handle unpaid (transfer), one to handle paid at pickup, one paid and ready, one completed.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { completeOrder, markOrderPaid, markOrderReady } from '../domain/orders/lifecycle';
import { addToCart, newVisitorToken } from '../domain/orders/cart';
import { placeOrder } from '../domain/orders/checkout';
import { orderingOptions } from '../domain/shop/ordering';

const SYSTEM = { kind: 'system' } as const;

type DemoOrder = {
  who: [first: string, last: string, email: string, phone: string];
  lines: [sku: string, quantity: number][];
  location: 0 | 1;
  pay: 'transfer' | 'at_pickup';
  then: 'nothing' | 'ready' | 'completed';
};

const ORDERS: DemoOrder[] = [
  { who: ['Marc', 'Lambert', 'marc.lambert@example.be', '0472 31 45 67'], lines: [['EPI-CAFE', 1], ['EPI-CHOC', 2]], location: 0, pay: 'transfer', then: 'completed' },
  { who: ['Sofie', 'Janssens', 'sofie.janssens@example.be', '0486 22 19 08'], lines: [['EPI-MOUT', 2], ['PAT-SPEC', 1]], location: 1, pay: 'transfer', then: 'ready' },
  { who: ['Lucas', 'Dubois', 'lucas.dubois@example.be', '0478 11 22 33'], lines: [['EPI-CONF', 1], ['EPI-MIEL', 1]], location: 0, pay: 'at_pickup', then: 'nothing' },
  { who: ['Anne', 'Peeters', 'anne.peeters@example.be', '0470 12 34 56'], lines: [['EPI-SIRO', 2]], location: 0, pay: 'transfer', then: 'nothing' },
];

/** Places the demo's orders (the shop must be active and take orders); returns how many. */
export async function seedDemoOrders(db: Db, businessId: string): Promise<number> {
  const options = await orderingOptions(db, businessId);
  const skus = [...new Set(ORDERS.flatMap((order) => order.lines.map(([sku]) => sku)))];
  const bySku = new Map(
    (await db.select({ id: products.id, sku: products.sku }).from(products).where(and(eq(products.businessId, businessId), inArray(products.sku, skus)))).map(
      (row) => [row.sku, row.id],
    ),
  );
  let placed = 0;
  for (const [index, demo] of ORDERS.entries()) {
    const location = options.pickup[demo.location] ?? options.pickup[0];
    if (!location || !options.payment.pickup.includes(demo.pay)) continue;
    const visitor = newVisitorToken();
    for (const [sku, quantity] of demo.lines) await addToCart(db, businessId, visitor, { productId: bySku.get(sku)!, quantity });
    const [firstName, lastName, email, phone] = demo.who;
    const { order } = await placeOrder(db, businessId, visitor, {
      checkoutToken: `demo-order-${businessId}-${index}`,
      firstName,
      lastName,
      email,
      phone,
      fulfilment: 'pickup',
      locationId: location.id,
      pickupDate: location.days[0],
      paymentMethod: demo.pay,
    });
    if (demo.then !== 'nothing') {
      await markOrderPaid(db, businessId, order.id, { method: 'transfer' }, SYSTEM);
      await markOrderReady(db, businessId, order.id, SYSTEM);
    }
    if (demo.then === 'completed') await completeOrder(db, businessId, order.id, {}, SYSTEM);
    placed += 1;
  }
  return placed;
}
