// The page builder in the site's other language: the demo site serves French (default) and Dutch; the merchant
// switches the builder to Nederlands, writes a block's text and the page's title in Dutch (the canvas shows the
// Dutch text), sees the pages' translation badges, publishes, and the storefront serves the Dutch text under
// /nl/ while / keeps the French.
import { expect, test } from '@playwright/test';
import { type Demo, publishDraft, seedDemo, signIn } from './dashboard-helpers';

const port = Number(process.env.E2E_PORT ?? 3100);
const shots = process.env.E2E_SHOTS_DIR ?? '/tmp/vt/shots';
let demo: Demo;

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000);
  demo = await seedDemo();
});

test('edit a block and the page title in Dutch, publish, and see /nl/ in Dutch and / in French', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, demo.login.email, demo.login.password);
  await page.getByRole('link', { name: 'Page builder' }).click();
  await expect(page.getByRole('heading', { name: /^Blocks \(\d+\)$/ })).toBeVisible();

  // The language switch: French is the default, named in itself.
  const languages = page.getByRole('radiogroup', { name: 'Editing language' });
  await expect(languages.getByRole('radio', { name: 'Français (default)' })).toHaveAttribute('aria-checked', 'true');
  await languages.getByRole('radio', { name: 'Nederlands' }).click();
  await expect(languages.getByRole('radio', { name: 'Nederlands' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('translating-note')).toBeVisible();
  await expect(page.getByRole('button', { name: '+ Add block' })).toHaveCount(0);

  // The first block's first text in Dutch, over its French text (the placeholder).
  await page.getByTestId('outline-row').first().locator('button[aria-pressed]').click();
  const inspector = page.getByTestId('builder-inspector');
  const field = inspector.locator('input[lang="nl"]:not([placeholder=""])').first();
  const french = (await field.getAttribute('placeholder'))!;
  expect(french.length).toBeGreaterThan(0);
  await expect(inspector.getByText(`Français: ${french}`).first()).toBeVisible();
  await expect(inspector.getByTestId('shared-note').first()).toBeVisible();
  const dutch = 'Welkom in onze Gentse winkel';
  await field.fill(dutch);
  const canvas = page.frameLocator('[data-testid="builder-canvas"]');
  await expect(canvas.getByText(dutch).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Draft saved');
  await page.screenshot({ path: `${shots}/builder-nl-1366.png` });
  // The fields every language shares, disabled in Dutch.
  await inspector.getByTestId('shared-note').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/builder-nl-1366-shared.png` });

  // The pages sheet in Dutch: translation badges; the home page's Dutch title.
  await page.getByRole('button', { name: /^Page / }).click();
  await expect(page.getByRole('heading', { name: /^Pages \(\d+\)$/ })).toBeVisible();
  const badges = page.getByTestId('translation-state');
  expect(await badges.count()).toBeGreaterThan(0);
  await expect(badges.first()).toHaveText(/^(Translated|Partly translated|Not translated)$/);
  const home = page.locator('li').filter({ has: page.locator('button[aria-current="page"]') });
  await home.getByRole('button', { name: /^Settings of / }).click();
  const dialog = page.getByRole('dialog', { name: /in Nederlands$/ });
  await dialog.getByLabel('Title in Nederlands').fill('Startpagina');
  await dialog.getByRole('button', { name: 'Save Nederlands title' }).click();
  await expect(dialog).toBeHidden();
  await expect(home.getByText('Startpagina', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/builder-nl-pages-1366.png` });

  await publishDraft(page);

  // The storefront: /nl/ in Dutch, / still in French.
  const shopper = await browser.newPage();
  const origin = `http://${demo.slug}.localhost:${port}`;
  await shopper.goto(`${origin}/nl/`);
  await expect(shopper.locator('main').getByText(dutch).first()).toBeVisible();
  await expect(shopper).toHaveTitle(/Startpagina/);
  await shopper.goto(`${origin}/`);
  await expect(shopper.locator('main').getByText(french).first()).toBeVisible();
  await expect(shopper.locator('main').getByText(dutch)).toHaveCount(0);
  await shopper.close();

  // The builder in Dutch on a phone: the blocks and settings open as a sheet.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('radio', { name: 'Nederlands' })).toHaveAttribute('aria-checked', 'true');
  await page.screenshot({ path: `${shots}/builder-nl-390-bar.png` });
  await page.getByRole('button', { name: 'Blocks', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Blocks and settings' })).toBeVisible();
  await page.screenshot({ path: `${shots}/builder-nl-390.png` });
});
