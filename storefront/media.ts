// The media library's files on a storefront host: GET|HEAD /media/<mediaId> (the master) and
// /media/<mediaId>/w<width>.<format> (a rendition, made on first request). Served whether the site is
// published or not (the dashboard and the API show product images too), only for an image of the site's
// business (anything else: 404). A media URL never changes content, so it is cached for a year, immutable;
// the ETag still answers 304. Never through the page cache or proxy.ts's fast path (not a shared route).
import type { Db } from '@/lib/db/client';
import { readMediaFile } from '@/lib/domain/media/media';
import { etagMatches } from './http';
import type { MediaRoute } from './routing';

const HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
  // Opened directly, the image is a document of its own: nothing may run or load in it.
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

const notFound = (method: string) =>
  new Response(method === 'HEAD' ? null : 'Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60', 'X-Content-Type-Options': 'nosniff' },
  });

/** Answers a media route for the site whose host label is `slug`. */
export async function serveMedia(db: Db, slug: string, route: MediaRoute, request: Request): Promise<Response> {
  const method = request.method.toUpperCase();
  const file = await readMediaFile(db, slug, route.id, route.variant);
  if (!file) return notFound(method);
  const headers = new Headers({ ...HEADERS, ETag: file.etag });
  if (etagMatches(request.headers.get('if-none-match'), file.etag)) return new Response(null, { status: 304, headers });
  headers.set('Content-Type', file.contentType);
  headers.set('Content-Length', String(file.bytes.byteLength));
  return new Response(method === 'HEAD' ? null : new Uint8Array(file.bytes), { status: 200, headers });
}
