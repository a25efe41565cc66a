// The team and invitation routes through HTTP: an owner invites, lists, resends and revokes; the link's holder
// reads and accepts it (a new account is signed in). Refused: token reuse, expired and revoked links, another
// business's invitation id, the wrong signed-in address, managers and staff on team routes (incl. their own
// role), demoting the last owner, NUL bytes and huge input. Plan changes are owners' only.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as membersRoute from '../../../app/api/dashboard/businesses/[businessId]/team/members/route';
import * as memberRoute from '../../../app/api/dashboard/businesses/[businessId]/team/members/[userId]/route';
import * as invitationsRoute from '../../../app/api/dashboard/businesses/[businessId]/team/invitations/route';
import * as invitationRoute from '../../../app/api/dashboard/businesses/[businessId]/team/invitations/[invitationId]/route';
import * as resendRoute from '../../../app/api/dashboard/businesses/[businessId]/team/invitations/[invitationId]/resend/route';
import * as planRoute from '../../../app/api/dashboard/businesses/[businessId]/plan/route';
import * as previewRoute from '../../../app/api/dashboard/invitations/[token]/route';
import * as acceptRoute from '../../../app/api/dashboard/invitations/[token]/accept/route';
import * as messagesRoute from '../../../app/api/dashboard/businesses/[businessId]/messages/route';
import * as messageRoute from '../../../app/api/dashboard/businesses/[businessId]/messages/[messageId]/route';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { businesses, invitations } from '../../db/schema';
import { sessionCookie } from '../../dashboard/cookie';
import { sessionUser } from '../../domain/users/sessions';
import { makeBusiness, uniqueSlug } from '../../testing/api';
import { type DashboardHandler, callDashboard, signedInMember } from '../../testing/dashboard';

type Member = Awaited<ReturnType<typeof signedInMember>>;
let businessId: string;
let owner: Member;
let manager: Member;
let staff: Member;
let other: { businessId: string; owner: Member };

beforeAll(async () => {
  businessId = (await makeBusiness({ plan: 'shop' })).id;
  owner = await signedInMember(businessId, 'owner');
  manager = await signedInMember(businessId, 'manager');
  staff = await signedInMember(businessId, 'staff');
  const otherId = (await makeBusiness()).id;
  other = { businessId: otherId, owner: await signedInMember(otherId, 'owner') };
});

const team = (handler: DashboardHandler, method: string, path: string, as: Member, params: Record<string, string> = {}, body?: unknown) =>
  callDashboard(handler, method, `/team${path}`, { businessId, ...params }, { cookie: as.cookie, body });

const inviteAs = (as: Member, body: unknown) => team(invitationsRoute.POST, 'POST', '/invitations', as, {}, body);

/** Calls an account route for `token` (no business in the URL), with an optional session cookie. */
async function account(handler: DashboardHandler, method: string, token: string, options: { cookie?: string; body?: unknown; suffix?: string } = {}) {
  const headers: Record<string, string> = { origin: config.appOrigin };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const req = new Request(`${config.appOrigin}/api/dashboard/invitations/${encodeURIComponent(token)}${options.suffix ?? ''}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const res = await handler(req, { params: Promise.resolve({ token }) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

const tokenOf = (link: string) => link.split('/invitations/')[1]!;

describe('team routes', () => {
  it('an owner invites; the new member accepts by creating an account, is signed in, and the link is dead after', async () => {
    const email = `${uniqueSlug('sam')}@example.be`;
    const sent = await inviteAs(owner, { email, role: 'staff' });
    expect(sent.status).toBe(201);
    expect(sent.body.link).toMatch(new RegExp(`^${config.appOrigin}/invitations/[0-9A-Za-z]{43}$`));
    const token = tokenOf(sent.body.link);
    const listed = await team(invitationsRoute.GET, 'GET', '/invitations', owner);
    expect(listed.body.data.map((i: { email: string }) => i.email)).toContain(email);
    expect(JSON.stringify(listed.body)).not.toContain(token);

    const preview = await account(previewRoute.GET, 'GET', token);
    expect(preview.body).toMatchObject({ email, role: 'staff', state: 'pending', accountExists: false });

    // The new account's password follows the sign-up's rule (a common password is refused); the link survives.
    const weak = await account(acceptRoute.POST, 'POST', token, { suffix: '/accept', body: { name: 'Sam', password: 'password1234' } });
    expect(weak.status).toBe(400);
    expect(weak.body.error.details[0]).toMatchObject({ path: 'password', message: expect.stringContaining('too easy to guess') });

    const accepted = await account(acceptRoute.POST, 'POST', token, { suffix: '/accept', body: { name: 'Sam', password: 'quiet-harbour-lantern-92' } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toEqual({ businessId });
    const cookie = accepted.headers.get('set-cookie')!;
    expect(cookie).toContain(`${sessionCookie().name}=`);
    const sessionToken = cookie.split(';')[0]!.split('=')[1]!;
    expect(await sessionUser(await getDb(), sessionToken)).toMatchObject({ email });

    const reuse = await account(acceptRoute.POST, 'POST', token, { suffix: '/accept', body: { name: 'Eve', password: 'quiet-harbour-lantern-92' } });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error.code).toBe('invalid_token');
    const members = await team(membersRoute.GET, 'GET', '/members', owner);
    expect(members.body.data.find((m: { email: string }) => m.email === email)).toMatchObject({ role: 'staff', verified: true });
  });

  it('refuses expired and revoked links, and a signed-in user of another address', async () => {
    const sent = await inviteAs(owner, { email: `${uniqueSlug('late')}@example.be`, role: 'manager' });
    const token = tokenOf(sent.body.link);
    const wrong = await account(acceptRoute.POST, 'POST', token, { suffix: '/accept', cookie: other.owner.cookie });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error.message).toContain('you are signed in as');

    const db = await getDb();
    await db.update(invitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(invitations.id, sent.body.invitation.id));
    const expired = await account(acceptRoute.POST, 'POST', token, { suffix: '/accept', body: { name: 'L', password: 'quiet-harbour-lantern-92' } });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toMatchObject({ code: 'invalid_token', message: expect.stringContaining('expired') });

    const resent = await team(resendRoute.POST, 'POST', `/invitations/${sent.body.invitation.id}/resend`, owner, { invitationId: sent.body.invitation.id });
    expect(resent.status).toBe(200);
    const revoked = await team(invitationRoute.DELETE, 'DELETE', `/invitations/${sent.body.invitation.id}`, owner, { invitationId: sent.body.invitation.id });
    expect(revoked.status).toBe(204);
    const afterRevoke = await account(acceptRoute.POST, 'POST', tokenOf(resent.body.link), { suffix: '/accept', body: { name: 'L', password: 'quiet-harbour-lantern-92' } });
    expect(afterRevoke.body.error.code).toBe('invalid_token');
    expect((await account(previewRoute.GET, 'GET', tokenOf(resent.body.link))).body.state).toBe('revoked');
  });

  it("another business's invitation id is a 404 on revoke and resend", async () => {
    const theirs = await callDashboard(invitationsRoute.POST, 'POST', '/team/invitations', { businessId: other.businessId }, {
      cookie: other.owner.cookie,
      body: { email: `${uniqueSlug('x')}@example.be`, role: 'owner' },
    });
    const id = theirs.body.invitation.id;
    expect((await team(invitationRoute.DELETE, 'DELETE', `/invitations/${id}`, owner, { invitationId: id })).status).toBe(404);
    expect((await team(resendRoute.POST, 'POST', `/invitations/${id}/resend`, owner, { invitationId: id })).status).toBe(404);
    // And the other business's owner cannot reach this business's team at all.
    expect((await team(membersRoute.GET, 'GET', '/members', other.owner)).status).toBe(404);
  });

  it('managers and staff reach no team route, not even to change their own role', async () => {
    for (const as of [manager, staff]) {
      const attempts = [
        await inviteAs(as, { email: `${uniqueSlug('boss')}@example.be`, role: 'owner' }),
        await team(membersRoute.GET, 'GET', '/members', as),
        await team(memberRoute.PATCH, 'PATCH', `/members/${as.userId}`, as, { userId: as.userId }, { role: 'owner' }),
        await team(memberRoute.DELETE, 'DELETE', `/members/${owner.userId}`, as, { userId: owner.userId }),
        await callDashboard(planRoute.PATCH, 'PATCH', '/plan', { businessId }, { cookie: as.cookie, body: { plan: 'basic' } }),
      ];
      for (const res of attempts) expect(res.body.error).toMatchObject({ code: 'role_required', requiredRole: 'owner' });
    }
  });

  it('an owner invitation cannot be taken by a manager who is signed in', async () => {
    const sent = await inviteAs(owner, { email: `${uniqueSlug('co-owner')}@example.be`, role: 'owner' });
    const taken = await account(acceptRoute.POST, 'POST', tokenOf(sent.body.link), { suffix: '/accept', cookie: manager.cookie });
    expect(taken.status).toBe(409);
  });

  it('changes roles, refuses demoting or removing the last owner (409), and refuses inviting a member', async () => {
    const promoted = await team(memberRoute.PATCH, 'PATCH', `/members/${staff.userId}`, owner, { userId: staff.userId }, { role: 'manager' });
    expect(promoted.body).toMatchObject({ userId: staff.userId, role: 'manager' });
    await team(memberRoute.PATCH, 'PATCH', `/members/${staff.userId}`, owner, { userId: staff.userId }, { role: 'staff' });
    const demote = await team(memberRoute.PATCH, 'PATCH', `/members/${owner.userId}`, owner, { userId: owner.userId }, { role: 'manager' });
    expect(demote.status).toBe(409);
    expect(demote.body.error.message).toContain('only owner');
    expect((await team(memberRoute.DELETE, 'DELETE', `/members/${owner.userId}`, owner, { userId: owner.userId })).status).toBe(409);
    expect((await team(memberRoute.PATCH, 'PATCH', `/members/${other.owner.userId}`, owner, { userId: other.owner.userId }, { role: 'staff' })).status).toBe(404);
    const dup = await inviteAs(owner, { email: manager.email, role: 'staff' });
    expect(dup.status).toBe(409);
    expect((await team(memberRoute.PATCH, 'PATCH', `/members/${staff.userId}`, owner, { userId: staff.userId }, { role: 'admin' })).status).toBe(400);
  });

  it('refuses NUL bytes, huge strings and unknown fields with 400, never 5xx', async () => {
    const bad = [
      { email: 'a\u0000@example.be', role: 'staff' },
      { email: `${'a'.repeat(100_000)}@example.be`, role: 'staff' },
      { email: 'a@example.be', role: 'staff', businessId: other.businessId },
      { email: 'a@example.be', role: 'root' },
    ];
    for (const body of bad) expect((await inviteAs(owner, body)).status).toBe(400);
    expect((await account(previewRoute.GET, 'GET', 'a\u0000b')).status).toBe(400);
    expect((await account(previewRoute.GET, 'GET', 'x'.repeat(5000))).status).toBe(400);
    const weird = await account(acceptRoute.POST, 'POST', 'x'.repeat(43), { suffix: '/accept', body: { name: 'n\u0000', password: 'quiet-harbour-lantern-92' } });
    expect(weird.status).toBe(400);
    const huge = await account(acceptRoute.POST, 'POST', 'x'.repeat(43), { suffix: '/accept', body: { name: 'N', password: 'p'.repeat(10_000) } });
    expect(huge.status).toBe(400);
  });

  it('the plan changes for owners only, in the business and its sandbox', async () => {
    const db = await getDb();
    const res = await callDashboard(planRoute.PATCH, 'PATCH', '/plan', { businessId }, { cookie: owner.cookie, body: { plan: 'basic' } });
    expect(res.body).toEqual({ id: businessId, plan: 'basic' });
    const [twin] = await db.select({ plan: businesses.plan }).from(businesses).where(eq(businesses.sandboxOf, businessId));
    expect(twin!.plan).toBe('basic');
    await callDashboard(planRoute.PATCH, 'PATCH', '/plan', { businessId }, { cookie: owner.cookie, body: { plan: 'shop' } });
    expect((await callDashboard(planRoute.PATCH, 'PATCH', '/plan', { businessId }, { cookie: owner.cookie, body: { plan: 'gold' } })).status).toBe(400);
  });

  it("shows an invitation's e-mail in full to owners only (a manager cannot take the link from Messages)", async () => {
    const sent = await inviteAs(owner, { email: `${uniqueSlug('heir')}@example.be`, role: 'owner' });
    const list = await callDashboard(messagesRoute.GET, 'GET', '/messages', { businessId }, { cookie: manager.cookie });
    const message = list.body.data.find((m: { kind: string; to: { address: string } }) => m.kind === 'team_invitation' && m.to.address === sent.body.invitation.email);
    expect(message).toBeDefined();
    const params = { businessId, messageId: message.id };
    const asManager = await callDashboard(messageRoute.GET, 'GET', `/messages/${message.id}`, params, { cookie: manager.cookie });
    expect(asManager.status).toBe(200);
    expect(asManager.body).toMatchObject({ withheld: true, text: '', html: '', htmlPreview: '' });
    expect(JSON.stringify(asManager.body)).not.toContain(tokenOf(sent.body.link));
    const asOwner = await callDashboard(messageRoute.GET, 'GET', `/messages/${message.id}`, params, { cookie: owner.cookie });
    expect(asOwner.body.withheld).toBe(false);
    expect(asOwner.body.text).toContain(sent.body.link);
  });
});
