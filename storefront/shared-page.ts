// A shared storefront page (anything but the visitor's own cart, checkout and order pages) on the wire, the
// same whether the storefront route sends it or proxy.ts answers a cache hit: the cart count written in for
// a visitor whose cart holds something (then private), validators, conditional GET, HEAD.
import { getDb, type Db } from '@/lib/db/client';
import { shopFlowRoute, withCartCount } from './checkout';
import { type StorefrontRequest, toHttpResponse } from './http';
import { isPreviewPath } from './preview';
import type { ProxiedStorefrontRequest } from './proxy-hook';
import { type StorefrontResponse, cachedStorefront } from './serve';

export async function sharedPageResponse(db: Db, slug: string, request: StorefrontRequest, shared: StorefrontResponse): Promise<Response> {
  const { response, hasCartLink, personal } = await withCartCount(db, slug, request, shared);
  const http = toHttpResponse(request, response);
  if (hasCartLink) http.headers.set('Vary', 'Cookie');
  if (personal) http.headers.set('Cache-Control', 'private, no-cache');
  return http;
}

/** The path's segments as the storefront route receives them, or null for a path left to Next. */
function segmentsOf(pathname: string): string[] | null {
  if (pathname === '/') return [];
  const raw = pathname.split('/').slice(1);
  if (raw.some((segment) => segment === '')) return null; // trailing or doubled slash: Next's own handling
  try {
    return raw.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/**
 * The proxy's answer (lib/storefront/proxy-hook.ts): a GET or HEAD of a shared page already rendered for the
 * site's current stamp, with the cart count if the visitor has a cart. Anything else — a miss, the cart and
 * checkout, the builder's preview — is null and goes through the rewrite to the storefront route.
 */
export async function answerFromCache(request: ProxiedStorefrontRequest): Promise<Response | null> {
  const segments = segmentsOf(request.pathname);
  if (!segments || shopFlowRoute(request.method, segments) || isPreviewPath(segments)) return null;
  const db = await getDb();
  const shared = await cachedStorefront(db, request.slug, segments, request.search);
  return shared && sharedPageResponse(db, request.slug, request, shared);
}
