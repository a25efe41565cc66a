// The header's cart link through the storefront route (real Requests to the route module): one shared,
// publicly cacheable render for visitors without a cart; the count written in for a visitor whose cart holds
// something (private, own ETag, 304 still works); no link on a PAUSED or DRAFT shop, where the cart and
// checkout forms are refused and write nothing.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GET, POST } from '@/app/%5Fsites/[site]/[[...path]]/route';
import type { Db } from '@/lib/db/client';
import { carts, orders, products } from '@/lib/db/schema';
import { addToCart, newVisitorToken } from '@/lib/domain/orders/cart';
import { upsertShop } from '@/lib/domain/shop/shop';
import { DEMO_SANDBOX_SLUG, openDemoShop } from '@/lib/testing/storefront';

const SLUG = DEMO_SANDBOX_SLUG;
const HOST = `${SLUG}.localhost:3000`;
let db: Db;
let businessId: string;
let productId: string;

function request(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, form?: Record<string, string>) {
  const segments = path.split('/').filter(Boolean);
  const init: RequestInit = { method, headers: { host: HOST, ...headers } };
  if (form) init.body = new URLSearchParams(form);
  const req = new Request(`http://${HOST}${path}`, init);
  const context = { params: Promise.resolve({ site: SLUG, path: segments.length ? segments : undefined }) };
  return method === 'GET' ? GET(req, context) : POST(req, context);
}

const cookie = (token: string) => ({ cookie: `vt_cart=${token}` });

beforeAll(async () => {
  ({ db, businessId, productId } = await openDemoShop());
}, 180_000); // seeding the demo takes ~10 s, a minute on a busy machine

describe('the cart link in the header', () => {
  it('is one shared, cacheable render for visitors without a cart', async () => {
    const anonymous = await request('GET', '/');
    expect(anonymous.status).toBe(200);
    expect(anonymous.headers.get('cache-control')).toBe('public, no-cache');
    expect(anonymous.headers.get('vary')).toBe('Cookie');
    const html = await anonymous.text();
    expect(html).toMatch(/<a href="\/cart" data-cart-link=""[^>]*>.*<span>Panier<\/span><span data-cart-count="" hidden=""/);
    // A cookie naming no cart (unknown or malformed token) gets exactly the same response.
    for (const value of [newVisitorToken(), 'garbage']) {
      const other = await request('GET', '/', cookie(value));
      expect(other.headers.get('etag')).toBe(anonymous.headers.get('etag'));
      expect(other.headers.get('cache-control')).toBe('public, no-cache');
    }
  });

  it('shows the count to a visitor whose cart holds something, privately, with its own ETag', async () => {
    const token = newVisitorToken();
    await addToCart(db, businessId, token, { productId, quantity: 2 });
    const anonymous = await request('GET', `/products/${productId}`);
    const mine = await request('GET', `/products/${productId}`, cookie(token));
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-cache');
    expect(mine.headers.get('vary')).toBe('Cookie');
    expect(mine.headers.get('etag')).not.toBe(anonymous.headers.get('etag'));
    const html = await mine.text();
    expect(html).toContain('<span data-cart-count="2"');
    expect(html).toContain('<span class="sr-only"> (2 articles)</span>');
    expect(html.match(/data-cart-count=/g)).toHaveLength(1);
    // Revalidation still answers 304 for this visitor, and a change of the cart changes the ETag.
    const again = await request('GET', `/products/${productId}`, { ...cookie(token), 'if-none-match': mine.headers.get('etag')! });
    expect(again.status).toBe(304);
    await addToCart(db, businessId, token, { productId, quantity: 1 });
    const three = await request('GET', `/products/${productId}`, { ...cookie(token), 'if-none-match': mine.headers.get('etag')! });
    expect(three.status).toBe(200);
    expect(await three.text()).toContain('(3 articles)');
    // The cart page itself shows the count too.
    expect(await (await request('GET', '/cart', cookie(token))).text()).toContain('<span data-cart-count="3"');
  });

  it('is absent, and the cart and checkout refuse orders, while the shop is PAUSED; DRAFT shows no shop', async () => {
    const token = newVisitorToken();
    await addToCart(db, businessId, token, { productId, quantity: 1 });
    await upsertShop(db, businessId, { status: 'PAUSED' });
    try {
      const page = await (await request('GET', '/', cookie(token))).text();
      expect(page).not.toContain('data-cart-link');
      expect(page).toContain('La boutique en ligne est fermée pour le moment.');

      const cartsBefore = (await db.select({ n: count() }).from(carts).where(eq(carts.businessId, businessId)))[0]!.n;
      const [stockBefore] = await db.select({ q: products.stockQuantity }).from(products).where(eq(products.id, productId));
      const origin = { origin: `http://${HOST}` };
      const add = await request('POST', '/cart', origin, { productId, quantity: '1' });
      expect(add.status).toBe(409);
      expect(add.headers.get('set-cookie')).toBeNull();
      expect(await add.text()).toContain('aucune commande ne peut être passée');
      const place = await request('POST', '/checkout', { ...origin, ...cookie(token) }, {
        checkoutToken: 'paused-checkout-token-1234',
        firstName: 'Anne',
        lastName: 'Peeters',
        email: 'anne@example.be',
        phone: '0470 12 34 56',
        receive: 'delivery',
      });
      expect(place.status).toBe(409);
      expect(await place.text()).toContain('aucune commande ne peut être passée');
      expect((await db.select({ n: count() }).from(carts).where(eq(carts.businessId, businessId)))[0]!.n).toBe(cartsBefore);
      expect((await db.select({ n: count() }).from(orders).where(eq(orders.businessId, businessId)))[0]!.n).toBe(0);
      const [stockAfter] = await db.select({ q: products.stockQuantity }).from(products).where(eq(products.id, productId));
      expect(stockAfter).toEqual(stockBefore);

      await upsertShop(db, businessId, { status: 'DRAFT' });
      const draft = await request('GET', '/', cookie(token));
      expect(draft.status).toBe(200);
      expect(await draft.text()).not.toContain('data-cart-link');
      expect((await request('GET', `/products/${productId}`)).status).toBe(404);
      expect((await request('GET', '/cart', cookie(token))).status).toBe(404);
      expect((await request('POST', '/cart', origin, { productId, quantity: '1' })).status).toBe(404);
    } finally {
      await upsertShop(db, businessId, { status: 'ACTIVE' });
    }
  });
});
