// A storefront response on the wire: validators, conditional GET, HEAD, and caching rules for browsers.
import { RETRY_AFTER_SECONDS } from '@/lib/db/health';
import type { StorefrontResponse } from './response';

/** Whether an If-None-Match header matches the ETag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => candidate.trim() === '*' || strip(candidate) === strip(etag));
}

/** Encoded bodies of cached responses: a hit sends the same bytes without encoding them again. */
const encoded = new WeakMap<StorefrontResponse, Buffer<ArrayBuffer>>();

function bytesOf(result: StorefrontResponse): Buffer<ArrayBuffer> {
  let body = encoded.get(result);
  if (!body) {
    body = Buffer.from(result.body, 'utf8');
    encoded.set(result, body);
  }
  return body;
}

/** What answering a storefront request reads of it. */
export type StorefrontRequest = Pick<Request, 'method' | 'headers'>;

export function toHttpResponse(request: StorefrontRequest, result: StorefrontResponse): Response {
  const headers = new Headers({
    'Content-Type': result.contentType,
    // Browsers and shared caches may keep a copy but must revalidate it (cheap: 304) before each use, so a
    // change is visible on the very next request.
    'Cache-Control': 'public, no-cache',
    ETag: result.etag,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  });
  if (result.status === 503) {
    headers.set('Cache-Control', 'no-store');
    headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
    headers.delete('ETag');
  }
  const method = request.method.toUpperCase();
  if ((method === 'GET' || method === 'HEAD') && result.status === 200 && etagMatches(request.headers.get('if-none-match'), result.etag)) {
    headers.delete('Content-Type');
    return new Response(null, { status: 304, headers });
  }
  const body = bytesOf(result);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(method === 'HEAD' ? null : body, { status: result.status, headers });
}
