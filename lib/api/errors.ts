// The one error body of the API (README: API rules in short) and the mapping from domain errors to HTTP.
import { z } from 'zod';
import { RETRY_AFTER_SECONDS, markDatabaseDown } from '../db/health';
import { isDatabaseUnavailable } from '../domain/shared/db-errors';
import { DomainError, type DomainErrorCode, type ErrorDetail } from '../domain/shared/errors';
import { fieldIssues } from '../shared/zod-issues';

export type ApiErrorCode =
  | DomainErrorCode
  | 'missing_api_key'
  | 'invalid_api_key'
  | 'insufficient_scope'
  | 'idempotency_in_progress'
  | 'idempotency_key_reused'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'internal_error'
  | 'service_unavailable'
  // The dashboard's own (session cookie) routes:
  | 'not_signed_in'
  | 'invalid_credentials'
  | 'forbidden_origin'
  | 'role_required';

const STATUS: Record<ApiErrorCode, number> = {
  validation_failed: 400,
  insufficient_stock: 400,
  missing_api_key: 401,
  invalid_api_key: 401,
  not_signed_in: 401,
  invalid_credentials: 401,
  forbidden_origin: 403,
  role_required: 403,
  email_not_verified: 403,
  invalid_token: 400,
  insufficient_scope: 403,
  entitlement_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  invalid_state: 409,
  idempotency_in_progress: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  idempotency_key_reused: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

function errorType(status: number): string {
  if (status === 401) return 'authentication_error';
  if (status === 403) return 'permission_error';
  if (status === 409 || status === 422) return 'conflict';
  if (status === 429) return 'rate_limit_error';
  if (status >= 500) return 'api_error';
  return 'invalid_request';
}

/** An error raised by the HTTP layer itself. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly extra: { details?: ErrorDetail[]; [key: string]: unknown } = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The HTTP status of an error code (README: API rules in short). */
export const statusOf = (code: ApiErrorCode): number => STATUS[code];

/** What each public error code means, for the OpenAPI document. */
export const ERROR_MEANINGS: Partial<Record<ApiErrorCode, string>> = {
  validation_failed: 'the body, query, path or a header is invalid, or an unknown field was sent; `details` names each offending path',
  insufficient_stock: 'the adjustment would make stock negative; nothing changed; `available` is the stock left to take',
  missing_api_key: 'no `Authorization: Bearer <key>` header',
  invalid_api_key: 'the key is malformed, unknown or revoked',
  insufficient_scope: 'the key lacks the scope of this operation (`requiredScope`)',
  entitlement_required: "the business's plan does not include the Shop entitlement",
  email_not_verified: 'publishing (a site, a draft, an open shop) waits until an owner of the business has verified their e-mail address',
  not_found: 'does not exist, or belongs to another business (the two are indistinguishable)',
  conflict: 'the state forbids it (a finalized document edited or deleted, a duplicate SKU or slug, a coupon already used); `existingId` names the clashing record when there is one',
  idempotency_in_progress: 'a request with the same `Idempotency-Key` is still being processed: retry shortly',
  idempotency_key_reused: 'the `Idempotency-Key` was used for a different method, path or body',
  payload_too_large: 'the body exceeds 1 MiB (an uploaded image: 15 MiB, or 40 megapixels)',
  unsupported_media_type: 'a body was sent without `Content-Type: application/json` (an upload: without `multipart/form-data`), or an uploaded file is not an accepted image type',
  method_not_allowed: 'the path does not answer this method; `Allow` lists those it does',
  rate_limited: 'too many requests: retry after `Retry-After` seconds',
  internal_error: 'an unexpected error on our side; quote the `requestId` if it persists',
  service_unavailable: 'the database cannot be reached: retry after `Retry-After` seconds',
};

export const errorBodySchema = z
  .object({
    error: z.object({
      type: z
        .enum(['invalid_request', 'authentication_error', 'permission_error', 'conflict', 'rate_limit_error', 'api_error'])
        .describe('The family of the error, derived from the status'),
      code: z.string().describe('Stable, machine-readable code: branch on this'),
      message: z.string().describe('For humans; may change'),
      requestId: z.string().describe('The X-Request-Id of the response'),
      details: z
        .array(z.object({ path: z.string().describe('Dotted path, e.g. items.0.quantity'), message: z.string() }))
        .optional()
        .describe('Each offending input (`validation_failed`, and some `not_found`)'),
      requiredScope: z.string().optional().describe('`insufficient_scope`: the scope the key lacks'),
      acceptedScopes: z
        .array(z.string())
        .optional()
        .describe('`insufficient_scope`, on an operation any of several scopes allows: each of them (`requiredScope` is the first)'),
      existingId: z.string().optional().describe('`conflict`: the id of the record that already exists'),
      available: z.number().optional().describe('`insufficient_stock`: the stock that can still be taken'),
    }),
  })
  .meta({ id: 'Error' });

export function errorResponse(error: unknown, requestId: string, headers: Record<string, string> = {}): Response {
  let code: ApiErrorCode = 'internal_error';
  let message = 'Something went wrong on our side. Retry later; quote the request id if it persists.';
  let extra: Record<string, unknown> = {};
  let extraHeaders: Record<string, string> = {};
  if (error instanceof ApiError) {
    ({ code, message, extra } = error);
    extraHeaders = error.headers;
  } else if (error instanceof DomainError) {
    ({ code, message, extra } = error);
  } else if (isDatabaseUnavailable(error)) {
    markDatabaseDown();
    code = 'service_unavailable';
    message = 'The database cannot be reached right now: retry after the Retry-After delay (a write retried with its Idempotency-Key is applied once).';
    extraHeaders = { 'Retry-After': String(RETRY_AFTER_SECONDS) };
    console.error(`[api] ${requestId} database unavailable: ${(error as Error).message}`);
  } else {
    console.error(`[api] ${requestId} internal error`, error);
  }
  const status = STATUS[code];
  const body = { error: { type: errorType(status), code, message, requestId, ...extra } };
  return Response.json(body, { status, headers: { ...headers, ...extraHeaders, 'X-Request-Id': requestId } });
}

/** 400 validation_failed: the zod issues as `details` with dotted paths, an unknown key named in its path. */
export function validationError(where: 'body' | 'query' | 'path', error: z.ZodError): ApiError {
  const details = fieldIssues(error, { unknownKey: 'unknown field' });
  const first = details[0];
  const summary = first ? `${first.path || where}: ${first.message}` : 'invalid';
  return new ApiError('validation_failed', `Invalid ${where}: ${summary}`, { details });
}
