import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { type Address, businesses } from './businesses';
import type { PeppolId } from './invoices';

/**
 * A person, platform-wide: only the identity keys used to recognise them (normalised email, E.164 phone).
 * Everything a business knows about the person lives in that business's own `customers` row.
 */
export const persons = pgTable('persons', {
  id: text('id').primaryKey(),
  email: text('email').unique(),
  phone: text('phone').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person linked to one business, with that business's own record of them. */
export const customers = pgTable(
  'customers',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    personId: text('person_id')
      .notNull()
      .references(() => persons.id),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    phone: text('phone'),
    company: text('company'),
    vatNumber: text('vat_number'),
    /** Where the business's e-invoices to this customer go (Peppol); null: derived from a Belgian VAT number. */
    peppolId: jsonb('peppol_id').$type<PeppolId | null>(),
    address: jsonb('address').$type<Address | null>(),
    notes: text('notes'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_business_person_idx').on(t.businessId, t.personId),
    index('customers_business_id_idx').on(t.businessId, t.id),
  ],
);

/** A business's loyalty programme: stamps per full card, the stamp reward; points rewards are rows below. */
export const loyaltyPrograms = pgTable('loyalty_programs', {
  businessId: text('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  stampsPerCard: integer('stamps_per_card').notNull(),
  /** Points earned per euro spent at the till (0 = none). */
  pointsPerEuro: integer('points_per_euro').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Rewards: `stamps` rewards cost one full stamp card, `points` rewards cost `pointsCost` points. */
export const loyaltyRewards = pgTable(
  'loyalty_rewards',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['stamps', 'points'] }).notNull(),
    name: text('name').notNull(),
    pointsCost: integer('points_cost'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('loyalty_rewards_business_idx').on(t.businessId)],
);

/** One card per customer of a business with a programme. Balances can never go below zero. */
export const loyaltyCards = pgTable(
  'loyalty_cards',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' })
      .unique(),
    points: integer('points').notNull().default(0),
    stamps: integer('stamps').notNull().default(0),
    /** Completed stamp cards not yet redeemed. */
    fullCards: integer('full_cards').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('loyalty_cards_business_idx').on(t.businessId, t.id),
    check('loyalty_cards_balances', sql`${t.points} >= 0 and ${t.stamps} >= 0 and ${t.fullCards} >= 0`),
  ],
);

/** Every loyalty operation, written in the operation's transaction. */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    cardId: text('card_id').references(() => loyaltyCards.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    amount: integer('amount').notNull(),
    pointsAfter: integer('points_after'),
    stampsAfter: integer('stamps_after'),
    fullCardsAfter: integer('full_cards_after'),
    rewardId: text('reward_id'),
    couponId: text('coupon_id'),
    note: text('note'),
    apiKeyId: text('api_key_id'),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loyalty_ledger_card_idx').on(t.cardId, t.id)],
);

/** Single-use coupons. */
export const coupons = pgTable(
  'coupons',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedByCustomerId: text('redeemed_by_customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_business_code_idx').on(t.businessId, t.code)],
);
