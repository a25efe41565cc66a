// Web shop orders for tests: a business's shop opened with one product in stock, and orders placed in it
// through the storefront's checkout (the domain's placeOrder).
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { type Db, getDb } from '../db/client';
import { businesses, locations } from '../db/schema';
import { createProduct } from '../domain/catalog/products';
import { adjustStock } from '../domain/inventory/stock';
import { addToCart, newVisitorToken } from '../domain/orders/cart';
import { placeOrder } from '../domain/orders/checkout';
import { orderingOptions } from '../domain/shop/ordering';
import { upsertShop } from '../domain/shop/shop';

const SYSTEM = { kind: 'system' } as const;

const DELIVERY_ADDRESS = { line1: 'Chaussée de Wavre 3', postalCode: '1050', city: 'Ixelles', country: 'BE' };

/** Gives the business what taking orders needs (README: checkout): an IBAN, and an address on each location without one. */
export async function makeOrderable(db: Db, businessId: string): Promise<void> {
  await db.update(businesses).set({ iban: 'BE68539007547034', bic: 'GKCCBEBB' }).where(and(eq(businesses.id, businessId), isNull(businesses.iban)));
  await db
    .update(locations)
    .set({ address: { line1: 'Place Flagey 18', postalCode: '1050', city: 'Ixelles', country: 'BE' } })
    .where(and(eq(locations.businessId, businessId), or(isNull(locations.address), sql`${locations.address} = 'null'::jsonb`)));
}

/** The checkout fields of a way to order the business offers today: pickup (at `locationId`, its first day) or delivery. */
export async function offeredWay(db: Db, businessId: string, fulfilment: 'pickup' | 'delivery', locationId?: string) {
  const options = await orderingOptions(db, businessId);
  if (fulfilment === 'delivery') {
    if (!options.delivery) throw new Error('delivery is not offered: the shop must ship and the business needs an IBAN');
    return { fulfilment, address: DELIVERY_ADDRESS, paymentMethod: options.payment.delivery[0]! };
  }
  const location = options.pickup.find((candidate) => !locationId || candidate.id === locationId);
  if (!location) throw new Error('pickup is not offered there: the location needs an address (makeOrderable)');
  return { fulfilment, locationId: location.id, pickupDate: location.days[0]!, paymentMethod: options.payment.pickup[0]! };
}

/** Opens the business's shop with 50 jars in stock at its first location; `place` checks out 2 of them. */
export async function openShopWithStock(businessId: string) {
  const db = await getDb();
  const [location] = await db.query.locations.findMany({ where: (l, { eq: is }) => is(l.businessId, businessId), orderBy: (l, { asc }) => asc(l.position) });
  await makeOrderable(db, businessId);
  await upsertShop(db, businessId, { status: 'ACTIVE', offersShipping: true, shippingFlatRate: 5 });
  const product = await createProduct(
    db,
    businessId,
    { name: 'Confiture de fraises', sellingPrice: 5, vatPercent: 6, isForSale: true, images: [], trackInventory: true, stockQuantity: 0 } as never,
    SYSTEM,
  );
  await adjustStock(db, businessId, product.id, { locationId: location!.id, delta: 50, reason: 'received' }, SYSTEM);
  const place = async (fulfilment: 'pickup' | 'delivery' = 'pickup') => {
    const visitor = newVisitorToken();
    await addToCart(db, businessId, visitor, { productId: product.id, quantity: 2 });
    const { order } = await placeOrder(db, businessId, visitor, {
      checkoutToken: `test-${randomBytes(12).toString('base64url')}`,
      firstName: 'Lucas',
      lastName: 'Dubois',
      email: 'lucas.dubois@example.be',
      phone: '0478 11 22 33',
      ...(await offeredWay(db, businessId, fulfilment, location!.id)),
    });
    return order;
  };
  return { place, productId: product.id, locationId: location!.id };
}
