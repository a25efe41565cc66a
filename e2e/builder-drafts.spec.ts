// Drafts before publishing, as a merchant meets them (issue 18's "done when", photos aside): an edited page is
// saved to the draft while the live site stays as it was; a preview link shows the draft to a visitor without a
// dashboard session; Publish makes it live; Versions restores the previous one. A theme applied to the draft
// brings sample testimonials that the publish dialog names and refuses until the merchant removes them. An API
// write to a page the draft changed is a conflict the dialog names: keep the live version, or publish mine.
import { type Browser, type Page, expect, test } from '@playwright/test';
import { expectAccessible, newMerchant, signIn, vitrine } from './dashboard-helpers';

const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${port}`;
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'e2e/artifacts';

test.describe.configure({ mode: 'serial' });

/** The page at 1366 and 390 px wide (the viewport only: dialogs stay in view). */
async function shots(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/drafts-${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

/** A dashboard write from the signed-in page (its cookie, the app's Origin). */
async function dashboardPost(page: Page, businessId: string, path: string, data: unknown = {}) {
  const response = await page.request.post(`/api/dashboard/businesses/${businessId}${path}`, { data, headers: { Origin: origin } });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? null : response.json();
}

/** A GET on a storefront host (the request context does not resolve *.localhost: the Host header names it). */
function storefrontGet(page: Page, url: string) {
  const { host, pathname } = new URL(url);
  return page.request.get(`http://127.0.0.1:${port}${pathname}`, { headers: { Host: host } });
}

async function liveText(page: Page, url: string): Promise<string> {
  const response = await storefrontGet(page, url);
  expect(response.status()).toBe(200);
  return response.text();
}

async function openPublishDialog(page: Page) {
  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish your changes' });
  await expect(dialog.getByTestId('publish-summary')).toBeVisible();
  return dialog;
}

async function freshVisitor(browser: Browser) {
  const context = await browser.newContext(); // no dashboard cookie
  return { context, page: await context.newPage() };
}

test('edit, the live site unchanged, preview link, publish, restore the previous version', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const merchant = await newMerchant('Fromagerie Janssens', 'shop');
  await signIn(page, merchant.email, merchant.password);
  const site = `http://${merchant.slug}.localhost:${port}/`;
  // A live site: a home page published once.
  const home = await dashboardPost(page, merchant.businessId, '/pages', { title: 'Accueil', slug: 'home', blocks: [{ type: 'heading', order: 0, config: { text: 'Fromages affinés chez nous' } }] });
  await dashboardPost(page, merchant.businessId, '/draft/publish');
  expect(await liveText(page, site)).toContain('Fromages affinés chez nous');

  await page.goto(`/dashboard/${merchant.businessId}/builder?page=${home.id}`);
  await expect(page.getByTestId('draft-state')).toHaveText('No unpublished changes');
  await expect(page.getByTestId('publish-state')).toHaveText('Online');
  await page.getByTestId('outline-row').first().locator('button[aria-pressed]').click();
  await page.getByLabel('Text', { exact: true }).fill('Nouveaux fromages de saison');
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Draft saved');
  await expect(page.getByTestId('draft-state')).toHaveText('Draft saved · 1 unpublished change');
  await page.getByRole('button', { name: /^Page / }).click(); // the pages sheet
  await expect(page.getByRole('region', { name: /^Pages \(/ }).getByText('Changed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Close pages' }).click();
  await shots(page, 'bar');

  // The live site is unchanged.
  const before = await liveText(page, site);
  expect(before).toContain('Fromages affinés chez nous');
  expect(before).not.toContain('Nouveaux fromages de saison');

  // A preview link, opened by a visitor without a dashboard session.
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  const previewDialog = page.getByRole('dialog', { name: 'Preview your draft' });
  await previewDialog.getByRole('button', { name: 'Create preview link' }).click();
  const address = previewDialog.getByLabel('Preview link address');
  await expect(address).toHaveValue(new RegExp(`^http://${merchant.slug}\\.localhost:${port}/__vitrine/draft/[0-9A-Za-z]{40}/$`));
  const previewUrl = await address.inputValue();
  await expect(previewDialog.getByTestId('preview-link-row')).toHaveCount(1);
  await expectAccessible(page);
  await shots(page, 'preview-dialog');
  await page.keyboard.press('Escape');

  const visitor = await freshVisitor(browser);
  const previewed = await visitor.page.goto(previewUrl);
  expect(previewed!.status()).toBe(200);
  expect(previewed!.headers()['cache-control']).toBe('no-store');
  await expect(visitor.page.getByText(/^Aperçu des modifications non publiées — le lien expire le /)).toBeVisible();
  await expect(visitor.page.getByRole('heading', { name: 'Nouveaux fromages de saison' })).toBeVisible();
  // The site's own links stay inside the preview.
  await expect(visitor.page.locator('header a').first()).toHaveAttribute('href', new RegExp('^/__vitrine/draft/[0-9A-Za-z]{40}/'));
  await shots(visitor.page, 'preview-banner');

  // Publish: the dialog says what changes; then the live site shows it.
  const publish = await openPublishDialog(page);
  await expect(publish.getByText('Pages changed (1)')).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'publish-dialog');
  await publish.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publish).toBeHidden();
  await expect(page.getByTestId('draft-state')).toHaveText('No unpublished changes');
  expect(await liveText(page, site)).toContain('Nouveaux fromages de saison');

  // Versions: restore the previous one; the old content is live again.
  await page.getByRole('button', { name: 'Versions' }).click();
  const versions = page.getByRole('dialog', { name: 'Versions' });
  await expect(versions.getByTestId('version-row').first()).toBeVisible();
  await expect(versions.getByTestId('version-row')).toHaveCount(3); // the first publish, its baseline, and this one
  await shots(page, 'versions-dialog');
  await versions.getByTestId('version-row').nth(1).getByRole('button', { name: 'Restore' }).click();
  const confirm = page.getByRole('alertdialog', { name: /^Restore version \d+\?$/ });
  await expect(confirm).toBeVisible();
  await shots(page, 'restore-confirm');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(async () => liveText(page, site)).toContain('Fromages affinés chez nous');
  expect(await liveText(page, site)).not.toContain('Nouveaux fromages de saison');

  // The visitor's preview now shows the live site (the draft was published, then restored over).
  await visitor.context.close();
});

test("a theme's sample testimonials are named in the publish dialog and refused until removed", async ({ page }) => {
  test.setTimeout(180_000);
  const merchant = await newMerchant('Boulangerie Peeters', 'shop');
  await signIn(page, merchant.email, merchant.password);
  const site = `http://${merchant.slug}.localhost:${port}/`;
  // Our own story page, live already: the theme keeps it (its sample story page is not added).
  await dashboardPost(page, merchant.businessId, '/pages', { title: 'Notre histoire', slug: 'a-propos', blocks: [{ type: 'heading', order: 0, config: { text: 'Depuis 1987' } }] });
  await dashboardPost(page, merchant.businessId, '/draft/publish');

  await page.goto(`/dashboard/${merchant.businessId}/builder?tab=themes`);
  await page.getByRole('button', { name: 'Apply the Fournil theme' }).click();
  const themeDialog = page.getByRole('dialog');
  await themeDialog.getByRole('button', { name: 'Apply to draft' }).click();
  await expect(themeDialog).toBeHidden();
  await expect(page.getByTestId('draft-state')).toHaveText(/^Draft saved · \d+ unpublished changes$/);

  const publish = await openPublishDialog(page);
  const blocker = publish.getByTestId('publish-blocker').filter({ hasText: 'testimonials' });
  await expect(blocker).toHaveCount(1);
  await expect(publish.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  await shots(page, 'publish-blocked');
  // The live site is still without the theme's pages.
  expect((await storefrontGet(page, `${site}boutique`)).status()).toBe(404);

  // Show me: the page opens with the block selected, marked as sample; remove it and save the draft.
  await blocker.getByRole('button', { name: 'Show me' }).click();
  await expect(publish).toBeHidden();
  await expect(page).toHaveURL(/builder\?page=page_[^&]+&block=\d+/);
  await page.getByRole('tab', { name: 'Pages' }).click();
  const sampleRow = page.getByTestId('outline-row').filter({ hasText: 'Sample — edit before publishing' });
  await expect(sampleRow).toHaveCount(1);
  await shots(page, 'sample-badge');
  await sampleRow.getByRole('button', { name: /^Remove / }).click();
  await expect(sampleRow).toHaveCount(0);
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Draft saved');

  const again = await openPublishDialog(page);
  await expect(again.getByTestId('publish-blocker')).toHaveCount(0);
  await again.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(again).toBeHidden();
  await expect(page.getByTestId('draft-state')).toHaveText('No unpublished changes');
  expect((await storefrontGet(page, `${site}boutique`)).status()).toBe(200);
  expect(await liveText(page, site)).not.toContain('Martine L.');
  expect(await liveText(page, `${site}a-propos`)).toContain('Depuis 1987');
});

test('an API write to a page the draft changed: keep the live version, or publish mine anyway', async ({ page }) => {
  test.setTimeout(180_000);
  const merchant = await newMerchant('Chocolaterie Wauters', 'shop');
  const key = (await vitrine('key', 'create', '--business', merchant.businessId, '--scopes', 'site:read,site:write')).key as string;
  const api = (method: 'PATCH' | 'GET', path: string, data?: unknown) =>
    page.request.fetch(`/api/v1/public/site/pages${path}`, { method, data, headers: { Authorization: `Bearer ${key}` } });
  await signIn(page, merchant.email, merchant.password);
  const site = `http://${merchant.slug}.localhost:${port}/`;
  const home = await dashboardPost(page, merchant.businessId, '/pages', { title: 'Accueil', slug: 'home', blocks: [{ type: 'heading', order: 0, config: { text: 'Pralines maison' } }] });
  await dashboardPost(page, merchant.businessId, '/draft/publish');

  const editHome = async (text: string) => {
    await page.goto(`/dashboard/${merchant.businessId}/builder?page=${home.id}`);
    await page.getByTestId('outline-row').first().locator('button[aria-pressed]').click();
    await page.getByLabel('Text', { exact: true }).fill(text);
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await expect(page.getByTestId('draft-state')).toHaveText('Draft saved · 1 unpublished change');
  };
  const apiWrite = async (text: string) =>
    expect((await api('PATCH', `/${home.id}`, { blocks: [{ type: 'heading', order: 0, config: { text } }] })).status()).toBe(200);

  // Keep the live version: the draft forgets its copy, the API's text stays live.
  await editHome('Pralines du dimanche');
  await apiWrite('Pralines de Pâques');
  let dialog = await openPublishDialog(page);
  await expect(dialog.getByTestId('publish-conflict')).toHaveCount(1);
  await expect(dialog.getByTestId('publish-conflict')).toContainText('was changed on the live site');
  await expect(dialog.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await shots(page, 'publish-conflict');
  await dialog.getByRole('button', { name: 'Keep the live version' }).click();
  await expect(dialog.getByTestId('publish-conflict')).toHaveCount(0);
  await expect(dialog.getByText('No unpublished changes: the live site is your draft.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('draft-state')).toHaveText('No unpublished changes');
  await expect(page.getByLabel('Text', { exact: true })).toHaveValue('Pralines de Pâques'); // the editor shows the live page again
  expect(await liveText(page, site)).toContain('Pralines de Pâques');

  // Publish mine anyway: the draft's page wins.
  await editHome('Pralines de Noël');
  await apiWrite('Pralines de la fête des mères');
  dialog = await openPublishDialog(page);
  await dialog.getByRole('button', { name: 'Publish mine anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('draft-state')).toHaveText('No unpublished changes');
  expect(await liveText(page, site)).toContain('Pralines de Noël');
  expect(((await (await api('GET', `/${home.id}`)).json()) as { blocks: { config: { text: string } }[] }).blocks[0]!.config.text).toBe('Pralines de Noël');
});
