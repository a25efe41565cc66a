// Accounts over HTTP (README: Accounts): sign-up, e-mail verification, password reset, the account's password
// and sessions — through the route handlers with real Requests, on a real database.
import http from 'node:http';
import { createHash, randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { businesses, dashboardSessions, memberships, outboxMessages, users } from '../../db/schema';
import { sessionCookie } from '../../dashboard/cookie';
import { verifyEmail } from '../../domain/users/signup';
import { createSession, verifyCredentials } from '../../domain/users/sessions';
import { uniqueSlug } from '../../testing/api';
import { PEER_HEADER } from '../client-address';
import * as account from '@/app/api/dashboard/account/route';
import * as password from '@/app/api/dashboard/account/password/route';
import * as sessions from '@/app/api/dashboard/account/sessions/route';
import * as oneSession from '@/app/api/dashboard/account/sessions/[sessionId]/route';
import * as verification from '@/app/api/dashboard/email-verification/route';
import * as resend from '@/app/api/dashboard/email-verification/resend/route';
import * as reset from '@/app/api/dashboard/password-reset/route';
import * as resetConfirm from '@/app/api/dashboard/password-reset/confirm/route';
import * as signUp from '@/app/api/dashboard/sign-up/route';
import * as newBusiness from '@/app/api/dashboard/businesses/route';
import { userBusinesses } from '../../domain/users/sessions';
import { publishVerification } from '../../domain/users/verification';

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;
type CallOptions = { body?: unknown; cookie?: string | null; address?: string; params?: Record<string, string>; origin?: string | null; raw?: string };

const STRONG = 'violet tractor orbits 42 quietly';
const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/**
 * A client address of its own per test, so the per-address limits of one test never touch another — nor those of
 * an earlier run, whose counters a shared Redis (REDIS_URL) keeps for up to an hour: each run draws its own /24.
 */
const RUN_NETWORK = `10.${randomInt(256)}.${randomInt(256)}`;
let addressSeq = 10;
const freshAddress = () => `${RUN_NETWORK}.${addressSeq++}`;

async function callAccount(handler: Handler, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { [PEER_HEADER]: options.address ?? `${RUN_NETWORK}.1`, 'user-agent': CHROME_MAC };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin !== null) headers.origin = options.origin ?? config.appOrigin;
  if (options.body !== undefined || options.raw !== undefined) headers['content-type'] = 'application/json';
  const res = await handler(
    new Request(`${config.appOrigin}/api/dashboard${path}`, { method, headers, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) }),
    { params: Promise.resolve(options.params ?? {}) },
  );
  const text = await res.text();
  const setCookie = res.headers.get('set-cookie');
  const token = setCookie?.match(new RegExp(`${sessionCookie().name}=([^;]*)`))?.[1] ?? null;
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined, setCookie, cookie: token ? `${sessionCookie().name}=${token}` : null };
}

const newEmail = () => `${uniqueSlug('person')}@example.be`;

async function signUpPerson(overrides: Record<string, unknown> = {}) {
  const email = newEmail();
  const res = await callAccount(signUp.POST, 'POST', '/sign-up', {
    address: freshAddress(),
    body: { email, password: STRONG, name: 'Anna Peeters', businessName: `Bakkerij ${uniqueSlug('b')}`, plan: 'shop', ...overrides },
  });
  return { email, res };
}

/** The token of the newest link of `kind` sent to `email`. */
async function linkToken(email: string, kind: 'email_verification' | 'password_reset') {
  const db = await getDb();
  const [message] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.kind, kind)))
    .orderBy(desc(outboxMessages.createdAt))
    .limit(1);
  return message ? { message, token: message.text.match(/token=([0-9A-Za-z]{43})/)![1]! } : null;
}

describe('sign-up', () => {
  it('creates the account, the business and its twin with the person as owner, sends the link, signs in', async () => {
    const { email, res } = await signUpPerson();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ user: { email, name: 'Anna Peeters', emailVerified: false }, business: { plan: 'shop' } });
    expect(res.setCookie).toMatch(/HttpOnly/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const db = await getDb();
    const [twin] = await db.select().from(businesses).where(eq(businesses.sandboxOf, res.body.business.id));
    expect(twin?.mode).toBe('test');
    const member = await db.select().from(memberships).where(eq(memberships.userId, res.body.user.id));
    expect(member.map((m) => [m.businessId, m.role]).sort()).toEqual([[res.body.business.id, 'owner'], [twin!.id, 'owner']].sort());
    const [user] = await db.select().from(users).where(eq(users.id, res.body.user.id));
    expect(user?.emailVerifiedAt).toBeNull();
    const link = await linkToken(email, 'email_verification');
    expect(link?.message.businessId).toBe(res.body.business.id);
    expect(link?.message.subject).toBe('Confirm your e-mail address');
    expect(link?.message.text).toContain(`${config.appOrigin}/verify-email?token=`);
    // The new session works and names its device.
    const listed = await callAccount(sessions.GET, 'GET', '/account/sessions', { cookie: res.cookie });
    expect(listed.body.data).toEqual([expect.objectContaining({ device: 'Chrome on macOS', current: true })]);
  });

  it('chooses a free slug when the business name is taken', async () => {
    const name = `Frituur ${uniqueSlug('f')}`;
    const first = await signUpPerson({ businessName: name });
    const second = await signUpPerson({ businessName: name });
    expect(second.res.status).toBe(201);
    expect(second.res.body.business.slug).toBe(`${first.res.body.business.slug}-2`);
  });

  it('two sign-ups at once: the same business name gets two slugs, the same address one account (201 + 409)', async () => {
    const name = `Bistro ${uniqueSlug('s')}`;
    const [a, b] = await Promise.all([signUpPerson({ businessName: name }), signUpPerson({ businessName: name })]);
    expect([a.res.status, b.res.status]).toEqual([201, 201]);
    expect(a.res.body.business.slug).not.toBe(b.res.body.business.slug);
    const email = newEmail();
    const both = await Promise.all([signUpPerson({ email }), signUpPerson({ email })]);
    expect(both.map(({ res }) => res.status).sort()).toEqual([201, 409]);
  });

  it('refuses weak, NUL-byte, huge and unknown input on the field (400), never 5xx', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'password123' }, 'password'],
      [{ password: 'short' }, 'password'],
      [{ password: 'x'.repeat(100_000) }, 'password'],
      [{ businessName: 'Bad\u0000name' }, 'businessName'],
      [{ businessName: '   ' }, 'businessName'],
      [{ name: 'N\u0000' }, 'name'],
      [{ email: `${'a'.repeat(300)}@example.be` }, 'email'],
      [{ email: 'not-an-address' }, 'email'],
      [{ plan: 'enterprise' }, 'plan'],
      [{ admin: true }, 'admin'],
    ];
    for (const [override, field] of cases) {
      const { res } = await signUpPerson(override);
      expect(res.status, JSON.stringify(override).slice(0, 60)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.details.map((d: { path: string }) => d.path)).toContain(field);
      expect(res.setCookie).toBeNull();
    }
  });

  it("penalises the person's own e-mail, name and business name in the password", async () => {
    // Strong on its own (score 4), guessable from the business's name.
    const { res } = await signUpPerson({ businessName: 'Frituur Josephine', password: 'frituurjosephine' });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ path: 'password' });
    expect(res.body.error.message).toMatch(/too easy to guess/);
  });

  it('answers 409 for an address that has an account (in any case of letters)', async () => {
    const { email } = await signUpPerson();
    const again = await signUpPerson({ email: email.toUpperCase() });
    expect(again.res.status).toBe(409);
    expect(again.res.body.error.message).toBe('An account with this e-mail already exists. Sign in, or reset your password.');
  });

  it('refuses a write from another origin (403) and a malformed body (400)', async () => {
    const other = await callAccount(signUp.POST, 'POST', '/sign-up', { origin: 'https://evil.example', body: {} });
    expect(other.status).toBe(403);
    const broken = await callAccount(signUp.POST, 'POST', '/sign-up', { raw: '{"email":' });
    expect(broken.status).toBe(400);
  });
});

describe('e-mail verification', () => {
  it('verifies once; a second use, a reset token and a made-up token are invalid_token', async () => {
    const { email, res } = await signUpPerson();
    const { token } = (await linkToken(email, 'email_verification'))!;
    const first = await callAccount(verification.POST, 'POST', '/email-verification', { body: { token } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ emailVerified: true, email });
    const me = await callAccount(account.GET, 'GET', '/account', { cookie: res.cookie });
    expect(me.body.emailVerified).toBe(true);
    const again = await callAccount(verification.POST, 'POST', '/email-verification', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalid_token');
    // A verification token is no reset token.
    await callAccount(reset.POST, 'POST', '/password-reset', { body: { email }, address: freshAddress() });
    const { token: resetToken } = (await linkToken(email, 'password_reset'))!;
    const swapped = await callAccount(verification.POST, 'POST', '/email-verification', { body: { token: resetToken } });
    expect(swapped.body.error.code).toBe('invalid_token');
    const asReset = await callAccount(resetConfirm.POST, 'POST', '/password-reset/confirm', { body: { token, password: STRONG } });
    expect(asReset.body.error.code).toBe('invalid_token');
    for (const bad of ['', 'x'.repeat(43), 'a\u0000b']) {
      const made = await callAccount(verification.POST, 'POST', '/email-verification', { body: { token: bad } });
      expect(made.status).toBe(400);
    }
  });

  it('refuses an expired link (clock passed in)', async () => {
    const { email } = await signUpPerson();
    const { token } = (await linkToken(email, 'email_verification'))!;
    const db = await getDb();
    const later = new Date(Date.now() + 49 * 60 * 60 * 1000);
    await expect(db.transaction((tx) => verifyEmail(tx, token, later))).rejects.toMatchObject({ code: 'invalid_token' });
  });

  it('resends a link (the old one stops working); already verified → 409', async () => {
    const { email, res } = await signUpPerson();
    const { token: old } = (await linkToken(email, 'email_verification'))!;
    const again = await callAccount(resend.POST, 'POST', '/email-verification/resend', { cookie: res.cookie });
    expect(again.status).toBe(202);
    const { token } = (await linkToken(email, 'email_verification'))!;
    expect(token).not.toBe(old);
    expect((await callAccount(verification.POST, 'POST', '/email-verification', { body: { token: old } })).status).toBe(400);
    expect((await callAccount(verification.POST, 'POST', '/email-verification', { body: { token } })).status).toBe(200);
    const done = await callAccount(resend.POST, 'POST', '/email-verification/resend', { cookie: res.cookie });
    expect(done.status).toBe(409);
    const anonymous = await callAccount(resend.POST, 'POST', '/email-verification/resend', {});
    expect(anonymous.status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers a known and an unknown address identically', async () => {
    const { email } = await signUpPerson();
    const address = freshAddress();
    const known = await callAccount(reset.POST, 'POST', '/password-reset', { body: { email }, address });
    const unknown = await callAccount(reset.POST, 'POST', '/password-reset', { body: { email: newEmail() }, address });
    const junk = await callAccount(reset.POST, 'POST', '/password-reset', { body: { email: 'not an address' }, address });
    for (const res of [unknown, junk]) {
      expect(res.status).toBe(known.status);
      expect(res.body).toEqual(known.body);
      const names = (h: Headers) => [...h.entries()].filter(([name]) => name !== 'x-request-id');
      expect(names(res.headers)).toEqual(names(known.headers));
    }
    expect(known.status).toBe(202);
    expect((await linkToken(email, 'password_reset'))?.message.businessId).toBeNull();
  });

  it('sets the new password, ends every session, verifies the address, signs in; the link works once', async () => {
    const { email, res } = await signUpPerson();
    await callAccount(reset.POST, 'POST', '/password-reset', { body: { email }, address: freshAddress() });
    const { token } = (await linkToken(email, 'password_reset'))!;
    const weak = await callAccount(resetConfirm.POST, 'POST', '/password-reset/confirm', { body: { token, password: 'aaaaaaaaaaaa' } });
    expect(weak.status).toBe(400);
    expect(weak.body.error.details[0].path).toBe('password');
    const fresh = 'copper lantern drifts 7 seas';
    const done = await callAccount(resetConfirm.POST, 'POST', '/password-reset/confirm', { body: { token, password: fresh } });
    expect(done.status).toBe(200);
    expect(done.cookie).not.toBeNull();
    // The old session is gone; the new one works; the old password no longer signs in.
    expect((await callAccount(account.GET, 'GET', '/account', { cookie: res.cookie })).status).toBe(401);
    const me = await callAccount(account.GET, 'GET', '/account', { cookie: done.cookie });
    expect(me.body).toMatchObject({ email, emailVerified: true });
    const db = await getDb();
    expect(await verifyCredentials(db, email, STRONG)).toBeNull();
    expect(await verifyCredentials(db, email, fresh)).not.toBeNull();
    const twice = await callAccount(resetConfirm.POST, 'POST', '/password-reset/confirm', { body: { token, password: 'another fine 9 password here' } });
    expect(twice.body.error.code).toBe('invalid_token');
  });

  it('limits requests per client address (429) and silently caps the e-mails per address', async () => {
    const { email } = await signUpPerson();
    const address = freshAddress();
    const results = [];
    for (let i = 0; i < config.passwordResetsPerEmail + 2; i++) results.push(await callAccount(reset.POST, 'POST', '/password-reset', { body: { email }, address }));
    expect(results.every((r) => r.status === 202)).toBe(true);
    const db = await getDb();
    const sent = await db.select().from(outboxMessages).where(and(eq(outboxMessages.toAddress, email), eq(outboxMessages.kind, 'password_reset')));
    expect(sent).toHaveLength(config.passwordResetsPerEmail);
    let last;
    for (let i = 0; i < config.passwordResetsPerAddress; i++) last = await callAccount(reset.POST, 'POST', '/password-reset', { body: { email: newEmail() }, address });
    expect(last!.status).toBe(429);
    expect(last!.body.error.code).toBe('rate_limited');
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('the account', () => {
  it('changes the password: a wrong current one is 400 on currentPassword, then limited per account; other sessions end', async () => {
    const { email, res } = await signUpPerson();
    const db = await getDb();
    const second = await signInAgain(email);
    const wrong = await callAccount(password.PUT, 'PUT', '/account/password', { cookie: res.cookie, body: { currentPassword: 'nope nope nope', newPassword: 'copper lantern drifts 7 seas' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0].path).toBe('currentPassword');
    const weak = await callAccount(password.PUT, 'PUT', '/account/password', { cookie: res.cookie, body: { currentPassword: STRONG, newPassword: 'password1234' } });
    expect(weak.body.error.details[0].path).toBe('newPassword');
    const ok = await callAccount(password.PUT, 'PUT', '/account/password', { cookie: res.cookie, body: { currentPassword: STRONG, newPassword: 'copper lantern drifts 7 seas' } });
    expect(ok.status).toBe(200);
    expect(ok.body.endedSessions).toBe(1);
    expect((await callAccount(account.GET, 'GET', '/account', { cookie: second })).status).toBe(401);
    expect((await callAccount(account.GET, 'GET', '/account', { cookie: res.cookie })).status).toBe(200);
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(user?.passwordChangedAt).not.toBeNull();
    let last;
    for (let i = 0; i <= config.passwordChangeFailuresPerAccount; i++) {
      last = await callAccount(password.PUT, 'PUT', '/account/password', { cookie: res.cookie, body: { currentPassword: 'wrong wrong wrong', newPassword: STRONG } });
    }
    expect(last!.status).toBe(429);
  });

  it('renames; refuses a NUL byte', async () => {
    const { res } = await signUpPerson();
    const renamed = await callAccount(account.PATCH, 'PATCH', '/account', { cookie: res.cookie, body: { name: '  Anna Janssens ' } });
    expect(renamed.body).toMatchObject({ name: 'Anna Janssens' });
    const bad = await callAccount(account.PATCH, 'PATCH', '/account', { cookie: res.cookie, body: { name: 'A\u0000' } });
    expect(bad.status).toBe(400);
  });

  it('creates another business of which the person is owner (live + twin); signed out → 401; bad input → 400', async () => {
    const { email, res } = await signUpPerson();
    const name = `Épicerie ${uniqueSlug('e')}`;
    const created = await callAccount(newBusiness.POST, 'POST', '/businesses', { cookie: res.cookie, body: { businessName: `  ${name} `, plan: 'basic' } });
    expect(created.status).toBe(201);
    expect(created.body.business).toMatchObject({ id: expect.stringMatching(/^biz_/), name, plan: 'basic' });
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.email, email));
    const mine = await userBusinesses(db, user!.id);
    expect(mine.map((b) => [b.id, b.role])).toContainEqual([created.body.business.id, 'owner']);
    expect(mine).toHaveLength(2);
    expect(mine.find((b) => b.id === created.body.business.id)!.sandboxId).toMatch(/^biz_/);
    // Its owner's address is not confirmed yet: it may not publish either.
    expect((await publishVerification(db, created.body.business.id)).mayPublish).toBe(false);

    const anonymous = await callAccount(newBusiness.POST, 'POST', '/businesses', { body: { businessName: 'X', plan: 'shop' } });
    expect(anonymous.status).toBe(401);
    const [empty, nul, unknown, badPlan] = await Promise.all([
      callAccount(newBusiness.POST, 'POST', '/businesses', { cookie: res.cookie, body: { businessName: '   ', plan: 'shop' } }),
      callAccount(newBusiness.POST, 'POST', '/businesses', { cookie: res.cookie, body: { businessName: 'A\u0000B', plan: 'shop' } }),
      callAccount(newBusiness.POST, 'POST', '/businesses', { cookie: res.cookie, body: { businessName: 'A', plan: 'shop', ownerId: 'usr_x' } }),
      callAccount(newBusiness.POST, 'POST', '/businesses', { cookie: res.cookie, body: { businessName: 'A', plan: 'enterprise' } }),
    ]);
    expect([empty.status, nul.status, unknown.status, badPlan.status]).toEqual([400, 400, 400, 400]);
    expect(empty.body.error.details[0].path).toBe('businessName');
    expect(await userBusinesses(db, user!.id)).toHaveLength(2);
  });

  it("lists sessions, ends one, refuses another person's session (404), signs out everywhere", async () => {
    const { email, res } = await signUpPerson();
    const second = await signInAgain(email);
    const listed = await callAccount(sessions.GET, 'GET', '/account/sessions', { cookie: res.cookie });
    expect(listed.body.data).toHaveLength(2);
    const [mine] = listed.body.data.filter((s: { current: boolean }) => !s.current);
    const stranger = await signUpPerson();
    const strangers = await callAccount(sessions.GET, 'GET', '/account/sessions', { cookie: stranger.res.cookie });
    const theirs = strangers.body.data[0].id;
    const refused = await callAccount(oneSession.DELETE, 'DELETE', `/account/sessions/${theirs}`, { cookie: res.cookie, params: { sessionId: theirs } });
    expect(refused.status).toBe(404);
    expect((await callAccount(account.GET, 'GET', '/account', { cookie: stranger.res.cookie })).status).toBe(200);
    const ended = await callAccount(oneSession.DELETE, 'DELETE', `/account/sessions/${mine.id}`, { cookie: res.cookie, params: { sessionId: mine.id } });
    expect(ended.status).toBe(204);
    expect((await callAccount(account.GET, 'GET', '/account', { cookie: second })).status).toBe(401);
    const third = await signInAgain(email);
    const everywhere = await callAccount(sessions.DELETE, 'DELETE', '/account/sessions', { cookie: res.cookie });
    expect(everywhere.status).toBe(204);
    expect(everywhere.setCookie).toMatch(/Max-Age=0/);
    for (const cookie of [res.cookie, third]) expect((await callAccount(account.GET, 'GET', '/account', { cookie })).status).toBe(401);
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.email, email));
    expect(await db.select().from(dashboardSessions).where(inArray(dashboardSessions.userId, [user!.id]))).toHaveLength(0);
  });
});

describe('breached passwords (BREACHED_PASSWORDS_URL)', () => {
  const breached = 'zephyr cobalt meadow 1987';
  let server: http.Server;
  let requested: string[] = [];
  beforeAll(async () => {
    const sha1 = createHash('sha1').update(breached).digest('hex').toUpperCase();
    // Realistic range data: the suffixes of a prefix with counts, padding lines with a count of 0, CRLF endings.
    server = http.createServer((req, res) => {
      requested.push(req.url ?? '');
      const prefix = (req.url ?? '').split('/').pop()!;
      if (prefix === 'FAIL0') return void res.writeHead(500).end();
      const lines = ['0018A45C4D1DEF81644B54AB7F969B88D65:1', '00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2', '011053FD0102E94D6AE2F8B83D76FAF94F6:0'];
      if (prefix === sha1.slice(0, 5)) lines.push(`${sha1.slice(5)}:3861493`);
      res.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\r\n'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.BREACHED_PASSWORDS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/range`;
  });
  afterAll(async () => {
    delete process.env.BREACHED_PASSWORDS_URL;
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses a breached password, sending only the first 5 hex digits of its SHA-1', async () => {
    requested = [];
    const { res } = await signUpPerson({ password: breached });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ path: 'password', message: expect.stringMatching(/data breach/) });
    expect(requested).toEqual([`/range/${createHash('sha1').update(breached).digest('hex').toUpperCase().slice(0, 5)}`]);
    const fine = await signUpPerson();
    expect(fine.res.status).toBe(201);
  });

  it('never blocks sign-up when the service is down', async () => {
    process.env.BREACHED_PASSWORDS_URL = 'http://127.0.0.1:9/range';
    const { res } = await signUpPerson();
    expect(res.status).toBe(201);
    process.env.BREACHED_PASSWORDS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/range`;
  });
});

/** A second session for the person (as a second browser would open), as a Cookie header value. */
async function signInAgain(email: string) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  const { token } = await createSession(db, user!.id, new Date(), { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' });
  return `${sessionCookie().name}=${token}`;
}
