// Site settings, shop settings and invoices in the dashboard, through the real server and browser: a change
// saved in the dashboard is what the public API and the storefront serve; invalid values are refused next to
// their field; publishing, pausing, the invoice list and its PDF downloads; a basic plan has no site or shop.
// Leaves the demo site published and its shop ACTIVE (other specs share the server and data).
import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { type Demo, expectAccessible, newMerchant, screenshot, seedDemo, signIn } from './dashboard-helpers';

const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${port}`;
const storefront = `http://maison-lemaire.localhost:${port}/`;
const closedNotice = /closed for now|fermée pour le moment|momenteel gesloten/;

let demo: Demo;
/** The demo site's SEO and code as they were before this spec, restored afterwards for the other specs. */
let original: { seoTitle: string | null; seoDescription: string | null; customCss: string; customHeadHtml: string; customJs: string; primaryColor: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000); // the CLI seeds the demo through the running server; slow while other builds run
  demo = await seedDemo();
  original = await (await request.get('/api/v1/public/site', { headers: { Authorization: `Bearer ${demo.keys.live}` } })).json();
});

// Whatever happened above, the demo site is published and its shop open for the specs that share the server.
test.afterAll(async ({ request }) => {
  const headers = { Authorization: `Bearer ${demo.keys.live}` };
  const { seoTitle, seoDescription, customCss, customHeadHtml, customJs, primaryColor } = original;
  const restore = { isEnabled: true, seoTitle, seoDescription, customCss, customHeadHtml, customJs, primaryColor };
  expect((await request.patch('/api/v1/public/site', { headers, data: restore })).status()).toBe(200);
  expect((await request.patch('/api/v1/public/shop', { headers, data: { status: 'ACTIVE' } })).status()).toBe(200);
});

/** CodeMirror measures its lines in animation frames: let it settle before a screenshot. */
async function settled(page: Page) {
  await page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 300)));
}

async function openSiteSettings(page: Page) {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/site`);
  await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  // The code editors are loaded in the browser after the page: wait for them.
  await expect(page.getByRole('textbox', { name: 'Custom CSS' })).toBeVisible();
}

test('site settings: SEO title and custom CSS saved, seen through the API and on the storefront', async ({ page, request }) => {
  await openSiteSettings(page);
  await expect(page.getByRole('heading', { name: 'Publication Online' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open storefront' })).toHaveAttribute('href', storefront);
  await expect(page.getByText('This code runs on your storefront only')).toBeVisible();
  await expectAccessible(page);
  await settled(page);
  await screenshot(page, 'site-settings');
  // The editor on its own (a full-page capture resizes the window while CodeMirror re-measures its gutter).
  const cssEditor = page.locator('.cm-editor').filter({ has: page.getByRole('textbox', { name: 'Custom CSS' }) });
  await cssEditor.scrollIntoViewIfNeeded();
  await settled(page);
  await cssEditor.screenshot({ path: 'e2e/artifacts/dashboard-site-code-editor.png' });

  const title = `Maison Lemaire, boulangerie ${Date.now()}`;
  const seoTitle = page.getByLabel('SEO title');
  await seoTitle.fill(title);
  await expect(page.getByText(`${title.length} / 200 characters`)).toBeVisible();

  // Append a rule to the theme's CSS (keeps what is there).
  const css = page.getByRole('textbox', { name: 'Custom CSS' });
  await css.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText('\n.e2e-dashboard-marker { color: #123456; }\n');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Saved to your draft: publish it from the builder to put it live.', { exact: true })).toBeVisible();
  await expect(page.getByText('You have unsaved changes.')).toBeHidden();

  // Saved to the draft: live once published (the builder's Publish…).
  const before = await (await request.get('/api/v1/public/site', { headers: { Authorization: `Bearer ${demo.keys.live}` } })).json();
  expect(before.seoTitle).not.toBe(title);
  const published = await page.request.post(`/api/dashboard/businesses/${demo.businessId}/draft/publish`, { data: {}, headers: { Origin: origin } });
  expect(published.status()).toBe(200);
  const api = await request.get('/api/v1/public/site', { headers: { Authorization: `Bearer ${demo.keys.live}` } });
  expect(api.status()).toBe(200);
  const site = await api.json();
  expect(site.seoTitle).toBe(title);
  expect(site.customCss).toContain('.e2e-dashboard-marker { color: #123456; }');

  const response = await page.goto(storefront);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(title));
  expect(await page.locator('head style').allTextContents()).toContainEqual(expect.stringContaining('.e2e-dashboard-marker'));

  // A reload of the settings shows the saved values.
  await page.goto(`/dashboard/${demo.businessId}/site`);
  await expect(page.getByLabel('SEO title')).toHaveValue(title);
});

test('site settings: invalid values are refused next to their field, by the form and by the server', async ({ page }) => {
  await openSiteSettings(page);
  const colour = page.getByLabel('Primary colour', { exact: true });
  await colour.fill('red-ish');
  await page.getByLabel('SEO title').fill('x'.repeat(201));
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(colour).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('a hex colour such as #1f5f5b')).toBeVisible();
  await expect(page.getByLabel('SEO title')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/expected string to have <=200 characters/)).toBeVisible();
  await expect(page.getByText('Some settings need a fix')).toBeVisible();
  await settled(page);
  await screenshot(page, 'site-invalid');

  // Nothing was saved.
  const saved = await page.request.get(`/api/dashboard/businesses/${demo.businessId}/site`);
  expect((await saved.json()).primaryColor).toMatch(/^#[0-9a-f]{6}$/);

  // The server applies the same schema, with the field in `details`, and checks the Origin.
  const patch = await page.request.patch(`/api/dashboard/businesses/${demo.businessId}/site`, {
    data: { primaryColor: 'red-ish' },
    headers: { Origin: origin },
  });
  expect(patch.status()).toBe(400);
  expect((await patch.json()).error.details).toContainEqual({ path: 'primaryColor', message: 'a hex colour such as #1f5f5b' });
  const foreign = await page.request.patch(`/api/dashboard/businesses/${demo.businessId}/site`, {
    data: { seoTitle: 'From elsewhere' },
    headers: { Origin: storefront.slice(0, -1) },
  });
  expect(foreign.status()).toBe(403);

  // Discard puts the saved values back.
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await expect(colour).toHaveAttribute('value', /^#[0-9a-f]{6}$/);
  await expect(colour).not.toHaveAttribute('aria-invalid', 'true');
});

test('site settings: take offline (after a confirmation) takes the storefront offline, put online brings it back', async ({ page }) => {
  await openSiteSettings(page);
  await page.getByRole('button', { name: 'Take offline' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Take your storefront offline?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'site-unpublish-confirm');
  await dialog.getByRole('button', { name: 'Take offline' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Publication Offline' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Put online' })).toBeVisible();
  await screenshot(page, 'site-unpublished');

  const offline = await page.context().newPage();
  expect((await offline.goto(storefront))?.status()).toBe(404);

  await page.getByRole('button', { name: 'Put online' }).click();
  await expect(page.getByRole('heading', { name: 'Publication Online' })).toBeVisible();
  await expect(page.getByText('Your storefront is online.', { exact: true })).toBeVisible();
  expect((await offline.goto(storefront))?.status()).toBe(200);
  await offline.close();
});

test('shop settings: pausing shows the closed notice on the storefront; back to ACTIVE', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/shop`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop settings' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Active/ })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Open storefront' })).toHaveAttribute('href', storefront);
  await expectAccessible(page);
  await screenshot(page, 'shop-settings');

  // A rate with too many decimals is refused next to its field.
  await page.getByRole('checkbox', { name: 'Offer shipping' }).check();
  const rate = page.getByLabel('Flat shipping rate (EUR)');
  await rate.fill('4.999');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(rate).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('at most 2 decimals')).toBeVisible();
  await rate.fill('4.95');

  await page.getByRole('radio', { name: /^Paused/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Shop settings saved.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shop Paused' })).toBeVisible();
  await screenshot(page, 'shop-paused');

  const visitor = await page.context().newPage();
  await visitor.goto(storefront);
  await expect(visitor.getByRole('status').filter({ hasText: closedNotice })).toBeVisible();

  await page.getByRole('radio', { name: /^Active/ }).check();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('heading', { name: 'Shop Active' })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(closedNotice)).toHaveCount(0);
  await visitor.close();

  const api = await page.request.get('/api/v1/public/shop', { headers: { Authorization: `Bearer ${demo.keys.live}` } });
  const shop = await api.json();
  expect(shop.status).toBe('ACTIVE');
  expect(shop.offersShipping).toBe(true);
  expect(shop.shippingFlatRate).toBe(4.95);
});

test('invoices: the demo invoices, paged and filtered, and a PDF download', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/invoices`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const rows = page.locator('tbody tr');
  // Ten a page (the demo has a dozen; other specs may add more to the shared data).
  await expect(rows).toHaveCount(10);
  const more = page.getByRole('button', { name: 'Load more' });
  while (await more.isVisible()) {
    const before = await rows.count();
    await more.click();
    await expect.poll(() => rows.count()).toBeGreaterThan(before);
  }
  expect(await rows.count()).toBeGreaterThanOrEqual(12);
  await expect(page.getByText(`${await rows.count()} documents shown · that is all`)).toBeVisible();
  expect(await page.getByRole('cell', { name: 'Credit note', exact: true }).count()).toBeGreaterThanOrEqual(1);
  // Amounts in the dashboard's language (en-BE in these tests): "€1.234,56", "USD 1.234,56".
  await expect(rows.first().getByRole('cell').nth(4)).toHaveText(/(€|[A-Z]{3}\u00A0)[\d.]*\d,\d{2}/);
  await expectAccessible(page);
  await screenshot(page, 'invoices');

  await page.getByLabel('Status').selectOption('DRAFT');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row.getByText('Draft', { exact: true }).first()).toBeVisible();
  await page.getByLabel('Status').selectOption('FINALIZED');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Draft', exact: true })).toHaveCount(0);

  const finalized = rows.first();
  const number = (await finalized.getByRole('cell').first().textContent())!.trim();
  expect(number).toMatch(/^(NC-)?\d{4}-\d{6}$/);
  const [download] = await Promise.all([page.waitForEvent('download'), finalized.getByRole('link', { name: /Download the PDF/ }).click()]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  const href = await finalized.getByRole('link', { name: /Download the PDF/ }).getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['content-disposition']).toBe(`attachment; filename="${number}.pdf"`);
  expect(pdf.headers()['cache-control']).toBe('private, no-store');
});

test('a basic-plan merchant: no site or shop settings (404, and 403 on their routes), an empty invoice list', async ({ page }) => {
  const merchant = await newMerchant('Atelier Basique Settings', 'basic');
  await signIn(page, merchant.email, merchant.password);
  await expect(page.getByRole('link', { name: 'Site settings' })).toHaveCount(0);
  expect((await page.goto(`/dashboard/${merchant.businessId}/site`))?.status()).toBe(404);
  expect((await page.goto(`/dashboard/${merchant.businessId}/shop`))?.status()).toBe(404);
  const route = await page.request.get(`/api/dashboard/businesses/${merchant.businessId}/site`);
  expect(route.status()).toBe(403);
  expect((await route.json()).error.code).toBe('entitlement_required');
  const shopRoute = await page.request.patch(`/api/dashboard/businesses/${merchant.businessId}/shop`, { data: { status: 'ACTIVE' }, headers: { Origin: origin } });
  expect(shopRoute.status()).toBe(403);

  // Another business's settings are not found at all (before any entitlement question).
  expect((await page.goto(`/dashboard/${demo.businessId}/site`))?.status()).toBe(404);
  expect((await page.request.get(`/api/dashboard/businesses/${demo.businessId}/site`)).status()).toBe(404);
  expect((await page.request.get(`/api/dashboard/businesses/${demo.businessId}/invoices`)).status()).toBe(404);

  await page.goto(`/dashboard/${merchant.businessId}/invoices`);
  await expect(page.getByText('No invoices yet')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'invoices-empty');
});
