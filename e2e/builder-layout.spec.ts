// The builder's layout (README: Merchant dashboard and page builder): the canvas gets the screen (no dashboard
// sidebar, at least 1,000 px in Desktop on a 1366 px screen, exactly 768 / 390 CSS px in Tablet / Mobile, the
// viewport's height under the bar), panels as sheets on a 390 px phone, keyboard reachable; CODE pages in the
// site's shell (header, navigation, cart, footer) or as the whole page, chosen in the page's settings, with a
// preview that renders like the live page; and a code editor that types what is typed.
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type Demo, expectAccessible, seedDemo, signIn } from './dashboard-helpers';

const port = Number(process.env.E2E_PORT ?? 3100);
const SHOTS = '/tmp/vt/shots/layout';
let demo: Demo;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  demo = await seedDemo();
  mkdirSync(SHOTS, { recursive: true });
});

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
const width = async (page: Page, testId = 'builder-canvas') => (await page.getByTestId(testId).boundingBox())!.width;
const auth = () => ({ Authorization: `Bearer ${demo.keys.live}` });

/** The storefront page at `path`, as a shopper's browser gets it. */
async function storefrontHtml(request: APIRequestContext, path: string) {
  const res = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { Host: `${demo.slug}.localhost:${port}` } });
  expect(res.status()).toBe(200);
  return res.text();
}

test('at 1366 px the canvas gets the screen, with true tablet and mobile widths', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/builder`);
  const frame = page.getByTestId('builder-canvas');
  await expect(page.frameLocator('[data-testid="builder-canvas"]').locator('[data-vt-block]').first()).toBeVisible();

  // The dashboard's sidebar gives way; the builder's bar leads back.
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', `/dashboard/${demo.businessId}`);
  await expect(page.getByTestId('publish-state')).toHaveText('Online');

  // Desktop: at least 1,000 px wide, from under the bar to the bottom of the viewport.
  await expect.poll(() => width(page)).toBeGreaterThanOrEqual(1000);
  const box = (await frame.boundingBox())!;
  const bar = (await page.getByRole('banner').boundingBox())!;
  expect(box.y).toBeLessThan(bar.y + bar.height + 12);
  expect(box.y + box.height).toBeGreaterThan(800 - 12);
  await expect(page.getByRole('heading', { name: /^Blocks \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Block settings' })).toBeVisible();
  await shot(page, 'builder-1366-desktop');
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'tablet' }).click();
  await expect.poll(() => width(page)).toBe(768);
  const inner = page.frames().find((f) => f.url().includes('/__vitrine/preview'))!;
  expect(await inner.evaluate(() => window.innerWidth)).toBe(768);
  await shot(page, 'builder-1366-tablet');

  await page.getByRole('radio', { name: 'mobile' }).click();
  await expect.poll(() => width(page)).toBe(390);
  await expect.poll(() => inner.evaluate(() => window.innerWidth)).toBe(390);
  await shot(page, 'builder-1366-mobile');

  // Keyboard: the pages sheet opens from the bar, Escape closes it and gives focus back; focus is visible.
  await page.getByRole('radio', { name: 'desktop' }).focus();
  await page.keyboard.press('Space');
  await expect.poll(() => width(page)).toBeGreaterThanOrEqual(1000);
  const picker = page.getByRole('button', { name: /^Page / });
  await picker.focus();
  expect(await picker.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Pages' });
  await expect(sheet.getByRole('heading', { name: /^Pages \(\d+\)$/ })).toBeVisible();
  await shot(page, 'builder-1366-pages-sheet');
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(picker).toBeFocused();

  // Back to the dashboard, with its navigation.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
});

test('at 390 px the panels open as sheets and the canvas stays reachable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/builder`);
  const canvas = page.frameLocator('[data-testid="builder-canvas"]');
  await expect(canvas.locator('[data-vt-block]').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Block settings' })).toBeHidden(); // not squeezed beside the canvas
  expect(await width(page)).toBeGreaterThan(340);
  await shot(page, 'builder-390');

  // The outline and inspector in a sheet; a block picked there, then the canvas again.
  await page.getByRole('button', { name: 'Blocks', exact: true }).click();
  const panel = page.getByRole('dialog', { name: 'Blocks and settings' });
  await expect(panel.getByRole('heading', { name: /^Blocks \(\d+\)$/ })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Block settings' })).toBeVisible();
  await shot(page, 'builder-390-blocks-sheet');
  await panel.getByTestId('outline-row').nth(1).locator('button[aria-pressed]').click();
  await expect(panel.getByTestId('outline-row').nth(1).locator('button[aria-pressed]')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(canvas.locator('[data-vt-block="1"]')).toHaveAttribute('data-vt-selected', '');

  // The pages in a sheet over the canvas.
  await page.getByRole('button', { name: /^Page / }).click();
  const pages = page.getByRole('dialog', { name: 'Pages' });
  await expect(pages.getByRole('heading', { name: /^Pages \(\d+\)$/ })).toBeVisible();
  await shot(page, 'builder-390-pages-sheet');
  await pages.getByRole('button', { name: 'Close pages' }).click();
  await expect(pages).toBeHidden();

  // Tablet on a phone: the frame keeps its 768 px and the canvas scrolls sideways.
  await page.getByRole('radio', { name: 'tablet' }).click();
  await expect.poll(() => width(page)).toBe(768);
  const area = page.getByTestId('canvas-area');
  expect(await area.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  await area.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(canvas.locator('[data-vt-block]').first()).toBeVisible();
  await shot(page, 'builder-390-tablet');
});

test("a CODE page in the site's shell, or as the whole page, chosen in its settings", async ({ page, request }) => {
  const html = '<section id="promo" class="text-center"><h1>Fête du pain</h1><p>Samedi 14 décembre</p></section>';
  const created = await request.post('/api/v1/public/site/pages', { headers: auth(), data: { title: 'Fête', slug: 'fete', renderMode: 'CODE', customHtml: html } });
  expect(created.status()).toBe(201);
  const codePage = await created.json();
  expect(codePage.codeLayout).toBe('SHELL');

  // SHELL: the site's header, navigation, cart and footer around the merchant's HTML.
  const shell = await storefrontHtml(request, '/fete');
  const [before, rest] = shell.split(/<main id="main"[^>]*>/);
  expect(before).toContain('<header');
  expect(before).toContain('aria-label="Navigation principale"');
  expect(before).toContain('data-cart-link');
  expect(rest!.split('</main>')[0]).toContain(html);
  expect(rest!.split('</main>')[1]).toContain('<footer');

  const shopper = await page.context().newPage();
  await shopper.setViewportSize({ width: 1366, height: 800 });
  await shopper.goto(`http://${demo.slug}.localhost:${port}/fete`);
  await expect(shopper.getByRole('banner')).toBeVisible();
  await expect(shopper.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(shopper.getByRole('contentinfo')).toBeVisible();
  await expect(shopper.getByRole('main').locator('#promo h1')).toHaveText('Fête du pain');
  expect(await shopper.locator('#promo').evaluate((el) => getComputedStyle(el).textAlign)).toBe('center'); // the storefront's CSS for its classes
  await shopper.screenshot({ path: `${SHOTS}/storefront-code-shell-1366.png`, fullPage: true });
  await shopper.setViewportSize({ width: 390, height: 844 });
  await shopper.screenshot({ path: `${SHOTS}/storefront-code-shell-390.png`, fullPage: true });
  await shopper.close();

  // The builder previews it the same way: the site's document, shell and CSS around the HTML.
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/builder?page=${codePage.id}`);
  const preview = page.frameLocator('[data-testid="code-preview"]');
  await expect(preview.locator('main #promo h1')).toHaveText('Fête du pain');
  await expect(preview.locator('header')).toBeVisible();
  await expect(preview.locator('footer')).toBeVisible();
  expect(await preview.locator('#promo').evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
  await shot(page, 'builder-1366-code-shell');

  // Full page, chosen in the page's settings: the API, the storefront and the preview follow.
  await page.getByRole('button', { name: /^Page / }).click();
  await page.getByRole('dialog', { name: 'Pages' }).getByRole('button', { name: 'Settings of Fête' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings of “Fête”' });
  await expect(settings.getByRole('radio', { name: /Show the site’s header, navigation and footer/ })).toBeChecked();
  await settings.getByRole('radio', { name: /Full page \(my HTML is the whole page\)/ }).check();
  await shot(page, 'builder-1366-code-settings');
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden();
  // Saved to the draft: the preview follows at once, the API and the storefront once it is published.
  expect((await (await request.get(`/api/v1/public/site/pages/${codePage.id}`, { headers: auth() })).json()).codeLayout).toBe('SHELL');
  await page.getByRole('button', { name: 'Close pages' }).click(); // (Escape would first dismiss the toast)
  await expect(page.getByRole('dialog', { name: 'Pages' })).toBeHidden();
  await expect(preview.locator('#promo h1')).toHaveText('Fête du pain');
  await expect(preview.locator('header')).toHaveCount(0);
  await expect(preview.locator('footer')).toHaveCount(0);
  expect(await preview.locator('#promo').evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
  await shot(page, 'builder-1366-code-full-page');
  await page.getByRole('button', { name: 'Publish…' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish your changes' });
  await publish.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publish).toBeHidden();
  await expect(page.getByTestId('draft-state')).toHaveText('No unpublished changes');
  expect((await (await request.get(`/api/v1/public/site/pages/${codePage.id}`, { headers: auth() })).json()).codeLayout).toBe('FULL_PAGE');
  const full = await storefrontHtml(request, '/fete');
  expect(full).toContain(`<body>\n${html}`);
  expect(full).not.toMatch(/<header|<footer|<main|Navigation principale|data-cart-link/);

  // A bad value through the API changes nothing.
  const bad = await request.patch(`/api/v1/public/site/pages/${codePage.id}`, { headers: auth(), data: { codeLayout: 'HEADER_ONLY' } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error.code).toBe('validation_failed');
});

test('typing in the code editor inserts no closing tag of its own', async ({ page, request }) => {
  const created = await request.post('/api/v1/public/site/pages', { headers: auth(), data: { title: 'Tape', slug: 'tape', renderMode: 'CODE', customHtml: '<p>x</p>' } });
  const codePage = await created.json();
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/builder?page=${codePage.id}`);
  const editor = page.locator('.cm-content');
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await editor.pressSequentially('<div>');
  await editor.pressSequentially('text');
  await expect(editor).toHaveText('<div>text');
  await editor.pressSequentially('<span class="font-bold">bold</span></div>');
  await expect(editor).toHaveText('<div>text<span class="font-bold">bold</span></div>');
  const preview = page.frameLocator('[data-testid="code-preview"]');
  await expect(preview.locator('main div > span')).toHaveText('bold');
  expect(await preview.locator('main div > span').evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Draft saved');
  const saved = await (await page.request.get(`/api/dashboard/businesses/${demo.businessId}/pages/${codePage.id}`)).json(); // the draft
  expect(saved.customHtml).toBe('<div>text<span class="font-bold">bold</span></div>');
  await shot(page, 'builder-1366-code-typed');

  // On a phone: the editor above, the preview (true width) under it.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(preview.locator('main div > span')).toHaveText('bold');
  await expect(editor).toBeVisible();
  await shot(page, 'builder-390-code');
});
