// Places web shop orders for the e2e specs, through the domain's checkout (as the storefront does), on the
// e2e server's data directory: `npx tsx e2e/place-orders.ts <businessId> <count>` prints their ids, numbers,
// product and location as JSON.
import { and, eq, gt } from 'drizzle-orm';
import { closeDatabase, openDatabase } from '../lib/db/client';
import { locations, products, stockLevels } from '../lib/db/schema';
import { upsertShop } from '../lib/domain/shop/shop';
import { addToCart, newVisitorToken } from '../lib/domain/orders/cart';
import { placeOrder } from '../lib/domain/orders/checkout';
import { offeredWay } from '../lib/testing/orders';

async function main() {
  const [businessId, count = '1'] = process.argv.slice(2);
  const { db } = await openDatabase('cli');
  try {
    await upsertShop(db, businessId!, { status: 'ACTIVE' });
    const [stocked] = await db
      .select({ productId: stockLevels.productId, locationId: stockLevels.locationId })
      .from(stockLevels)
      .innerJoin(products, eq(products.id, stockLevels.productId))
      .innerJoin(locations, eq(locations.id, stockLevels.locationId))
      .where(and(eq(products.businessId, businessId!), eq(products.isForSale, true), eq(products.trackInventory, true), gt(stockLevels.quantity, 20)))
      .orderBy(locations.position, products.id)
      .limit(1);
    const placed = [];
    for (let i = 0; i < Number(count); i++) {
      const visitor = newVisitorToken();
      await addToCart(db, businessId!, visitor, { productId: stocked!.productId, quantity: 2 });
      const { order } = await placeOrder(db, businessId!, visitor, {
        checkoutToken: `e2e-${Date.now()}-${i}-${Math.random().toString(36).slice(2)}`,
        firstName: 'Camille',
        lastName: `Lejeune ${i + 1}`,
        email: `camille.lejeune${i + 1}@example.be`,
        phone: '0476 12 34 56',
        ...(await offeredWay(db, businessId!, 'pickup', stocked!.locationId)),
      });
      placed.push({ id: order.id, number: order.number, productId: stocked!.productId, locationId: stocked!.locationId });
    }
    console.log(JSON.stringify(placed));
  } finally {
    await closeDatabase();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
