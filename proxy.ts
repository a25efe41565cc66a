// Host routing (Next 16's proxy, formerly middleware). A storefront host (<slug>.<STOREFRONT_DOMAIN>) is
// rewritten to the internal storefront route /_sites/<slug>/<path> (by next.config.mjs, on the header set
// here: see the end of `proxy`); that route is unreachable directly, and a
// storefront host never reaches the dashboard or the API, nor receives the app's cookies (only its own cart
// cookie passes). A GET or HEAD of a page the storefront has already rendered for the site's current state is
// answered here, from the storefront's caches (storefront/proxy-hook.ts), without the rewrite.
import { type NextRequest, NextResponse } from 'next/server';
import { checkDatabase } from './lib/api/health';
import { config as appConfig } from './lib/config';
import { LOCALE_HEADER, browserLocale, isLocalizedPath } from './lib/dashboard/cookie';
import { databaseLooksDown } from './lib/db/health';
import { isDatabaseUnavailable } from './lib/domain/shared/db-errors';
import { STOREFRONT_SITE_HEADER, isInternalStorefrontPath, storefrontSlug } from './lib/hosts';
import { storefrontCookieHeader } from './storefront/cart-cookie';
import { proxyAnswer } from './storefront/proxy-hook';

const notFound = () => new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });

export async function proxy(request: NextRequest): Promise<Response> {
  const { pathname } = request.nextUrl;
  const slug = storefrontSlug(request.headers.get('host'), appConfig.storefrontDomain);
  if (slug === null) {
    if (isInternalStorefrontPath(pathname)) return notFound();
    // While the database is known to be away, the dashboard's pages answer 503 at once (after one quick
    // probe, so the first request after it returns goes through) instead of rendering a failure.
    if (needsDatabase(pathname) && databaseLooksDown()) {
      const database = await checkDatabase();
      if (!database.ok) return dashboardUnavailable(database.retryAfter);
    }
    // The front door already removed it; a request on the app's host never reaches a storefront. The localized
    // pages learn their language here (the root layout's <html lang> reads it); no one else may set it.
    const localized = isLocalizedPath(pathname);
    if (request.headers.has(STOREFRONT_SITE_HEADER) || request.headers.has(LOCALE_HEADER) || localized) {
      const headers = new Headers(request.headers);
      headers.delete(STOREFRONT_SITE_HEADER);
      headers.delete(LOCALE_HEADER);
      if (localized) headers.set(LOCALE_HEADER, browserLocale(request.headers.get('cookie'), request.headers.get('accept-language')));
      return NextResponse.next({ request: { headers } });
    }
    return NextResponse.next();
  }
  if (pathname === '/api' || pathname.startsWith('/api/') || isInternalStorefrontPath(pathname)) return notFound();
  const headers = new Headers(request.headers);
  // Only the storefront's own cart cookie gets through (set by the storefront on its own host).
  const cartCookie = storefrontCookieHeader(request.headers.get('cookie'));
  headers.delete('cookie');
  if (cartCookie) headers.set('cookie', cartCookie);
  headers.delete('authorization');

  const method = request.method.toUpperCase();
  const answer = proxyAnswer();
  if (answer && (method === 'GET' || method === 'HEAD')) {
    try {
      const hit = await answer({ slug, method, pathname, search: request.nextUrl.searchParams, headers });
      if (hit) return hit;
    } catch (error) {
      // The storefront route answers (and reports) the same request properly: the page as last served, or
      // a 503, while the database is away.
      if (!isDatabaseUnavailable(error)) console.error('[proxy] storefront cache answer failed', error);
    }
  }
  // The rewrite to /_sites/<slug>/<path> is next.config.mjs's, on this header. A NextResponse.rewrite from here
  // is taken for an external URL and proxied back to the server when it is bound to a literal loopback address
  // (`next start -H 127.0.0.1`: Next spells the proxy's URLs "localhost" but compares them with the bound
  // address, vercel/next.js#94745), and the storefront answered 404; a rewrite rule stays internal.
  headers.set(STOREFRONT_SITE_HEADER, slug);
  return NextResponse.next({ request: { headers } });
}

/** The app's pages that read the database (the landing page and the API reference do not). */
function needsDatabase(pathname: string): boolean {
  return (
    pathname === '/dashboard' ||
    pathname.startsWith('/dashboard/') ||
    ['/sign-in', '/sign-up', '/verify-email', '/reset-password'].includes(pathname)
  );
}

function dashboardUnavailable(retryAfter: number): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vitrine is temporarily unavailable</title><meta http-equiv="refresh" content="${retryAfter}">
<style>body{margin:0;min-height:100dvh;display:grid;place-items:center;font:16px/1.5 system-ui,sans-serif;color:#0f172a;background:#f8fafc}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .5rem}p{color:#475569;margin:0}</style>
</head><body><main><h1>Vitrine is temporarily unavailable</h1><p>The database cannot be reached right now. This page tries again by itself in a few seconds; nothing you saved is lost.</p></main></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'retry-after': String(retryAfter) },
  });
}

export const config = {
  matcher: [
    // Everything but the API and Next's own assets: the API keeps its throughput.
    '/((?!api/|_next/).*)',
    // The API only on dotted, non-IP hosts (a storefront host always has a dot; localhost and IPs never
    // are storefronts), so /api/* on a storefront host is refused here.
    { source: '/api/:path*', has: [{ type: 'host', value: '(?![0-9.]+$)[^.]+\\..+' }] },
  ],
};
