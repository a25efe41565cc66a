import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses, locations } from './businesses';
import { products } from './catalog';

/** Stock of a product at one location. The database refuses a negative quantity. */
export const stockLevels = pgTable(
  'stock_levels',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.locationId] }), check('stock_levels_not_negative', sql`${t.quantity} >= 0`)],
);

/** The inventory audit log: one row per adjustment, written in the adjustment's transaction. */
export const inventoryAdjustments = pgTable(
  'inventory_adjustments',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    locationId: text('location_id').references(() => locations.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    locationQuantityAfter: integer('location_quantity_after'),
    stockQuantityAfter: integer('stock_quantity_after').notNull(),
    apiKeyId: text('api_key_id'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inventory_adjustments_product_idx').on(t.productId, t.id)],
);
