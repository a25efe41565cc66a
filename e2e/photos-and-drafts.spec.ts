// Issue 18's "done when", in one sitting and on a server of its own: a merchant uploads a photo on the Media
// page, sets it on a product and in the home page's hero through the image picker, saves the page to the draft
// and sees the live site unchanged; a visitor without a session opens the preview link and sees the photo; the
// publish dialog names the photo's missing alt text and refuses; once the alt text is written in the library,
// Publish makes the photo live (responsive WebP renditions, its alt text); Versions restores the page as it was.
// It runs on the embedded database (files in the data directory), and again on PostgreSQL when E2E_POSTGRES_URL
// names a database (`.ci/run`): there the photo must be kept in PostgreSQL (media_blobs).
import { type Browser, type Page, expect, test } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';
import { expectAccessible, signIn } from './dashboard-helpers';
import { type OwnServer, startOwnServer } from './own-server';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'e2e/artifacts';

const engines: { name: string; env: Record<string, string> }[] = [
  { name: 'embedded PostgreSQL', env: {} },
  ...(process.env.E2E_POSTGRES_URL ? [{ name: 'PostgreSQL from DATABASE_URL', env: { DATABASE_URL: process.env.E2E_POSTGRES_URL } }] : []),
];

/** A photo-like JPEG of a fruit tart (made here: the project owns it), 1600 × 1067 like a camera's 3:2. */
async function tartPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067">
    <defs>
      <radialGradient id="light" cx="0.4" cy="0.3" r="0.9"><stop offset="0" stop-color="#fbf1de"/><stop offset="1" stop-color="#c9a77c"/></radialGradient>
      <radialGradient id="crust" cx="0.5" cy="0.4" r="0.6"><stop offset="0" stop-color="#e8b36a"/><stop offset="1" stop-color="#a4652b"/></radialGradient>
    </defs>
    <rect width="1600" height="1067" fill="url(#light)"/>
    <rect y="700" width="1600" height="367" fill="#7a5230"/>
    <ellipse cx="800" cy="690" rx="520" ry="150" fill="#3b2614" opacity="0.35"/>
    <ellipse cx="800" cy="640" rx="500" ry="160" fill="url(#crust)"/>
    <ellipse cx="800" cy="620" rx="430" ry="125" fill="#b3261e"/>
    ${Array.from({ length: 40 }, (_, i) => `<circle cx="${420 + ((i * 97) % 760)}" cy="${540 + ((i * 53) % 150)}" r="${18 + (i % 5) * 3}" fill="${i % 3 ? '#d7322a' : '#7c1d1a'}"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

for (const engine of engines) {
  test.describe(`photos and drafts on ${engine.name}`, () => {
    test.describe.configure({ mode: 'serial' });

    let server: OwnServer;
    let merchant: { businessId: string; slug: string; email: string; password: string };

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      // Every address, so the browser reaches the storefront at http://<slug>.localhost:<port>/ as a shopper does.
      server = await startOwnServer(engine.env, { everywhere: true });
      const business = await server.vitrine('business', 'create', '--name', 'Pâtisserie Claes', '--plan', 'shop');
      merchant = { businessId: business.id, slug: business.slug, email: `owner-${business.slug}@example.be`, password: 'correct-horse-battery' };
      await server.vitrine('user', 'create', '--email', merchant.email, '--password', merchant.password, '--business', business.id);
    });

    test.afterAll(async () => {
      await server?.stop();
    });

    const siteUrl = (path = '/') => `http://${merchant.slug}.localhost:${server.port}${path}`;

    /** A dashboard write from the signed-in page (its cookie, the app's Origin). */
    async function dashboard(page: Page, method: 'POST' | 'PATCH', path: string, data: unknown = {}) {
      const response = await page.request.fetch(`${server.origin}/api/dashboard/businesses/${merchant.businessId}${path}`, { method, data, headers: { Origin: server.origin } });
      expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
      return response.status() === 204 ? null : response.json();
    }

    /** The live storefront's HTML at `path` (the request context does not resolve *.localhost: Host names the site). */
    async function live(page: Page, path = '/'): Promise<string> {
      const response = await page.request.get(`http://127.0.0.1:${server.port}${path}`, { headers: { Host: `${merchant.slug}.localhost:${server.port}` } });
      expect(response.status(), path).toBe(200);
      return response.text();
    }

    async function shots(page: Page, name: string) {
      const size = page.viewportSize() ?? { width: 1366, height: 900 };
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await page.screenshot({ path: `${SHOTS}/photos-${name}-${width}.png`, fullPage: true });
      }
      await page.setViewportSize(size);
    }

    async function visitor(browser: Browser) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } }); // no dashboard cookie
      return { context, page: await context.newPage() };
    }

    test('a photo on a product and in the hero: draft, preview link, alt text, publish, restore', async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await signIn(page, merchant.email, merchant.password);

      // A live site: a home page with a hero without a photo, published, and the shop open.
      const home = await dashboard(page, 'POST', '/pages', {
        title: 'Accueil',
        slug: 'home',
        blocks: [{ type: 'shop-hero', order: 0, config: { title: 'Tartes du jour', subtitle: 'Fruits de saison, pâte sablée maison.', ctaText: 'Commander', ctaLink: '/products', layout: 'split' } }],
      });
      await dashboard(page, 'POST', '/draft/publish');
      await dashboard(page, 'PATCH', '/shop', { status: 'ACTIVE' });
      expect(await live(page)).toContain('Tartes du jour');
      expect(await live(page)).not.toContain('/media/');

      // 1. Upload the photo on the Media page (no alt text yet).
      await page.goto(`/dashboard/${merchant.businessId}/media`);
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('group', { name: 'Upload your first images' }).filter({ visible: true }).getByRole('button', { name: 'Choose files…' }).click();
      await (await chooser).setFiles({ name: 'tarte-fraises.jpg', mimeType: 'image/jpeg', buffer: await tartPhoto() });
      const card = page.getByRole('list', { name: 'Images' }).filter({ visible: true }).getByRole('listitem').filter({ hasText: 'tarte-fraises.jpg' });
      await expect(card).toContainText('1600 × 1067');
      await expect(card).toContainText('Needs alt text');
      const thumbnail = await card.locator('img').getAttribute('src');
      const mediaId = /\/media\/(med_[0-9a-z]{26})\//.exec(thumbnail ?? '')?.[1];
      expect(mediaId, `thumbnail ${thumbnail}`).toBeTruthy();
      if (engine.env.DATABASE_URL) {
        // With DATABASE_URL the photo is kept in that PostgreSQL database (several app nodes serve it, no shared disk).
        const client = new pg.Client({ connectionString: engine.env.DATABASE_URL });
        await client.connect();
        const { rows } = await client.query("select count(*)::int as n from media_blobs where media_id = $1 and variant = 'master'", [mediaId]);
        await client.end();
        expect(rows[0].n).toBe(1);
      }

      // 2. On a product, through the picker's library.
      await page.goto(`/dashboard/${merchant.businessId}/products/new`);
      await page.getByLabel('Name').fill('Tarte aux fraises');
      await page.getByLabel('Price excluding VAT (EUR)').fill('18.50');
      await page.getByRole('button', { name: 'Add image…' }).click();
      const productPicker = page.getByRole('dialog', { name: 'Add an image' });
      await productPicker.getByRole('button', { name: 'tarte-fraises.jpg (needs alt text)' }).click();
      await productPicker.getByRole('button', { name: 'Use this image' }).click();
      await expect(productPicker).toBeHidden();
      await page.getByRole('button', { name: 'Create product' }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/${merchant.businessId}/products/prod_`));
      const productId = page.url().split('/').pop()!;

      // 3. In the hero, in the builder; saved to the draft only.
      await page.goto(`/dashboard/${merchant.businessId}/builder?page=${home.id}`);
      await expect(page.getByTestId('draft-state')).toHaveText('No unpublished changes');
      await page.getByTestId('outline-row').first().locator('button[aria-pressed]').click();
      const imageField = page.getByRole('group', { name: 'Image', exact: true });
      await imageField.getByRole('button', { name: 'Choose…' }).click();
      const heroPicker = page.getByRole('dialog', { name: 'Choose the image' });
      await heroPicker.getByRole('button', { name: 'tarte-fraises.jpg (needs alt text)' }).click();
      await heroPicker.getByRole('button', { name: 'Use this image' }).click();
      await expect(heroPicker).toBeHidden();
      await expect(imageField.getByText(`/media/${mediaId}`)).toBeVisible();
      await page.getByRole('button', { name: 'Save draft', exact: true }).click();
      await expect(page.getByTestId('save-state')).toHaveText('Draft saved');
      await expect(page.getByTestId('draft-state')).toHaveText('Draft saved · 1 unpublished change');
      await shots(page, 'builder-hero');

      // The live site is unchanged; the product (not a draft) shows its photo at once.
      expect(await live(page)).not.toContain(`/media/${mediaId}`);
      expect(await live(page, `/products/${productId}`)).toContain(`/media/${mediaId}/w`);

      // 4. The preview link, opened by a visitor without a session: the draft's hero has the photo, and it loads.
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const previewDialog = page.getByRole('dialog', { name: 'Preview your draft' });
      await previewDialog.getByRole('button', { name: 'Create preview link' }).click();
      const previewUrl = await previewDialog.getByLabel('Preview link address').inputValue();
      await page.keyboard.press('Escape');
      const guest = await visitor(browser);
      expect((await guest.page.goto(previewUrl))!.status()).toBe(200);
      const previewPhoto = guest.page.locator(`main img[src*="/media/${mediaId}/"]`).first();
      await expect(previewPhoto).toBeVisible();
      await expect.poll(() => previewPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await guest.context.close();

      // 5. Publish is refused while the photo has no alt text: the dialog names it.
      await page.getByRole('button', { name: 'Publish…' }).click();
      let publish = page.getByRole('dialog', { name: 'Publish your changes' });
      await expect(publish.getByText(/The image tarte-fraises\.jpg in a shop-hero block on “Accueil” has no alt text/)).toBeVisible();
      await expect(publish.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
      await shots(page, 'publish-needs-alt');
      await page.keyboard.press('Escape');

      // The alt text, written once in the library, serves every place the photo is shown.
      await page.goto(`/dashboard/${merchant.businessId}/media`);
      await card.getByRole('button', { name: 'Open tarte-fraises.jpg' }).click();
      const details = page.getByRole('dialog', { name: 'tarte-fraises.jpg' });
      await details.getByRole('textbox', { name: 'Alt text' }).fill('Tarte aux fraises sur pâte sablée, vue de près');
      await details.getByRole('button', { name: 'Save alt text' }).click();
      await expect(details.getByText('Alt text saved', { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');

      // 6. Publish: the photo is live, as responsive WebP renditions with its size and alt text.
      await page.goto(`/dashboard/${merchant.businessId}/builder?page=${home.id}`);
      await page.getByRole('button', { name: 'Publish…' }).click();
      publish = page.getByRole('dialog', { name: 'Publish your changes' });
      await expect(publish.getByText('Pages changed (1)')).toBeVisible();
      await publish.getByRole('button', { name: 'Publish', exact: true }).click();
      await expect(publish).toBeHidden();
      await expect(page.getByTestId('draft-state')).toHaveText('No unpublished changes');
      const shopper = await visitor(browser);
      await shopper.page.goto(siteUrl());
      const livePhoto = shopper.page.locator(`main img[src*="/media/${mediaId}/"]`).first();
      await expect(livePhoto).toHaveAttribute('alt', 'Tarte aux fraises sur pâte sablée, vue de près');
      await expect(livePhoto).toHaveAttribute('srcset', new RegExp(`/media/${mediaId}/w640\\.webp 640w`));
      await expect(livePhoto).toHaveAttribute('width', '1600');
      await expect(livePhoto).toHaveAttribute('height', '1067');
      await expect.poll(() => livePhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const rendition = await shopper.page.request.get(`http://127.0.0.1:${server.port}/media/${mediaId}/w640.webp`, { headers: { Host: `${merchant.slug}.localhost:${server.port}` } });
      expect(rendition.headers()['content-type']).toBe('image/webp');
      expect(rendition.headers()['cache-control']).toContain('immutable');
      await expectAccessible(shopper.page);
      await shots(shopper.page, 'live-home');
      await shopper.page.goto(siteUrl(`/products/${productId}`));
      await expect(shopper.page.locator(`main img[src*="/media/${mediaId}/"]`).first()).toHaveAttribute('alt', 'Tarte aux fraises sur pâte sablée, vue de près');
      await shots(shopper.page, 'live-product');
      await shopper.context.close();

      // 7. Versions: restore the one before; the hero is live again without the photo.
      await page.getByRole('button', { name: 'Versions' }).click();
      const versions = page.getByRole('dialog', { name: 'Versions' });
      await expect(versions.getByTestId('version-row').first()).toBeVisible();
      await versions.getByTestId('version-row').nth(1).getByRole('button', { name: 'Restore' }).click();
      const confirm = page.getByRole('alertdialog', { name: /^Restore version \d+\?$/ });
      await confirm.getByRole('button', { name: 'Restore' }).click();
      await expect(confirm).toBeHidden();
      await expect.poll(async () => (await live(page)).includes(`/media/${mediaId}`)).toBe(false);
      expect(await live(page)).toContain('Tartes du jour');
      await context.close();
    });
  });
}
