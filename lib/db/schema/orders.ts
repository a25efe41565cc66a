import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { type Address, businesses, locations } from './businesses';
import { products } from './catalog';

/** A storefront visitor's cart, found by the SHA-256 of the opaque token in their cookie (never the token). */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_business_token_idx').on(t.businessId, t.tokenHash)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] }), check('cart_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Web shop orders. Amounts incl. VAT in minor units; the sale itself is the linked POS transaction. */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** Belgian structured communication, 12 digits (10 + mod-97 check), shown as +++123/4567/89012+++. */
    reference: text('reference').notNull(),
    customerId: text('customer_id'),
    transactionId: text('transaction_id'),
    status: text('status', { enum: ['placed', 'paid', 'completed', 'cancelled'] }).notNull().default('placed'),
    fulfilment: text('fulfilment', { enum: ['pickup', 'delivery'] }).notNull(),
    locationId: text('location_id').references(() => locations.id),
    address: jsonb('address').$type<Address | null>(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    shippingMinor: bigint('shipping_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Hash of the cart cookie that placed it: only that visitor sees the confirmation page. */
    visitorHash: text('visitor_hash').notNull(),
    /** One-time token of the checkout form: a resubmit finds this order instead of placing another. */
    checkoutToken: text('checkout_token').notNull().unique('orders_checkout_token_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_business_number_idx').on(t.businessId, t.number),
    index('orders_business_created_idx').on(t.businessId, t.createdAt),
  ],
);
