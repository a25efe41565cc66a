// Client JavaScript on the storefront, measured in Chromium from the responses themselves: shared pages (home,
// product list, a product) load no script at all — no /_next/static framework chunk, no inline script of
// ours but the few lines that offer a site's other language (storefront/language-offer-script.ts; the demo speaks
// French and Dutch) — and the cart and checkout pages carry one small inline island (storefront/checkout-script.ts).
// The byte counts are printed (`[js]` lines) for the README.
import { execFile } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import { type Page, expect, test } from '@playwright/test';
import { LANGUAGE_OFFER_SCRIPT } from '../storefront/language-offer-script';

const run = promisify(execFile);
const port = Number(process.env.E2E_PORT ?? 3100);
const site = `http://maison-lemaire.localhost:${port}`;

/** Most bytes the cart/checkout island may weigh (minified source, and gzipped). */
const ISLAND_MAX_BYTES = 2048;
const ISLAND_MAX_GZIP_BYTES = 1024;

test.beforeAll(async () => {
  test.setTimeout(120_000); // seeding the demo on a fresh database, on a busy machine
  const env: NodeJS.ProcessEnv = { ...process.env, VITRINE_DATA_DIR: process.env.VITRINE_E2E_DATA_DIR! };
  delete env.DATABASE_URL;
  await run('npx', ['tsx', 'scripts/vitrine.ts', 'demo', '--json'], { env, cwd: process.cwd() });
});

type Measure = { url: string; html: number; htmlGzip: number; scripts: { url: string; bytes: number }[]; inline: string[] };

/** Loads `path` and reports every script the page fetched and every inline script it holds (JSON-LD aside). */
async function measure(page: Page, path: string): Promise<Measure> {
  const scripts: { url: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() === 'script' || response.url().includes('/_next/static')) {
      pending.push(response.body().then((body) => void scripts.push({ url: response.url(), bytes: body.length })));
    }
  };
  page.on('response', onResponse);
  const response = await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
  expect(response!.status()).toBe(200);
  await Promise.all(pending);
  page.off('response', onResponse);
  const body = await response!.body();
  // The language offer is counted apart: a site in one language has none.
  const all = await page.locator('script:not([src]):not([type="application/ld+json"])').evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ''));
  const inline = all.filter((code) => code !== LANGUAGE_OFFER_SCRIPT);
  if (all.length !== inline.length) console.log(`[js] ${path}: language offer ${Buffer.byteLength(LANGUAGE_OFFER_SCRIPT)} B (${gzipSync(LANGUAGE_OFFER_SCRIPT).length} B gzip)`);
  const result = { url: path, html: body.length, htmlGzip: gzipSync(body).length, scripts, inline };
  const inlineBytes = inline.map((code) => Buffer.byteLength(code)).reduce((a, b) => a + b, 0);
  console.log(`[js] ${path}: document ${result.html} B (${result.htmlGzip} B gzip); fetched scripts ${scripts.length} (${scripts.reduce((a, s) => a + s.bytes, 0)} B); inline script ${inlineBytes} B`);
  return result;
}

test('shared storefront pages load no JavaScript at all', async ({ page }) => {
  await page.goto(`${site}/products`);
  const productPath = (await page.locator('main a[href^="/products/prod_"]').first().getAttribute('href'))!;
  for (const path of ['/', '/products', productPath]) {
    const result = await measure(page, path);
    expect(result.scripts, `scripts fetched by ${path}`).toEqual([]);
    expect(await page.locator('script[src]').count()).toBe(0);
    // The demo site has no custom JavaScript: no inline script either, but the language offer (under 1 KiB).
    expect(result.inline, `inline scripts on ${path}`).toEqual([]);
    expect(gzipSync(LANGUAGE_OFFER_SCRIPT).length).toBeLessThanOrEqual(ISLAND_MAX_GZIP_BYTES);
  }
});

test('the cart and checkout island is one small inline script, nothing fetched', async ({ page }) => {
  // An empty cart page carries the island too (it is the same page with lines).
  const empty = await measure(page, '/cart');
  expect(empty.scripts).toEqual([]);
  expect(empty.inline).toHaveLength(1);

  // With a line in the cart, and on the checkout page.
  await page.goto(`${site}/products`);
  await page.locator('main form[action="/cart"]:has(button:enabled) button').first().click();
  await expect(page).toHaveURL(`${site}/cart`);
  for (const path of ['/cart', '/checkout']) {
    const result = await measure(page, path);
    expect(result.scripts, `scripts fetched by ${path}`).toEqual([]);
    expect(result.inline).toHaveLength(1);
    const island = Buffer.from(result.inline[0]!);
    const gzip = gzipSync(island).length;
    console.log(`[js] ${path}: island ${island.length} B (${gzip} B gzip)`);
    expect(island.length).toBeLessThanOrEqual(ISLAND_MAX_BYTES);
    expect(gzip).toBeLessThanOrEqual(ISLAND_MAX_GZIP_BYTES);
  }
  // The island leaves the order button usable until the form is submitted.
  await expect(page.getByRole('button', { name: 'Confirmer la commande' })).toBeEnabled();
});
