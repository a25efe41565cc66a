// The storefront: every GET/HEAD on http://<slug>.<STOREFRONT_DOMAIN>/<path>, and the cart and checkout forms
// (POST), reached only through the host rewrite in proxy.ts; answered by the storefront wing
// (storefront/handle.ts). Whole documents with their own head, status, ETag (304 on If-None-Match) and cache.
// Cache hits of shared pages are mostly answered by proxy.ts itself (storefront/shared-page.ts), from the same
// caches: the rewrite and Next's second routing pass cost more than the hit.
import { handleStorefrontRequest } from '@/storefront/handle';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ site: string; path?: string[] }> };

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { site, path } = await params;
  return handleStorefrontRequest(request, site, path ?? []);
}

export const GET = handle;
export const HEAD = handle;
// Cart and checkout forms; any other POST gets the site's 404.
export const POST = handle;
