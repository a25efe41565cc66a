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
  const raw = await readCapped(req, MAX_BODY_BYTES, tooLarge);
  if (raw.byteLength === 0) return undefined;
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && !/^application\/[a-z0-9.+-]+\+json$/.test(type)) {
    throw new ApiError('unsupported_media_type', 'Send the body as JSON with Content-Type: application/json');
  }
  let text: string;
  try {
    text = UTF8.decode(raw);
  } catch {
    throw new ApiError('validation_failed', 'The body is not valid UTF-8', { details: [{ path: '', message: 'not valid UTF-8' }] });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw new ApiError('validation_failed', `Malformed JSON body: ${(error as Error).message}`, {
      details: [{ path: '', message: 'malformed JSON' }],
    });
  }
  refuseUnsafeInput(body, 'body');
  return body;
}

/** The body's bytes, read until `cap` is passed: then the read stops and `tooLarge()` is thrown. */
export async function readCapped(req: Request, cap: number, tooLarge: () => Error): Promise<Buffer> {
  if (!req.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = req.body.getReader();
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away mid-body (a canvas preview superseded by the next edit, a closed tab): a request
      // that never arrived whole is a bad request, not a failure of ours.
      throw new ApiError('validation_failed', 'The request body ended before it was complete', { details: [{ path: '', message: 'incomplete body' }] });
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32;

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

type Where = 'body' | 'query' | 'path';

/**
 * Refuses (400 validation_failed naming the path) what PostgreSQL or the rest of the pipeline cannot take:
 * U+0000 (text and jsonb cannot hold it), a lone UTF-16 surrogate (JSON allows "\udfff"; stored, it would
 * become U+FFFD or break jsonb) and, in a body, nesting deeper than MAX_JSON_DEPTH. Iterative, so no input
 * can exhaust the stack; JSON.parse itself is iterative too.
 */
export function refuseUnsafeInput(value: unknown, where: Where): void {
  const stack: { value: unknown; path: string[]; depth: number }[] = [{ value, path: [], depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) throw unsafe(where, path, problem);
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH) throw unsafe(where, path, `nested more than ${MAX_JSON_DEPTH} levels deep`);
    const entries = Array.isArray(current) ? current.map((item, index) => [String(index), item] as const) : Object.entries(current);
    // Pushed in reverse, so the first offending path in document order is the one reported.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i]!;
      const problem = Array.isArray(current) ? null : textProblem(key);
      if (problem) throw unsafe(where, [...path, key], `field name ${problem}`);
      stack.push({ value: item, path: [...path, key], depth: depth + 1 });
    }
  }
}

// With the u flag a valid surrogate pair is one code point; only an unpaired half is in category Cs.
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'contains a NUL character (U+0000)';
  if (LONE_SURROGATE.test(text)) return 'contains a lone UTF-16 surrogate (not valid Unicode)';
  return null;
}

function unsafe(where: Where, path: string[], message: string) {
  const dotted = path.join('.');
  return new ApiError('validation_failed', `Invalid ${where}: ${dotted || where}: ${message}`, { details: [{ path: dotted, message }] });
}

const tooLarge = () => new ApiError('payload_too_large', `The body exceeds ${MAX_BODY_BYTES} bytes (1 MiB)`);

/** Query parameters as an object; a parameter given twice is refused. */
export function queryObject(url: URL): Record<string, string> {
  // No prototype: `__proto__` is then an ordinary key, refused like any unknown parameter.
  const out: Record<string, string> = Object.create(null);
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
