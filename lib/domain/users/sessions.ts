// Dashboard sign-in: credentials checked against the argon2id hash, sessions kept as hashed random tokens
// (sliding expiry within an absolute limit), and the businesses a user may reach. Knows nothing of cookies.
import { createHash } from 'node:crypto';
import { verify } from '@node-rs/argon2';
import { and, asc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { businesses, dashboardSessions, memberships, users } from '../../db/schema';
import type { MemberRole } from './roles';
import type { BusinessRow } from '../businesses/businesses';
import { notFound } from '../shared/errors';
import { newId, randomBase62 } from '../shared/ids';
import { hashPassword, normalizeEmail } from './users';

/** A session ends after this long without use… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** The sliding expiry is written back at most this often (not on every request). */
const SLIDE_AFTER_MS = 5 * 60 * 1000;

/** A business's sandbox twin, joined beside it. */
const twins = alias(businesses, 'twins');

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

// Verifying against a real hash when the email is unknown makes both failures take the same time.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword(randomBase62(24)));

/** locale: the dashboard language the user chose, or null to follow the browser. */
export type SignedInUser = { id: string; email: string; name: string | null; emailVerifiedAt: Date | null; locale: 'fr' | 'nl' | 'en' | null };

/**
 * The user with this email and password, or null. A wrong password and an unknown email are
 * indistinguishable to the caller (same result, same work).
 */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<SignedInUser | null> {
  const [row] = await db.select().from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
  const hash = row?.passwordHash ?? (await timingDummy());
  const matches = await verify(hash, password).catch(() => false);
  if (!row || !matches) return null;
  return { id: row.id, email: row.email, name: row.name, emailVerifiedAt: row.emailVerifiedAt, locale: row.locale };
}

/** Where a session was opened from: shown in the account page's list of sessions. */
export type SessionDevice = { userAgent?: string | null; ipAddress?: string | null };

export async function createSession(db: Db, userId: string, now = new Date(), device: SessionDevice = {}) {
  const token = randomBase62(43); // ~256 bits
  const absoluteExpiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  const expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteExpiresAt.getTime()));
  await db.transaction(async (tx) => {
    await tx
      .delete(dashboardSessions)
      .where(and(eq(dashboardSessions.userId, userId), or(lt(dashboardSessions.expiresAt, now), lt(dashboardSessions.absoluteExpiresAt, now))));
    await tx.insert(dashboardSessions).values({
      tokenHash: hashToken(token),
      id: newId('dashboardSession'),
      userId,
      expiresAt,
      absoluteExpiresAt,
      createdAt: now,
      lastUsedAt: now,
      userAgent: device.userAgent?.slice(0, 512) ?? null,
      ipAddress: device.ipAddress?.slice(0, 64) ?? null,
    });
  });
  return { token, expiresAt, absoluteExpiresAt };
}

/** The signed-in user of a session token, or null when unknown or expired. Slides the idle expiry. */
export async function sessionUser(db: Db, token: string, now = new Date()): Promise<(SignedInUser & { expiresAt: Date; sessionId: string }) | null> {
  if (!/^[0-9A-Za-z]{43}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      emailVerifiedAt: users.emailVerifiedAt,
      locale: users.locale,
      sessionId: dashboardSessions.id,
      expiresAt: dashboardSessions.expiresAt,
      absoluteExpiresAt: dashboardSessions.absoluteExpiresAt,
    })
    .from(dashboardSessions)
    .innerJoin(users, eq(users.id, dashboardSessions.userId))
    .where(and(eq(dashboardSessions.tokenHash, tokenHash), gt(dashboardSessions.expiresAt, now), gt(dashboardSessions.absoluteExpiresAt, now)))
    .limit(1);
  if (!row) return null;
  let expiresAt = row.expiresAt;
  const slid = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, row.absoluteExpiresAt.getTime()));
  if (slid.getTime() - expiresAt.getTime() > SLIDE_AFTER_MS) {
    await db.update(dashboardSessions).set({ expiresAt: slid, lastUsedAt: now }).where(eq(dashboardSessions.tokenHash, tokenHash));
    expiresAt = slid;
  }
  return { id: row.id, email: row.email, name: row.name, emailVerifiedAt: row.emailVerifiedAt, locale: row.locale, sessionId: row.sessionId, expiresAt };
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(dashboardSessions).where(eq(dashboardSessions.tokenHash, hashToken(token)));
}

export type MemberBusiness = Pick<BusinessRow, 'id' | 'name' | 'slug' | 'plan'> & { sandboxId: string | null; role: MemberRole };

/** The live businesses a user belongs to (their sandbox twins are reached through them). */
export async function userBusinesses(db: Db, userId: string): Promise<MemberBusiness[]> {
  return db
    .select({ id: businesses.id, name: businesses.name, slug: businesses.slug, plan: businesses.plan, sandboxId: twins.id, role: memberships.role })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .leftJoin(twins, eq(twins.sandboxOf, businesses.id))
    .where(and(eq(memberships.userId, userId), isNull(businesses.sandboxOf)))
    .orderBy(asc(businesses.name), asc(businesses.id));
}

/**
 * A live business the user belongs to, with their role in it; any other id (another business's, a sandbox's,
 * made up) → not found.
 */
export async function memberBusiness(db: Db, userId: string, businessId: string): Promise<BusinessRow & { sandboxId: string | null; role: MemberRole }> {
  const [row] = await db
    .select({ business: businesses, sandboxId: twins.id, role: memberships.role })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .leftJoin(twins, eq(twins.sandboxOf, businesses.id))
    .where(and(eq(memberships.userId, userId), eq(memberships.businessId, businessId), isNull(businesses.sandboxOf)))
    .limit(1);
  if (!row) throw notFound('Business');
  return { ...row.business, sandboxId: row.sandboxId, role: row.role };
}
