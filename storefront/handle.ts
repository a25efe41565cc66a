// The storefront route's one entry (app/%5Fsites/[site]/[[...path]]/route.ts): every GET, HEAD and POST on a
// storefront host, by what ./routing.ts says it is — the builder's canvas, a media library image, the visitor's
// cart and checkout (never cached), or a shared page (cached; with the cart count of a visitor whose cart holds
// something).
import { getDb } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/domain/shared/db-errors';
import { toHttpResponse } from './http';
import { serveMedia } from './media';
import { servePreview } from './preview';
import { isSharedRoute, storefrontRoute } from './routing';
import { serveStorefront, storefrontUnavailable } from './serve';
import { sharedPageResponse } from './shared-page';
import { serveShopFlow } from './shop-flow';

/** Answers `request` for the site whose host label is `slug`, on the path `segments`. */
export async function handleStorefrontRequest(request: Request, slug: string, segments: readonly string[]): Promise<Response> {
  try {
    const search = new URL(request.url).searchParams;
    const route = storefrontRoute(request.method, segments, search);
    const db = await getDb();
    if (route.kind === 'preview') return await servePreview(db, slug, request);
    if (route.kind === 'media') return await serveMedia(db, slug, route, request);
    if (!isSharedRoute(route)) return await serveShopFlow(db, slug, route, request);
    return await sharedPageResponse(db, slug, request, await serveStorefront(db, slug, route, search));
  } catch (error) {
    // While the database cannot be reached: the page as last served if there is one (serveStorefront), else 503.
    if (!isDatabaseUnavailable(error)) throw error;
    return toHttpResponse(request, await storefrontUnavailable());
  }
}
