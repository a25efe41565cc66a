// Invitations: the e-mail in the outbox with the link (only the token's hash stored), replacement of a pending
// one, single use, expiry, revocation, resending (old link dead), the invited address only, new accounts verified.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { invitations, outboxMessages, users } from '../../db/schema';
import { makeBusiness, uniqueSlug } from '../../testing/api';
import { INVITATION_LIFETIME_MS, acceptInvitation, invitationByToken, invite, listInvitations, resendInvitation, revokeInvitation } from './invitations';
import { userBusinesses } from './sessions';
import { createUser } from './users';

const tokenOf = (link: string) => link.split('/invitations/')[1]!;

async function ownerOfNewBusiness() {
  const db = await getDb();
  const name = `Atelier ${uniqueSlug('b')}`;
  const business = { ...(await makeBusiness({ name })), name };
  const owner = await createUser(db, { email: `${uniqueSlug('owner')}@example.be`, password: 'quiet-harbour-lantern-92', businessId: business.id, name: 'Anne Owner' });
  return { db, business, owner };
}

describe('invitations', () => {
  it('sends the invitation through the outbox and stores only the hash of its token', async () => {
    const { db, business, owner } = await ownerOfNewBusiness();
    const sent = await db.transaction((tx) => invite(tx, business.id, owner.id, { email: ' Sam@Example.be ', role: 'staff' }));
    expect(sent.invitation).toMatchObject({ email: 'sam@example.be', role: 'staff', state: 'pending', invitedBy: { name: 'Anne Owner' } });
    const token = tokenOf(sent.link);
    const [row] = await db.select().from(invitations).where(eq(invitations.id, sent.invitation.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(INVITATION_LIFETIME_MS);
    const mine = (await db.select().from(outboxMessages).where(eq(outboxMessages.businessId, business.id))).filter((m) => m.kind === 'team_invitation');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe(`Anne Owner invited you to ${business.name} on Vitrine`);
    expect(mine[0]!.text).toContain(sent.link);
    expect(mine[0]!.text).toContain('Orders, sales, customers');
    expect(await invitationByToken(db, token)).toMatchObject({ businessName: business.name, inviter: 'Anne Owner', role: 'staff', state: 'pending', accountExists: false });
  });

  it('replaces a pending invitation for the same address; refuses a member', async () => {
    const { db, business, owner } = await ownerOfNewBusiness();
    const first = await db.transaction((tx) => invite(tx, business.id, owner.id, { email: 'kim@example.be', role: 'staff' }));
    const second = await db.transaction((tx) => invite(tx, business.id, owner.id, { email: 'kim@example.be', role: 'manager' }));
    expect((await listInvitations(db, business.id)).map((i) => [i.id, i.role])).toEqual([[second.invitation.id, 'manager']]);
    expect((await invitationByToken(db, tokenOf(first.link))).state).toBe('revoked');
    await expect(db.transaction((tx) => invite(tx, business.id, owner.id, { email: owner.email, role: 'staff' }))).rejects.toMatchObject({ code: 'conflict' });
  });

  it('accepts once, by creating a verified account for the invited address', async () => {
    const { db, business, owner } = await ownerOfNewBusiness();
    const email = `${uniqueSlug('new')}@example.be`;
    const sent = await db.transaction((tx) => invite(tx, business.id, owner.id, { email, role: 'staff' }));
    const token = tokenOf(sent.link);
    const accepted = await acceptInvitation(db, token, { newAccount: { name: 'Sam', password: 'quiet-harbour-lantern-92' } });
    expect(accepted).toMatchObject({ businessId: business.id, created: true });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user!.emailVerifiedAt).not.toBeNull();
    expect((await userBusinesses(db, accepted.userId)).map((b) => [b.id, b.role])).toEqual([[business.id, 'staff']]);
    await expect(acceptInvitation(db, token, { userId: accepted.userId })).rejects.toMatchObject({ code: 'invalid_token' });
    expect((await invitationByToken(db, token)).state).toBe('accepted');
  });

  it('refuses expired, revoked and resent-away links, another address, and a weak password', async () => {
    const { db, business, owner } = await ownerOfNewBusiness();
    const now = new Date();
    const sent = await db.transaction((tx) => invite(tx, business.id, owner.id, { email: 'late@example.be', role: 'staff' }, now));
    const later = new Date(now.getTime() + INVITATION_LIFETIME_MS + 1);
    await expect(acceptInvitation(db, tokenOf(sent.link), { newAccount: { name: 'L', password: 'quiet-harbour-lantern-92' } }, later)).rejects.toMatchObject({
      code: 'invalid_token',
      message: expect.stringContaining('expired'),
    });
    await expect(acceptInvitation(db, tokenOf(sent.link), { newAccount: { name: 'L', password: 'short' } })).rejects.toMatchObject({ code: 'validation_failed' });
    const resent = await db.transaction((tx) => resendInvitation(tx, business.id, sent.invitation.id, owner.id));
    await expect(acceptInvitation(db, tokenOf(sent.link), { newAccount: { name: 'L', password: 'quiet-harbour-lantern-92' } })).rejects.toMatchObject({ code: 'invalid_token' });
    await expect(acceptInvitation(db, tokenOf(resent.link), { userId: owner.id })).rejects.toMatchObject({ code: 'conflict', extra: { reason: 'wrong_account' } });
    await db.transaction((tx) => revokeInvitation(tx, business.id, sent.invitation.id));
    await expect(acceptInvitation(db, tokenOf(resent.link), { newAccount: { name: 'L', password: 'quiet-harbour-lantern-92' } })).rejects.toMatchObject({
      code: 'invalid_token',
      message: expect.stringContaining('withdrawn'),
    });
    await expect(invitationByToken(db, 'x'.repeat(43))).rejects.toMatchObject({ code: 'invalid_token' });
    await expect(invitationByToken(db, 'short')).rejects.toMatchObject({ code: 'invalid_token' });
  });

  it('an existing account accepts while signed in (and cannot create a second account)', async () => {
    const { db, business, owner } = await ownerOfNewBusiness();
    const other = await ownerOfNewBusiness();
    const sent = await db.transaction((tx) => invite(tx, business.id, owner.id, { email: other.owner.email, role: 'manager' }));
    expect((await invitationByToken(db, tokenOf(sent.link))).accountExists).toBe(true);
    await expect(acceptInvitation(db, tokenOf(sent.link), { newAccount: { name: 'X', password: 'quiet-harbour-lantern-92' } })).rejects.toMatchObject({ code: 'conflict' });
    await acceptInvitation(db, tokenOf(sent.link), { userId: other.owner.id });
    expect((await userBusinesses(db, other.owner.id)).map((b) => [b.id, b.role]).sort()).toEqual(
      [
        [business.id, 'manager'],
        [other.business.id, 'owner'],
      ].sort(),
    );
  });
});
