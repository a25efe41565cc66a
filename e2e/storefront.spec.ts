// The storefront through real storefront hosts: Chromium resolves *.localhost to this machine; for HEAD,
// conditional GET and Host-only checks, Playwright's request client sends the Host header itself (Node's
// fetch would drop it).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type APIRequestContext, type APIResponse, expect, test } from '@playwright/test';
import { expectHealthyStorefront } from './storefront-checks';

const run = promisify(execFile);
const port = Number(process.env.E2E_PORT ?? 3100);
const live = `maison-lemaire.localhost:${port}`;
const sandbox = `maison-lemaire--test.localhost:${port}`;
const loopback = `http://127.0.0.1:${port}`;

async function seedDemo(): Promise<{ keys: { live: string; test: string } }> {
  const env: NodeJS.ProcessEnv = { ...process.env, VITRINE_DATA_DIR: process.env.VITRINE_E2E_DATA_DIR! };
  delete env.DATABASE_URL;
  const { stdout } = await run('npx', ['tsx', 'scripts/vitrine.ts', 'demo', '--json'], { env, cwd: process.cwd() });
  return JSON.parse(stdout);
}

/** A GET/HEAD on a storefront host from Node: to 127.0.0.1 with the Host header set by hand. */
function onHost(request: APIRequestContext, host: string, path: string, options: { method?: 'GET' | 'HEAD'; headers?: Record<string, string> } = {}) {
  const headers = { Host: host, ...options.headers };
  return options.method === 'HEAD' ? request.head(`${loopback}${path}`, { headers }) : request.get(`${loopback}${path}`, { headers, maxRedirects: 0 });
}

let keys: { live: string; test: string };

/** Whether the storefront route answered: its responses carry Next's own Vary (rsc, …), the proxy's hits do not. */
const routedByNext = (response: APIResponse) => (response.headers()['vary'] ?? '').split(/,\s*/).includes('rsc');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  keys = (await seedDemo()).keys;
});

test('the published site: layout, navigation, a product page and its SEO', async ({ page }) => {
  const response = await page.goto(`http://${live}/`);
  expect(response!.status()).toBe(200);
  await expect(page).toHaveTitle('Accueil · Maison Lemaire');
  expect(await page.getAttribute('html', 'lang')).toBe('fr-BE');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://${live}/`);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Accueil · Maison Lemaire');

  // Landmarks, skip link, footer with the business's details and opening hours.
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toContainText('TVA BE0478261963');
  await expect(page.getByRole('contentinfo').locator('table').first()).toContainText('Lundi');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();

  // No framework JavaScript on a storefront page.
  expect(await page.locator('script[src]').count()).toBe(0);

  // Navigation from the nav, in nav order; the current page is marked.
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  const links = nav.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(3);
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(`http://${live}/contact`);
  await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('aria-current', 'page');

  // A product page from the shop page's grid.
  await page.goto(`http://${live}/boutique`);
  const productLink = page.locator('main a[href^="/products/"]').first();
  const href = (await productLink.getAttribute('href'))!;
  const name = (await productLink.textContent())!.trim();
  await productLink.click();
  await expect(page).toHaveURL(`http://${live}${href}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(`${name} · Maison Lemaire`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Maison Lemaire/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `http://${live}${href}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
  await expect(page.getByText('TVA comprise')).toBeVisible();
  await expect(page.locator('[data-stock]')).toBeVisible();
  await expect(page.locator(`main form[action="/cart"][method="post"]`)).toHaveCount(1);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'Product', name, url: `http://${live}${href}`, offers: { '@type': 'Offer', priceCurrency: 'EUR' } });
  expect(jsonLd.offers.price).toMatch(/^\d+\.\d{2}$/);
  await page.screenshot({ path: 'e2e/artifacts/storefront-product.png', fullPage: true });

  // The product list, filtered by category (category tiles and chips link there).
  await page.goto(`http://${live}/products`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tous les produits');
  const chip = page.locator('main nav a[href^="/products?category="]').first();
  const category = (await chip.textContent())!.trim();
  await chip.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(category);
});

test('the demo passes the healthy-storefront checks (the same as a new merchant\'s first shop)', async ({ page, request }) => {
  await expectHealthyStorefront(page, request, `http://${live}`, 'Maison Lemaire');
});

test('sitemap.xml and robots.txt per site', async ({ request }) => {
  const sitemap = await onHost(request, live, '/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>http://${live}/</loc>`);
  expect(xml).toContain(`<loc>http://${live}/contact</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>http://${live}/products/[^<]+</loc>`));

  const robots = await onHost(request, live, '/robots.txt');
  expect(await robots.text()).toContain(`Sitemap: http://${live}/sitemap.xml`);
  // The sandbox twin is never indexed.
  expect(await (await onHost(request, sandbox, '/robots.txt')).text()).toContain('Disallow: /');
});

test('404s: unknown page (in the site look), unknown site, internal routes, the API on a storefront host', async ({ page, request }) => {
  const missing = await page.goto(`http://${live}/no-such-page`);
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.screenshot({ path: 'e2e/artifacts/storefront-404.png', fullPage: true });

  expect((await page.goto(`http://${live}/products/prod_does_not_exist`))!.status()).toBe(404);
  const unknownSite = await page.goto(`http://no-such-shop.localhost:${port}/`);
  expect(unknownSite!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');

  for (const path of ['/_sites/maison-lemaire', '/_sites/maison-lemaire/contact', '/%5Fsites/maison-lemaire', '/%5fsites/maison-lemaire/robots.txt']) {
    expect((await request.get(`http://localhost:${port}${path}`)).status(), path).toBe(404);
    expect((await onHost(request, live, path)).status(), `${path} on a storefront host`).toBe(404);
  }
  const api = await onHost(request, live, '/api/v1/public/products', { headers: { Authorization: `Bearer ${keys.live}` } });
  expect(api.status()).toBe(404);
  expect((await onHost(request, live, '/api/health')).status()).toBe(404);

  // Any other POST gets the site's 404; an unknown product posted to the cart is not found either.
  expect((await request.post(`${loopback}/contact`, { headers: { Host: live }, form: { x: '1' } })).status()).toBe(404);
  const cart = await request.post(`${loopback}/cart`, { headers: { Host: live }, form: { productId: 'x', quantity: '1' } });
  expect(cart.status()).toBe(404);
});

test('HEAD and conditional GET (ETag → 304)', async ({ request }) => {
  const first = await onHost(request, live, '/');
  expect(first.status()).toBe(200);
  const etag = first.headers()['etag']!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.headers()['cache-control']).toContain('no-cache');
  expect(first.headers()['set-cookie']).toBeUndefined();

  const head = await onHost(request, live, '/', { method: 'HEAD' });
  expect(head.status()).toBe(200);
  expect(head.headers()['etag']).toBe(etag);
  expect(head.headers()['content-type']).toContain('text/html');
  expect((await head.body()).length).toBe(0);

  const notModified = await onHost(request, live, '/', { headers: { 'If-None-Match': etag } });
  expect(notModified.status()).toBe(304);
  expect((await notModified.body()).length).toBe(0);
  expect((await onHost(request, live, '/', { headers: { 'If-None-Match': '"something-else"' } })).status()).toBe(200);
  expect((await onHost(request, live, '/no-such-page', { method: 'HEAD' })).status()).toBe(404);
});

test('a page already rendered is answered by the proxy itself, the same as the route sends it', async ({ request }) => {
  // The first request after a change goes through the rewrite to the storefront route, which renders and
  // caches; the next ones are answered in proxy.ts from that cache (no rewrite). Same bytes, same headers
  // (but Next's own Vary on what the route answers).
  const path = '/a-propos';
  const routed = await onHost(request, live, path);
  const again = await onHost(request, live, path);
  expect(again.status()).toBe(200);
  expect(routedByNext(again)).toBe(false);
  for (const name of ['etag', 'cache-control', 'content-type', 'x-content-type-options', 'referrer-policy']) {
    expect(again.headers()[name], name).toBe(routed.headers()[name]);
  }
  expect(again.headers()['vary']).toContain('Cookie');
  expect(await again.text()).toBe(await routed.text());
  const head = await onHost(request, live, path, { method: 'HEAD' });
  expect(routedByNext(head)).toBe(false);
  expect(head.headers()['etag']).toBe(routed.headers()['etag']);
  expect((await onHost(request, live, path, { headers: { 'If-None-Match': routed.headers()['etag']! } })).status()).toBe(304);
  // The visitor's own pages always go to the route.
  expect(routedByNext(await onHost(request, live, '/cart'))).toBe(true);
});

test('the sandbox twin, and changes visible on the next request (shop, product, stock)', async ({ page, request }) => {
  const api = (method: string, path: string, data?: unknown) =>
    request.fetch(`http://localhost:${port}/api/v1/public${path}`, { method, headers: { Authorization: `Bearer ${keys.test}` }, data });

  const home = await page.goto(`http://${sandbox}/`);
  expect(home!.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const products = (await (await api('GET', '/products?limit=5')).json()).data as { id: string; name: string }[];
  const product = products[0]!;
  const before = await onHost(request, sandbox, `/products/${product.id}`);
  const etag = before.headers()['etag']!;

  // A product change: new name on the next request, and the old ETag no longer matches.
  expect((await api('PATCH', `/products/${product.id}`, { name: 'Pain du jour renommé' })).status()).toBe(200);
  const renamed = await onHost(request, sandbox, `/products/${product.id}`, { headers: { 'If-None-Match': etag } });
  expect(renamed.status()).toBe(200);
  expect(await renamed.text()).toContain('Pain du jour renommé');

  // Stock: every location emptied → sold out.
  const inventory = (await (await api('GET', `/products/${product.id}/inventory`)).json()) as { locations: { locationId: string; quantity: number }[] };
  for (const level of inventory.locations.filter((l) => l.quantity > 0)) {
    const adjusted = await api('POST', `/products/${product.id}/inventory`, { locationId: level.locationId, delta: -level.quantity, reason: 'correction' });
    expect(adjusted.status()).toBeLessThan(300);
  }
  await page.goto(`http://${sandbox}/products/${product.id}`);
  await expect(page.locator('[data-stock="sold-out"]')).toBeVisible();

  // A visitor with something in the cart before the shop pauses (another product, still in stock).
  await page.goto(`http://${sandbox}/products`);
  const inStock = page.locator('main form[action="/cart"]:has(button:enabled)').first();
  const otherId = (await inStock.locator('input[name="productId"]').getAttribute('value'))!;
  expect(otherId).not.toBe(product.id);
  await inStock.locator('button').click();
  await expect(page).toHaveURL(`http://${sandbox}/cart`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Panier (1 article)' })).toBeVisible();
  const cartToken = (await page.context().cookies(`http://${sandbox}`)).find((c) => c.name === 'vt_cart')!.value;
  const checkoutToken = await (async () => {
    await page.goto(`http://${sandbox}/checkout`);
    return page.locator('input[name="checkoutToken"]').inputValue();
  })();
  const receive = await page.locator('input[name="receive"]').first().inputValue();
  const stockBefore = (await (await api('GET', `/products/${otherId}/inventory`)).json()) as { stockQuantity: number; adjustments: unknown[] };
  const since = encodeURIComponent(new Date(Date.now() - 1000).toISOString());

  // The shop paused: a closed notice, no cart link, no cart forms; the cart and checkout forms are refused
  // with the closed message (409) and write nothing — no cart, no order, no sale, no stock change.
  expect((await api('PATCH', '/shop', { status: 'PAUSED' })).status()).toBe(200);
  await page.goto(`http://${sandbox}/boutique`);
  await expect(page.getByRole('status')).toContainText('La boutique en ligne est fermée pour le moment.');
  await expect(page.locator('form[action="/cart"]')).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: /Panier/ })).toHaveCount(0);
  await page.screenshot({ path: 'e2e/artifacts/storefront-paused.png' });
  const origin = { Host: sandbox, Origin: `http://${sandbox}` };
  const add = await request.post(`${loopback}/cart`, { headers: origin, form: { productId: otherId, quantity: '1' }, maxRedirects: 0 });
  expect(add.status()).toBe(409);
  expect(add.headers()['set-cookie']).toBeUndefined();
  expect(await add.text()).toContain('La boutique en ligne est fermée pour le moment : aucune commande ne peut être passée.');
  const place = await request.post(`${loopback}/checkout`, {
    headers: { ...origin, Cookie: `vt_cart=${cartToken}` },
    form: { checkoutToken, firstName: 'Anne', lastName: 'Peeters', email: 'paused.e2e@example.be', phone: '0470 12 34 56', receive },
    maxRedirects: 0,
  });
  expect(place.status()).toBe(409);
  expect(await place.text()).toContain('aucune commande ne peut être passée');
  const checkoutPage = await onHost(request, sandbox, '/checkout', { headers: { Cookie: `vt_cart=${cartToken}` } });
  expect(checkoutPage.status()).toBe(303);
  expect(checkoutPage.headers()['location']).toBe('/cart');
  const stockAfter = (await (await api('GET', `/products/${otherId}/inventory`)).json()) as { stockQuantity: number; adjustments: unknown[] };
  expect(stockAfter.stockQuantity).toBe(stockBefore.stockQuantity);
  expect(stockAfter.adjustments[0]).toEqual(stockBefore.adjustments[0]);
  expect((await (await api('GET', `/transactions?channel=online&from=${since}`)).json()).data).toHaveLength(0);

  // DRAFT: no shop at all — no product pages, no cart.
  expect((await api('PATCH', '/shop', { status: 'DRAFT' })).status()).toBe(200);
  expect((await onHost(request, sandbox, `/products/${product.id}`)).status()).toBe(404);
  expect((await onHost(request, sandbox, '/products')).status()).toBe(404);
  expect((await onHost(request, sandbox, '/cart', { headers: { Cookie: `vt_cart=${cartToken}` } })).status()).toBe(404);
  expect((await request.post(`${loopback}/cart`, { headers: origin, form: { productId: otherId, quantity: '1' }, maxRedirects: 0 })).status()).toBe(404);
  const draftHome = await (await onHost(request, sandbox, '/')).text();
  expect(draftHome).not.toContain('data-cart-link');
  expect(draftHome).not.toContain('fermée');

  // Prices hidden from guests: no price, no cart.
  expect((await api('PATCH', '/shop', { status: 'ACTIVE', showPricesToGuests: false })).status()).toBe(200);
  const hidden = await (await onHost(request, sandbox, '/products')).text();
  expect(hidden).not.toContain('€');
  expect(hidden).not.toContain('action="/cart"');
  expect((await api('PATCH', '/shop', { showPricesToGuests: true })).status()).toBe(200);

  // Unpublished: 404 everywhere; published again: back.
  expect((await api('PATCH', '/site', { isEnabled: false })).status()).toBe(200);
  expect((await onHost(request, sandbox, '/')).status()).toBe(404);
  expect((await api('PATCH', '/site', { isEnabled: true })).status()).toBe(200);
  expect((await onHost(request, sandbox, '/')).status()).toBe(200);
});

test('the four built-in themes on the sandbox twin (screenshots)', async ({ page, request }) => {
  const api = (method: string, path: string, data?: unknown) =>
    request.fetch(`http://localhost:${port}/api/v1/public${path}`, { method, headers: { Authorization: `Bearer ${keys.test}` }, data });
  // The Atelier theme's own script reveals sections on scroll; with reduced motion it shows them at once,
  // which a full-page screenshot needs.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const themes = (await (await api('GET', '/site/themes')).json()).data as { themeKey: string }[];
  expect(themes.map((t) => t.themeKey).sort()).toEqual(['bakery', 'boutique', 'cafe', 'craftsman']);
  for (const { themeKey: key } of themes) {
    const pages = (await (await api('GET', '/site/pages?limit=100')).json()).data as { id: string }[];
    for (const p of pages) expect((await api('DELETE', `/site/pages/${p.id}`)).status()).toBeLessThan(300);
    expect((await api('POST', '/site/apply-theme', { themeKey: key })).status()).toBe(200);
    const response = await page.goto(`http://${sandbox}/`);
    expect(response!.status()).toBe(200);
    await page.screenshot({ path: `e2e/artifacts/storefront-${key}.png`, fullPage: true });
  }
});
