// Sign-in and sign-out over HTTP (POST / DELETE /api/dashboard/session). Failed attempts are limited per
// account and per client address; a wrong password and an unknown email get the same answer.
import { config } from '../config';
import { getDb } from '../db/client';
import { createSession, deleteSession, userBusinesses, verifyCredentials } from '../domain/users/sessions';
import { normalizeEmail } from '../domain/users/users';
import { ApiError, errorResponse, validationError } from '../api/errors';
import { failureCounter } from '../api/rate-limit';
import { clientAddress } from '../api/client-address';
import { newRequestId, readJsonBody } from '../api/request';
import { localeSetCookie, readSessionToken, sessionSetCookie } from './cookie';
import { safeNext } from './next-path';
import { checkSameOrigin, signedInUser } from './route';
import { signInBodySchema } from './schemas';


const WINDOW_SECONDS = 15 * 60;
const perAccount = failureCounter('signin-account', () => config.signInFailuresPerAccount, WINDOW_SECONDS);
const perAddress = failureCounter('signin-address', () => config.signInFailuresPerAddress, WINDOW_SECONDS);

const noStore = { 'Cache-Control': 'no-store' };

const isFormPost = (req: Request) =>
  (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase() === 'application/x-www-form-urlencoded';


/**
 * POST /api/dashboard/session. The dashboard's form sends JSON; before its script has loaded, the same form
 * posts as application/x-www-form-urlencoded (never a GET, so a password never lands in a URL) and gets a
 * 303 to the dashboard, or back to the sign-in page with an error code.
 */
export async function signIn(req: Request): Promise<Response> {
  if (isFormPost(req)) return signInFromForm(req);
  const requestId = newRequestId();
  try {
    checkSameOrigin(req);
    const parsed = signInBodySchema.safeParse(await readJsonBody(req));
    if (!parsed.success) throw validationError('body', parsed.error);
    const email = normalizeEmail(parsed.data.email);
    const address = clientAddress(req);
    const blocked = (await perAccount.blocked(email)) ?? (await perAddress.blocked(address));
    if (blocked) {
      throw new ApiError('rate_limited', 'Too many failed sign-in attempts. Wait a few minutes and try again.', {}, blocked.headers);
    }
    const db = await getDb();
    const user = await verifyCredentials(db, email, parsed.data.password);
    if (!user) {
      await Promise.all([perAccount.fail(email), perAddress.fail(address)]);
      throw new ApiError('invalid_credentials', 'The email or password is incorrect');
    }
    await perAccount.clear(email);
    // The cookie lives until the absolute limit; the server ends the session earlier after 12 idle hours.
    const session = await createSession(db, user.id, new Date(), { userAgent: req.headers.get('user-agent'), ipAddress: address });
    const businesses = await userBusinesses(db, user.id);
    // The language cookie mirrors the account's choice (none: this browser's own language, a former choice forgotten).
    const headers = new Headers({ ...noStore, 'X-Request-Id': requestId });
    headers.append('Set-Cookie', sessionSetCookie(session.token, session.absoluteExpiresAt));
    headers.append('Set-Cookie', localeSetCookie(user.locale));
    return Response.json(
      { user: { id: user.id, email: user.email, name: user.name }, businesses: businesses.map((b) => ({ id: b.id, name: b.name })) },
      { status: 200, headers },
    );
  } catch (error) {
    return errorResponse(error, requestId, noStore);
  }
}

async function signInFromForm(req: Request): Promise<Response> {
  const form = await req.formData().catch(() => null);
  const next = safeNext(form?.get('next'));
  const back = (error: string) => {
    const query = new URLSearchParams({ error, ...(next ? { next } : {}) });
    return new Response(null, { status: 303, headers: { ...noStore, Location: `/sign-in?${query}` } });
  };
  const json = new Request(req.url, {
    method: 'POST',
    headers: { ...Object.fromEntries(req.headers), 'content-type': 'application/json' },
    body: JSON.stringify({ email: form?.get('email') ?? '', password: form?.get('password') ?? '' }),
  });
  const answer = await signIn(json);
  if (answer.status !== 200) {
    const code = ((await answer.json().catch(() => null)) as { error?: { code?: string } } | null)?.error?.code ?? 'error';
    return back(code);
  }
  const { businesses } = (await answer.json()) as { businesses: { id: string }[] };
  const target = next ?? (businesses[0] ? `/dashboard/${businesses[0].id}` : '/dashboard');
  const headers = new Headers({ ...noStore, Location: target });
  for (const cookie of answer.headers.getSetCookie()) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}

export async function signOut(req: Request): Promise<Response> {
  const requestId = newRequestId();
  try {
    checkSameOrigin(req);
    const token = readSessionToken(req.headers.get('cookie'));
    if (token) await deleteSession(await getDb(), token);
    return new Response(null, { status: 204, headers: { ...noStore, 'X-Request-Id': requestId, 'Set-Cookie': sessionSetCookie(null, null) } });
  } catch (error) {
    return errorResponse(error, requestId, noStore);
  }
}

/** GET /api/dashboard/session: who is signed in (401 when nobody). */
export async function whoAmI(req: Request): Promise<Response> {
  const requestId = newRequestId();
  try {
    const db = await getDb();
    const user = await signedInUser(req, db);
    const businesses = await userBusinesses(db, user.id);
    return Response.json({ user, businesses }, { headers: { ...noStore, 'X-Request-Id': requestId } });
  } catch (error) {
    return errorResponse(error, requestId, noStore);
  }
}
