// The storefront: every GET/HEAD on http://<slug>.<STOREFRONT_DOMAIN>/<path>, reached only through the host
// rewrite in proxy.ts. Whole documents with their own head, status, ETag (304 on If-None-Match) and cache.
import { getDb } from '@/lib/db/client';
import { type StorefrontResponse, serveStorefront } from '@/lib/storefront/serve';
import { toHttpResponse } from '@/lib/storefront/http';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ site: string; path?: string[] }> };

async function handle(request: Request, { params }: Context, notFound = false): Promise<StorefrontResponse> {
  const { site, path } = await params;
  return serveStorefront(await getDb(), site, path ?? [], new URL(request.url).searchParams, { notFound });
}

export async function GET(request: Request, context: Context) {
  return toHttpResponse(request, await handle(request, context));
}

export async function HEAD(request: Request, context: Context) {
  return toHttpResponse(request, await handle(request, context));
}

// No storefront form is answered yet (the cart comes with checkout): a POST gets the site's 404.
export async function POST(request: Request, context: Context) {
  return toHttpResponse(request, await handle(request, context, true));
}
