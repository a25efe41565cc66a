// Calling dashboard route handlers in tests: a merchant with a signed-in session, and a request carrying its
// cookie and the app's Origin (as the dashboard's own fetches do), answered by the route module directly.
import { config } from '../config';
import { getDb } from '../db/client';
import { sessionCookie } from '../dashboard/cookie';
import { createSession } from '../domain/users/sessions';
import type { MemberRole } from '../domain/users/roles';
import { createUser } from '../domain/users/users';
import { makeBusiness, uniqueSlug } from './api';

export type DashboardHandler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** A business on `plan` with an owner signed in: the session's Cookie header value. */
export async function signedInMerchant(plan: 'basic' | 'shop') {
  const business = await makeBusiness({ plan });
  const { cookie } = await signedInMember(business.id, 'owner');
  return { business, cookie };
}

/** A new user with `role` in the business (and its sandbox), signed in: their id, address and Cookie header value. */
export async function signedInMember(businessId: string, role: MemberRole) {
  const db = await getDb();
  const user = await createUser(db, { email: `${uniqueSlug(role)}@example.be`, password: 'correct-horse-battery', businessId, role });
  const { token } = await createSession(db, user.id);
  return { userId: user.id, email: user.email, cookie: `${sessionCookie().name}=${token}` };
}

export type DashboardCallOptions = { cookie?: string; body?: unknown; origin?: string | null };

/**
 * Calls `handler` for `path` under /api/dashboard/businesses/<params.businessId>. The Origin is the app's
 * unless given (null: none); a body is sent as JSON. Returns the status and the parsed JSON body, if any.
 */
export async function callDashboard(handler: DashboardHandler, method: string, path: string, params: Record<string, string>, options: DashboardCallOptions = {}) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin !== null) headers.origin = options.origin ?? config.appOrigin;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const req = new Request(`${config.appOrigin}/api/dashboard/businesses/${params.businessId}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const res = await handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}
