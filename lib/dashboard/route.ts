// The only way a dashboard route (/api/dashboard/**) is written. Like the public API's pipeline, but the
// caller is a signed-in merchant: request id → same-origin check on every state-changing request → session
// cookie (an API key never authenticates here) → the business of the URL must be one of the user's (else
// 404) → path, query, body through zod → handler (writes in one transaction) → JSON; one catch maps errors.
// The steps shared with the public API are the HTTP core's (lib/api/core.ts); the dashboard's own are here.
import type { z } from 'zod';
import { config } from '../config';
import { type Db, getDb } from '../db/client';
import type { Actor } from '../domain/catalog/products';
import { type Entitlement, hasEntitlement } from '../domain/keys/scopes';
import { type Area, type MemberRole, canAccess, AREA_ROLES } from '../domain/users/roles';
import { memberBusiness, type SignedInUser, sessionUser } from '../domain/users/sessions';
import { type AnyObject, type Input, type RawParams, type RouteHandler, coreRoute, isWriteRequest, jsonResponse } from '../api/core';
import { ApiError } from '../api/errors';
import type { UploadSpec } from '../api/multipart';
import { refuseUnsafeInput } from '../api/request';
import { readSessionToken } from './cookie';
import { routeArea, segmentsBelowBusiness } from './permissions';

export type DashboardBusiness = Awaited<ReturnType<typeof memberBusiness>>;

/** What the dashboard's own steps tell a handler: the signed-in user, the business of the URL, the actor. */
type DashboardCaller = { db: Db; user: SignedInUser; business: DashboardBusiness; actor: Actor };

export type DashboardContext<P, Q, B> = DashboardCaller & Input<P, Q, B>;

/**
 * A state-changing request must come from the dashboard's own pages: its Origin is the app's origin (or the
 * origin the browser used to reach this server, when that is not a storefront host). A storefront page, which
 * may run merchant code, has another origin and is refused.
 */
export function checkSameOrigin(req: Request): void {
  const origin = req.headers.get('origin');
  const allowed = new Set([config.appOrigin]);
  const host = req.headers.get('host');
  if (host) allowed.add(`${new URL(req.url).protocol}//${host}`);
  if (!origin || !allowed.has(origin)) {
    throw new ApiError('forbidden_origin', 'This request must come from the Vitrine dashboard (Origin check failed)');
  }
}

export async function signedInUser(req: Request, db: Db): Promise<SignedInUser> {
  const token = readSessionToken(req.headers.get('cookie'));
  const user = token ? await sessionUser(db, token) : null;
  if (!user) throw new ApiError('not_signed_in', 'Sign in to the dashboard first');
  return user;
}

export type DashboardSpec<P extends AnyObject, Q extends AnyObject, B extends z.ZodType> = {
  params?: P;
  query?: Q;
  body?: B;
  status?: 200 | 201 | 204;
  /** A POST that only computes (e.g. a preview render): no transaction around it. */
  readOnly?: true;
  /** The body is multipart/form-data with a file (lib/api/multipart.ts); `body` validates its fields. */
  upload?: UploadSpec;
  /** Site and shop routes need the Shop entitlement: 403 entitlement_required otherwise (after the 404 check). */
  entitlement?: Entitlement;
};

/**
 * 403 role_required unless `role` reaches `area`. dashboardRoute asks it for the route's area; a handler asks it
 * again for what its body adds (e.g. creating an invoice already finalized).
 */
export function requireArea(role: MemberRole, area: Area): void {
  if (canAccess(role, area)) return;
  const requiredRole = AREA_ROLES[area];
  throw new ApiError('role_required', `Your role (${role}) does not allow this: it needs ${requiredRole === 'owner' ? 'an owner' : `a ${requiredRole} or an owner`}`, {
    requiredRole,
    role,
  });
}

/**
 * The dashboard's own steps before the input: same origin (writes) → session → membership → role (the area of
 * the route, lib/dashboard/permissions.ts: 403 role_required) → entitlement.
 */
async function admitMember(entitlement: Entitlement | undefined, req: Request, rawParams: RawParams): Promise<DashboardCaller> {
  if (isWriteRequest(req)) checkSameOrigin(req);
  const db = await getDb();
  const user = await signedInUser(req, db);
  refuseUnsafeInput(rawParams, 'path');
  const business = await memberBusiness(db, user.id, String(rawParams.businessId ?? ''));
  requireArea(business.role, routeArea(req.method, segmentsBelowBusiness(req.url)));
  if (entitlement && !hasEntitlement(business.plan, entitlement)) {
    throw new ApiError('entitlement_required', "The business's plan does not include the Shop entitlement");
  }
  return { db, user, business, actor: { kind: 'dashboard', userId: user.id } };
}

/** The path parameters below the business's: the route's schema never sees businessId. */
function belowBusiness({ businessId: _ignored, ...rest }: RawParams): RawParams {
  return rest;
}

/** A route under /api/dashboard/businesses/{businessId}/…: the handler runs for a business of the user. */
export function dashboardRoute<P extends AnyObject, Q extends AnyObject, B extends z.ZodType>(
  spec: DashboardSpec<P, Q, B>,
  handler: (ctx: DashboardContext<z.output<P>, z.output<Q>, z.output<B>>) => Promise<unknown>,
): RouteHandler {
  return coreRoute(
    {
      headers: { 'Cache-Control': 'private, no-store' },
      unnamedInput: 'ignore',
      admit: (req, rawParams) => admitMember(spec.entitlement, req, rawParams),
      pathParams: belowBusiness,
      respond: (result, _caller, req, headers) =>
        result === undefined
          ? jsonResponse(204, null, headers)
          : jsonResponse(spec.status ?? (req.method === 'POST' ? 201 : 200), JSON.stringify(result), headers),
    },
    spec,
    handler,
  );
}

/** What an account route's handler gets: the request itself (address, User-Agent), and the signed-in user if any. */
type AccountCaller<Auth extends 'user' | 'none'> = {
  db: Db;
  req: Request;
  user: Auth extends 'user' ? SignedInUser & { sessionId: string } : null;
};

export type AccountSpec<P extends AnyObject, Q extends AnyObject, B extends z.ZodType, Auth extends 'user' | 'none'> = {
  /** `user`: a signed-in session is required (401 not_signed_in otherwise); `none`: the route serves visitors. */
  auth: Auth;
  params?: P;
  query?: Q;
  body?: B;
  status?: 200 | 201 | 204;
  /**
   * The handler opens its own transaction(s): for work that must not hold one (hashing a password) or must
   * count even when the write fails (a rate limiter's failure count).
   */
  readOnly?: true;
};

/**
 * A route of a person's account under /api/dashboard/ that no business owns (sign-up, e-mail verification,
 * password reset, the account's password and sessions, accepting an invitation): same origin on writes →
 * session (when `auth: 'user'`) → input through zod → handler (a write in one transaction unless `readOnly`)
 * → JSON, never cached. A handler may return its own Response (to set the session cookie).
 */
export function accountRoute<P extends AnyObject, Q extends AnyObject, B extends z.ZodType, Auth extends 'user' | 'none'>(
  spec: AccountSpec<P, Q, B, Auth>,
  handler: (ctx: AccountCaller<Auth> & Input<z.output<P>, z.output<Q>, z.output<B>>) => Promise<unknown>,
): RouteHandler {
  return coreRoute(
    {
      headers: { 'Cache-Control': 'no-store' },
      unnamedInput: 'ignore',
      admit: async (req) => {
        if (isWriteRequest(req)) checkSameOrigin(req);
        const db = await getDb();
        if (spec.auth === 'none') return { db, req, user: null } as AccountCaller<Auth>;
        const token = readSessionToken(req.headers.get('cookie'));
        const user = token ? await sessionUser(db, token) : null;
        if (!user) throw new ApiError('not_signed_in', 'Sign in to the dashboard first');
        return { db, req, user } as unknown as AccountCaller<Auth>;
      },
      respond: (result, _caller, req, headers) =>
        result === undefined
          ? jsonResponse(204, null, headers)
          : jsonResponse(spec.status ?? 200, JSON.stringify(result), headers),
    },
    spec,
    handler,
  );
}
