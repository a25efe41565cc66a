// A person's account (README: Accounts): password reset by e-mail, change of password and name, and the
// sessions they have open, with the device and last use of each. Never says whether an address has an account.
import { verify } from '@node-rs/argon2';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { config } from '../../config';
import type { Db } from '../../db/client';
import { accountTokens, dashboardSessions, users } from '../../db/schema';
import { enqueueMessage } from '../mail/outbox';
import { renderPasswordResetMessage } from '../mail/templates/account-messages';
import { DomainError, invalid, notFound } from '../shared/errors';
import { deviceLabel } from './device';
import { hashToken } from './sessions';
import { TOKEN_PATTERN, issueAccountToken, useAccountToken } from './tokens';
import { type accountLocaleBody, emailSchema, normalizeEmail, type updateAccountBody } from './schemas';

/** The address and name a reset link was sent to (to judge a new password against them), or null. */
export async function resetTokenOwner(db: Db, token: string): Promise<{ email: string; name: string | null } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ email: users.email, name: users.name })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, 'reset_password')))
    .limit(1);
  return row ?? null;
}

/**
 * Sends a password-reset link to the address if it has an account; an unknown address gets the same result and
 * nothing is sent. Returns the link too (for the server log when no SMTP server is set), or null.
 */
export async function requestPasswordReset(tx: Db, email: string): Promise<{ link: string | null }> {
  const address = emailSchema.safeParse(normalizeEmail(email));
  if (!address.success) return { link: null };
  const [user] = await tx.select().from(users).where(eq(users.email, address.data)).limit(1);
  if (!user) return { link: null };
  const token = await issueAccountToken(tx, { purpose: 'reset_password', userId: user.id, email: user.email });
  const link = `${config.appOrigin}/reset-password?token=${token}`;
  await enqueueMessage(tx, null, {
    kind: 'password_reset',
    orderId: null,
    dedupeKey: `user:${user.id}:reset:${hashToken(token).slice(0, 16)}`,
    to: { address: user.email, name: user.name },
    ...renderPasswordResetMessage({ name: user.name, link }),
  });
  return { link };
}

/**
 * Uses a reset link: the new password (already checked and hashed by the caller, outside the transaction)
 * replaces the old, every session of the user ends, and the address counts as verified (the link proved it).
 */
export async function resetPassword(tx: Db, token: string, passwordHash: string, now = new Date()): Promise<{ userId: string }> {
  const { userId, email } = await useAccountToken(tx, 'reset_password', token, now);
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new DomainError('invalid_token', 'This link is not valid. Ask for a new one.');
  await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: now, ...(user.email === email && !user.emailVerifiedAt ? { emailVerifiedAt: now } : {}) })
    .where(eq(users.id, userId));
  await tx.delete(dashboardSessions).where(eq(dashboardSessions.userId, userId));
  return { userId };
}

/** Whether `password` is the user's current one (same work for a missing user). */
export async function checkCurrentPassword(db: Db, userId: string, password: string): Promise<boolean> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return false;
  return verify(user.passwordHash, password).catch(() => false);
}

/**
 * Changes the password (the new one checked and hashed by the caller) and ends every other session of the user:
 * the one in `keepSessionId` stays. A wrong current password → validation_failed on `currentPassword`.
 */
export async function changePassword(
  tx: Db,
  input: { userId: string; currentPasswordMatches: boolean; passwordHash: string; keepSessionId: string },
  now = new Date(),
): Promise<{ endedSessions: number }> {
  if (!input.currentPasswordMatches) throw invalid('currentPassword', 'The current password is incorrect');
  await tx.update(users).set({ passwordHash: input.passwordHash, passwordChangedAt: now }).where(eq(users.id, input.userId));
  const ended = await tx
    .delete(dashboardSessions)
    .where(and(eq(dashboardSessions.userId, input.userId), ne(dashboardSessions.id, input.keepSessionId)))
    .returning({ id: dashboardSessions.id });
  return { endedSessions: ended.length };
}

/** Changes what the account is called (an empty name clears it). */
export async function updateAccount(tx: Db, userId: string, body: z.infer<typeof updateAccountBody>) {
  const [user] = await tx
    .update(users)
    .set({ name: body.name || null })
    .where(eq(users.id, userId))
    .returning({ id: users.id, email: users.email, name: users.name, emailVerifiedAt: users.emailVerifiedAt });
  if (!user) throw notFound('User');
  return { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerifiedAt !== null };
}

/** Sets the dashboard's language of the account (null: follow the browser's); one transaction. */
export async function updateAccountLocale(tx: Db, userId: string, body: z.infer<typeof accountLocaleBody>) {
  const [user] = await tx.update(users).set({ locale: body.locale }).where(eq(users.id, userId)).returning({ locale: users.locale });
  if (!user) throw notFound('User');
  return { locale: user.locale };
}

export type SessionView = {
  id: string;
  device: string;
  ipAddress: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
};

/** The user's open sessions, the most recently used first; `current` marks the one making the request. */
export async function listSessions(db: Db, userId: string, currentSessionId: string | null, now = new Date()): Promise<SessionView[]> {
  const rows = await db.select().from(dashboardSessions).where(eq(dashboardSessions.userId, userId)).orderBy(desc(dashboardSessions.lastUsedAt));
  return rows
    .filter((row) => row.expiresAt > now && row.absoluteExpiresAt > now)
    .map((row) => ({
      id: row.id,
      device: deviceLabel(row.userAgent),
      ipAddress: row.ipAddress,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: (row.lastUsedAt ?? row.createdAt).toISOString(),
      current: row.id === currentSessionId,
    }));
}

/** Ends one of the user's own sessions; another person's session id (or a made-up one) → not found. */
export async function endSession(db: Db, userId: string, sessionId: string): Promise<void> {
  const ended = await db
    .delete(dashboardSessions)
    .where(and(eq(dashboardSessions.userId, userId), eq(dashboardSessions.id, sessionId)))
    .returning({ id: dashboardSessions.id });
  if (!ended.length) throw notFound('Session');
}

/** Ends every session of the user, this one included ("Sign out everywhere"). */
export async function endAllSessions(db: Db, userId: string): Promise<{ endedSessions: number }> {
  const ended = await db.delete(dashboardSessions).where(eq(dashboardSessions.userId, userId)).returning({ id: dashboardSessions.id });
  return { endedSessions: ended.length };
}
