// The builder flow a whole site assembled through the API (README: Website, shop and storefront) with one key holding the builder scopes:
// upsert the shop, create products, create pages from blocks and from raw HTML, apply a theme, publish the site
// and the shop — an Idempotency-Key on every write — then the same calls again: nothing is done twice.
import { describe, expect, it } from 'vitest';
import { type ApiResponse, call, setup } from '../../testing/api';

const BUILDER_SCOPES = ['shop:read', 'shop:write', 'products:read', 'products:write', 'site:read', 'site:write'];

type Step = { method: 'POST' | 'PATCH'; path: string; body: unknown; idempotencyKey: string; status: number };

describe('builder flow', () => {
  it('assembles a whole shop and website, and a full retry of every call changes nothing', async () => {
    const { key } = await setup(BUILDER_SCOPES, { name: 'Boulangerie Dupont' });
    const run = crypto.randomUUID();
    const steps: Step[] = [];
    const results: ApiResponse[] = [];
    async function write(method: Step['method'], path: string, body: unknown, status: number) {
      const step = { method, path, body, idempotencyKey: `${run}-${steps.length}`, status };
      const res = await call(method, path, { key, body, headers: { 'Idempotency-Key': step.idempotencyKey } });
      expect(res.status, `${method} ${path}: ${res.text}`).toBe(status);
      expect(res.headers.get('idempotent-replayed')).toBeNull();
      steps.push(step);
      results.push(res);
      return res.body;
    }

    // 2. Upsert the shop (created as a draft, linked to the business's site).
    const shop = await write('PATCH', '/public/shop', { currency: 'EUR', offersShipping: true, shippingFlatRate: 5.9 }, 200);
    expect(shop).toMatchObject({ name: 'Boulangerie Dupont', status: 'DRAFT', shippingFlatRate: 5.9 });

    // 3. Products.
    const products = [];
    for (const product of [
      { name: 'Pain de campagne au levain', sku: 'PAIN-CAMP', sellingPrice: 4.2, vatPercent: 6, stockQuantity: 30 },
      { name: 'Cramique aux raisins', sku: 'CRAMIQUE', sellingPrice: 6.5, vatPercent: 6, stockQuantity: 12 },
      { name: 'Couque au beurre', sku: 'COUQUE', sellingPrice: 1.6, vatPercent: 6, stockQuantity: 40 },
    ]) {
      products.push(await write('POST', '/public/products', product, 201));
    }

    // 4. Pages: one from blocks (the catalogue first), one from raw HTML.
    const catalogue = await call('GET', '/public/site/block-types', { key });
    expect(catalogue.body.data.map((t: { type: string }) => t.type)).toEqual(expect.arrayContaining(['shop-hero', 'product-grid']));
    const home = await write(
      'POST',
      '/public/site/pages',
      {
        title: 'Accueil',
        slug: 'home',
        showInNav: true,
        blocks: [
          { type: 'shop-hero', order: 0, config: { title: 'Le bon pain de Namur', ctaText: 'Commander', ctaLink: '/boutique' } },
          {
            type: 'product-grid',
            order: 1,
            config: { title: 'Nos pains', columns: 3, showPrices: true, showAddToCart: true, source: 'products', productIds: products.map((p) => p.id) },
          },
          { type: 'featured-product', order: 2, config: { productId: products[1].id, eyebrow: 'Le produit du mois' } },
        ],
      },
      201,
    );
    const landing = await write(
      'POST',
      '/public/site/pages',
      { title: 'Fête du pain', slug: 'fete-du-pain', showInNav: false, renderMode: 'CODE', customHtml: '<main><h1>Fête du pain</h1></main>' },
      201,
    );

    // 5. A theme: its pages are cloned, our home page is kept.
    const themed = await write('POST', '/public/site/apply-theme', { themeKey: 'bakery' }, 200);
    expect(themed.skippedPages).toEqual([{ slug: '', title: 'Accueil', existingPageId: home.id }]);
    expect(themed.createdPages.length).toBeGreaterThan(0);

    // 6. Publish the site and the shop.
    const site = await write('PATCH', '/public/site', { isEnabled: true, seoTitle: 'Boulangerie Dupont' }, 200);
    expect(site).toMatchObject({ isEnabled: true, themeKey: 'bakery' });
    const live = await write('PATCH', '/public/shop', { status: 'ACTIVE' }, 200);
    expect(live).toMatchObject({ id: shop.id, status: 'ACTIVE', siteId: site.id });

    const snapshot = async () => ({
      products: (await call('GET', '/public/products?limit=100', { key })).body.data,
      pages: (await call('GET', '/public/site/pages?limit=100', { key })).body.data,
      site: (await call('GET', '/public/site', { key })).body,
      shop: (await call('GET', '/public/shop', { key })).body,
    });
    const before = await snapshot();
    expect(before.products).toHaveLength(3);
    expect(before.pages).toHaveLength(2 + themed.createdPages.length);
    expect(before.pages.map((p: { id: string }) => p.id)).toEqual(
      expect.arrayContaining([home.id, landing.id, ...themed.createdPages.map((p: { id: string }) => p.id)]),
    );

    // The whole flow again, same Idempotency-Keys: every answer is replayed, nothing is done twice.
    for (const [i, step] of steps.entries()) {
      const res = await call(step.method, step.path, { key, body: step.body, headers: { 'Idempotency-Key': step.idempotencyKey } });
      expect(res.status, `${step.method} ${step.path}`).toBe(step.status);
      expect(res.headers.get('idempotent-replayed'), `${step.method} ${step.path}`).toBe('true');
      expect(res.body).toEqual(results[i]!.body);
    }
    const after = await snapshot();
    expect(after).toEqual(before);
    // The replayed first PATCH did not put the shop back to DRAFT.
    expect(after.shop.status).toBe('ACTIVE');
    expect(after.site.publishedAt).toBe(site.publishedAt);
  });
});
