import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses, locations } from './businesses';

/** Staff members. The public API exposes id, name and role only. */
export const staff = pgTable(
  'staff',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'manager', 'cashier', 'baker'] }).notNull(),
    email: text('email'),
    phone: text('phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_business_idx').on(t.businessId, t.id)],
);

/** Register sessions: a till opened and closed by a staff member at a location. */
export const registerSessions = pgTable(
  'register_sessions',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    locationId: text('location_id')
      .notNull()
      .references(() => locations.id),
    staffId: text('staff_id').references(() => staff.id),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    openingFloatMinor: bigint('opening_float_minor', { mode: 'number' }).notNull(),
    countedCashMinor: bigint('counted_cash_minor', { mode: 'number' }),
  },
  (t) => [index('register_sessions_business_idx').on(t.businessId, t.openedAt)],
);

/** Sales and refunds, at the till (pos) or online. Amounts incl. VAT unless named otherwise; refunds negative. */
export const transactions = pgTable(
  'transactions',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    locationId: text('location_id').references(() => locations.id),
    sessionId: text('session_id').references(() => registerSessions.id),
    staffId: text('staff_id').references(() => staff.id),
    customerId: text('customer_id'),
    channel: text('channel', { enum: ['pos', 'online'] }).notNull(),
    kind: text('kind', { enum: ['sale', 'refund'] }).notNull(),
    refundOfId: text('refund_of_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    totalExclVatMinor: bigint('total_excl_vat_minor', { mode: 'number' }).notNull(),
    totalVatMinor: bigint('total_vat_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('transactions_business_time_idx').on(t.businessId, t.occurredAt),
    index('transactions_business_id_idx').on(t.businessId, t.id),
    index('transactions_customer_idx').on(t.customerId),
    index('transactions_session_idx').on(t.sessionId),
  ],
);

export const transactionLines = pgTable(
  'transaction_lines',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    productId: text('product_id'),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    /** Price per unit incl. VAT as charged (B2C). */
    unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    lineTotalMinor: bigint('line_total_minor', { mode: 'number' }).notNull(),
    lineExclVatMinor: bigint('line_excl_vat_minor', { mode: 'number' }).notNull(),
    lineVatMinor: bigint('line_vat_minor', { mode: 'number' }).notNull(),
  },
  (t) => [index('transaction_lines_transaction_idx').on(t.transactionId), index('transaction_lines_product_idx').on(t.productId)],
);

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    transactionId: text('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    method: text('method', { enum: ['cash', 'card', 'bancontact', 'payconiq', 'voucher', 'transfer'] }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (t) => [index('payments_transaction_idx').on(t.transactionId), check('payments_amount_not_zero', sql`${t.amountMinor} <> 0`)],
);
