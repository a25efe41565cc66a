// The storefront: every GET/HEAD on http://<slug>.<STOREFRONT_DOMAIN>/<path>, reached only through the host
// rewrite in proxy.ts. Whole documents with their own head, status, ETag (304 on If-None-Match) and cache.
// The visitor's own pages (cart, checkout, order confirmation) and the cart/checkout forms (POST) are
// answered by lib/storefront/checkout.ts, never cached. A shared page seen by a visitor with a non-empty cart
// gets the count in its header's cart link, and is then private to that visitor.
// Once this module is loaded, proxy.ts answers cache hits of shared pages itself, from this module graph's
// caches (lib/storefront/proxy-hook.ts): the rewrite and Next's second routing pass cost more than the hit.
import { getDb } from '@/lib/db/client';
import { isDatabaseUnavailable } from '@/lib/domain/shared/db-errors';
import { serveShopFlow, shopFlowRoute } from '@/lib/storefront/checkout';
import { isPreviewPath, servePreview } from '@/lib/storefront/preview';
import { setProxyAnswer } from '@/lib/storefront/proxy-hook';
import { toHttpResponse } from '@/lib/storefront/http';
import { serveStorefront, storefrontUnavailable } from '@/lib/storefront/serve';
import { answerFromCache, sharedPageResponse } from '@/lib/storefront/shared-page';

export const dynamic = 'force-dynamic';

setProxyAnswer(answerFromCache);

type Context = { params: Promise<{ site: string; path?: string[] }> };

async function handle(request: Request, { params }: Context, notFound = false): Promise<Response> {
  const { site, path } = await params;
  const db = await getDb();
  const shared = await serveStorefront(db, site, path ?? [], new URL(request.url).searchParams, { notFound });
  return sharedPageResponse(db, site, request, shared);
}

async function handleShopFlow(request: Request, { params }: Context): Promise<Response | null> {
  const { site, path } = await params;
  const route = shopFlowRoute(request.method.toUpperCase(), path ?? []);
  return route ? serveShopFlow(await getDb(), site, path ?? [], route, request) : null;
}

/** While the database cannot be reached: the page as last served if there is one (serveStorefront), else 503. */
async function orUnavailable(request: Request, answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return toHttpResponse(request, await storefrontUnavailable());
  }
}

export async function GET(request: Request, context: Context) {
  return orUnavailable(request, async () => {
    const { site, path } = await context.params;
    if (isPreviewPath(path ?? [])) return servePreview(await getDb(), site, request);
    return (await handleShopFlow(request, context)) ?? (await handle(request, context));
  });
}

export async function HEAD(request: Request, context: Context) {
  return orUnavailable(request, async () => (await handleShopFlow(request, context)) ?? (await handle(request, context)));
}

// Cart and checkout forms; any other POST gets the site's 404.
export async function POST(request: Request, context: Context) {
  return orUnavailable(request, async () => (await handleShopFlow(request, context)) ?? (await handle(request, context, true)));
}
