// The demo storefront's photos, as a shopper's browser gets them: every image with its size, alt text and
// responsive sources, lazy below the fold and the first one eager; renditions in WebP with immutable caching;
// and, at a desktop and a phone width, no image wider than the page and no box that moves when the images
// arrive (checked by holding every image back while the page lays out, then letting them through).
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Page, type Route, expect, test } from '@playwright/test';
import { seedDemo } from './dashboard-helpers';

const port = Number(process.env.E2E_PORT ?? 3100);
const host = `maison-lemaire.localhost:${port}`;
const live = `http://${host}`;
/** A GET on the storefront host from Node: to loopback with the Host header (Node does not resolve *.localhost). */
const onHost = (request: APIRequestContext, path: string) => request.get(`http://127.0.0.1:${port}${path}`, { headers: { Host: host } });
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'e2e/artifacts';

type Img = { src: string; srcset: string | null; sizes: string | null; width: string | null; height: string | null; alt: string | null; loading: string | null; fetchpriority: string | null };

const images = (page: Page) =>
  page.locator('main img').evaluateAll((nodes) =>
    nodes.map((node) => {
      const attr = (name: string) => node.getAttribute(name);
      return { src: attr('src')!, srcset: attr('srcset'), sizes: attr('sizes'), width: attr('width'), height: attr('height'), alt: attr('alt'), loading: attr('loading'), fetchpriority: attr('fetchpriority') };
    }),
  ) as Promise<Img[]>;

/** Every image's box in page coordinates, and whether any is wider than the viewport or the page scrolls sideways. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const boxes = [...document.querySelectorAll('main img')].map((img) => {
      const rect = img.getBoundingClientRect();
      return { top: Math.round(rect.top + scrollY), left: Math.round(rect.left), width: Math.round(rect.width), height: Math.round(rect.height) };
    });
    return { boxes, overflowing: boxes.filter((box) => box.left < -0.5 || box.left + box.width > viewport + 0.5).length, scrollsSideways: document.documentElement.scrollWidth > viewport };
  });

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000); // seeding 90 days of sales and drawing the photos takes a while on a busy machine
  await seedDemo();
  mkdirSync(SHOTS, { recursive: true });
});

test('the home page’s photos: sizes, alt texts, responsive WebP sources, lazy below the fold, cached for good', async ({ page, request }) => {
  await page.goto(`${live}/`);
  await expect(page.locator('main img').first()).toBeVisible();
  const all = await images(page);
  expect(all.length).toBeGreaterThanOrEqual(9); // the hero, the bakery at work, eight products
  for (const img of all) {
    expect(img.src, 'served by the site itself').toMatch(/^\/media\/med_\w+\/w\d+\.jpeg$/);
    expect(img.srcset).toMatch(/^\/media\/med_\w+\/w160\.webp 160w, \/media\/med_\w+\/w320\.webp 320w, /);
    expect(img.sizes).toBeTruthy();
    expect(Number(img.width)).toBeGreaterThan(0);
    expect(Number(img.height)).toBeGreaterThan(0);
    expect(img.alt).not.toBeNull();
  }
  const [hero, ...rest] = all;
  expect(hero).toMatchObject({ loading: 'eager', fetchpriority: 'high', width: '1280', height: '960' });
  expect(hero!.alt).toMatch(/fournée du matin/);
  expect(rest.every((img) => img.loading === 'lazy' && img.fetchpriority === null)).toBe(true);
  // The bakery-at-work photo keeps its library alt text; product cards are decorative (the name is the link).
  expect(rest.some((img) => /four/.test(img.alt!))).toBe(true);

  // The renditions: WebP for the srcset, the master's JPEG for src, immutable for a year; a wrong one is a 404.
  const firstCandidate = hero!.srcset!.split(', ')[0]!.split(' ')[0]!;
  const webp = await onHost(request, firstCandidate);
  expect(webp.status()).toBe(200);
  expect(webp.headers()['content-type']).toBe('image/webp');
  expect(webp.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await webp.body()).subarray(8, 12).toString()).toBe('WEBP');
  const jpeg = await onHost(request, hero!.src);
  expect([jpeg.status(), jpeg.headers()['content-type']]).toEqual([200, 'image/jpeg']);
  expect((await onHost(request, hero!.src.replace(/\/w\d+\.jpeg$/, '/w961.jpeg'))).status()).toBe(404);
});

for (const [label, width, height] of [
  ['desktop', 1366, 900],
  ['phone', 390, 844],
] as const) {
  test(`at ${width} px the photos fit the page and take their place before they load (${label})`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const path of ['/', '/a-propos']) {
      // Hold every image back: the layout the visitor sees before any image arrives.
      const held: Route[] = [];
      let holding = true;
      await page.route('**/media/**', (route) => (holding ? void held.push(route) : route.continue()));
      // (The load event waits for images: only the document is awaited.)
      await page.goto(`${live}${path}`, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('main img').first()).toBeAttached();
      const before = await layout(page);
      expect(before.boxes.length).toBeGreaterThan(0);
      expect(before.boxes.every((box) => box.width > 0 && box.height > 0), 'every image has its box before it loads').toBe(true);

      // Let them through, bring every lazy image into view, and wait until all have loaded.
      holding = false;
      for (const route of held.splice(0)) await route.continue();
      const count = before.boxes.length;
      for (let i = 0; i < count; i++) await page.locator('main img').nth(i).scrollIntoViewIfNeeded();
      await expect
        .poll(() => page.locator('main img').evaluateAll((nodes) => nodes.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
        .toBe(true);
      const after = await layout(page);
      expect(after.boxes, 'no image moved or resized when it loaded').toEqual(before.boxes);
      expect(after.overflowing).toBe(0);
      expect(after.scrollsSideways).toBe(false);
      await page.unroute('**/media/**');
    }
  });
}

test('screenshots of the home page and a product page at 1366 and 390 px', async ({ page }) => {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${live}/`);
    await page.locator('main img').last().scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('main img').evaluateAll((nodes) => nodes.every((img) => (img as HTMLImageElement).complete))).toBe(true);
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/storefront-home-${width}.png`, fullPage: true });
    await page.goto(`${live}/products`);
    await page.locator('main a[href^="/products/prod_"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const main = page.getByRole('group').locator('img').first();
    await expect(main).toHaveAttribute('fetchpriority', 'high');
    await expect.poll(() => main.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/storefront-product-${width}.png`, fullPage: true });
  }
});
