// The only way a dashboard route (/api/dashboard/**) is written. Like the public API's pipeline, but the
// caller is a signed-in merchant: request id → same-origin check on every state-changing request → session
// cookie (an API key never authenticates here) → the business of the URL must be one of the user's (else
// 404) → path, query, body through zod → handler (writes in one transaction) → JSON; one catch maps errors.
import { z } from 'zod';
import { config } from '../config';
import { type Db, getDb } from '../db/client';
import type { Actor } from '../domain/catalog/products';
import { memberBusiness, type SignedInUser, sessionUser } from '../domain/users/sessions';
import { ApiError, errorResponse, validationError } from '../api/errors';
import { newRequestId, queryObject, readJsonBody, refuseUnsafeInput } from '../api/request';
import { readSessionToken } from './cookie';

type AnyObject = z.ZodType<Record<string, unknown>>;
type NextContext = { params: Promise<Record<string, string | string[] | undefined>> };
export type DashboardHandler = (req: Request, context: NextContext) => Promise<Response>;

export type DashboardBusiness = Awaited<ReturnType<typeof memberBusiness>>;

export type DashboardContext<P, Q, B> = {
  /** The database, or the write's transaction: use only this inside the handler. */
  db: Db;
  user: SignedInUser;
  business: DashboardBusiness;
  actor: Actor;
  params: P;
  query: Q;
  body: B;
  requestId: string;
};

const EMPTY = z.object({});

function parse<T>(schema: z.ZodType<T>, value: unknown, where: 'body' | 'query' | 'path'): T {
  if (where !== 'body') refuseUnsafeInput(value, where); // the body's was checked as it was read
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(where, result.error);
  return result.data;
}

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
  /** Site and shop routes need the Shop entitlement: 403 entitlement_required otherwise (after the 404 check). */
  entitlement?: 'shop';
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A route under /api/dashboard/businesses/{businessId}/…: the handler runs for a business of the user. */
export function dashboardRoute<P extends AnyObject, Q extends AnyObject, B extends z.ZodType>(
  spec: DashboardSpec<P, Q, B>,
  handler: (ctx: DashboardContext<z.output<P>, z.output<Q>, z.output<B>>) => Promise<unknown>,
): DashboardHandler {
  return async (req, context) => {
    const requestId = newRequestId();
    const headers = { 'X-Request-Id': requestId, 'Cache-Control': 'private, no-store' };
    try {
      const isWrite = WRITE_METHODS.has(req.method);
      if (isWrite) checkSameOrigin(req);
      const db = await getDb();
      const user = await signedInUser(req, db);
      const rawParams = ((await context?.params) ?? {}) as Record<string, string>;
      refuseUnsafeInput(rawParams, 'path');
      const business = await memberBusiness(db, user.id, String(rawParams.businessId ?? ''));
      if (spec.entitlement === 'shop' && business.plan !== 'shop') {
        throw new ApiError('entitlement_required', "The business's plan does not include the Shop entitlement");
      }
      const { businessId: _ignored, ...rest } = rawParams;
      const params = parse((spec.params ?? EMPTY) as P, rest, 'path') as z.output<P>;
      const query = parse((spec.query ?? EMPTY) as Q, queryObject(new URL(req.url)), 'query') as z.output<Q>;
      const rawBody = isWrite && spec.body ? await readJsonBody(req) : undefined;
      const body = (spec.body ? parse(spec.body, rawBody === undefined ? {} : rawBody, 'body') : undefined) as z.output<B>;
      const base = { user, business, actor: { kind: 'dashboard', userId: user.id } as Actor, params, query, body, requestId };
      const result = isWrite && !spec.readOnly ? await db.transaction((tx) => handler({ ...base, db: tx })) : await handler({ ...base, db });
      if (result instanceof Response) {
        for (const [name, value] of Object.entries(headers)) result.headers.set(name, value);
        return result;
      }
      const status = spec.status ?? (req.method === 'POST' ? 201 : 200);
      if (status === 204 || result === undefined) return new Response(null, { status: 204, headers });
      return Response.json(result, { status, headers });
    } catch (error) {
      return errorResponse(error, requestId, headers);
    }
  };
}
