// The HTTP core of both route wrappers, `publicRoute` (./route.ts, /api/v1) and `dashboardRoute`
// (lib/dashboard/route.ts, /api/dashboard). It does what they share: request id → the wrapper's own steps
// (who calls, and may they) → path, query and body through zod after the unsafe-input checks of ./request.ts →
// handler (a write in one transaction) → Response with the merged headers; one catch turns any error into
// the error body (errorResponse, ./errors.ts). A wrapper brings only its own steps, as a `Wrapper`.
import { z } from 'zod';
import type { Db } from '../db/client';
import { errorResponse, validationError } from './errors';
import { type UploadSpec, readMultipartBody } from './multipart';
import { newRequestId, queryObject, readJsonBody, refuseUnsafeInput } from './request';

export type RawParams = Record<string, string | string[] | undefined>;
export type NextContext = { params: Promise<RawParams> };
/** A Next route handler, as the app router calls it. */
export type RouteHandler = (req: Request, context: NextContext) => Promise<Response>;
export type AnyObject = z.ZodType<Record<string, unknown>>;

/** A route's input schemas; what an absent one means is the wrapper's `unnamedInput`. */
export type InputSchemas<P extends AnyObject, Q extends AnyObject, B extends z.ZodType> = { params?: P; query?: Q; body?: B };

/** The parsed input of a handler's context, and the request's id. */
export type Input<P, Q, B> = { params: P; query: Q; body: B; requestId: string };

/**
 * What a write's transaction sees of its request (the public API fingerprints it for idempotency): `rawBody`
 * is the JSON body, or an upload's fields with each file's digest (./multipart.ts).
 */
export type WriteRequest = { req: Request; url: URL; rawBody: unknown; headers: Record<string, string> };

/** A wrapper's own steps around the core's. `Caller` is what they tell the handler, its database included. */
export type Wrapper<Caller extends { db: Db }> = {
  /** Headers every answer carries after X-Request-Id, the error answers included. */
  headers?: Record<string, string>;
  /**
   * Input the route's schemas do not name: `refuse` (the public API: no schema means none of it, and a
   * write's body is always read) or `ignore` (the dashboard: a body is read only when the route takes one).
   */
  unnamedInput: 'refuse' | 'ignore';
  /** The steps before any input is parsed; they may add headers (in place) and return the handler's caller. */
  admit: (req: Request, rawParams: RawParams, headers: Record<string, string>) => Promise<Caller>;
  /** The path parameters the route's schema sees (default: all of them). */
  pathParams?: (rawParams: RawParams) => RawParams;
  /** The handler's result (other than a Response, passed through) as the answer. */
  respond: (result: unknown, caller: Caller, req: Request, headers: Record<string, string>) => Response;
  /**
   * A write's own steps: called before its transaction opens, returns what runs inside it — `run` (the
   * handler, given the transaction) and whatever the wrapper adds around it — and answers (default: the
   * handler in the transaction, then `respond`).
   */
  write?: (caller: Caller, run: (db: Db) => Promise<unknown>, request: WriteRequest) => (tx: Db) => Promise<Response>;
};

/** The options of one route the core reads besides its schemas. */
export type CoreOptions = {
  /** A POST that only computes (e.g. a preview render): no transaction around it. */
  readOnly?: true;
  /** The body is multipart/form-data with a file (./multipart.ts), not JSON; `body` validates its fields. */
  upload?: UploadSpec;
};

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const STRICT_EMPTY = z.strictObject({});
const LOOSE_EMPTY = z.object({});

/** A state-changing request: its body is read, and its handler runs in one transaction. */
export const isWriteRequest = (req: Request) => WRITE_METHODS.has(req.method);

/** `value` through `schema`, after the unsafe-input checks (a body's were made as it was read); 400 otherwise. */
function parse<T>(schema: z.ZodType<T>, value: unknown, where: 'body' | 'query' | 'path'): T {
  if (where !== 'body') refuseUnsafeInput(value, where);
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(where, result.error);
  return result.data;
}

/** A success answer: no body for 204 or a null text, else the JSON text. */
export function jsonResponse(status: number, bodyText: string | null, headers: Record<string, string>): Response {
  if (status === 204 || bodyText === null) return new Response(null, { status, headers });
  return new Response(bodyText, { status, headers: { ...headers, 'Content-Type': 'application/json' } });
}

/** One route: the wrapper's steps and the core's around the handler. */
export function coreRoute<Caller extends { db: Db }, P extends AnyObject, Q extends AnyObject, B extends z.ZodType>(
  wrapper: Wrapper<Caller>,
  schemas: InputSchemas<P, Q, B> & CoreOptions,
  handler: (ctx: Caller & Input<z.output<P>, z.output<Q>, z.output<B>>) => Promise<unknown>,
): RouteHandler {
  const refuse = wrapper.unnamedInput === 'refuse';
  const empty = refuse ? STRICT_EMPTY : LOOSE_EMPTY;
  const paramsSchema = (schemas.params ?? empty) as P;
  const querySchema = (schemas.query ?? empty) as Q;
  const readsBody = refuse || schemas.body !== undefined;
  /** The handler's own Response gets the headers every answer carries; any other result is the wrapper's to answer. */
  const answer = (result: unknown, caller: Caller, req: Request, headers: Record<string, string>): Response => {
    if (!(result instanceof Response)) return wrapper.respond(result, caller, req, headers);
    for (const [name, value] of Object.entries(headers)) result.headers.set(name, value);
    return result;
  };
  return async (req, context) => {
    const requestId = newRequestId();
    const headers: Record<string, string> = { 'X-Request-Id': requestId, ...wrapper.headers };
    try {
      const isWrite = isWriteRequest(req);
      const rawParams = (await context?.params) ?? {};
      const caller = await wrapper.admit(req, rawParams, headers);

      const url = new URL(req.url);
      const params = parse(paramsSchema, wrapper.pathParams ? wrapper.pathParams(rawParams) : rawParams, 'path') as z.output<P>;
      const query = parse(querySchema, queryObject(url), 'query') as z.output<Q>;
      let rawBody: unknown;
      let bodyValue: unknown;
      if (isWrite && schemas.upload) ({ fields: bodyValue, fingerprint: rawBody } = await readMultipartBody(req, schemas.upload));
      else bodyValue = rawBody = isWrite && readsBody ? await readJsonBody(req) : undefined;
      // No body reads as {}; a JSON `null` is a body, and refused by the object schema.
      const body = schemas.body
        ? parse(schemas.body, bodyValue === undefined ? {} : bodyValue, 'body')
        : bodyValue === undefined
          ? undefined
          : parse(STRICT_EMPTY, bodyValue, 'body');
      const ctx = { ...caller, params, query, body: body as z.output<B>, requestId };

      if (!isWrite || schemas.readOnly) return answer(await handler(ctx), caller, req, headers);
      const run = (db: Db) => handler({ ...ctx, db });
      if (wrapper.write) return await caller.db.transaction(wrapper.write(caller, run, { req, url, rawBody, headers }));
      return answer(await caller.db.transaction(run), caller, req, headers);
    } catch (error) {
      return errorResponse(error, requestId, headers);
    }
  };
}
