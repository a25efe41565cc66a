// The online shop of a business: read, and upsert (the first PATCH /public/shop creates it).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, shops, sites } from '../../db/schema';
import { recordEvent } from '../events/events';
import { DomainError, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { fromMinor, toMinorExact } from '../shared/money';
import { getOrCreateSiteRow } from '../site/site';
import { assertMayPublish } from '../users/verification';
import type { Shop, UpsertShopBody } from './schemas';
// setup-issues reads ordering.ts, which reads findShop here: used at run time only, the cycle is harmless.
import { withSetupIssues } from './setup-issues';

type ShopRow = typeof shops.$inferSelect;

function toShop(row: ShopRow): Shop {
  return {
    id: row.id,
    name: row.name,
    mode: row.mode,
    currency: row.currency,
    offersShipping: row.offersShipping,
    shippingFlatRate: fromMinor(row.shippingFlatRateMinor, row.currency),
    showPricesToGuests: row.showPricesToGuests,
    status: row.status,
    siteId: row.siteId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findShopRow(db: Db, businessId: string): Promise<ShopRow | null> {
  const [row] = await db.select().from(shops).where(eq(shops.businessId, businessId)).limit(1);
  return row ?? null;
}

/** The business's shop, or null before the first upsert. */
export async function findShop(db: Db, businessId: string): Promise<Shop | null> {
  const row = await findShopRow(db, businessId);
  return row ? toShop(row) : null;
}

/** Whether the storefront shows the shop at all (its products, product pages and categories): any but a DRAFT one. */
export function isShopVisible(shop: Pick<Shop, 'status'>): boolean {
  return shop.status !== 'DRAFT';
}

/** Whether visitors can have a cart: a visible shop that shows its prices (nobody buys at a hidden price). */
export function hasVisitorCart(shop: Pick<Shop, 'status' | 'showPricesToGuests'>): boolean {
  return isShopVisible(shop) && shop.showPricesToGuests;
}

/** The business's shop; 404 before the first upsert. */
export async function getShopOrThrow(db: Db, businessId: string): Promise<Shop> {
  const shop = await findShop(db, businessId);
  if (!shop) throw new DomainError('not_found', 'This business has no shop yet: create it with PATCH /public/shop');
  return shop;
}

async function checkSiteOfBusiness(db: Db, businessId: string, siteId: string) {
  const [row] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, siteId), eq(sites.businessId, businessId)))
    .limit(1);
  if (!row) {
    throw new DomainError('not_found', 'Site not found', { details: [{ path: 'siteId', message: "not this business's site" }] });
  }
}

const shippingMinor = (amount: number, currency: string) => toMinorExact(amount, currency, 'shippingFlatRate');

/**
 * Creates the shop on the first call (name defaults to the business name, linked to the business's site
 * unless siteId is given), and updates the given fields afterwards. Creating the shop, or changing its status,
 * records shop.status_changed (the shop as GET /public/shop reads it), in the same transaction.
 */
export async function upsertShop(db: Db, businessId: string, input: UpsertShopBody): Promise<{ shop: Shop; created: boolean }> {
  if (input.siteId) await checkSiteOfBusiness(db, businessId, input.siteId);
  const existing = await findShopRow(db, businessId);
  // Opening the shop publishes it: the publish rule applies (not to an open shop's other changes).
  if (input.status === 'ACTIVE' && existing?.status !== 'ACTIVE') await assertMayPublish(db, businessId);
  return db.transaction(async (tx) => {
    const { shop, created, previousStatus } = await writeShop(tx, businessId, input, existing);
    if (shop.status !== previousStatus) await recordEvent(tx, businessId, 'shop.status_changed', await withSetupIssues(tx, businessId, shop));
    return { shop, created };
  });
}

/** The upsert's writes; `previousStatus` is null when the shop was created. */
async function writeShop(
  db: Db,
  businessId: string,
  input: UpsertShopBody,
  existing: ShopRow | null,
): Promise<{ shop: Shop; created: boolean; previousStatus: Shop['status'] | null }> {
  if (!existing) {
    const [business] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
    if (!business) throw notFound('Business');
    const currency = input.currency ?? 'EUR';
    const siteId = input.siteId === undefined ? (await getOrCreateSiteRow(db, businessId)).id : input.siteId;
    const inserted = await db
      .insert(shops)
      .values({
        id: newId('shop'),
        businessId,
        name: input.name ?? business.name,
        mode: input.mode ?? 'B2C',
        currency,
        offersShipping: input.offersShipping ?? false,
        shippingFlatRateMinor: shippingMinor(input.shippingFlatRate ?? 0, currency),
        showPricesToGuests: input.showPricesToGuests ?? true,
        status: input.status ?? 'DRAFT',
        siteId,
      })
      .onConflictDoNothing({ target: shops.businessId })
      .returning();
    if (inserted[0]) return { shop: toShop(inserted[0]), created: true, previousStatus: null };
    // Another request created it meanwhile: update that one instead.
  }

  // Locked and read again: the status it had is what shop.status_changed compares with, even under a concurrent PATCH.
  const [current] = await db.select().from(shops).where(eq(shops.businessId, businessId)).limit(1).for('update');
  if (!current) throw notFound('Shop');
  const changes: Partial<typeof shops.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name;
  if (input.mode !== undefined) changes.mode = input.mode;
  if (input.offersShipping !== undefined) changes.offersShipping = input.offersShipping;
  if (input.showPricesToGuests !== undefined) changes.showPricesToGuests = input.showPricesToGuests;
  if (input.status !== undefined) changes.status = input.status;
  if (input.siteId !== undefined) changes.siteId = input.siteId;
  const currency = input.currency ?? current.currency;
  if (input.currency !== undefined) changes.currency = currency;
  if (input.shippingFlatRate !== undefined) {
    changes.shippingFlatRateMinor = shippingMinor(input.shippingFlatRate, currency);
  } else if (currency !== current.currency) {
    // The flat rate keeps its amount in major units; a currency with fewer decimals must get a new rate.
    changes.shippingFlatRateMinor = shippingMinor(fromMinor(current.shippingFlatRateMinor, current.currency), currency);
  }
  const [row] = await db.update(shops).set(changes).where(eq(shops.id, current.id)).returning();
  return { shop: toShop(row!), created: false, previousStatus: current.status };
}
