// The demo's sandbox twin as a storefront test fixture: seeded, its shop ACTIVE with prices shown, and a
// product for sale with at least 3 in stock (or untracked), for cart and page tests.
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { products } from '../db/schema';
import { upsertShop } from '../domain/shop/shop';
import { seedDemo } from '../operator/demo';

export const DEMO_SANDBOX_SLUG = 'maison-lemaire--test';

export async function openDemoShop() {
  const db = await getDb();
  const businessId = (await seedDemo(db)).sandboxId;
  const rows = await db.select().from(products).where(eq(products.businessId, businessId));
  const productId = rows.find((p) => p.isForSale && (!p.trackInventory || p.stockQuantity >= 3))!.id;
  await upsertShop(db, businessId, { status: 'ACTIVE', showPricesToGuests: true });
  return { db, businessId, productId };
}
