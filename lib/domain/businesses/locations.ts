// Writing a business's locations: create, change, choose the primary one, delete. Exactly one location is
// primary at any time and a business always keeps one: every write locks the business row first, so two
// concurrent writes cannot both take the last location or leave two primaries.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, locations, orders, registerSessions, stockLevels, transactions } from '../../db/schema';
import { DomainError, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { type LocationView, locationView } from './businesses';
import type { CreateLocationBody, UpdateLocationBody } from './schemas';

/**
 * The business's location rows in display order, read after locking the business row: one lock per business
 * serialises every location write (locking the location rows themselves deadlocked two writes that took them
 * in different orders as the primary mark moved).
 */
async function lockLocations(db: Db, businessId: string) {
  await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('no key update');
  return db
    .select()
    .from(locations)
    .where(eq(locations.businessId, businessId))
    .orderBy(sql`${locations.isPrimary} desc`, asc(locations.position), asc(locations.id));
}

function findIn(rows: (typeof locations.$inferSelect)[], locationId: string) {
  const row = rows.find((location) => location.id === locationId);
  if (!row) throw notFound(`Location ${locationId}`);
  return row;
}

/** One location of the business (404 for another business's). */
export async function getLocationOrThrow(db: Db, businessId: string, locationId: string): Promise<LocationView> {
  const [row] = await db
    .select()
    .from(locations)
    .where(and(eq(locations.businessId, businessId), eq(locations.id, locationId)))
    .limit(1);
  if (!row) throw notFound(`Location ${locationId}`);
  return locationView(row);
}

/** Adds a location after the others; the business's first location, or one created with isPrimary, is the primary one. */
export async function createLocation(db: Db, businessId: string, body: CreateLocationBody): Promise<LocationView> {
  const rows = await lockLocations(db, businessId);
  const isPrimary = rows.length === 0 || body.isPrimary === true;
  if (isPrimary) await db.update(locations).set({ isPrimary: false }).where(eq(locations.businessId, businessId));
  const [row] = await db
    .insert(locations)
    .values({
      id: newId('location'),
      businessId,
      name: body.name,
      address: body.address ?? null,
      phone: body.phone ?? null,
      openingHours: body.openingHours ?? {},
      isPrimary,
      position: rows.reduce((max, location) => Math.max(max, location.position + 1), 0),
    })
    .returning();
  return locationView(row!);
}

/** Changes the named fields of a location; isPrimary true moves the primary mark to it (false on the primary is refused). */
export async function updateLocation(db: Db, businessId: string, locationId: string, body: UpdateLocationBody): Promise<LocationView> {
  const rows = await lockLocations(db, businessId);
  const current = findIn(rows, locationId);
  if (body.isPrimary === false && current.isPrimary) {
    throw new DomainError('conflict', 'This is the primary location: make another location primary instead (there is always exactly one)');
  }
  const { isPrimary, ...fields } = body;
  const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  if (isPrimary === true && !current.isPrimary) {
    await db
      .update(locations)
      .set({ isPrimary: false })
      .where(and(eq(locations.businessId, businessId), ne(locations.id, locationId)));
    Object.assign(changes, { isPrimary: true });
  }
  if (Object.keys(changes).length === 0) return locationView(current);
  const [row] = await db.update(locations).set(changes).where(eq(locations.id, locationId)).returning();
  return locationView(row!);
}

/**
 * Deletes a location that nothing refers to: never the last one; not one with orders, sales or register
 * sessions; its stock levels go with it only when all are zero. Deleting the primary makes the next one primary.
 */
export async function deleteLocation(db: Db, businessId: string, locationId: string): Promise<void> {
  const rows = await lockLocations(db, businessId);
  const current = findIn(rows, locationId);
  if (rows.length === 1) {
    throw new DomainError('conflict', `"${current.name}" is the business's only location: add another one before deleting it`);
  }
  const uses = await Promise.all([
    db.select({ n: count() }).from(orders).where(eq(orders.locationId, locationId)),
    db.select({ n: count() }).from(transactions).where(eq(transactions.locationId, locationId)),
    db.select({ n: count() }).from(registerSessions).where(eq(registerSessions.locationId, locationId)),
  ]);
  const [orderCount, saleCount, sessionCount] = uses.map(([row]) => row?.n ?? 0) as [number, number, number];
  const reasons = [
    orderCount ? `${orderCount} order(s)` : null,
    saleCount ? `${saleCount} sale(s) or refund(s)` : null,
    sessionCount ? `${sessionCount} register session(s)` : null,
  ].filter(Boolean);
  if (reasons.length > 0) {
    throw new DomainError('conflict', `"${current.name}" cannot be deleted: ${reasons.join(', ')} refer to it and are kept for your records`);
  }
  const [stocked] = await db
    .select({ n: count() })
    .from(stockLevels)
    .where(and(eq(stockLevels.locationId, locationId), ne(stockLevels.quantity, 0)));
  if (stocked && stocked.n > 0) {
    throw new DomainError(
      'conflict',
      `"${current.name}" still holds stock of ${stocked.n} product(s): move or write off that stock first (stock is deleted with a location only when it is zero)`,
    );
  }
  await db.delete(stockLevels).where(eq(stockLevels.locationId, locationId));
  await db.delete(locations).where(eq(locations.id, locationId));
  if (current.isPrimary) {
    const next = rows.find((location) => location.id !== locationId)!;
    await db.update(locations).set({ isPrimary: true }).where(eq(locations.id, next.id));
  }
}
