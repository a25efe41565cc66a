// Concurrent checkouts of the last units, on the embedded database and on PostgreSQL (the CI's PostgreSQL
// pass runs this directory too): 20 visitors each buy 1 of a product with a stock of 5 at the same moment →
// exactly 5 orders, stock 0 and never below, consecutive order numbers, the other 15 told it is out of stock
// with nothing written for them.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, getDb } from '@/lib/db/client';
import { customers, inventoryAdjustments, orderLines, orders, products } from '@/lib/db/schema';
import { pickupDays } from '@/lib/domain/orders/pickup-days';
import { createBusiness } from '@/lib/domain/businesses/businesses';
import { createProduct } from '@/lib/domain/catalog/products';
import { adjustStock } from '@/lib/domain/inventory/stock';
import { upsertShop } from '@/lib/domain/shop/shop';
import { DomainError } from '../shared/errors';
import { addToCart, getCart, newVisitorToken } from './cart';
import { placeOrder } from './checkout';

const SYSTEM = { kind: 'system' } as const;
const VISITORS = 20;
const STOCK = 5;

let db: Db;
let businessId: string;
let flagey: string;

// The location has no opening hours: every day of the window is a pickup day.
const PICKUP_DAY = pickupDays({}, new Date(), 'Europe/Brussels')[0]!;

beforeAll(async () => {
  db = await getDb();
  // On PostgreSQL the test files share one database: a slug of our own.
  const business = await createBusiness(db, {
    name: 'Rush Bakery',
    slug: `rush-${randomBytes(4).toString('hex')}`,
    iban: 'BE68539007547034',
    locations: [{ name: 'Flagey', address: { line1: 'Place Flagey 18', postalCode: '1050', city: 'Ixelles', country: 'BE' } }],
  });
  businessId = business.id;
  const [location] = await db.query.locations.findMany({ where: (l, { eq: is }) => is(l.businessId, businessId) });
  flagey = location!.id;
  await upsertShop(db, businessId, { status: 'ACTIVE', offersShipping: true, shippingFlatRate: 4.5 });
});

async function outcome(promise: Promise<unknown>): Promise<'ok' | string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

describe('concurrent checkouts', () => {
  it(`${VISITORS} visitors buying 1 of the last ${STOCK} at once: exactly ${STOCK} orders, stock 0, never negative`, async () => {
    const product = await createProduct(
      db,
      businessId,
      { name: 'Galette des rois', sellingPrice: 20, vatPercent: 6, isForSale: true, images: [], trackInventory: true, stockQuantity: 0 } as never,
      SYSTEM,
    );
    await adjustStock(db, businessId, product.id, { locationId: flagey, delta: STOCK, reason: 'received' }, SYSTEM);

    // Every visitor has 1 in the cart (the cart allows it: 1 ≤ stock) before anyone checks out.
    const visitors = Array.from({ length: VISITORS }, () => newVisitorToken());
    for (const token of visitors) await addToCart(db, businessId, token, { productId: product.id, quantity: 1 });

    const results = await Promise.all(
      visitors.map((token, i) =>
        outcome(
          placeOrder(db, businessId, token, {
            checkoutToken: `rush-${i}-${randomBytes(12).toString('base64url')}`,
            firstName: 'Client',
            lastName: `N${i}`,
            email: `client${i}@example.be`,
            phone: `0470 12 34 ${String(10 + i)}`,
            // Half pick up, half have it delivered (both take the stock of the same location).
            ...(i % 2 === 0
              ? { fulfilment: 'pickup' as const, locationId: flagey, pickupDate: PICKUP_DAY, paymentMethod: 'at_pickup' as const }
              : { fulfilment: 'delivery' as const, address: { line1: `Rue ${i}`, postalCode: '1050', city: 'Ixelles', country: 'BE' } }),
          }),
        ),
      ),
    );

    expect(results.filter((r) => r === 'ok')).toHaveLength(STOCK);
    expect(results.filter((r) => r === 'insufficient_stock')).toHaveLength(VISITORS - STOCK);

    const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(0);
    const placed = await db.select().from(orders).where(eq(orders.businessId, businessId));
    expect(placed).toHaveLength(STOCK);
    expect(placed.map((o) => o.number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    const sold = await db
      .select()
      .from(inventoryAdjustments)
      .where(and(eq(inventoryAdjustments.productId, product.id), eq(inventoryAdjustments.reason, 'sold')));
    expect(sold).toHaveLength(STOCK);
    expect(sold.every((a) => a.delta === -1)).toBe(true);
    expect(await db.select().from(orderLines).where(and(inArray(orderLines.orderId, placed.map((o) => o.id)), eq(orderLines.productId, product.id)))).toHaveLength(STOCK);
    // A refused visitor leaves no customer behind, and keeps the cart (told to change it).
    expect(await db.select().from(customers).where(eq(customers.businessId, businessId))).toHaveLength(STOCK);
    const refused = visitors.filter((_, i) => results[i] !== 'ok');
    for (const token of refused.slice(0, 3)) expect((await getCart(db, businessId, token)).lines).toHaveLength(1);
    // Delivered orders carry the shipping line; picked-up ones do not.
    for (const order of placed) expect(order.shippingMinor).toBe(order.fulfilment === 'delivery' ? 450 : 0);
    for (const order of placed) expect(order.totalMinor).toBe(order.subtotalMinor + order.shippingMinor);
  }, 60_000);

  it('a double submit (the same checkout form twice at once, and again): one order, both answered with it', async () => {
    const product = await createProduct(
      db,
      businessId,
      { name: 'Cramique', sellingPrice: 6, vatPercent: 6, isForSale: true, images: [], trackInventory: true, stockQuantity: 0 } as never,
      SYSTEM,
    );
    await adjustStock(db, businessId, product.id, { locationId: flagey, delta: 10, reason: 'received' }, SYSTEM);
    const visitor = newVisitorToken();
    await addToCart(db, businessId, visitor, { productId: product.id, quantity: 2 });
    const submit = {
      checkoutToken: `double-${randomBytes(12).toString('base64url')}`,
      firstName: 'Double',
      lastName: 'Clic',
      email: 'double@example.be',
      phone: '0470 12 34 99',
      fulfilment: 'pickup' as const,
      pickupDate: PICKUP_DAY,
      paymentMethod: 'transfer' as const,
      locationId: flagey,
    };
    const twins = await Promise.all(Array.from({ length: 4 }, () => placeOrder(db, businessId, visitor, submit)));
    expect(new Set(twins.map((t) => t.order.id)).size).toBe(1);
    expect(twins.filter((t) => !t.replayed)).toHaveLength(1);
    expect(await db.select().from(orders).where(eq(orders.checkoutToken, submit.checkoutToken))).toHaveLength(1);
    const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, product.id));
    expect(row!.stock).toBe(8);
    expect((await placeOrder(db, businessId, visitor, submit)).replayed).toBe(true);
  });
});
