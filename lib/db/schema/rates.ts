import { date, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** ECB euro reference rates: 1 EUR = `rate` units of `currency` on publication day `date`. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Decimal string exactly as published (never a float). */
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.date] })],
);

/** One row per successful feed fetch: which feed, the newest publication day it held, and when. */
export const exchangeRateFetches = pgTable('exchange_rate_fetches', {
  feed: text('feed').primaryKey(),
  latestDate: date('latest_date', { mode: 'string' }).notNull(),
  currencies: text('currencies').array().notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
});
