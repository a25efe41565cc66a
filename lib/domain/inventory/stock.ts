// Stock per location and its audit log. The database refuses negative stock (CHECK constraints), and every
// decrement is a conditional UPDATE, so concurrent adjustments can never oversell.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, inTransaction, queryRows } from '../../db/client';
import { inventoryAdjustments, locations, products, stockLevels } from '../../db/schema';
import type { Actor } from '../catalog/products';
import { eventWrite } from '../events/events';
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

/**
 * The same view built by PostgreSQL from the inventory_adjustments row `e`: what `adjustStock` answers and puts
 * in its stock.adjusted event, from its one statement (inventory.test checks it against GET's `toAdjustment`).
 */
const adjustmentJson = sql`json_build_object('id', e.id, 'productId', e.product_id, 'locationId', e.location_id, 'delta', e.delta,
  'reason', e.reason, 'note', e.note, 'locationQuantityAfter', e.location_quantity_after, 'stockQuantityAfter', e.stock_quantity_after,
  'apiKeyId', e.api_key_id, 'actor', e.actor, 'createdAt', to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

const insufficientStock = (available: number | undefined) =>
  new DomainError(
    'insufficient_stock',
    available === undefined ? 'Not enough stock for this adjustment' : `Not enough stock: ${available} available`,
    { details: [{ path: 'delta', message: 'would make stock negative' }], ...(available === undefined ? {} : { available }) },
  );

const tooMuchStock = () => invalid('delta', `stock would exceed ${MAX_STOCK} units`);

/** What refused a delta: a positive one can only have gone over the maximum. */
const refused = (delta: number, available: number | undefined) => (delta > 0 ? tooMuchStock() : insufficientStock(available));

type AdjustedRow = {
  found: boolean;
  location_ids: string[] | null;
  level_quantity: number | null;
  level_inserted: boolean | null;
  adjustment: Adjustment | null;
};

/**
 * Applies a signed delta to one location (or, with no location, to the only one) and to the product total,
 * and writes the audit entry and the stock.adjusted event, all in one transaction (the caller's, when it runs
 * in one). Negative results are refused and nothing changes.
 *
 * One statement, one round trip, which matters for a route this busy (issue 13: the bench's stock
 * adjustments): it finds the product and its business's locations and picks the location (`chosen`, which
 * writes nothing when the product or the location is not the business's); upserts the location's level,
 * conditional on staying within 0 … MAX_STOCK (`level`); updates the total on the same condition, only if the
 * level moved (`total`); writes the audit entry (`entry`) and, from it, the event and its deliveries. Its
 * answer says which step refused. The level is written before the total, as checkout and returns do. A
 * prepared statement: planning it cost more than running it.
 */
export async function adjustStock(
  db: Db,
  businessId: string,
  productId: string,
  input: AdjustStockBody,
  actor: Actor,
): Promise<Adjustment> {
  const delta = sql`${input.delta}::int`;
  const wanted = sql`${input.locationId ?? null}::text`;
  const event = eventWrite(businessId, 'stock.adjusted', sql`select e.id as object_id, json_build_object('object', ${adjustmentJson}) as data from entry e`);
  try {
    return await inTransaction(db, async (tx) => {
      const [row] = await queryRows<AdjustedRow>(
        tx,
        sql`
        with target as (
          select p.id, coalesce((select array_agg(l.id order by l.position, l.id) from ${locations} l where l.business_id = ${businessId}), '{}') as location_ids
          from ${products} p where p.business_id = ${businessId} and p.id = ${productId}
        ), chosen as (
          select t.id, case when ${wanted} is null then case when cardinality(t.location_ids) = 1 then t.location_ids[1] end
                            when ${wanted} = any(t.location_ids) then ${wanted} end as location_id
          from target t
          where case when ${wanted} is null then cardinality(t.location_ids) <= 1 else ${wanted} = any(t.location_ids) end
        ), level as (
          -- A product created before a location was added has no row there yet: the upsert creates it.
          insert into ${stockLevels} (product_id, location_id, quantity)
          select c.id, c.location_id, greatest(${delta}, 0) from chosen c where c.location_id is not null
          on conflict (product_id, location_id) do update set quantity = ${stockLevels}.quantity + ${delta}
            where ${stockLevels}.quantity + ${delta} between 0 and ${MAX_STOCK}
          returning quantity, xmax = 0 as inserted
        ), total as (
          update ${products} p set stock_quantity = p.stock_quantity + ${delta}, updated_at = now()
          from chosen c
          where p.id = c.id and p.stock_quantity + ${delta} between 0 and ${MAX_STOCK}
            and (c.location_id is null or exists (select 1 from level where not (level.inserted and ${delta} < 0)))
          returning p.stock_quantity
        ), entry as (
          insert into ${inventoryAdjustments} (id, business_id, product_id, location_id, delta, reason, note, location_quantity_after,
            stock_quantity_after, api_key_id, actor, created_at)
          select ${newId('adjustment')}, ${businessId}, ${productId}, (select location_id from chosen), ${delta}, ${input.reason},
            ${input.note || null}, (select quantity from level), t.stock_quantity, ${actor.kind === 'api' ? actor.apiKeyId : null}, ${actor.kind}, now()
          from total t
          returning *
        ), ${event.ctes}
        select exists (select 1 from target) as found, (select location_ids from target) as location_ids,
          (select quantity from level) as level_quantity, (select inserted from level) as level_inserted,
          (select ${adjustmentJson} from entry e) as adjustment, ${event.notify}`,
        'vitrine_adjust_stock',
      );
      if (!row?.found) throw notFound('Product');
      const locationIds = row.location_ids ?? [];
      if (input.locationId !== undefined && !locationIds.includes(input.locationId)) {
        throw new DomainError('not_found', 'Location not found', { details: [{ path: 'locationId', message: 'no such location' }] });
      }
      if (input.locationId === undefined && locationIds.length > 1) {
        throw new DomainError('validation_failed', 'This business has several locations: locationId is required', {
          details: [{ path: 'locationId', message: 'required when the business has several locations' }],
        });
      }
      if (!row.adjustment) {
        // Refused; the transaction rolls back (a level row just created included). Say how much there is when
        // the location's level refused (a total refusing a moved level has no figure to give).
        const locationId = input.locationId ?? locationIds[0];
        if (!locationId || (row.level_quantity !== null && !row.level_inserted)) throw refused(input.delta, undefined);
        if (row.level_inserted) throw refused(input.delta, 0);
        const [current] = await tx
          .select({ quantity: stockLevels.quantity })
          .from(stockLevels)
          .where(and(eq(stockLevels.productId, productId), eq(stockLevels.locationId, locationId)));
        throw refused(input.delta, current?.quantity);
      }
      return row.adjustment;
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
