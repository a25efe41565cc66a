import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/** API keys: stored only as a SHA-256 hash of the secret; listed by prefix and last four characters. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['live', 'test'] }).notNull(),
    secretHash: text('secret_hash').notNull(),
    prefix: text('prefix').notNull(),
    last4: text('last4').notNull(),
    scopes: jsonb('scopes').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash), index('api_keys_business_idx').on(t.businessId)],
);

/** Dashboard users (email + argon2id password hash). */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name'),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const memberships = pgTable(
  'memberships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] }).notNull().default('owner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.businessId] })],
);

/**
 * Credentials of the local demo business, kept so `vitrine demo` can print the same working keys
 * and login on every run. Only the demo business has rows here.
 */
export const demoCredentials = pgTable('demo_credentials', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Dashboard sign-in sessions. The cookie carries a random token; only its SHA-256 hash is stored, so a copy of
 * the database never lets anyone sign in. Expired rows are removed on sign-in.
 */
export const dashboardSessions = pgTable(
  'dashboard_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sliding: pushed forward while the session is used, never beyond `absoluteExpiresAt`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dashboard_sessions_user_idx').on(t.userId)],
);
