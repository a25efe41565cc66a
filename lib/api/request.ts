// Reading a request: body (size limit, content type, JSON), query string, request id.
import { createHash } from 'node:crypto';
import { randomBase62 } from '../domain/shared/ids';
import { ApiError } from './errors';

export const MAX_BODY_BYTES = 1024 * 1024;

export const newRequestId = () => `req_${randomBase62(24)}`;

/** The parsed JSON body, or undefined when the request has none. */
export async function readJsonBody(req: Request): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? NaN);
  if (declared > MAX_BODY_BYTES) throw tooLarge();
  if (!req.body) return undefined;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  if (size === 0) return undefined;
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
    throw new ApiError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json');
  }
  const text = Buffer.concat(chunks).toString('utf8');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ApiError('validation_failed', `Malformed JSON body: ${(error as Error).message}`, {
      details: [{ path: '', message: 'malformed JSON' }],
    });
  }
  // PostgreSQL text and jsonb cannot hold U+0000: refuse it here, for every route, rather than fail later.
  if (text.includes('\\u0000')) {
    const path = nulPath(body, []);
    if (path) {
      throw new ApiError('validation_failed', `Invalid body: ${path.join('.') || 'body'}: contains a NUL character (U+0000)`, {
        details: [{ path: path.join('.'), message: 'contains a NUL character (U+0000)' }],
      });
    }
  }
  return body;
}

/** The path of the first string (or key) holding U+0000, or null. */
function nulPath(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, [...path, String(index)]);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return [...path, key];
      const found = nulPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

const tooLarge = () => new ApiError('payload_too_large', `The body exceeds ${MAX_BODY_BYTES} bytes (1 MiB)`);

/** Query parameters as an object; a parameter given twice is refused. */
export function queryObject(url: URL): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (Object.hasOwn(out, key)) {
      throw new ApiError('validation_failed', `Query parameter "${key}" is given more than once`, {
        details: [{ path: key, message: 'given more than once' }],
      });
    }
    out[key] = value;
  }
  return out;
}

/** JSON with object keys sorted, so the same logical body always has the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestFingerprint(method: string, url: URL, body: unknown): string {
  return createHash('sha256')
    .update(`${method}\n${url.pathname}${url.search}\n${body === undefined ? '' : canonical(body)}`)
    .digest('hex');
}

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/;

export function readIdempotencyKey(req: Request): string | null {
  const key = req.headers.get('idempotency-key');
  if (key === null) return null;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new ApiError('validation_failed', 'Idempotency-Key must be 1–255 visible ASCII characters', {
      details: [{ path: 'Idempotency-Key', message: '1–255 visible ASCII characters' }],
    });
  }
  return key;
}
