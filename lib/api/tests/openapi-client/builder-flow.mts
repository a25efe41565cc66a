// The builder flow as an integrator writes it: types generated from /api/v1/openapi.json by openapi-typescript
// with its default settings, calls through openapi-fetch, no casts. lib/api/tests/openapi-client.test.ts
// generates ./schema.d.ts next to a copy of this file, type-checks both with tsc and runs this file against a
// server (.mts: outside the project's own type-check, which has no generated types). Prints one JSON line.
import createClient from 'openapi-fetch';
import type { paths } from './schema';

const client = createClient<paths>({
  baseUrl: process.env.VITRINE_API_URL ?? 'http://localhost:3000/api/v1',
  headers: { Authorization: `Bearer ${process.env.VITRINE_API_KEY ?? ''}` },
});

/** The data of a successful answer; a failed one throws with its error body. */
function ok<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new Error(`${result.response.status}: ${JSON.stringify(result.error)}`);
  return result.data;
}

const run = crypto.randomUUID();
let writes = 0;
/** A fresh Idempotency-Key per write: the whole flow can be retried. */
const idempotent = () => ({ header: { 'Idempotency-Key': `${run}-${writes++}` } });

// 2. The shop, created as a draft.
const shop = ok(await client.PATCH('/public/shop', { params: idempotent(), body: { currency: 'EUR', offersShipping: true, shippingFlatRate: 5.9 } }));

// 3. Products: fields with a server-side default (isForSale, images, trackInventory, stockQuantity) left out.
const products = [];
for (const product of [
  { name: 'Pain de campagne au levain', sku: 'PAIN-CAMP', sellingPrice: 4.2, vatPercent: 6 },
  { name: 'Cramique aux raisins', sku: 'CRAMIQUE', sellingPrice: 6.5, vatPercent: 6 },
]) {
  products.push(ok(await client.POST('/public/products', { params: idempotent(), body: product })));
}

// 4. Pages: the catalogue first; blocks without order, page without showInNav or renderMode.
const blockTypes = ok(await client.GET('/public/site/block-types')).data.map((blockType) => blockType.type);
const home = ok(
  await client.POST('/public/site/pages', {
    params: idempotent(),
    body: {
      title: 'Accueil',
      slug: 'home',
      blocks: [
        { type: 'shop-hero', config: { title: 'Le bon pain de Namur', ctaText: 'Commander', ctaLink: '/products' } },
        { type: 'product-grid', config: { title: 'Nos pains', source: 'products', productIds: products.map((product) => product.id) } },
      ],
    },
  }),
);

const landing = ok(
  await client.POST('/public/site/pages', {
    params: idempotent(),
    body: { title: 'Fête du pain', slug: 'fete-du-pain', renderMode: 'CODE', customHtml: '<main><h1>Fête du pain</h1></main>' },
  }),
);

// 5. A theme, by the themeKey the list gives.
const themes = ok(await client.GET('/public/site/themes')).data;
const theme = themes.find((candidate) => candidate.themeKey === 'bakery') ?? themes[0];
if (!theme) throw new Error('no theme');
const applied = ok(await client.POST('/public/site/apply-theme', { params: idempotent(), body: { themeKey: theme.themeKey } }));

// 6. Publish the site and the shop.
const site = ok(await client.PATCH('/public/site', { params: idempotent(), body: { isEnabled: true } }));
const live = ok(await client.PATCH('/public/shop', { params: idempotent(), body: { status: 'ACTIVE' } }));

// An invoice finalized without a body; items without vatPercent (it has a default).
const draft = ok(
  await client.POST('/public/invoices', {
    params: idempotent(),
    body: { buyerName: 'Hôtel Le Plaza', items: [{ description: 'Pains de campagne (lot de 20)', quantity: 2, unitPrice: 70 }] },
  }),
);
const finalized = ok(await client.POST('/public/invoices/{id}/finalize', { params: { path: { id: draft.id }, ...idempotent() } }));

// Error codes are typed per operation: a read answers not_found, never insufficient_stock.
const missing = await client.GET('/public/products/{id}', { params: { path: { id: 'prod_01m8b55nhkc9fw444ncerq5s0y' } } });
const code = missing.error?.error.code;
// @ts-expect-error a GET cannot answer insufficient_stock
const impossible = code === 'insufficient_stock';

console.log(
  JSON.stringify({
    blockTypes: blockTypes.length,
    shop: { id: shop.id, status: live.status, siteId: live.siteId },
    products: products.map((product) => ({ isForSale: product.isForSale, livemode: product.livemode })),
    home: { slug: home.slug, blocks: home.blocks.map((block) => block.order) },
    landing: { renderMode: landing.renderMode, blocks: landing.blocks.length, showInNav: landing.showInNav },
    applied: { themeKey: applied.site.themeKey, skipped: applied.skippedPages.map((page) => page.slug) },
    site: { id: site.id, isEnabled: site.isEnabled, livemode: site.livemode },
    invoice: { status: finalized.status, number: finalized.number },
    notFound: { status: missing.response.status, code, impossible },
  }),
);
