// A storefront answer before it goes on the wire (./http.ts): status, content type, body and its ETag — what
// the caches (./cache.ts) keep.
import { createHash } from 'node:crypto';

export type StorefrontResponse = {
  status: 200 | 404 | 503;
  contentType: string;
  body: string;
  /** Strong validator: a digest of the body (identical renders on every node give the same ETag). */
  etag: string;
};

/** The response with this body, and the ETag its digest gives. */
export function storefrontResponse(status: StorefrontResponse['status'], contentType: string, body: string): StorefrontResponse {
  return { status, contentType, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
