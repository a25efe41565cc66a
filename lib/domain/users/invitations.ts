// Invitations to a business's team (README: Team and roles). An owner invites an address with a role; the
// e-mail (outbox, kind `team_invitation`) carries a link with a random token, of which only the hash is kept;
// the link works once, for 7 days. Inviting an address that already has a pending invitation replaces it (the
// old link dies, the new role holds): the owner's latest word counts. Accepting locks the invitation row, so
// two clicks cannot both join; unknown, used, revoked and expired links are one error, `invalid_token`.
import { and, eq, isNull } from 'drizzle-orm';
import { config } from '../../config';
import type { Db } from '../../db/client';
import { businesses, invitations, memberships, users } from '../../db/schema';
import { enqueueMessage } from '../mail/outbox';
import { renderInvitationMessage } from '../mail/templates/invitation-message';
import { DomainError, invalid, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import type { MemberRole } from './roles';
import { hashToken } from './sessions';
import { TOKEN_PATTERN, newLinkToken } from './tokens';
import { assertAcceptablePassword } from './breached-passwords';
import { addMembership, emailSchema, hashPassword, normalizeEmail, passwordSchema } from './users';

export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export type InvitationState = 'pending' | 'accepted' | 'revoked' | 'expired';

export type InvitationView = {
  id: string;
  email: string;
  role: MemberRole;
  invitedBy: { name: string | null; email: string } | null;
  expiresAt: string;
  createdAt: string;
  state: InvitationState;
};

/** What a freshly sent invitation gives the owner once: the link (they may copy it and pass it on themselves). */
export type SentInvitation = { invitation: InvitationView; link: string };

type Row = typeof invitations.$inferSelect;

const stateOf = (row: Pick<Row, 'acceptedAt' | 'revokedAt' | 'expiresAt'>, now: Date): InvitationState =>
  row.acceptedAt ? 'accepted' : row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'pending';

export const invitationLink = (token: string) => `${config.appOrigin}/invitations/${token}`;

function view(row: Row, inviter: { name: string | null; email: string } | null, now: Date): InvitationView {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invitedBy: inviter,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    state: stateOf(row, now),
  };
}

async function personName(tx: Db, userId: string | null) {
  if (!userId) return null;
  const [row] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** A new link: the token (for the e-mail, never stored), its hash and the expiry. */
function newLink(now: Date) {
  const token = newLinkToken();
  return { token, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS) };
}

/** Puts the invitation's e-mail with `token`'s link in the outbox (in the caller's transaction); returns the link. */
async function mailInvitation(tx: Db, row: Row, token: string): Promise<string> {
  const [business] = await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, row.businessId)).limit(1);
  const inviter = await personName(tx, row.invitedBy);
  const link = invitationLink(token);
  const message = renderInvitationMessage({
    businessName: business?.name ?? 'a business',
    inviterName: inviter?.name || inviter?.email || 'Someone',
    role: row.role,
    link,
    expiresAt: row.expiresAt,
  });
  await enqueueMessage(tx, row.businessId, {
    kind: 'team_invitation',
    orderId: null,
    dedupeKey: `invitation:${row.id}:${row.tokenHash.slice(0, 16)}`,
    to: { address: row.email },
    ...message,
  });
  return link;
}

/**
 * Invites `email` to the business with `role` (in the caller's transaction). Already a member → conflict; a
 * pending invitation for the address → revoked and replaced by this one.
 */
export async function invite(tx: Db, businessId: string, invitedBy: string, input: { email: string; role: MemberRole }, now = new Date()): Promise<SentInvitation> {
  const email = emailSchema.safeParse(normalizeEmail(input.email));
  if (!email.success) throw invalid('email', 'Enter a valid e-mail address');
  const [member] = await tx
    .select({ role: memberships.role })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.businessId, businessId), eq(users.email, email.data)))
    .limit(1);
  if (member) throw new DomainError('conflict', `${email.data} is already a member of this business (as ${member.role})`, { details: [{ path: 'email', message: `Already a member (as ${member.role})` }] });
  await tx
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.businessId, businessId), eq(invitations.email, email.data), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)));
  const { token, tokenHash, expiresAt } = newLink(now);
  const [row] = await tx
    .insert(invitations)
    .values({ id: newId('invitation'), businessId, email: email.data, role: input.role, tokenHash, invitedBy, expiresAt, createdAt: now })
    .returning();
  const link = await mailInvitation(tx, row!, token);
  return { invitation: view(row!, await personName(tx, invitedBy), now), link };
}

/** The business's invitations that are neither accepted nor revoked (expired ones included, marked), newest first. */
export async function listInvitations(db: Db, businessId: string, now = new Date()): Promise<InvitationView[]> {
  const rows = await db
    .select({ invitation: invitations, inviterName: users.name, inviterEmail: users.email })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.businessId, businessId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .orderBy(invitations.createdAt);
  return rows
    .reverse()
    .map((row) => view(row.invitation, row.inviterEmail ? { name: row.inviterName, email: row.inviterEmail } : null, now));
}

/** An open (neither accepted nor revoked) invitation of the business, locked; another business's id → 404. */
async function openInvitation(tx: Db, businessId: string, invitationId: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.businessId, businessId), eq(invitations.id, invitationId)))
    .for('update')
    .limit(1);
  if (!row) throw notFound('Invitation');
  if (row.acceptedAt) throw new DomainError('conflict', 'This invitation has already been accepted');
  if (row.revokedAt) throw new DomainError('conflict', 'This invitation has been revoked');
  return row;
}

/** Revokes an invitation: its link stops working. In the caller's transaction. */
export async function revokeInvitation(tx: Db, businessId: string, invitationId: string, now = new Date()): Promise<void> {
  const row = await openInvitation(tx, businessId, invitationId);
  await tx.update(invitations).set({ revokedAt: now }).where(eq(invitations.id, row.id));
}

/** Sends an invitation again with a new link (the old one dies) and a fresh 7 days. In the caller's transaction. */
export async function resendInvitation(tx: Db, businessId: string, invitationId: string, actorUserId: string, now = new Date()): Promise<SentInvitation> {
  await openInvitation(tx, businessId, invitationId);
  const { token, tokenHash, expiresAt } = newLink(now);
  const [row] = await tx.update(invitations).set({ tokenHash, expiresAt, invitedBy: actorUserId }).where(eq(invitations.id, invitationId)).returning();
  const link = await mailInvitation(tx, row!, token);
  return { invitation: view(row!, await personName(tx, actorUserId), now), link };
}

const refuse = (why = 'This invitation link is not valid. Ask the person who invited you for a new one.') => new DomainError('invalid_token', why);

function refuseState(state: InvitationState): DomainError {
  if (state === 'accepted') return refuse('This invitation has already been used. Sign in to reach the business.');
  if (state === 'revoked') return refuse('This invitation has been withdrawn. Ask the person who invited you for a new one.');
  return refuse('This invitation has expired. Ask the person who invited you to send it again.');
}

/** What the accept page shows, only to whoever holds the token. Unknown token → invalid_token. */
export type InvitationPreview = {
  businessId: string;
  businessName: string;
  inviter: string | null;
  role: MemberRole;
  email: string;
  state: InvitationState;
  expiresAt: string;
  /** Whether an account exists for the invited address (sign in to accept) or one is to be created. */
  accountExists: boolean;
};

export async function invitationByToken(db: Db, token: string, now = new Date()): Promise<InvitationPreview> {
  if (!TOKEN_PATTERN.test(token)) throw refuse();
  const [row] = await db
    .select({ invitation: invitations, businessName: businesses.name })
    .from(invitations)
    .innerJoin(businesses, eq(businesses.id, invitations.businessId))
    .where(eq(invitations.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw refuse();
  const inviter = await personName(db, row.invitation.invitedBy);
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, row.invitation.email)).limit(1);
  return {
    businessId: row.invitation.businessId,
    businessName: row.businessName,
    inviter: inviter ? inviter.name || inviter.email : null,
    role: row.invitation.role,
    email: row.invitation.email,
    state: stateOf(row.invitation, now),
    expiresAt: row.invitation.expiresAt.toISOString(),
    accountExists: Boolean(account),
  };
}

export type AcceptAs = { userId: string } | { newAccount: { name: string; password: string } };

/**
 * Accepts an invitation: as the signed-in user `userId` (whose address must be the invited one), or by creating
 * an account for the invited address (verified: the link proved it). Opens its own transaction (after hashing a
 * new password outside it); the invitation row is locked, so a token works once.
 */
export async function acceptInvitation(db: Db, token: string, as: AcceptAs, now = new Date()): Promise<{ businessId: string; userId: string; created: boolean }> {
  if (!TOKEN_PATTERN.test(token)) throw refuse();
  let newAccount: { name: string; passwordHash: string } | null = null;
  if ('newAccount' in as) {
    const name = as.newAccount.name.trim();
    if (!name) throw invalid('name', 'Enter your name');
    const password = passwordSchema.safeParse(as.newAccount.password);
    if (!password.success) throw invalid('password', `Password: ${password.error.issues[0]?.message}`);
    const [invited] = await db.select({ email: invitations.email }).from(invitations).where(eq(invitations.tokenHash, hashToken(token))).limit(1);
    await assertAcceptablePassword(password.data, [invited?.email, name]);
    newAccount = { name, passwordHash: await hashPassword(password.data) };
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(invitations).where(eq(invitations.tokenHash, hashToken(token))).for('update').limit(1);
    if (!row) throw refuse();
    const state = stateOf(row, now);
    if (state !== 'pending') throw refuseState(state);
    const [existing] = await tx.select().from(users).where(eq(users.email, row.email)).limit(1);
    let userId: string;
    if ('userId' in as) {
      const [me] = await tx.select().from(users).where(eq(users.id, as.userId)).limit(1);
      if (!me) throw refuse();
      if (me.email !== row.email) {
        throw new DomainError('conflict', `This invitation is for ${row.email}, and you are signed in as ${me.email}. Sign out, then open the link again.`, {
          reason: 'wrong_account',
        });
      }
      userId = me.id;
      if (!me.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: now }).where(eq(users.id, me.id));
    } else {
      if (existing) throw new DomainError('conflict', `An account already exists for ${row.email}: sign in to accept the invitation.`, { reason: 'account_exists' });
      userId = newId('user');
      await tx.insert(users).values({ id: userId, email: row.email, name: newAccount!.name, passwordHash: newAccount!.passwordHash, emailVerifiedAt: now, createdAt: now });
    }
    await addMembership(tx, userId, row.businessId, row.role);
    await tx.update(invitations).set({ acceptedAt: now, acceptedBy: userId }).where(eq(invitations.id, row.id));
    return { businessId: row.businessId, userId, created: !('userId' in as) };
  });
}
