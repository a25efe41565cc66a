// The media library in the dashboard through the real server and browser, for a new merchant (an empty library):
// upload by file chooser, by drag and drop and by paste; alt text kept after a reload; a PHP file named .jpg
// and an SVG with a script refused with the server's message; the image picker's Library tab sets a product's
// image (seen on the storefront's product page), its Upload tab the site's logo (seen in the storefront's
// header); an image in use cannot be deleted (the places are listed), an unused one can.
// Screenshots at 1366 and 390 px go to e2e/artifacts and /tmp/vt/shots/mediaui when that folder exists.
import { existsSync } from 'node:fs';
import { type Locator, type Page, expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, newMerchant, signIn } from './dashboard-helpers';

const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${port}`;
const run = Date.now().toString(36);
const SHOTS = '/tmp/vt/shots/mediaui';
let merchant: Awaited<ReturnType<typeof newMerchant>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  merchant = await newMerchant(`Boulangerie Média ${run}`, 'shop');
});

/** A small photo-like JPEG (a loaf on a board), made here so the project owns it. */
async function photo(width: number, height: number, crust: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4e6cf"/><stop offset="1" stop-color="#b08a5a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="${width * 0.1}" y="${height * 0.62}" width="${width * 0.8}" height="${height * 0.12}" rx="12" fill="#6b4423"/>
    <ellipse cx="${width / 2}" cy="${height * 0.55}" rx="${width * 0.3}" ry="${height * 0.17}" fill="${crust}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

const mediaUrl = (path = '') => `/dashboard/${merchant.businessId}/media${path}`;
const grid = (page: Page) => page.getByRole('list', { name: 'Images' }).filter({ visible: true });
const card = (page: Page, filename: string) => grid(page).getByRole('listitem').filter({ hasText: filename });

async function shoot(page: Page, name: string, target?: Locator) {
  const dirs = ['e2e/artifacts', ...(existsSync(SHOTS) ? [SHOTS] : [])];
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150); // layout settles (grid columns, dialog width)
    for (const dir of dirs) {
      const path = `${dir}/media-${name}-${width}.png`;
      if (target) await target.screenshot({ path });
      else await page.screenshot({ path, fullPage: true });
    }
  }
  await page.setViewportSize(size);
}

/** Drops `files` on `target` the way a browser does: a DataTransfer built in the page. */
async function dropFiles(page: Page, target: Locator, files: { name: string; type: string; bytes: Buffer }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], file.name, { type: file.type }));
    }
    return transfer;
  }, files.map((file) => ({ name: file.name, type: file.type, base64: file.bytes.toString('base64') })));
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

test('upload by file chooser, drag and drop and paste; alt text kept; bad files refused with the reason', async ({ page }) => {
  await signIn(page, merchant.email, merchant.password);
  await page.goto(mediaUrl());
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Media' }).filter({ visible: true })).toHaveAttribute('aria-current', 'page');
  // The empty library invites the first upload.
  const first = page.getByRole('group', { name: 'Upload your first images' }).filter({ visible: true });
  await expect(first).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'empty');

  // 1. The file chooser.
  const chooser = page.waitForEvent('filechooser');
  await first.getByRole('button', { name: 'Choose files…' }).click();
  await (await chooser).setFiles({ name: `croissant-${run}.jpg`, mimeType: 'image/jpeg', buffer: await photo(1200, 800, '#c98b3a') });
  await expect(card(page, `croissant-${run}.jpg`)).toBeVisible();
  await expect(card(page, `croissant-${run}.jpg`)).toContainText('1200 × 800');
  await expect(card(page, `croissant-${run}.jpg`)).toContainText('Needs alt text');
  // The thumbnail is the small rendition, served by the storefront host, and it loads.
  const thumb = card(page, `croissant-${run}.jpg`).locator('img');
  await expect(thumb).toHaveAttribute('src', /^http:\/\/[a-z0-9-]+\.localhost:\d+\/media\/med_[0-9a-z]{26}\/w320\.webp$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

  // 2. Drag and drop onto the page.
  const library = page.getByRole('region', { name: 'Media library' }).filter({ visible: true });
  await dropFiles(page, library, [{ name: `pain-${run}.jpg`, type: 'image/jpeg', bytes: await photo(900, 900, '#8a5a2b') }]);
  await expect(card(page, `pain-${run}.jpg`)).toBeVisible();

  // 3. Paste (Ctrl+V of a copied image).
  await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'tarte-collee.jpg', { type: 'image/jpeg' }));
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
  }, (await photo(640, 480, '#d9a05b')).toString('base64'));
  await expect(card(page, 'tarte-collee.jpg')).toBeVisible();
  await expect(page.getByText('3 images', { exact: true })).toBeVisible();

  // Bad files: a PHP script named .jpg, an SVG carrying a script. The server's reason is shown; nothing is added.
  const refused = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload images…' }).click();
  await (
    await refused
  ).setFiles([
    { name: `shell-${run}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from('<?php system($_GET["c"]); ?>\n') },
    { name: `logo-${run}.svg`, mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>') },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  const php = uploads.getByRole('listitem').filter({ hasText: `shell-${run}.jpg` });
  const svg = uploads.getByRole('listitem').filter({ hasText: `logo-${run}.svg` });
  await expect(php.getByRole('alert')).toContainText('not an image');
  await expect(php.getByRole('alert')).toContainText(/JPEG.*PNG.*WebP/);
  await expect(svg.getByRole('alert')).toContainText(/SVG/);
  await expect(svg.getByRole('alert')).toContainText(/script/i);
  await shoot(page, 'errors');
  await php.getByRole('button', { name: `Dismiss shell-${run}.jpg` }).click();
  await expect(php).toBeHidden();
  await page.reload();
  await expect(card(page, 'tarte-collee.jpg')).toBeVisible();
  await expect(grid(page).getByRole('listitem')).toHaveCount(3);

  // Search by file name.
  await page.getByLabel('Search images by file name').fill('croissant');
  await expect(grid(page).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Search images by file name').fill('');
  await expect(grid(page).getByRole('listitem')).toHaveCount(3);

  // Alt text, written in the image's dialog and kept after a reload.
  await card(page, `croissant-${run}.jpg`).getByRole('button', { name: `Open croissant-${run}.jpg` }).click();
  const dialog = page.getByRole('dialog', { name: `croissant-${run}.jpg` });
  await expect(dialog.getByText('Screen readers read it to blind shoppers')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill('Golden butter croissant on a wooden board');
  await dialog.getByRole('button', { name: 'Save alt text' }).click();
  await expect(dialog.getByText('Alt text saved', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Needs alt text')).toBeHidden();
  await expect(dialog.getByLabel('Address')).toHaveValue(/\/media\/med_[0-9a-z]{26}$/);
  await expectAccessible(page);
  await shoot(page, 'details', dialog);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(card(page, `croissant-${run}.jpg`)).not.toContainText('Needs alt text');
  await expect(card(page, `croissant-${run}.jpg`).locator('img')).toHaveAttribute('alt', 'Golden butter croissant on a wooden board');
  await expectAccessible(page);
  await shoot(page, 'library');
});

test("the picker: a product's image from the library, seen on the storefront; the logo uploaded in the picker", async ({ page, request }) => {
  await signIn(page, merchant.email, merchant.password);
  await page.goto(`/dashboard/${merchant.businessId}/products/new`);
  await page.getByLabel('Name').fill(`Croissant ${run}`);
  await page.getByLabel('Price excluding VAT (EUR)').fill('1.40');
  await page.getByRole('button', { name: 'Add image…' }).click();
  const picker = page.getByRole('dialog', { name: 'Add an image' });
  await expect(picker.getByRole('tab', { name: 'Library', selected: true })).toBeVisible();
  await expect(picker.getByRole('button', { name: 'tarte-collee.jpg (needs alt text)' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'picker-library', picker);
  await picker.getByRole('tab', { name: 'From URL' }).click();
  await picker.getByLabel('Image URL').fill('javascript:alert(1)');
  await picker.getByRole('button', { name: 'Use this image' }).click();
  await expect(picker.getByText('must be an http(s) URL')).toBeVisible();
  await shoot(page, 'picker-url', picker);
  await picker.getByRole('tab', { name: 'Upload' }).click();
  await expect(picker.getByRole('group', { name: 'Upload an image' })).toBeVisible();
  await shoot(page, 'picker-upload', picker);
  // Keyboard: back to the Library tab with the arrow keys, pick an image, write its alt text there, use it.
  await picker.getByRole('tab', { name: 'Upload' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(picker.getByRole('tab', { name: 'Library', selected: true })).toBeFocused();
  await picker.getByRole('button', { name: `pain-${run}.jpg (needs alt text)` }).click();
  await picker.getByRole('textbox', { name: 'Alt text' }).fill('Sourdough loaf');
  await picker.getByRole('button', { name: 'Save alt text' }).click();
  await expect(picker.getByText('Alt text saved', { exact: true })).toBeVisible();
  await expect(picker.getByRole('button', { name: `pain-${run}.jpg`, exact: true })).toBeVisible();
  await picker.getByRole('button', { name: `croissant-${run}.jpg`, exact: true }).click();
  await picker.getByRole('button', { name: 'Use this image' }).click();
  await expect(picker).toBeHidden();
  const preview = page.getByRole('img', { name: 'Preview of image 1' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${merchant.businessId}/products/prod_`));
  const productId = page.url().split('/').pop()!;
  const imageUrl = (await (await page.request.get(`/api/dashboard/businesses/${merchant.businessId}/products/${productId}`)).json()).images[0] as string;
  expect(imageUrl).toMatch(new RegExp(`^http://${merchant.slug}\\.localhost:${port}/media/med_[0-9a-z]{26}$`));
  const mediaId = imageUrl.split('/').pop()!;

  // The logo: uploaded in the picker's Upload tab, then used.
  await page.goto(`/dashboard/${merchant.businessId}/site`);
  const logo = page.getByRole('group', { name: 'Logo' });
  await logo.getByRole('button', { name: 'Choose…' }).click();
  const logoPicker = page.getByRole('dialog', { name: 'Choose the logo' });
  await logoPicker.getByRole('tab', { name: 'Upload' }).click();
  const logoChooser = page.waitForEvent('filechooser');
  await logoPicker.getByRole('button', { name: 'Choose a file…' }).click();
  await (await logoChooser).setFiles({ name: `logo-${run}.png`, mimeType: 'image/png', buffer: await sharp(await photo(480, 160, '#17605a')).png().toBuffer() });
  await expect(logoPicker.getByText(`logo-${run}.png`)).toBeVisible();
  await logoPicker.getByRole('textbox', { name: 'Alt text' }).fill(`Boulangerie Média ${run}`);
  await logoPicker.getByRole('button', { name: 'Save alt text' }).click();
  await expect(logoPicker.getByText('Alt text saved', { exact: true })).toBeVisible();
  await logoPicker.getByRole('button', { name: 'Use this image' }).click();
  await expect(logoPicker).toBeHidden();
  await expect(logo.getByRole('img', { name: 'Preview of logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Saved to your draft: publish it from the builder to put it live.', { exact: true })).toBeVisible();
  await shoot(page, 'site-settings');
  const site = await (await page.request.get(`/api/dashboard/businesses/${merchant.businessId}/site`)).json();
  expect(site.logoUrl).toMatch(/\/media\/med_[0-9a-z]{26}$/);

  // The draft published (it puts the site online) with the shop open: the storefront shows both.
  const base = `/api/dashboard/businesses/${merchant.businessId}`;
  expect((await page.request.patch(`${base}/shop`, { headers: { Origin: origin }, data: { status: 'ACTIVE' } })).status()).toBe(200);
  expect((await page.request.post(`${base}/draft/publish`, { headers: { Origin: origin }, data: {} })).status()).toBe(200);
  await page.goto(`http://${merchant.slug}.localhost:${port}/products/${productId}`);
  const shown = page.locator(`main img[src*="${mediaId}"], main img[srcset*="${mediaId}"]`).first();
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const logoId = (site.logoUrl as string).split('/').pop()!;
  await expect(page.locator(`header img[src*="${logoId}"], header img[srcset*="${logoId}"]`).first()).toBeVisible();
  void request;
});

test('delete: an image in use is kept and the places are named; an unused one is gone', async ({ page }) => {
  await signIn(page, merchant.email, merchant.password);
  await page.goto(mediaUrl());
  await card(page, `croissant-${run}.jpg`).getByRole('button', { name: `Open croissant-${run}.jpg` }).click();
  let dialog = page.getByRole('dialog', { name: `croissant-${run}.jpg` });
  await dialog.getByRole('button', { name: 'Delete image' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete “croissant-${run}.jpg”?` });
  await confirm.getByRole('button', { name: 'Delete image' }).click();
  await expect(confirm).toBeHidden();
  const inUse = dialog.getByRole('list', { name: 'In use by' });
  await expect(inUse).toContainText(`Croissant ${run}`);
  await shoot(page, 'in-use', dialog);
  await page.keyboard.press('Escape');
  await expect(card(page, `croissant-${run}.jpg`)).toBeVisible();

  await card(page, 'tarte-collee.jpg').getByRole('button', { name: 'Open tarte-collee.jpg' }).click();
  dialog = page.getByRole('dialog', { name: 'tarte-collee.jpg' });
  await dialog.getByRole('button', { name: 'Delete image' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete image' }).click();
  await expect(page.getByText('Deleted “tarte-collee.jpg”', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'tarte-collee.jpg')).toBeHidden();
  await page.reload();
  await expect(card(page, `croissant-${run}.jpg`)).toBeVisible();
  await expect(card(page, 'tarte-collee.jpg')).toHaveCount(0);
});
