// Cache hits answered by proxy.ts (through the hook the server start installs): exactly what the route
// sends for the same request — body, status, validators, Vary, the visitor's cart count — and nothing at all
// (so the request goes on to the route) on a miss, after any change, and for the visitor's own pages.
import { beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/%5Fsites/[site]/[[...path]]/route';
import type { Db } from '@/lib/db/client';
import { addToCart, newVisitorToken } from '@/lib/domain/orders/cart';
import { updateSite } from '@/lib/domain/site/site';
import { DEMO_SANDBOX_SLUG, openDemoShop } from '@/lib/testing/storefront';
import { proxyAnswer } from './proxy-hook';
import { answerFromCache, installFastPath } from './shared-page';

const SLUG = DEMO_SANDBOX_SLUG;
const HOST = `${SLUG}.localhost:3000`;
let db: Db;
let businessId: string;
let productId: string;

/** Through the storefront route, as after the proxy's rewrite. */
function viaRoute(path: string, headers: Record<string, string> = {}, slug = SLUG) {
  const url = new URL(`http://${HOST}${path}`);
  const segments = url.pathname.split('/').filter(Boolean);
  const context = { params: Promise.resolve({ site: slug, path: segments.length ? segments : undefined }) };
  return GET(new Request(url, { headers: { host: HOST, ...headers } }), context);
}

/** Through the proxy's answer. */
function viaProxy(path: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET', slug = SLUG) {
  const url = new URL(`http://${HOST}${path}`);
  return answerFromCache({ slug, method, pathname: url.pathname, search: url.searchParams, headers: new Headers(headers) });
}

async function same(a: Response, b: Response) {
  expect(b.status).toBe(a.status);
  for (const name of ['etag', 'cache-control', 'vary', 'content-type', 'x-content-type-options', 'referrer-policy']) {
    expect(b.headers.get(name), name).toBe(a.headers.get(name));
  }
  expect(await b.text()).toBe(await a.text());
}

beforeAll(async () => {
  installFastPath(); // as instrumentation.ts does at server start
  ({ db, businessId, productId } = await openDemoShop());
}, 180_000); // seeding the demo takes ~10 s, a minute on a busy machine

describe("the proxy's answer from the storefront cache", () => {
  it('is installed at server start', () => {
    expect(proxyAnswer()).toBe(answerFromCache);
  });

  it('answers only what the route has rendered, exactly as the route sends it', async () => {
    const path = `/products/${productId}`;
    expect(await viaProxy(path)).toBeNull();
    const routed = await viaRoute(path);
    expect(routed.status).toBe(200);
    await same(routed.clone(), (await viaProxy(path))!);
    // Stray query parameters do not change the page; a category does.
    await same(routed.clone(), (await viaProxy(`${path}?utm_source=news`))!);
    expect(await viaProxy('/products?category=pains')).toBeNull();
    // Conditional GET and HEAD.
    const etag = routed.headers.get('etag')!;
    const notModified = (await viaProxy(path, { 'if-none-match': etag }))!;
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(etag);
    const head = (await viaProxy(path, {}, 'HEAD'))!;
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(await routed.text())));
    expect(await head.text()).toBe('');
    // The site's 404 and the platform's 404 once rendered.
    await viaRoute('/no-such-page');
    expect((await viaProxy('/no-such-page'))!.status).toBe(404);
    await same(await viaRoute('/', {}, 'no-such-site'), (await viaProxy('/', {}, 'GET', 'no-such-site'))!);
  });

  it('counts the cart of a visitor who has one, privately', async () => {
    await viaRoute('/');
    const token = newVisitorToken();
    await addToCart(db, businessId, token, { productId, quantity: 2 });
    const mine = (await viaProxy('/', { cookie: `vt_cart=${token}` }))!;
    await same(await viaRoute('/', { cookie: `vt_cart=${token}` }), mine.clone());
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(await mine.text()).toContain('<span data-cart-count="2"');
  });

  it('is nothing after a change, until the route has rendered the new state', async () => {
    await viaRoute('/');
    expect(await viaProxy('/')).not.toBeNull();
    await updateSite(db, businessId, { seoTitle: 'Lemaire & Filles' });
    try {
      expect(await viaProxy('/')).toBeNull();
      const fresh = await viaRoute('/');
      expect(await fresh.clone().text()).toContain('Lemaire &amp; Filles');
      await same(fresh, (await viaProxy('/'))!);
    } finally {
      await updateSite(db, businessId, { seoTitle: null });
    }
  });

  it("leaves the visitor's own pages, the builder's preview and odd paths to the route", async () => {
    for (const path of ['/cart', '/checkout', '/order/order_01m80eh3571a7h9ntb6dkzb6zj', '/__vitrine/preview?token=x', '/home/', '//x', '/%E0%A4%A']) {
      expect(await viaProxy(path), path).toBeNull();
    }
  });
});
