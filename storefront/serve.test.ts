// The storefront's serving layer against the demo: routes, 404s, shop states, and cache invalidation by
// fingerprint (every kind of change is visible on the next request, without any purge).
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, type Db } from '@/lib/db/client';
import { categories, locations, products, sites } from '@/lib/db/schema';
import { updateProduct } from '@/lib/domain/catalog/products';
import { adjustStock, getInventory } from '@/lib/domain/inventory/stock';
import { upsertShop } from '@/lib/domain/shop/shop';
import { createPage, updatePage } from '@/lib/domain/site/pages';
import { updateSite } from '@/lib/domain/site/site';
import { seedDemo } from '@/lib/operator/demo';
import { contrastCss } from './document';
import { etagMatches } from './http';
import { siteStamp } from '@/lib/domain/storefront/snapshot';
import { type SharedRoute, storefrontRoute } from './routing';
import { serveStorefront } from './serve';

const SLUG = 'maison-lemaire--test';
let db: Db;
let businessId: string;
const get = (path: string, search = '') => {
  const query = new URLSearchParams(search);
  return serveStorefront(db, SLUG, storefrontRoute('GET', path.split('/').filter(Boolean), query) as SharedRoute, query);
};

beforeAll(async () => {
  db = await getDb();
  businessId = (await seedDemo(db)).sandboxId;
});

describe('routes', () => {
  it('parses storefront paths', () => {
    const q = new URLSearchParams('category=pains&utm_source=x');
    expect(storefrontRoute('GET', [], q)).toEqual({ kind: 'page', slug: '' });
    expect(storefrontRoute('GET', ['home'], q)).toEqual({ kind: 'page', slug: '' });
    expect(storefrontRoute('GET', ['contact'], q)).toEqual({ kind: 'page', slug: 'contact' });
    expect(storefrontRoute('GET', ['products'], q)).toEqual({ kind: 'products', category: 'pains' });
    expect(storefrontRoute('GET', ['products', 'prod_1'], q)).toEqual({ kind: 'product', id: 'prod_1' });
    expect(storefrontRoute('GET', ['sitemap.xml'], q)).toEqual({ kind: 'sitemap' });
    expect(storefrontRoute('GET', ['a', 'b', 'c'], q)).toEqual({ kind: 'not-found' });
    expect(storefrontRoute('GET', ['Weird Path'], q)).toEqual({ kind: 'not-found' });
  });

  it('serves pages, 404s with the site look, and the platform 404 for unknown or unpublished sites', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<title>Accueil · Maison Lemaire</title>');
    expect(home.body).not.toMatch(/<script[^>]*src=/);
    const missing = await get('/nope');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Navigation principale');
    expect((await serveStorefront(db, 'no-such-site', { kind: 'page', slug: '' }, new URLSearchParams())).status).toBe(404);
    expect((await get('/products', 'category=no-such-category')).status).toBe(404);
    expect((await serveStorefront(db, SLUG, { kind: 'not-found' }, new URLSearchParams())).status).toBe(404);
  });

  it("serves a SHELL CODE page inside the site's header, navigation, cart and footer, a FULL_PAGE one as its whole body", async () => {
    const html = '<section class="promo"><h1>Fête du pain</h1><script>window.promo=1</script></section>';
    const page = await createPage(db, businessId, { title: 'Fête', slug: 'fete', showInNav: true, renderMode: 'CODE', customHtml: html, blocks: [] } as never);
    const shell = (await get('/fete')).body;
    const main = /<main id="main"[^>]*>([\s\S]*)<\/main>/.exec(shell)?.[1] ?? '';
    expect(main).toContain(`<div class="vt-code">${html}</div>`);
    const before = shell.slice(0, shell.indexOf('<main'));
    expect(before).toContain('<header');
    expect(before).toContain('Navigation principale');
    expect(before).toMatch(/<a href="\/fete" aria-current="page"/);
    expect(before).toContain('data-cart-link');
    expect(shell.slice(shell.indexOf('</main>'))).toContain('<footer');
    await updatePage(db, businessId, page.id, { codeLayout: 'FULL_PAGE' } as never);
    const full = (await get('/fete')).body;
    expect(full).toContain(`<body>\n${html}`);
    expect(full).not.toMatch(/<header|<footer|<main|Navigation principale|data-cart-link/);
  });

  it('answers identical requests from the cache, whatever stray query parameters say', async () => {
    expect(await get('/contact', 'utm_source=newsletter')).toBe(await get('/contact'));
  });
});

describe('invalidation: the next request sees every change', () => {
  async function changes(write: () => Promise<unknown>, path = '/') {
    const before = await siteStamp(db, SLUG);
    const page = await get(path);
    await write();
    const after = await siteStamp(db, SLUG);
    expect(after!.fingerprint).not.toBe(before!.fingerprint);
    return { before: page, after: await get(path) };
  }

  it('site, page, product, stock, shop, categories, locations', async () => {
    const [product] = await db.select().from(products).where(eq(products.businessId, businessId)).limit(1);
    const productPath = `/products/${product!.id}`;

    let r = await changes(() => updateSite(db, businessId, { seoTitle: 'Lemaire & Fils' }));
    expect(r.after.body).toContain('<title>Accueil · Lemaire &amp; Fils</title>');

    const created = await createPage(db, businessId, { title: 'Promotions', slug: 'promos', showInNav: true, renderMode: 'BLOCKS', blocks: [] } as never);
    expect((await get('/promos')).status).toBe(200);
    r = await changes(() => updatePage(db, businessId, created.id, { title: 'Soldes' } as never));
    expect(r.after.body).toContain('>Soldes</a>');

    r = await changes(() => updateProduct(db, businessId, product!.id, { name: 'Pain renommé' } as never), productPath);
    expect(r.after.body).toContain('Pain renommé');
    expect(r.after.etag).not.toBe(r.before.etag);

    const [level] = await db.select().from(locations).where(eq(locations.businessId, businessId)).limit(1);
    // Stock down to 2 in all: "only 2 left".
    const inventory = await getInventory(db, businessId, product!.id);
    r = await changes(async () => {
      for (const [i, l] of inventory.locations.entries()) {
        const delta = (i === 0 ? 2 : 0) - l.quantity;
        if (delta !== 0) await adjustStock(db, businessId, product!.id, { locationId: l.locationId, delta, reason: 'count' } as never, { kind: 'system' });
      }
    }, productPath);
    expect(r.before.body).toContain('data-stock="in-stock"');
    expect(r.after.body).toContain('data-stock="low"');
    expect(r.after.body).toContain('Plus que 2 en stock');

    r = await changes(() => upsertShop(db, businessId, { status: 'PAUSED' }), productPath);
    expect(r.after.body).toContain('role="status"');
    expect(r.after.body).not.toContain('action="/cart"');
    await changes(() => upsertShop(db, businessId, { status: 'DRAFT' }));
    expect((await get(productPath)).status).toBe(404);
    await upsertShop(db, businessId, { status: 'ACTIVE' });

    r = await changes(() => db.update(categories).set({ name: 'Nos pains' }).where(eq(categories.businessId, businessId)), '/products');
    expect(r.after.body).toContain('Nos pains');
    r = await changes(() => db.update(locations).set({ name: 'Flagey, place' }).where(eq(locations.id, level!.id)));
    expect(r.after.body).toContain('Flagey, place');

    await changes(() => updateSite(db, businessId, { isEnabled: false }));
    expect((await get('/')).status).toBe(404);
    await updateSite(db, businessId, { isEnabled: true });
  });
});

describe('invalidation: writes by another node, in raw SQL that touches no updated_at', () => {
  // On PostgreSQL the writes go through a pool of their own, as another app node or psql would; on the
  // embedded database (one process owns it) through the same instance.
  async function otherNode(): Promise<{ write: (text: string, values: unknown[]) => Promise<unknown>; end: () => Promise<void> }> {
    const url = process.env.DATABASE_URL;
    if (!url) return { write: (text, values) => db.execute(sql.raw(values.reduce<string>((q, v, i) => q.replace(`$${i + 1}`, `'${v}'`), text))), end: async () => {} };
    const pool = new pg.Pool({ connectionString: url, max: 1 });
    return { write: (text, values) => pool.query(text, values), end: () => pool.end() };
  }

  it('a price, a stock level, a page and the shop status each show on the very next request', async () => {
    const node = await otherNode();
    try {
      const [product] = await db.select().from(products).where(eq(products.businessId, businessId)).orderBy(products.id).limit(1);
      const [site] = await db.select().from(sites).where(eq(sites.businessId, businessId));
      const productPath = `/products/${product!.id}`;
      await get(productPath);
      await get('/');

      await node.write('update products set selling_price_minor = 98765, vat_rate_bp = 0 where id = $1', [product!.id]);
      expect((await get(productPath)).body).toContain('987.65');

      await node.write('update products set stock_quantity = 1, track_inventory = true where id = $1', [product!.id]);
      expect((await get(productPath)).body).toContain('Plus que 1 en stock');

      await node.write(`update pages set title = 'Bienvenue' where site_id = $1 and slug = ''`, [site!.id]);
      expect((await get('/')).body).toContain('<title>Bienvenue · ');

      await node.write(`update shops set status = 'PAUSED' where business_id = $1`, [businessId]);
      expect((await get(productPath)).body).toContain('role="status"');
      await node.write(`update shops set status = 'ACTIVE' where business_id = $1`, [businessId]);
      expect((await get(productPath)).body).not.toContain('role="status"');
    } finally {
      await node.end();
    }
  });

  it('concurrent requests share stamp queries yet each sees the writes committed before it', async () => {
    const node = await otherNode();
    try {
      const [site] = await db.select().from(sites).where(eq(sites.businessId, businessId));
      for (let i = 0; i < 5; i++) {
        const burst = Array.from({ length: 10 }, () => get('/'));
        await node.write('update sites set seo_title = $1 where id = $2', [`Tour ${i}`, site!.id]);
        const after = await Promise.all(Array.from({ length: 10 }, () => get('/')));
        await Promise.all(burst);
        for (const response of after) expect(response.body).toContain(`<title>Bienvenue · Tour ${i}</title>`);
      }
    } finally {
      await node.end();
    }
  });
});

describe('HTTP helpers', () => {
  it('compares ETags weakly, lists and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(null, '"abc"')).toBe(false);
  });

  it('keeps muted text and the focus ring readable whatever the theme', () => {
    const css = contrastCss({
      colorPrimary: '#fafafa', colorAccent: '#ffcc00', colorBg: '#ffffff', colorSurface: '#f5f5f5', colorText: '#111111',
      colorMuted: '#cccccc', colorBorder: '#eeeeee', radius: '8px', space: '4rem', fontHeading: 'system-ui', fontBody: 'system-ui', buttonStyle: 'rounded',
    });
    expect(css).toContain('--vt-color-muted:#111111');
    expect(css).toContain('--vt-color-focus:#111111');
  });
});
