import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

export const ORDER_STATUSES = ['placed', 'ready', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const ORDER_PAYMENT_METHODS = ['transfer', 'at_pickup'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/**
 * Web shop orders. Amounts incl. VAT in minor units. Two states kept apart: fulfilment (`status`: placed →
 * ready (pickup) or shipped (delivery) → completed, or cancelled) and payment (`paymentStatus`: unpaid → paid →
 * refunded). The sale (a POS transaction, channel online) is recorded when the order is paid, never at placement.
 */
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
    /** Who ordered, as typed at checkout (the customer record may change later; the order keeps this). */
    customerName: text('customer_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone'),
    /** The sale, recorded when the order is paid. */
    transactionId: text('transaction_id'),
    /** The refund of that sale, recorded when a paid order is cancelled. */
    refundTransactionId: text('refund_transaction_id'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    /** How the shopper said they would pay: by bank transfer (needs the business's IBAN) or at pickup. */
    paymentMethod: text('payment_method', { enum: ORDER_PAYMENT_METHODS }).notNull().default('transfer'),
    fulfilment: text('fulfilment', { enum: ['pickup', 'delivery'] }).notNull(),
    locationId: text('location_id').references(() => locations.id),
    /** The day the shopper picks up (pickup orders), a date in the business's time zone. */
    pickupDate: date('pickup_date', { mode: 'string' }),
    address: jsonb('address').$type<Address | null>(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'number' }).notNull(),
    shippingMinor: bigint('shipping_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Hash of the cart cookie that placed it: only that visitor sees the confirmation page. */
    visitorHash: text('visitor_hash').notNull(),
    /** One-time token of the checkout form: a resubmit finds this order instead of placing another. */
    checkoutToken: text('checkout_token').notNull().unique('orders_checkout_token_key'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The language of the storefront the order was placed from: its e-mails and pages speak it. */
    language: text('language', { enum: ['fr', 'nl', 'en'] }).notNull().default('fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_business_number_idx').on(t.businessId, t.number),
    index('orders_business_created_idx').on(t.businessId, t.createdAt),
    index('orders_business_status_idx').on(t.businessId, t.status, t.paymentStatus),
    check('orders_status_valid', sql`${t.status} in ('placed', 'ready', 'shipped', 'completed', 'cancelled')`),
    check('orders_payment_status_valid', sql`${t.paymentStatus} in ('unpaid', 'paid', 'refunded')`),
    check('orders_payment_method_valid', sql`${t.paymentMethod} in ('transfer', 'at_pickup')`),
    check('orders_language_valid', sql`${t.language} in ('fr', 'nl', 'en')`),
  ],
);

/** The lines of an order as placed (prices incl. VAT, as charged); the shipping line has no product. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: text('product_id'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    lineTotalMinor: bigint('line_total_minor', { mode: 'number' }).notNull(),
    /** How many units placing the order took from stock at the order's location (0 for untracked products and shipping). */
    stockTaken: integer('stock_taken').notNull().default(0),
  },
  (t) => [uniqueIndex('order_lines_order_position_idx').on(t.orderId, t.position)],
);

/** An order's timeline: every change, what, when and by whom (the dashboard user, the API key, the shopper, the system). */
export const orderEvents = pgTable(
  'order_events',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** placed | paid | ready | shipped | completed | cancelled | refunded | message_sent … */
    kind: text('kind').notNull(),
    actorKind: text('actor_kind', { enum: ['api', 'dashboard', 'system', 'shopper'] }).notNull(),
    /** The API key id or the dashboard user id. */
    actorId: text('actor_id'),
    /** Human words for the actor at the time (the key's name, the user's e-mail). */
    actorLabel: text('actor_label'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);
