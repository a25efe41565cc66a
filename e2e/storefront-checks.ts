// What a healthy published storefront passes, whoever made it (the demo in storefront.spec.ts, a new merchant's
// first shop in first-shop.spec.ts): the home page with its navigation and the site's name, every navigation link
// answering 200, a product page with its price, JSON-LD and add-to-cart form, sitemap.xml and robots.txt, no
// console error, no broken image, and axe clean. Chromium resolves *.localhost; Node's request client does not, so
// its requests go to 127.0.0.1 with the site's Host header.
import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { expectAccessible } from './dashboard-helpers';

/** `origin`: the storefront's own, e.g. http://maison-lemaire.localhost:3100. */
export async function expectHealthyStorefront(page: Page, request: APIRequestContext, origin: string, siteName: string) {
  const { host, port } = new URL(origin);
  const onHost = (path: string) => request.get(`http://127.0.0.1:${port}${path}`, { headers: { Host: host }, maxRedirects: 0 });
  const consoleErrors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', (error) => consoleErrors.push(`${page.url()}: ${error.message}`));

  /** Every image of the page answers 200 with an image, and the ones loaded have pixels. */
  const expectImagesLoad = async () => {
    const sources = await page.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src));
    for (const src of new Set(sources.filter(Boolean))) {
      const url = new URL(src, origin);
      const response = url.host === host ? await onHost(`${url.pathname}${url.search}`) : await request.get(url.href);
      expect(response.status(), `image ${src} on ${page.url()}`).toBe(200);
      expect(response.headers()['content-type'], `image ${src}`).toMatch(/^image\//);
    }
    const broken = await page.locator('img').evaluateAll((imgs) =>
      imgs.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0).map((img) => (img as HTMLImageElement).src),
    );
    expect(broken, `broken images on ${page.url()}`).toEqual([]);
  };

  // Home: the site's name in the header, a navigation, landmarks.
  const home = await page.goto(`${origin}/`);
  expect(home!.status()).toBe(200);
  await expect(page.getByRole('banner')).toContainText(siteName);
  const nav = page.getByRole('banner').getByRole('navigation').first();
  await expect(nav).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expectImagesLoad();
  await expectAccessible(page);

  // Every navigation link answers 200.
  const links = await nav.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length, 'navigation links').toBeGreaterThanOrEqual(1);
  for (const href of new Set(links)) {
    const url = new URL(href, origin);
    expect(url.host, `navigation link ${href} stays on the site`).toBe(host);
    expect((await onHost(`${url.pathname}${url.search}`)).status(), `navigation link ${href}`).toBe(200);
  }

  // A product page: price, JSON-LD, add to cart.
  await page.goto(`${origin}/products`);
  const productLink = page.locator('main a[href^="/products/"]').first();
  await expect(productLink).toBeVisible();
  const href = (await productLink.getAttribute('href'))!;
  const productPage = await page.goto(`${origin}${href}`);
  expect(productPage!.status()).toBe(200);
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd).toMatchObject({ '@type': 'Product', name, url: `${origin}${href}`, offers: { '@type': 'Offer', priceCurrency: 'EUR' } });
  expect(jsonLd.offers.price).toMatch(/^\d+\.\d{2}$/);
  await expect(page.getByRole('main')).toContainText(new RegExp(jsonLd.offers.price.replace('.', '[.,]')));
  await expect(page.locator('main form[action="/cart"][method="post"]')).toHaveCount(1);
  await expectImagesLoad();
  await expectAccessible(page);

  // sitemap.xml lists the home page and the product; robots.txt points at it.
  const sitemap = await onHost('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${origin}/</loc>`);
  expect(xml).toContain(`<loc>${origin}${href}</loc>`);
  const robots = await onHost('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);

  page.off('console', onConsole);
  expect(consoleErrors, 'console errors on the storefront').toEqual([]);
}
