import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Address } from './businesses';

/** A Peppol participant identifier: Electronic Address Scheme code and the identifier within it. */
export type PeppolId = { scheme: string; id: string };
import { businesses } from './businesses';

export type InvoiceTemplate = {
  /** Per-line "Total HTVA" column (default on). */
  showLineTotalExclVat: boolean;
  /** Per-line "Total TTC" column (default off). */
  showLineTotalInclVat: boolean;
  /** Per-rate VAT summary (taux, base HTVA, TVA) (default on). */
  showVatSummary: boolean;
};

/** Invoices and credit notes. Amounts in integer minor units of `currency`; base amounts in EUR cents. */
export const invoices = pgTable(
  'invoices',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['INVOICE', 'CREDIT_NOTE'] }).notNull(),
    status: text('status', { enum: ['DRAFT', 'FINALIZED'] }).notNull(),
    number: text('number'),
    sequence: integer('sequence'),
    creditedInvoiceId: text('credited_invoice_id'),
    customerId: text('customer_id'),
    buyerName: text('buyer_name').notNull(),
    buyerAddress: jsonb('buyer_address').$type<Address | null>(),
    buyerVatNumber: text('buyer_vat_number'),
    /** The buyer's contact e-mail (e-invoice BT-58). */
    buyerEmail: text('buyer_email'),
    /** The buyer's Peppol address (BT-49) when given; else derived from a Belgian VAT number at export. */
    buyerPeppolId: jsonb('buyer_peppol_id').$type<PeppolId | null>(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }),
    currency: text('currency').notNull(),
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 10 }),
    exchangeRateDate: date('exchange_rate_date', { mode: 'string' }),
    exchangeRateStatus: text('exchange_rate_status', { enum: ['resolved', 'pending'] }).notNull(),
    totalExclVatMinor: bigint('total_excl_vat_minor', { mode: 'number' }).notNull().default(0),
    totalVatMinor: bigint('total_vat_minor', { mode: 'number' }).notNull().default(0),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull().default(0),
    /** EUR equivalent of the total (null while the rate is pending). */
    baseAmountMinor: bigint('base_amount_minor', { mode: 'number' }),
    /** For invoices: sum of finalized credit notes against it. */
    creditedMinor: bigint('credited_minor', { mode: 'number' }).notNull().default(0),
    buyerReference: text('buyer_reference'),
    customerNumber: text('customer_number'),
    claimReference: text('claim_reference'),
    externalRef: text('external_ref'),
    notes: text('notes'),
    /** The language the document prints in: the business's invoice language when created (a credit note: its invoice's). */
    language: text('language', { enum: ['fr', 'nl', 'en'] }).notNull().default('fr'),
    /** Finalized invoices: the day the merchant says it was paid; null while unpaid. */
    paidOn: date('paid_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
  },
  (t) => [
    index('invoices_business_idx').on(t.businessId, t.id),
    uniqueIndex('invoices_business_number_idx').on(t.businessId, t.number),
    index('invoices_credited_idx').on(t.creditedInvoiceId),
    index('invoices_pending_rate_idx').on(t.exchangeRateStatus),
    check('invoices_number_when_finalized', sql`(${t.status} = 'FINALIZED') = (${t.number} is not null)`),
    check('invoices_language_valid', sql`${t.language} in ('fr', 'nl', 'en')`),
    check('invoices_paid_when_finalized_invoice', sql`${t.paidOn} is null or (${t.status} = 'FINALIZED' and ${t.type} = 'INVOICE')`),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: text('id').primaryKey(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** Decimal strings, up to 4 decimals. */
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 18, scale: 4 }).notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    lineTotalMinor: bigint('line_total_minor', { mode: 'number' }).notNull(),
    /** On a credit note: the invoice line it credits, if any. */
    creditedItemId: text('credited_item_id'),
  },
  (t) => [index('invoice_items_invoice_idx').on(t.invoiceId, t.position)],
);

/**
 * Gapless numbering: one row per business, series and year. Finalizing increments `last` in the same
 * transaction (the row lock serialises concurrent finalizations; a rollback gives the number back).
 */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    series: text('series', { enum: ['INVOICE', 'CREDIT_NOTE'] }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
    lastIssueDate: date('last_issue_date', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.series, t.year] })],
);
