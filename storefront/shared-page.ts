// A shared storefront page (anything but the visitor's own cart, checkout and order pages) on the wire, the
// same whether the storefront route sends it or proxy.ts answers a cache hit: the cart count written in for
// a visitor whose cart holds something (then private), validators, conditional GET, HEAD.
import { getDb, type Db } from '@/lib/db/client';
import { readyRender } from './cache';
import { withCartCount } from './cart-count';
import { type StorefrontRequest, toHttpResponse } from './http';
import { type ProxiedStorefrontRequest, setProxyAnswer } from './proxy-hook';
import type { StorefrontResponse } from './response';
import { isSharedRoute, segmentsOf, storefrontRoute } from './routing';

export async function sharedPageResponse(db: Db, slug: string, request: StorefrontRequest, shared: StorefrontResponse): Promise<Response> {
  const { response, hasCartLink, personal } = await withCartCount(db, slug, request, shared);
  const http = toHttpResponse(request, response);
  if (hasCartLink) http.headers.set('Vary', 'Cookie');
  if (personal) http.headers.set('Cache-Control', 'private, no-cache');
  return http;
}

/**
 * The proxy's answer (./proxy-hook.ts): a GET or HEAD of a shared page already rendered for the site's current
 * stamp, with the cart count if the visitor has a cart. Anything else — a miss, the cart and checkout, the
 * builder's preview — is null and goes through the rewrite to the storefront route.
 */
export async function answerFromCache(request: ProxiedStorefrontRequest): Promise<Response | null> {
  const segments = segmentsOf(request.pathname);
  const route = segments && storefrontRoute(request.method, segments, request.search);
  if (!route || !isSharedRoute(route)) return null;
  const db = await getDb();
  const shared = await readyRender(db, request.slug, route, request.search);
  return shared && sharedPageResponse(db, request.slug, request, shared);
}

/** Lets proxy.ts answer cache hits itself: called once at server start (instrumentation.ts). */
export function installFastPath(): void {
  setProxyAnswer(answerFromCache);
}
