// Web shop orders for tests: a business's shop opened with one product in stock, and orders placed in it
// through the storefront's checkout (the domain's placeOrder).
import { randomBytes } from 'node:crypto';
import { getDb } from '../db/client';
import { createProduct } from '../domain/catalog/products';
import { adjustStock } from '../domain/inventory/stock';
import { addToCart, newVisitorToken } from '../domain/orders/cart';
import { placeOrder } from '../domain/orders/checkout';
import { upsertShop } from '../domain/shop/shop';

const SYSTEM = { kind: 'system' } as const;

/** Opens the business's shop with 50 jars in stock at its first location; `place` checks out 2 of them. */
export async function openShopWithStock(businessId: string) {
  const db = await getDb();
  const [location] = await db.query.locations.findMany({ where: (l, { eq: is }) => is(l.businessId, businessId), orderBy: (l, { asc }) => asc(l.position) });
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
      ...(fulfilment === 'pickup'
        ? { fulfilment, locationId: location!.id }
        : { fulfilment, address: { line1: 'Chaussée de Wavre 3', postalCode: '1050', city: 'Ixelles', country: 'BE' } }),
    });
    return order;
  };
  return { place, productId: product.id, locationId: location!.id };
}
