// The publish rule (README: Accounts): a business whose owners have not proven any of their e-mail addresses can
// build, not publish. A business without owner members (made by an operator or a test) may publish; a sandbox
// follows its live twin's owners.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { businesses, memberships, users } from '../../db/schema';
import { DomainError } from '../shared/errors';

export type PublishVerification = {
  mayPublish: boolean;
  /** The owners' addresses still waiting for verification (all of them when none is verified; else empty). */
  unverifiedOwnerEmails: string[];
};

/** Whether the business may publish (its site, a draft, an open shop), and whose verification it waits for. */
export async function publishVerification(db: Db, businessId: string): Promise<PublishVerification> {
  const liveId = sql`(select coalesce(${businesses.sandboxOf}, ${businesses.id}) from ${businesses} where ${businesses.id} = ${businessId})`;
  const owners = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.role, 'owner'), eq(memberships.businessId, liveId)));
  const mayPublish = owners.length === 0 || owners.some((owner) => owner.verifiedAt !== null);
  return { mayPublish, unverifiedOwnerEmails: mayPublish ? [] : owners.map((owner) => owner.email).sort() };
}

/** The refusal of a publish while no owner has verified their address (no field of the request is at fault). */
export const emailNotVerified = () =>
  new DomainError('email_not_verified', 'Confirm your e-mail address to publish: open the link we sent you (or send a new one from your account)');

/** Refuses (email_not_verified) a publish while no owner of the business has verified their e-mail address. */
export async function assertMayPublish(db: Db, businessId: string): Promise<void> {
  if (!(await publishVerification(db, businessId)).mayPublish) throw emailNotVerified();
}
