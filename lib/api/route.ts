// The only way a public /api/v1 route is written. `defineRoute` declares the contract (method, path, scope,
// schemas; the OpenAPI document is generated from these); `publicRoute` runs the pipeline:
// request id → authenticate → rate limit → scope → entitlement → path, query, body → idempotency →
// handler (writes in one transaction) → JSON; one catch turns any error into the error body. The steps
// shared with the dashboard's routes are the HTTP core's (./core.ts); the API's own are here.
import type { z } from 'zod';
import { type Db, getDb } from '../db/client';
import { type AuthenticatedKey, authenticateApiKey } from '../domain/keys/api-keys';
import { type Entitlement, type Scope, hasEntitlement } from '../domain/keys/scopes';
import type { Actor } from '../domain/catalog/products';
import type { DomainErrorCode } from '../domain/shared/errors';
import { claimIdempotencyKey, completeIdempotencyKey } from '../domain/idempotency/store';
import { type AnyObject, type Input, type RouteHandler, type WriteRequest, coreRoute, jsonResponse } from './core';
import { type ApiErrorCode, ApiError, errorResponse } from './errors';
import type { UploadSpec } from './multipart';
import { isListSchema } from './paging';
import { type ReadTopic, readCacheOf } from './read-cache';
import { authFailuresExceeded, limitApiKey, recordAuthFailure } from './rate-limit';
import { clientAddress } from './client-address';
import { newRequestId, readIdempotencyKey, requestFingerprint } from './request';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type RouteSpec<
  P extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  B extends z.ZodType = z.ZodType,
> = {
  method: Method;
  /** OpenAPI-style path below /api/v1, e.g. `/public/products/{id}`. */
  path: string;
  /** The scope a key needs; a list: any one of them (e.g. an upload used by the site or by products). */
  scope: Scope | readonly [Scope, ...Scope[]];
  /** Site and shop routes need the Shop entitlement (README: API rules in short — 403 entitlement_required). */
  entitlement?: Entitlement;
  summary: string;
  description?: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /** The body is multipart/form-data with a file (./multipart.ts); `body` validates its fields. */
  upload?: UploadSpec;
  /** Success status and body schema (or a non-JSON media type, e.g. application/pdf). */
  status: 200 | 201 | 204;
  response?: z.ZodType;
  produces?: string;
  /** Another success status the handler answers (through `withStatus`), with the same body schema. */
  alsoStatus?: { status: 200 | 201; description: string };
  /**
   * A GET whose answer depends only on this part of the business's data (and its business row): answers are
   * kept per process until PostgreSQL announces a change (./read-cache.ts). Authentication, rate limit, scope
   * and input are still checked on every request.
   */
  cache?: ReadTopic;
  /** Error codes the handler itself can return; the pipeline's own are added (`pipelineErrorCodes`). */
  errors?: readonly DomainErrorCode[];
  /** A request the server accepts, for the document; ids are the example ids of lib/api/examples.ts. */
  example?: { params?: z.input<P>; query?: Record<string, string | number>; body?: z.input<B> };
};

export const routeRegistry: RouteSpec[] = [];

/** The scopes of a route, any one of which lets a key call it. */
export const routeScopes = (spec: Pick<RouteSpec, 'scope'>): readonly Scope[] => (typeof spec.scope === 'string' ? [spec.scope] : spec.scope);

/** The error codes the pipeline itself can answer for a route, whatever its handler does. */
export function pipelineErrorCodes(spec: RouteSpec): ApiErrorCode[] {
  return [
    'validation_failed',
    'missing_api_key',
    'invalid_api_key',
    'insufficient_scope',
    ...(spec.entitlement ? (['entitlement_required'] as const) : []),
    'rate_limited',
    ...(spec.method === 'GET'
      ? []
      : (['idempotency_in_progress', 'idempotency_key_reused', 'payload_too_large', 'unsupported_media_type'] as const)),
    'internal_error',
    'service_unavailable',
  ];
}

export function defineRoute<P extends AnyObject, Q extends AnyObject, B extends z.ZodType>(
  spec: RouteSpec<P, Q, B>,
): RouteSpec<P, Q, B> {
  routeRegistry.push(spec as unknown as RouteSpec);
  return spec;
}

/** What the public API's own steps tell a handler: the key, its business and the actor of audit entries. */
type ApiCaller = { db: Db; businessId: string; auth: AuthenticatedKey; actor: Actor };

export type RouteContext<P, Q, B> = ApiCaller & Input<P, Q, B>;

/** A handler result with a status other than the contract's (e.g. 200 when a create found an existing record). */
class WithStatus {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

export const withStatus = (status: 200 | 201 | 202, body: unknown) => new WithStatus(status, body);

/** A success body already written as JSON (from the read cache, or for it). */
class Serialized {
  constructor(readonly text: string) {}
}

function bearerSecret(req: Request): string | null {
  const header = req.headers.get('authorization');
  if (!header) return null;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : '';
}

const WWW_AUTHENTICATE = { 'WWW-Authenticate': 'Bearer realm="vitrine"' };

/** The public API's own steps before the input: authenticate the key → rate limit → scope → entitlement. */
async function admitKey(spec: RouteSpec, req: Request, headers: Record<string, string>): Promise<ApiCaller> {
  const db = await getDb();
  const address = clientAddress(req);
  const blocked = await authFailuresExceeded(address);
  if (blocked) {
    throw new ApiError('rate_limited', 'Too many failed authentication attempts from this address', {}, blocked.headers);
  }
  const secret = bearerSecret(req);
  if (secret === null) {
    await recordAuthFailure(address);
    throw new ApiError('missing_api_key', 'Send your API key as Authorization: Bearer <key>', {}, WWW_AUTHENTICATE);
  }
  // From the process's key cache (lib/domain/keys/key-cache.ts), which PostgreSQL empties through triggers
  // and LISTEN/NOTIFY: a key revoked or deleted, or a plan changed, is refused by the next request — at once
  // in the process that made the change, on other nodes once the notification reaches them.
  const auth = secret ? await authenticateApiKey(db, secret) : null;
  if (!auth) {
    await recordAuthFailure(address);
    throw new ApiError(
      'invalid_api_key',
      secret ? 'The API key is unknown or revoked' : 'Malformed Authorization header: use Bearer <key>',
      {},
      { 'WWW-Authenticate': 'Bearer realm="vitrine", error="invalid_token"' },
    );
  }

  const limit = await limitApiKey(auth.keyId);
  Object.assign(headers, limit.headers);
  if (!limit.allowed) throw new ApiError('rate_limited', 'Rate limit exceeded: retry after the Retry-After delay');

  const scopes = routeScopes(spec);
  if (!scopes.some((scope) => auth.scopes.has(scope))) {
    throw new ApiError(
      'insufficient_scope',
      `This API key lacks the ${scopes.join(' or ')} scope`,
      // requiredScope stays one scope name (the first); a route taking any of several lists them all.
      { requiredScope: scopes[0], ...(scopes.length > 1 ? { acceptedScopes: scopes } : {}) },
    );
  }
  if (spec.entitlement && !hasEntitlement(auth.business.plan, spec.entitlement)) {
    throw new ApiError('entitlement_required', "The business's plan does not include the Shop entitlement");
  }
  return { db, businessId: auth.business.id, auth, actor: { kind: 'api', apiKeyId: auth.keyId } };
}

/** Marks the resources of an answer with the key's mode: the object answered, or each item of a list's data. */
function withLivemode(result: unknown, list: boolean, livemode: boolean): unknown {
  if (typeof result !== 'object' || result === null || Array.isArray(result)) return result;
  if (!list) return { ...result, livemode };
  const { data } = result as { data: unknown[] };
  return { ...result, data: data.map((item) => ({ ...(item as object), livemode })) };
}

/**
 * A write's transaction holds the key's claim (an advisory lock that dies with it), the work and the stored
 * response. A failure rolls all three back, so the key is free again at once. The key is read before the
 * transaction opens.
 */
function idempotentWrite(
  spec: RouteSpec,
  isList: boolean,
  { auth }: ApiCaller,
  run: (db: Db) => Promise<unknown>,
  { req, url, rawBody, headers }: WriteRequest,
): (tx: Db) => Promise<Response> {
  const idempotencyKey = readIdempotencyKey(req);
  const fingerprint = idempotencyKey ? requestFingerprint(req.method, url, rawBody) : '';
  return async (tx) => {
    if (idempotencyKey) {
      const claim = await claimIdempotencyKey(tx, auth.keyId, idempotencyKey, fingerprint);
      if (claim.kind === 'in_flight') {
        throw new ApiError('idempotency_in_progress', 'A request with this Idempotency-Key is still in progress');
      }
      if (claim.kind === 'mismatch') {
        throw new ApiError('idempotency_key_reused', 'This Idempotency-Key was used for a different request (method, path or body)');
      }
      if (claim.kind === 'replay') {
        return jsonResponse(claim.status, claim.status === 204 ? null : claim.body, { ...headers, 'Idempotent-Replayed': 'true' });
      }
    }
    let result = await run(tx);
    let status: number = spec.status;
    if (result instanceof WithStatus) ({ status, body: result } = result);
    const text = result === undefined ? '' : JSON.stringify(withLivemode(result, isList, auth.mode === 'live'));
    if (idempotencyKey) await completeIdempotencyKey(tx, auth.keyId, idempotencyKey, fingerprint, status, text);
    return jsonResponse(status, status === 204 ? null : text, headers);
  };
}

/** Wraps a handler in the pipeline. The handler returns the success body (or undefined for 204). */
export function publicRoute<P extends AnyObject, Q extends AnyObject, B extends z.ZodType>(
  spec: RouteSpec<P, Q, B>,
  handler: (ctx: RouteContext<z.output<P>, z.output<Q>, z.output<B>>) => Promise<unknown>,
): RouteHandler {
  const route = spec as unknown as RouteSpec;
  const isList = isListSchema(spec.response);
  const topic = spec.cache;
  if (topic && (spec.method !== 'GET' || spec.status !== 200)) throw new Error(`${spec.method} ${spec.path}: only a GET answering 200 is cached`);
  type Ctx = RouteContext<z.output<P>, z.output<Q>, z.output<B>>;
  const run = !topic
    ? handler
    : async (ctx: Ctx) => {
        const serialize = async () => JSON.stringify(withLivemode(await handler(ctx), isList, ctx.auth.mode === 'live'));
        const cache = readCacheOf(ctx.db);
        if (!cache) return new Serialized(await serialize());
        // Validated input, so equivalent requests (a default spelled out, another parameter order) share one.
        const key = `${ctx.businessId} ${ctx.auth.mode} ${spec.path} ${JSON.stringify(ctx.params)} ${JSON.stringify(ctx.query)}`;
        return new Serialized(await cache.answer(key, ctx.businessId, topic, serialize));
      };
  return coreRoute(
    {
      unnamedInput: 'refuse',
      admit: (req, _rawParams, headers) => admitKey(route, req, headers),
      respond: (result, { auth }, _req, headers) =>
        jsonResponse(
          spec.status,
          result instanceof Serialized
            ? result.text
            : result === undefined
              ? null
              : JSON.stringify(withLivemode(result, isList, auth.mode === 'live')),
          headers,
        ),
      write: (caller, run, request) => idempotentWrite(route, isList, caller, run, request),
    },
    spec,
    run,
  );
}

const METHODS: Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** All methods of one path: the ones given, and 405 (with Allow) for the others. */
export function resource(handlers: Partial<Record<Method, RouteHandler>>): Record<Method, RouteHandler> {
  const allow = METHODS.filter((method) => handlers[method]).join(', ');
  const notAllowed: RouteHandler = async (req) =>
    errorResponse(new ApiError('method_not_allowed', `${req.method} is not allowed here; use ${allow}`), newRequestId(), {
      Allow: allow,
    });
  return Object.fromEntries(METHODS.map((method) => [method, handlers[method] ?? notAllowed])) as Record<Method, RouteHandler>;
}

/** For a path that does not exist under /api/v1. */
export async function unknownRoute(req: Request): Promise<Response> {
  const { pathname } = new URL(req.url);
  return errorResponse(new ApiError('not_found', `No route ${req.method} ${pathname}`), newRequestId());
}
