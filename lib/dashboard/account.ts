// The account routes over HTTP (README: Accounts): sign-up, e-mail verification, password reset, and the
// signed-in person's name, password and sessions. Thin: limits, then the domain (lib/domain/users). Every
// failure has the one error body; a reset request answers the same for any address.
import { z } from 'zod';
import { config } from '../config';
import type { Db } from '../db/client';
import {
  changePassword,
  checkCurrentPassword,
  endAllSessions,
  endSession,
  listSessions,
  requestPasswordReset,
  resetPassword,
  resetTokenOwner,
  updateAccount,
  updateAccountLocale,
} from '../domain/users/account';
import { assertAcceptablePassword } from '../domain/users/breached-passwords';
import { createSession } from '../domain/users/sessions';
import { accountLocaleBody, changePasswordBody, newBusinessBody, resetConfirmBody, resetRequestBody, signUpBody, tokenBody, updateAccountBody } from '../domain/users/schemas';
import { createAnotherBusiness, resendVerification, signUp, verifyEmail } from '../domain/users/signup';
import { hashPassword, normalizeEmail } from '../domain/users/users';
import { DomainError } from '../domain/shared/errors';
import { ApiError } from '../api/errors';
import { failureCounter } from '../api/rate-limit';
import { clientAddress } from '../api/client-address';
import { localeSetCookie, sessionSetCookie } from './cookie';
import { accountRoute } from './route';

const HOUR = 60 * 60;
const QUARTER = 15 * 60;
const signUpsPerAddress = failureCounter('signup-address', () => config.signUpsPerAddress, HOUR);
const signUpsPerEmail = failureCounter('signup-email', () => config.signUpsPerEmail, HOUR);
const resetsPerAddress = failureCounter('reset-address', () => config.passwordResetsPerAddress, HOUR);
const resetsPerEmail = failureCounter('reset-email', () => config.passwordResetsPerEmail, HOUR);
const resendsPerEmail = failureCounter('verify-resend-email', () => config.passwordResetsPerEmail, HOUR);
const linksPerAddress = failureCounter('account-link-address', () => config.accountLinksPerAddress, QUARTER);
const passwordChangesPerAccount = failureCounter('password-change-account', () => config.passwordChangeFailuresPerAccount, QUARTER);

const tooMany = (blocked: { headers: Record<string, string> }) =>
  new ApiError('rate_limited', 'Too many attempts. Wait a while and try again.', {}, blocked.headers);

/** Refuses with 429 when the counter is over its limit for `key`. */
async function refuseIfBlocked(counter: ReturnType<typeof failureCounter>, key: string): Promise<void> {
  const blocked = await counter.blocked(key);
  if (blocked) throw tooMany(blocked);
}

/** Counts a failure of a link's use (a wrong, used or expired token) against the address, and rethrows. */
async function countingLinkFailures<T>(address: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof DomainError && error.code === 'invalid_token') await linksPerAddress.fail(address);
    throw error;
  }
}

/** A JSON answer that also signs the browser in (a new session for `userId`, from this request's device). */
async function signedInResponse(db: Db, req: Request, userId: string, status: number, body: unknown): Promise<Response> {
  const session = await createSession(db, userId, new Date(), { userAgent: req.headers.get('user-agent'), ipAddress: clientAddress(req) });
  return Response.json(body, { status, headers: { 'Set-Cookie': sessionSetCookie(session.token, session.absoluteExpiresAt) } });
}

/** POST /api/dashboard/sign-up — an account, its business (and sandbox twin) and a session. */
export const signUpRoute = accountRoute({ auth: 'none', body: signUpBody, readOnly: true }, async ({ db, req, body }) => {
  const address = clientAddress(req);
  await refuseIfBlocked(signUpsPerAddress, address);
  await refuseIfBlocked(signUpsPerEmail, body.email);
  await Promise.all([signUpsPerAddress.fail(address), signUpsPerEmail.fail(body.email)]);
  const created = await signUp(db, body);
  const response = await signedInResponse(db, req, created.user.id, 201, created);
  if (body.locale) response.headers.append('Set-Cookie', localeSetCookie(body.locale));
  return response;
});

const businessesPerAccount = failureCounter('business-create-account', () => config.signUpsPerEmail, HOUR);

/** POST /api/dashboard/businesses — the signed-in person's next business, of which they are the owner. */
export const createBusinessRoute = accountRoute({ auth: 'user', body: newBusinessBody, readOnly: true, status: 201 }, async ({ db, user, body }) => {
  await refuseIfBlocked(businessesPerAccount, user.id);
  await businessesPerAccount.fail(user.id);
  return { business: await createAnotherBusiness(db, user.id, body) };
});

/** POST /api/dashboard/email-verification — uses the link sent to the address. */
export const verifyEmailRoute = accountRoute({ auth: 'none', body: tokenBody }, async ({ db, req, body }) => {
  const address = clientAddress(req);
  await refuseIfBlocked(linksPerAddress, address);
  const { email } = await countingLinkFailures(address, () => verifyEmail(db, body.token));
  return { emailVerified: true, email };
});

/** POST /api/dashboard/email-verification/resend — a new link to the signed-in person's address. */
export const resendVerificationRoute = accountRoute({ auth: 'user' }, async ({ db, user }) => {
  await refuseIfBlocked(resendsPerEmail, user.email);
  await resendsPerEmail.fail(user.email);
  return Response.json(await resendVerification(db, user.id), { status: 202 });
});

/**
 * POST /api/dashboard/password-reset — 202 {sent: true} for any address (known or not, over its per-address
 * e-mail cap or not); only a client address over its limit gets 429.
 */
export const passwordResetRoute = accountRoute({ auth: 'none', body: resetRequestBody, readOnly: true }, async ({ db, req, body }) => {
  const address = clientAddress(req);
  const email = normalizeEmail(body.email);
  await refuseIfBlocked(resetsPerAddress, address);
  await resetsPerAddress.fail(address);
  const capped = await resetsPerEmail.blocked(email);
  await resetsPerEmail.fail(email);
  if (!capped) {
    const { link } = await db.transaction((tx) => requestPasswordReset(tx, email));
    // Without an e-mail server, the server's log is the only place a signed-out person's link can be read.
    if (link && !config.smtpUrl) console.info(`[accounts] no SMTP_URL: password reset link for ${email}: ${link}`);
  }
  return Response.json({ sent: true, message: 'If an account uses this address, we sent it a link to reset the password.' }, { status: 202 });
});

/** POST /api/dashboard/password-reset/confirm — the new password; ends every session and signs this browser in. */
export const passwordResetConfirmRoute = accountRoute({ auth: 'none', body: resetConfirmBody, readOnly: true }, async ({ db, req, body }) => {
  const address = clientAddress(req);
  await refuseIfBlocked(linksPerAddress, address);
  const owner = await resetTokenOwner(db, body.token);
  await assertAcceptablePassword(body.password, [owner?.email, owner?.name]);
  const passwordHash = await hashPassword(body.password);
  const { userId } = await countingLinkFailures(address, () => db.transaction((tx) => resetPassword(tx, body.token, passwordHash)));
  return signedInResponse(db, req, userId, 200, { passwordReset: true });
});

/** PUT /api/dashboard/account/password — needs the current password; ends every other session. */
export const changePasswordRoute = accountRoute({ auth: 'user', body: changePasswordBody, readOnly: true }, async ({ db, user, body }) => {
  await refuseIfBlocked(passwordChangesPerAccount, user.id);
  const matches = await checkCurrentPassword(db, user.id, body.currentPassword);
  if (!matches) await passwordChangesPerAccount.fail(user.id);
  else {
    await assertAcceptablePassword(body.newPassword, [user.email, user.name], 'newPassword');
  }
  const passwordHash = matches ? await hashPassword(body.newPassword) : '';
  const result = await db.transaction((tx) =>
    changePassword(tx, { userId: user.id, currentPasswordMatches: matches, passwordHash, keepSessionId: user.sessionId }),
  );
  await passwordChangesPerAccount.clear(user.id);
  return { passwordChanged: true, ...result };
});

/** GET /api/dashboard/account — the signed-in person. */
export const accountRouteGet = accountRoute({ auth: 'user' }, async ({ user }) => ({
  id: user.id,
  email: user.email,
  name: user.name,
  emailVerified: user.emailVerifiedAt !== null,
}));

/** PATCH /api/dashboard/account — the person's name. */
export const updateAccountRoute = accountRoute({ auth: 'user', body: updateAccountBody }, ({ db, user, body }) => updateAccount(db, user.id, body));

/**
 * PUT /api/dashboard/account/locale — the dashboard's language ({locale: 'fr' | 'nl' | 'en' | null}, null: the
 * browser's); the cookie that mirrors it (proxy.ts, the root layout) is set or cleared with the answer.
 */
export const updateAccountLocaleRoute = accountRoute({ auth: 'user', body: accountLocaleBody }, async ({ db, user, body }) => {
  const result = await updateAccountLocale(db, user.id, body);
  return Response.json(result, { headers: { 'Set-Cookie': localeSetCookie(result.locale) } });
});

/** GET /api/dashboard/account/sessions — the open sessions, this one marked. */
export const listSessionsRoute = accountRoute({ auth: 'user' }, async ({ db, user }) => ({ data: await listSessions(db, user.id, user.sessionId) }));

const sessionParams = z.object({ sessionId: z.string().max(64) });

/** DELETE /api/dashboard/account/sessions/{sessionId} — signs one of the person's sessions out. */
export const endSessionRoute = accountRoute({ auth: 'user', params: sessionParams }, async ({ db, user, params }) => {
  await endSession(db, user.id, params.sessionId);
  if (params.sessionId === user.sessionId) return new Response(null, { status: 204, headers: { 'Set-Cookie': sessionSetCookie(null, null) } });
  return undefined;
});

/** DELETE /api/dashboard/account/sessions — signs out everywhere, this browser included. */
export const endAllSessionsRoute = accountRoute({ auth: 'user' }, async ({ db, user }) => {
  await endAllSessions(db, user.id);
  return new Response(null, { status: 204, headers: { 'Set-Cookie': sessionSetCookie(null, null) } });
});

/** Whether e-mail leaves this server (SMTP_URL set); if not, the account's messages wait on the Messages page. */
export const mailServerConfigured = () => Boolean(config.smtpUrl);
