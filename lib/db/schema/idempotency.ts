import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency records (decisions §3). A row is inserted "in_flight" and committed before the work starts,
 * so the UNIQUE primary key excludes a concurrent duplicate on every node; it becomes "done" with the
 * stored response in the same transaction as the work, or is deleted when the work fails.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    apiKeyId: text('api_key_id').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: ['in_flight', 'done'] }).notNull(),
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    /** An in-flight row whose lease ran out belongs to a process that died; it may be taken over. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.apiKeyId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);
