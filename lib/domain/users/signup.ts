// Sign-up and e-mail verification (README: Accounts). A person creates their account and their business in one
// step; the business and its sandbox twin come from the same createBusiness the operator's CLI uses. The
// address is proven by a single-use link sent through the outbox; until then the owner can build, not publish.
import { and, asc, eq, isNull, like, or } from 'drizzle-orm';
import { config } from '../../config';
import type { Db } from '../../db/client';
import { businesses, memberships, users } from '../../db/schema';
import { createBusiness, slugify } from '../businesses/businesses';
import { enqueueMessage } from '../mail/outbox';
import { renderVerificationMessage } from '../mail/templates/account-messages';
import { isUniqueViolation } from '../shared/db-errors';
import { DomainError, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { assertAcceptablePassword } from './breached-passwords';
import { hashToken } from './sessions';
import { issueAccountToken, useAccountToken } from './tokens';
import type { NewBusinessBody, SignUpBody } from './schemas';
import { addMembership, hashPassword } from './users';

export const EXISTING_ACCOUNT_MESSAGE = 'An account with this e-mail already exists. Sign in, or reset your password.';

/** A slug for a new business's name that nobody has: the name's own, else with -2, -3, … (never an error). */
async function freeSlug(tx: Db, name: string): Promise<string> {
  const base = (slugify(name) || 'shop').slice(0, 40).replace(/-+$/, '').padEnd(2, '0');
  const rows = await tx
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(or(eq(businesses.slug, base), like(businesses.slug, `${base}-%`)));
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A new business (live + sandbox twin, `plan`) under a free slug, with `userId` as its owner. In the caller's
 * transaction. Sign-up and "Create a business" (an existing person's next business) both go through it.
 */
async function createOwnedBusiness(tx: Db, userId: string, input: { businessName: string; plan: 'basic' | 'shop' }) {
  const slug = await freeSlug(tx, input.businessName);
  const business = await createBusiness(tx, { name: input.businessName, slug, plan: input.plan });
  await addMembership(tx, userId, business.id, 'owner');
  return { id: business.id, name: input.businessName, slug: business.slug, plan: business.plan };
}

/** Runs a write that picks a free slug again when another one took it meanwhile (three tries; never a 500). */
async function retryingSlugRaces<T>(attempt: () => Promise<T>, rethrow: (error: unknown) => void = () => {}): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      rethrow(error);
      const slugTaken = error instanceof DomainError && error.code === 'conflict' && 'existingId' in error.extra;
      if (!(isUniqueViolation(error) || slugTaken) || round === 3) throw error;
    }
  }
}

/** Writes a verification link for the user's current address into the outbox. In the caller's transaction. */
async function sendVerification(tx: Db, user: { id: string; email: string; name: string | null }, businessId: string | null): Promise<void> {
  const token = await issueAccountToken(tx, { purpose: 'verify_email', userId: user.id, email: user.email });
  const message = renderVerificationMessage({ name: user.name, email: user.email, link: `${config.appOrigin}/verify-email?token=${token}` });
  await enqueueMessage(tx, businessId, {
    kind: 'email_verification',
    orderId: null,
    dedupeKey: `user:${user.id}:verify:${hashToken(token).slice(0, 16)}`,
    to: { address: user.email, name: user.name },
    ...message,
  });
}

/**
 * Creates an account, its business (live + sandbox twin, `plan`) with the person as owner, and sends the link
 * that verifies the address. The password is checked (length, guessability with the person's own words, the
 * breach corpus when configured) and hashed before the one transaction. An address that has an account →
 * conflict (sign-up therefore tells whether an address is registered, as Shopify's and Stripe's do).
 */
export async function signUp(db: Db, body: SignUpBody) {
  await assertAcceptablePassword(body.password, [body.email, body.name, body.businessName]);
  const passwordHash = await hashPassword(body.password);
  const existing = () => new DomainError('conflict', EXISTING_ACCOUNT_MESSAGE, { details: [{ path: 'email', message: EXISTING_ACCOUNT_MESSAGE }] });
  // Two sign-ups at once may pick the same slug (or the same address): the loser retries with a fresh slug, or
  // gets the conflict, never a 500.
  return retryingSlugRaces(
    () =>
      db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, body.email)).limit(1);
        if (taken) throw existing();
        const user = { id: newId('user'), email: body.email, name: body.name || null };
        await tx.insert(users).values({ ...user, passwordHash, emailVerifiedAt: null, locale: body.locale ?? null });
        const business = await createOwnedBusiness(tx, user.id, body);
        await sendVerification(tx, user, business.id);
        return { user: { ...user, emailVerified: false }, business };
      }),
    (error) => {
      if (isUniqueViolation(error, 'users_email')) throw existing();
    },
  );
}

/**
 * A signed-in person's next business (live + sandbox twin, `plan`), with them as its owner, as Shopify lets a
 * merchant open another store. Whether it may publish follows the person's own verified address, as for the first.
 */
export async function createAnotherBusiness(db: Db, userId: string, body: NewBusinessBody) {
  return retryingSlugRaces(() => db.transaction((tx) => createOwnedBusiness(tx, userId, body)));
}

/**
 * Uses a verification link: the address counts as proven if it is still the user's (a link sent to an address
 * the user has since changed proves nothing). In the caller's transaction.
 */
export async function verifyEmail(tx: Db, token: string, now = new Date()): Promise<{ userId: string; email: string; verified: boolean }> {
  const { userId, email } = await useAccountToken(tx, 'verify_email', token, now);
  const updated = await tx
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .returning({ id: users.id });
  if (!updated.length) throw new DomainError('invalid_token', 'This link was sent to an address that is no longer the account’s. Ask for a new one.');
  return { userId, email, verified: true };
}

/**
 * Sends a new verification link (the earlier ones stop working). Already verified → conflict, saying so. The
 * message shows on the Messages page of the user's oldest business (for when no SMTP server is set).
 */
export async function resendVerification(tx: Db, userId: string): Promise<{ sentTo: string }> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('User');
  if (user.emailVerifiedAt) throw new DomainError('conflict', 'Your e-mail address is already confirmed');
  const [business] = await tx
    .select({ id: businesses.id })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(and(eq(memberships.userId, userId), isNull(businesses.sandboxOf)))
    .orderBy(asc(memberships.createdAt))
    .limit(1);
  await sendVerification(tx, user, business?.id ?? null);
  return { sentTo: user.email };
}
