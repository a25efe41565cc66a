// Stock per location and its audit log. The database refuses negative stock (CHECK constraints), and every
// decrement is a conditional UPDATE, so concurrent adjustments can never oversell.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, inTransaction } from '../../db/client';
import { inventoryAdjustments, locations, products, stockLevels } from '../../db/schema';
import type { Actor } from '../catalog/products';
import { recordEvent } from '../events/events';
import { DomainError, invalid, notFound } from '../shared/errors';
import { isCheckViolation } from '../shared/db-errors';
import { newId } from '../shared/ids';
import { MAX_STOCK } from '../shared/input';
import type { Adjustment, AdjustStockBody } from './schemas';

/** An audit entry as the API answers it (POST …/inventory, and the stock.adjusted event). */
export function toAdjustment(row: typeof inventoryAdjustments.$inferSelect): Adjustment {
  return {
    id: row.id,
    productId: row.productId,
    locationId: row.locationId,
    delta: row.delta,
    reason: row.reason,
    note: row.note,
    locationQuantityAfter: row.locationQuantityAfter,
    stockQuantityAfter: row.stockQuantityAfter,
    apiKeyId: row.apiKeyId,
    actor: row.actor as Adjustment['actor'],
    createdAt: row.createdAt.toISOString(),
  };
}

const insufficientStock = (available: number | undefined) =>
  new DomainError(
    'insufficient_stock',
    available === undefined ? 'Not enough stock for this adjustment' : `Not enough stock: ${available} available`,
    { details: [{ path: 'delta', message: 'would make stock negative' }], ...(available === undefined ? {} : { available }) },
  );

const tooMuchStock = () => invalid('delta', `stock would exceed ${MAX_STOCK} units`);

/** What refused a delta: a positive one can only have gone over the maximum. */
const refused = (delta: number, available: number | undefined) => (delta > 0 ? tooMuchStock() : insufficientStock(available));

/**
 * Applies a signed delta to one location (or, with no location, to the only one) and to the product total,
 * and writes the audit entry, all in one transaction (the caller's, when it runs in one). Negative results
 * are refused and nothing changes. Four statements: the product with its business's locations; the
 * location's level (an upsert, conditional on staying ≥ 0); the total and the audit entry together; then
 * the stock.adjusted event (the entry as the API answers it).
 */
export async function adjustStock(
  db: Db,
  businessId: string,
  productId: string,
  input: AdjustStockBody,
  actor: Actor,
): Promise<Adjustment> {
  const [product] = await db
    .select({
      id: products.id,
      locationIds: sql<string[]>`coalesce((select array_agg(${locations.id} order by ${locations.position}, ${locations.id})
        from ${locations} where ${locations.businessId} = ${businessId}), '{}')`,
    })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.id, productId)))
    .limit(1);
  if (!product) throw notFound('Product');

  let locationId: string | null;
  if (input.locationId !== undefined) {
    if (!product.locationIds.includes(input.locationId)) {
      throw new DomainError('not_found', 'Location not found', { details: [{ path: 'locationId', message: 'no such location' }] });
    }
    locationId = input.locationId;
  } else if (product.locationIds.length > 1) {
    throw new DomainError('validation_failed', 'This business has several locations: locationId is required', {
      details: [{ path: 'locationId', message: 'required when the business has several locations' }],
    });
  } else {
    locationId = product.locationIds[0] ?? null;
  }

  try {
    return await inTransaction(db, async (tx) => {
      let locationQuantityAfter: number | null = null;
      if (locationId) {
        // A product created before a location was added has no row there yet: the upsert creates it.
        const [level] = await tx
          .insert(stockLevels)
          .values({ productId, locationId, quantity: Math.max(input.delta, 0) })
          .onConflictDoUpdate({
            target: [stockLevels.productId, stockLevels.locationId],
            set: { quantity: sql`${stockLevels.quantity} + ${input.delta}` },
            setWhere: sql`${stockLevels.quantity} + ${input.delta} between 0 and ${MAX_STOCK}`,
          })
          .returning({ quantity: stockLevels.quantity, inserted: sql<boolean>`xmax = 0` });
        if (!level || (level.inserted && input.delta < 0)) {
          const [current] = level
            ? [{ quantity: 0 }]
            : await tx
                .select({ quantity: stockLevels.quantity })
                .from(stockLevels)
                .where(and(eq(stockLevels.productId, productId), eq(stockLevels.locationId, locationId)));
          throw refused(input.delta, current?.quantity);
        }
        locationQuantityAfter = level.quantity;
      }
      const total = tx.$with('total').as(
        tx
          .update(products)
          .set({ stockQuantity: sql`${products.stockQuantity} + ${input.delta}`, updatedAt: new Date() })
          .where(and(eq(products.id, productId), sql`${products.stockQuantity} + ${input.delta} between 0 and ${MAX_STOCK}`))
          .returning({ stockQuantity: products.stockQuantity }),
      );
      const [entry] = await tx
        .with(total)
        .insert(inventoryAdjustments)
        .select(
          tx
            .select({
              id: sql`${newId('adjustment')}`.as('id'),
              businessId: sql`${businessId}`.as('business_id'),
              productId: sql`${productId}`.as('product_id'),
              locationId: sql`${locationId}`.as('location_id'),
              delta: sql`${input.delta}::int`.as('delta'),
              reason: sql`${input.reason}`.as('reason'),
              note: sql`${input.note || null}`.as('note'),
              locationQuantityAfter: sql`${locationQuantityAfter}::int`.as('location_quantity_after'),
              stockQuantityAfter: total.stockQuantity,
              apiKeyId: sql`${actor.kind === 'api' ? actor.apiKeyId : null}`.as('api_key_id'),
              actor: sql`${actor.kind}`.as('actor'),
              createdAt: sql`now()`.as('created_at'),
            })
            .from(total),
        )
        .returning();
      if (!entry) throw refused(input.delta, undefined);
      const adjustment = toAdjustment(entry);
      await recordEvent(tx, businessId, 'stock.adjusted', adjustment);
      return adjustment;
    });
  } catch (error) {
    // The CHECK constraints are the last guard; report them as the rule they enforce.
    if (isCheckViolation(error)) throw insufficientStock(undefined);
    throw error;
  }
}

/** Per-location stock and the latest audit entries of a product. */
export async function getInventory(db: Db, businessId: string, productId: string, recent = 20) {
  const [product] = await db
    .select({ id: products.id, trackInventory: products.trackInventory, stockQuantity: products.stockQuantity })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.id, productId)))
    .limit(1);
  if (!product) throw notFound('Product');
  const levels = await db
    .select({ locationId: locations.id, name: locations.name, quantity: sql<number>`coalesce(${stockLevels.quantity}, 0)::int` })
    .from(locations)
    .leftJoin(stockLevels, and(eq(stockLevels.locationId, locations.id), eq(stockLevels.productId, productId)))
    .where(eq(locations.businessId, businessId))
    .orderBy(asc(locations.position), asc(locations.id));
  const entries = await db
    .select()
    .from(inventoryAdjustments)
    .where(eq(inventoryAdjustments.productId, productId))
    .orderBy(desc(inventoryAdjustments.createdAt), desc(inventoryAdjustments.id))
    .limit(recent);
  return {
    productId: product.id,
    trackInventory: product.trackInventory,
    stockQuantity: product.stockQuantity,
    locations: levels,
    adjustments: entries.map(toAdjustment),
  };
}

/** Stock per location of several products at once (the dashboard's list), keyed by product id. */
export async function stockByLocation(db: Db, businessId: string, productIds: string[]) {
  const byProduct = new Map<string, { locationId: string; quantity: number }[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: stockLevels.productId, locationId: stockLevels.locationId, quantity: stockLevels.quantity })
    .from(stockLevels)
    .innerJoin(locations, eq(locations.id, stockLevels.locationId))
    .where(and(eq(locations.businessId, businessId), inArray(stockLevels.productId, productIds)))
    .orderBy(asc(locations.position), asc(locations.id));
  for (const row of rows) {
    const levels = byProduct.get(row.productId) ?? [];
    levels.push({ locationId: row.locationId, quantity: row.quantity });
    byProduct.set(row.productId, levels);
  }
  return byProduct;
}
