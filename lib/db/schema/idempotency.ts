import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored responses of idempotent requests (README: API rules in short), written in the transaction that did the work.
 * While a request runs, its key is claimed by a transaction-level advisory lock, not by a row
 * (lib/domain/idempotency/store.ts), so a crashed holder never leaves a claim behind.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    apiKeyId: text('api_key_id').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: text('response_body').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
