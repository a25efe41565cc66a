// A business's team (README: Team and roles): its members with their roles, changing a role, removing a member.
// A business always keeps an owner: the last one can be neither demoted nor removed. A role holds in the live
// business and its sandbox twin together (addMembership / removeMembership write both).
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, users } from '../../db/schema';
import { sandboxOf } from '../businesses/businesses';
import { DomainError, notFound } from '../shared/errors';
import type { MemberRole } from './roles';
import { removeMembership } from './users';

export type TeamMember = { userId: string; name: string | null; email: string; role: MemberRole; joinedAt: string; verified: boolean };

/** The members of a live business, owners first then by name. */
export async function listMembers(db: Db, businessId: string): Promise<TeamMember[]> {
  const rows = await db
    .select({ userId: users.id, name: users.name, email: users.email, role: memberships.role, joinedAt: memberships.createdAt, verifiedAt: users.emailVerifiedAt })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.businessId, businessId))
    .orderBy(asc(users.email));
  const rank: Record<MemberRole, number> = { owner: 0, manager: 1, staff: 2 };
  return rows
    .map((row) => ({ userId: row.userId, name: row.name, email: row.email, role: row.role, joinedAt: row.joinedAt.toISOString(), verified: row.verifiedAt !== null }))
    .sort((a, b) => rank[a.role] - rank[b.role]);
}

/**
 * The business's memberships, locked for the rest of the transaction (two owners demoting each other at once
 * wait for one another, so one of them stays owner), and the member `userId` among them (404 if not a member).
 */
async function lockedMember(tx: Db, businessId: string, userId: string) {
  const rows = await tx.select({ userId: memberships.userId, role: memberships.role }).from(memberships).where(eq(memberships.businessId, businessId)).for('update');
  const member = rows.find((row) => row.userId === userId);
  if (!member) throw notFound('Member');
  return { member, owners: rows.filter((row) => row.role === 'owner').length };
}

function refuseLastOwner(actorUserId: string, userId: string): never {
  const who = actorUserId === userId ? 'You are' : 'This member is';
  throw new DomainError('conflict', `${who} the only owner of this business: a business always keeps an owner. Make someone else owner first.`, {
    reason: 'last_owner',
  });
}

/** Gives a member another role (in the live business and its sandbox). In the caller's transaction. */
export async function changeRole(tx: Db, businessId: string, actorUserId: string, userId: string, role: MemberRole): Promise<TeamMember> {
  const { member, owners } = await lockedMember(tx, businessId, userId);
  if (member.role === 'owner' && role !== 'owner' && owners <= 1) refuseLastOwner(actorUserId, userId);
  const sandbox = await sandboxOf(tx, businessId);
  await tx.update(memberships).set({ role }).where(and(eq(memberships.userId, userId), inArray(memberships.businessId, [businessId, sandbox.id])));
  const updated = (await listMembers(tx, businessId)).find((m) => m.userId === userId);
  return updated!;
}

/** Ends a member's membership of the business and its sandbox (their account stays). In the caller's transaction. */
export async function removeMember(tx: Db, businessId: string, actorUserId: string, userId: string): Promise<void> {
  const { member, owners } = await lockedMember(tx, businessId, userId);
  if (member.role === 'owner' && owners <= 1) refuseLastOwner(actorUserId, userId);
  await removeMembership(tx, userId, businessId);
}
