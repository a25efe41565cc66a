// The team's rules: members listed with roles; a role holds in the live business and its sandbox; the last owner
// can be neither demoted nor removed; a member of another business is not found.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { memberships } from '../../db/schema';
import { makeBusiness, uniqueSlug } from '../../testing/api';
import { sandboxOf } from '../businesses/businesses';
import { changeRole, listMembers, removeMember } from './team';
import { createUser } from './users';
import type { MemberRole } from './roles';

async function team() {
  const db = await getDb();
  const business = await makeBusiness();
  const add = (role: MemberRole) => createUser(db, { email: `${uniqueSlug(role)}@example.be`, password: 'a-long-password', businessId: business.id, role });
  return { db, business, owner: await add('owner'), add };
}

describe('team', () => {
  it('lists members owners first, and changes a role in the business and its sandbox together', async () => {
    const { db, business, owner, add } = await team();
    const staff = await add('staff');
    expect((await listMembers(db, business.id)).map((m) => [m.userId, m.role, m.verified])).toEqual([
      [owner.id, 'owner', true],
      [staff.id, 'staff', true],
    ]);
    const changed = await db.transaction((tx) => changeRole(tx, business.id, owner.id, staff.id, 'manager'));
    expect(changed).toMatchObject({ userId: staff.id, role: 'manager' });
    const sandbox = await sandboxOf(db, business.id);
    const [twin] = await db.select().from(memberships).where(and(eq(memberships.userId, staff.id), eq(memberships.businessId, sandbox.id)));
    expect(twin?.role).toBe('manager');
  });

  it('never leaves a business without an owner', async () => {
    const { db, business, owner, add } = await team();
    await expect(db.transaction((tx) => changeRole(tx, business.id, owner.id, owner.id, 'manager'))).rejects.toMatchObject({
      code: 'conflict',
      extra: { reason: 'last_owner' },
    });
    await expect(db.transaction((tx) => removeMember(tx, business.id, owner.id, owner.id))).rejects.toMatchObject({ code: 'conflict' });
    const second = await add('owner');
    await db.transaction((tx) => changeRole(tx, business.id, owner.id, owner.id, 'manager'));
    await expect(db.transaction((tx) => removeMember(tx, business.id, owner.id, second.id))).rejects.toMatchObject({ code: 'conflict' });
    await db.transaction((tx) => changeRole(tx, business.id, second.id, owner.id, 'owner'));
    await db.transaction((tx) => removeMember(tx, business.id, owner.id, second.id));
    const sandbox = await sandboxOf(db, business.id);
    expect(await db.select().from(memberships).where(eq(memberships.userId, second.id))).toEqual([]);
    expect((await listMembers(db, sandbox.id)).map((m) => m.userId)).toEqual([owner.id]);
  });

  it('two owners demoting each other at once: one stays owner', async () => {
    const { db, business, owner, add } = await team();
    const second = await add('owner');
    const results = await Promise.allSettled([
      db.transaction((tx) => changeRole(tx, business.id, owner.id, second.id, 'staff')),
      db.transaction((tx) => changeRole(tx, business.id, second.id, owner.id, 'staff')),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await listMembers(db, business.id)).filter((m) => m.role === 'owner')).toHaveLength(1);
  });

  it('a user of another business is not a member here', async () => {
    const { db, business, owner } = await team();
    const elsewhere = await team();
    await expect(db.transaction((tx) => changeRole(tx, business.id, owner.id, elsewhere.owner.id, 'staff'))).rejects.toMatchObject({ code: 'not_found' });
    await expect(db.transaction((tx) => removeMember(tx, business.id, owner.id, elsewhere.owner.id))).rejects.toMatchObject({ code: 'not_found' });
  });
});
