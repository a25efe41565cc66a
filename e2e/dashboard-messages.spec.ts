// The Messages page through the real server and browser, with SMTP_URL unset (the default): the banner says
// nothing is sent; the outbox lists the order e-mails (to, subject, kind, order link, status, attempts, last
// error, time) with counts and a status filter; a message shows its HTML in a sandboxed frame (merchant and
// shopper text escaped, the QR code shown inline, no script run) and its text part; a failed message is retried;
// another business's message is the 404 page; axe and screenshots at 1366 and 390 px wide.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect, test } from '@playwright/test';
import { expectAccessible, newMerchant, screenshot, signIn } from './dashboard-helpers';

const run = promisify(execFile);

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

type Seed = { orderIds: string[]; failedId: string };
let merchant: Awaited<ReturnType<typeof newMerchant>>;
let seed: Seed;
let stranger: { businessId: string; seed: Seed };

async function seedMessages(businessId: string): Promise<Seed> {
  const env: NodeJS.ProcessEnv = { ...process.env, VITRINE_DATA_DIR: process.env.VITRINE_E2E_DATA_DIR! };
  delete env.DATABASE_URL;
  const { stdout } = await run('npx', ['tsx', 'scripts/testing/mail-seed.ts', businessId], { env, cwd: process.cwd() });
  return JSON.parse(stdout.trim().split('\n').pop()!);
}

/**
 * axe on a page showing an e-mail in a sandboxed frame: axe cannot run inside a frame that allows no script, so
 * the page is checked in legacy mode (its own document only) with the frame left out.
 */
async function expectAccessibleAroundFrame(page: Page) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).exclude('iframe').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
  expect(bad).toEqual([]);
}

async function shots(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Chromium paints a frame below the fold only once it has been in view: bring it in, then back to the top.
    for (const frame of await page.locator('iframe').all()) await frame.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `${name}-${width}`);
    // A full-page capture leaves a frame below the fold blank on a narrow screen: the e-mail gets its own picture.
    const frame = page.locator('iframe');
    if (await frame.count()) await frame.screenshot({ path: `e2e/artifacts/dashboard-${name}-html-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36).slice(-5); // a rerun on the same data directory gets fresh businesses
  merchant = await newMerchant(`Atelier Messages ${run}`, 'shop');
  seed = await seedMessages(merchant.businessId);
  const other = await newMerchant(`Autre Boutique ${run}`, 'shop');
  stranger = { businessId: other.businessId, seed: await seedMessages(other.businessId) };
});

test('the outbox: banner, counts, rows, filter, a message with its parts, Retry', async ({ page }) => {
  page.on('dialog', (dialog) => {
    throw new Error(`a script ran: ${dialog.message()}`);
  });
  await signIn(page, merchant.email, merchant.password);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(`/dashboard/${merchant.businessId}/messages`);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await expect(page.getByText('No e-mail is sent: SMTP_URL is not set.')).toBeVisible();
  await expect(page.getByText('3 pending · 0 sent · 1 failed')).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: 'Order confirmation' })).toHaveCount(2);
  await expect(rows.filter({ hasText: 'New order (to you)' })).toHaveCount(2);
  const failedRow = rows.filter({ hasText: 'Failed' });
  await expect(failedRow).toContainText('Mailbox busy');
  await expect(failedRow).toContainText('8');
  await expect(rows.first().getByRole('link', { name: 'View order' })).toHaveAttribute('href', `/dashboard/${merchant.businessId}/orders/${seed.orderIds[1]}`);
  await expectAccessible(page);
  await shots(page, 'messages-list');

  await page.getByLabel('Status').selectOption('failed');
  await expect(rows).toHaveCount(1);
  await page.getByLabel('Status').selectOption('');
  await expect(rows).toHaveCount(4);

  // The confirmation of the first order: the HTML in a frame without scripts, its hostile text shown as text.
  await rows.filter({ hasText: 'Order confirmation' }).filter({ hasText: 'Anne' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/messages\/msg_/);
  const frame = page.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  const content = page.frameLocator('iframe');
  await expect(content.getByText('Tarte <script>alert(1)</script> aux pommes')).toBeVisible();
  await expect(content.getByText('BE68 5390 0754 7034')).toBeVisible();
  const qr = content.getByRole('img', { name: /Code QR/ });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
  await expect(page.locator('pre')).toContainText('Communication structurée');
  await expect(page.getByText('virement-qr.png')).toBeVisible();
  await expectAccessibleAroundFrame(page);
  await shots(page, 'message-detail');

  // The failed one: Retry puts it back in line.
  await page.goto(`/dashboard/${merchant.businessId}/messages/${seed.failedId}`);
  await expect(page.getByText('Mailbox busy')).toBeVisible();
  await shots(page, 'message-failed');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('The message is pending again: it is sent at the next attempt.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeHidden();
  await page.getByRole('link', { name: 'All messages' }).click();
  await expect(page.getByText('4 pending · 0 sent · 0 failed')).toBeVisible();
});

test("another business's message is the 404 page, and its routes answer 404", async ({ page }) => {
  await signIn(page, merchant.email, merchant.password);
  const response = await page.goto(`/dashboard/${merchant.businessId}/messages/${stranger.seed.failedId}`);
  expect(response?.status()).toBe(404);
  const api = await page.request.get(`/api/dashboard/businesses/${merchant.businessId}/messages/${stranger.seed.failedId}`);
  expect(api.status()).toBe(404);
  const retry = await page.request.post(`/api/dashboard/businesses/${merchant.businessId}/messages/${stranger.seed.failedId}/retry`, { headers: { origin: new URL(page.url()).origin } });
  expect(retry.status()).toBe(404);
});
