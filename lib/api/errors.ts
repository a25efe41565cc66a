// The one error body of the API (decisions §3) and the mapping from domain errors to HTTP.
import { z } from 'zod';
import { RETRY_AFTER_SECONDS, markDatabaseDown } from '../db/health';
import { isDatabaseUnavailable } from '../domain/shared/db-errors';
import { DomainError, type DomainErrorCode, type ErrorDetail } from '../domain/shared/errors';

export type ApiErrorCode =
  | DomainErrorCode
  | 'missing_api_key'
  | 'invalid_api_key'
  | 'insufficient_scope'
  | 'idempotency_in_progress'
  | 'idempotency_key_reused'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'method_not_allowed'
  | 'rate_limited'
  | 'internal_error'
  | 'service_unavailable'
  // The dashboard's own (session cookie) routes:
  | 'not_signed_in'
  | 'invalid_credentials'
  | 'forbidden_origin';

const STATUS: Record<ApiErrorCode, number> = {
  validation_failed: 400,
  insufficient_stock: 400,
  missing_api_key: 401,
  invalid_api_key: 401,
  not_signed_in: 401,
  invalid_credentials: 401,
  forbidden_origin: 403,
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

export const errorBodySchema = z
  .object({
    error: z.object({
      type: z.string(),
      code: z.string(),
      message: z.string(),
      requestId: z.string(),
      details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      requiredScope: z.string().optional(),
      existingId: z.string().optional(),
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

/** zod issues → `details` with dotted paths; an unknown key is named in its path. */
export function zodDetails(error: z.ZodError, prefix: string[] = []): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const issue of error.issues) {
    const base = [...prefix, ...issue.path.map(String)];
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) details.push({ path: [...base, key].join('.'), message: 'unknown field' });
    } else {
      details.push({ path: base.join('.'), message: issue.message });
    }
  }
  return details;
}

export function validationError(where: 'body' | 'query' | 'path', error: z.ZodError): ApiError {
  const details = zodDetails(error);
  const first = details[0];
  const summary = first ? `${first.path || where}: ${first.message}` : 'invalid';
  return new ApiError('validation_failed', `Invalid ${where}: ${summary}`, { details });
}
