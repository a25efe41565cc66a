// Dashboard users: email + argon2id password hash, members of one or more businesses.
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { getLiveBusinessOrThrow, sandboxOf } from '../businesses/businesses';
import { DomainError } from '../shared/errors';
import { newId } from '../shared/ids';

export const emailSchema = z.email().max(254);
export const passwordSchema = z.string().min(10, 'at least 10 characters').max(200);

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** OWASP's argon2id parameters (19 MiB, 2 iterations, 1 lane). */
export const hashPassword = (password: string) => hash(password, { memoryCost: 19_456, timeCost: 2, parallelism: 1 });

/** Creates a user who can sign in to the dashboard of a business (and its sandbox). */
export async function createUser(db: Db, input: { email: string; password: string; businessId: string; name?: string }) {
  const email = emailSchema.safeParse(normalizeEmail(input.email));
  if (!email.success) throw new DomainError('validation_failed', `Invalid email "${input.email}"`);
  const password = passwordSchema.safeParse(input.password);
  if (!password.success) throw new DomainError('validation_failed', `Password: ${password.error.issues[0]?.message}`);
  const business = await getLiveBusinessOrThrow(db, input.businessId);
  const sandbox = await sandboxOf(db, business.id);
  const passwordHash = await hashPassword(password.data);
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email.data)).limit(1);
    if (existing) throw new DomainError('conflict', `A user with email ${email.data} already exists`, { existingId: existing.id });
    const id = newId('user');
    await tx.insert(users).values({ id, email: email.data, name: input.name ?? null, passwordHash });
    await tx.insert(memberships).values([
      { userId: id, businessId: business.id, role: 'owner' },
      { userId: id, businessId: sandbox.id, role: 'owner' },
    ]);
    return { id, email: email.data, businessId: business.id };
  });
}
