import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { InvoiceTemplate } from './invoices';

export type Address = {
  line1: string;
  line2?: string | null;
  postalCode: string;
  city: string;
  country: string;
};

/** Opening hours per weekday (mon…sun): a list of [open, close] "HH:MM" ranges; empty = closed. */
export type OpeningHours = Partial<Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', [string, string][]>>;

/** A merchant account. Every live business has a sandbox twin (mode "test", sandboxOf = live id). */
export const businesses = pgTable(
  'businesses',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    mode: text('mode', { enum: ['live', 'test'] }).notNull(),
    sandboxOf: text('sandbox_of'),
    plan: text('plan', { enum: ['basic', 'shop'] }).notNull(),
    address: jsonb('address').$type<Address | null>(),
    vatNumber: text('vat_number'),
    /** Belgian enterprise number (KBO/BCE), 10 digits, stored as 0123.456.789. */
    enterpriseNumber: text('enterprise_number'),
    /** The account shoppers pay transfers to (published on confirmations and unpaid invoices). */
    iban: text('iban'),
    bic: text('bic'),
    email: text('email'),
    phone: text('phone'),
    currency: text('currency').notNull().default('EUR'),
    timezone: text('timezone').notNull().default('Europe/Brussels'),
    /** VAT rates the business may use, in basis points (2100 = 21 %). */
    vatRatesBp: jsonb('vat_rates_bp').$type<number[]>().notNull(),
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    invoiceTemplate: jsonb('invoice_template')
      .$type<InvoiceTemplate>()
      .notNull()
      .default(sql`'{"showLineTotalExclVat": true, "showLineTotalInclVat": false, "showVatSummary": true}'::jsonb`),
    /** The language new invoices and credit notes print in (a business in Flanders invoices in Dutch). */
    invoiceLanguage: text('invoice_language', { enum: ['fr', 'nl', 'en'] }).notNull().default('fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('businesses_sandbox_of_idx').on(t.sandboxOf),
    check('businesses_sandbox_mode', sql`(${t.mode} = 'live') = (${t.sandboxOf} is null)`),
    check('businesses_invoice_language_valid', sql`${t.invoiceLanguage} in ('fr', 'nl', 'en')`),
  ],
);

export const locations = pgTable(
  'locations',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: jsonb('address').$type<Address | null>(),
    phone: text('phone'),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull().default(sql`'{}'::jsonb`),
    isPrimary: boolean('is_primary').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('locations_business_idx').on(t.businessId, t.position)],
);
