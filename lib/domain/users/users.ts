// Dashboard users: email + argon2id password hash, members of one or more businesses with a role in each.
import { hash } from '@node-rs/argon2';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { getLiveBusinessOrThrow, sandboxOf } from '../businesses/businesses';
import { DomainError } from '../shared/errors';
import { newId } from '../shared/ids';
import type { MemberRole } from './roles';

// The address and password shapes live with the account's other schemas, which the browser's forms load too.
import { emailSchema, normalizeEmail, passwordSchema } from './schemas';

export { emailSchema, normalizeEmail, passwordSchema };

/** OWASP's argon2id parameters (19 MiB, 2 iterations, 1 lane). */
export const hashPassword = (password: string) => hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });

/**
 * Makes a user a member of a live business and of its sandbox twin, with one role in both. Already a member →
 * conflict (a role is changed through the team, not here). In the caller's transaction.
 */
export async function addMembership(tx: Db, userId: string, businessId: string, role: MemberRole): Promise<void> {
  const sandbox = await sandboxOf(tx, businessId);
  const [existing] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.businessId, businessId)))
    .limit(1);
  if (existing) throw new DomainError('conflict', `Already a member of this business (as ${existing.role})`);
  await tx
    .insert(memberships)
    .values([
      { userId, businessId, role },
      { userId, businessId: sandbox.id, role },
    ])
    .onConflictDoNothing();
}

/** Ends a user's membership of a business and of its sandbox twin. In the caller's transaction. */
export async function removeMembership(tx: Db, userId: string, businessId: string): Promise<void> {
  const sandbox = await sandboxOf(tx, businessId);
  await tx.delete(memberships).where(and(eq(memberships.userId, userId), inArray(memberships.businessId, [businessId, sandbox.id])));
}

/**
 * The operator's `vitrine user create`: a user who can sign in to the dashboard of a business (and its sandbox)
 * with `role` (owner by default). The operator vouches for the address: it counts as verified. An address that
 * already has an account, given without a password, is added to the business instead (with a password: conflict,
 * so a password is never changed this way).
 */
export async function createUser(
  db: Db,
  input: { email: string; password?: string; businessId: string; name?: string; role?: MemberRole },
): Promise<{ id: string; email: string; businessId: string; role: MemberRole; created: boolean }> {
  const email = emailSchema.safeParse(normalizeEmail(input.email));
  if (!email.success) throw new DomainError('validation_failed', `Invalid email "${input.email}"`);
  const role = input.role ?? 'owner';
  const business = await getLiveBusinessOrThrow(db, input.businessId);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.data)).limit(1);
  if (existing && input.password === undefined) {
    await db.transaction((tx) => addMembership(tx, existing.id, business.id, role));
    return { id: existing.id, email: email.data, businessId: business.id, role, created: false };
  }
  if (input.password === undefined) throw new DomainError('validation_failed', 'Password: required for a new user');
  const password = passwordSchema.safeParse(input.password);
  if (!password.success) throw new DomainError('validation_failed', `Password: ${password.error.issues[0]?.message}`);
  const passwordHash = await hashPassword(password.data);
  return db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email.data)).limit(1);
    if (taken) throw new DomainError('conflict', `A user with email ${email.data} already exists`, { existingId: taken.id });
    const id = newId('user');
    await tx.insert(users).values({ id, email: email.data, name: input.name ?? null, passwordHash, emailVerifiedAt: new Date() });
    await addMembership(tx, id, business.id, role);
    return { id, email: email.data, businessId: business.id, role, created: true };
  });
}
