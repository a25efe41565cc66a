import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { MEMBER_ROLES } from './member-roles';

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
  /**
   * When the address was proven (a verification link opened, an invitation accepted); null until then. Users an
   * operator creates with the CLI are vouched for (set at creation). An unverified owner can build, not publish.
   */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  /** The dashboard's language for this user (fr, nl, en); null follows the browser's Accept-Language. */
  locale: text('locale', { enum: ['fr', 'nl', 'en'] }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('users_locale_valid', sql`${t.locale} is null or ${t.locale} in ('fr', 'nl', 'en')`)]);

/** A member's role in a business (lib/domain/users/roles.ts says what each may do). */
export { MEMBER_ROLES, type MemberRole } from './member-roles';

export const memberships = pgTable(
  'memberships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBER_ROLES }).notNull().default('owner'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.businessId] }),
    index('memberships_business_idx').on(t.businessId),
    check('memberships_role_valid', sql`${t.role} in ('owner', 'manager', 'staff')`),
  ],
);

/**
 * Single-use links sent by e-mail: verifying an address, resetting a password. Only the SHA-256 hash of the
 * token is stored; `email` is the address the link was sent to (a verification is for that address only).
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_tokens_user_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_valid', sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
);

/**
 * Invitations to join a business's team with a role, sent by e-mail. The link's token is stored hashed; an
 * invitation is pending until accepted, revoked or expired; at most one pending per business and address.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitations_token_idx').on(t.tokenHash),
    uniqueIndex('invitations_pending_idx')
      .on(t.businessId, t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    check('invitations_role_valid', sql`${t.role} in ('owner', 'manager', 'staff')`),
  ],
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
    /** Names the session in the account page's list (never the token). */
    id: text('id').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sliding: pushed forward while the session is used, never beyond `absoluteExpiresAt`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    /** The browser's User-Agent at sign-in (shown as "Firefox on macOS"), and the client address. */
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    /** Last request, written at most every few minutes (as the sliding expiry). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dashboard_sessions_user_idx').on(t.userId)],
);
