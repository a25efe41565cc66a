import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categories_business_slug_idx').on(t.businessId, t.slug)],
);

/** Products. Money in integer minor units; stockQuantity is the total over all locations. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    sku: text('sku'),
    name: text('name').notNull(),
    description: text('description'),
    categoryId: text('category_id').references(() => categories.id, { onDelete: 'set null' }),
    sellingPriceMinor: bigint('selling_price_minor', { mode: 'number' }).notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    isForSale: boolean('is_for_sale').notNull().default(true),
    images: jsonb('images').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    trackInventory: boolean('track_inventory').notNull().default(true),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_business_sku_idx').on(t.businessId, t.sku),
    index('products_business_id_idx').on(t.businessId, t.id),
    index('products_business_category_idx').on(t.businessId, t.categoryId),
    check('products_stock_not_negative', sql`${t.stockQuantity} >= 0`),
    check('products_price_not_negative', sql`${t.sellingPriceMinor} >= 0`),
  ],
);
