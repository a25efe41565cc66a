// The Reports page over the demo's 90 days of sales: "Last 30 days" picked, the VAT table read and its CSV
// downloaded and compared, figure by figure, with GET /api/v1/public/reports/vat for the same days; the location
// filter; custom days refused next to their field; the chart's table view; axe, 390 px without sideways
// scroll, screenshots at 1366 and 390 px.
import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { type Demo, expectAccessible, seedDemo, signIn } from './dashboard-helpers';

const shots = process.env.E2E_SHOTS_DIR ?? 'e2e/artifacts';

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shots}/reports-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The public API's amount as the CSV writes it: decimal comma, two decimals. */
const comma = (amount: number) => amount.toFixed(2).replace('.', ',');
const brusselsToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
const minusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial' });

let demo: Demo;
test.beforeAll(async () => {
  demo = await seedDemo();
});

test('the 30-day VAT report on the page and in its CSV matches GET /public/reports/vat', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, demo.login.email, demo.login.password);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByLabel('Period', { exact: true }).filter({ visible: true }).selectOption({ label: 'Last 30 days' });
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/period=30d/);

  const to = brusselsToday();
  const from = minusDays(to, 29);
  const api = await page.request.get(`/api/v1/public/reports/vat?from=${from}&to=${to}`, { headers: { Authorization: `Bearer ${demo.keys.live}` } });
  expect(api.status()).toBe(200);
  const vat = await api.json();
  expect(vat.rates.length).toBeGreaterThan(0);

  // The table on the page: one row per rate and the total, in the dashboard's money format (English here: "€1.234,56").
  const table = page.getByRole('table', { name: /VAT per rate/ });
  await expect(table.getByRole('row')).toHaveCount(vat.rates.length + 2);
  const euro = (amount: number) => `€${new Intl.NumberFormat('en-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
  await expect(table.getByRole('row').last()).toContainText(euro(vat.totals.total));

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV of the VAT report' }).click()]);
  expect(download.suggestedFilename()).toBe(`vat-${from}-to-${to}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  const rows = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.split(';'));
  expect(rows).toEqual([
    ['VAT rate (%)', 'Base excl. VAT (EUR)', 'VAT (EUR)', 'Total incl. VAT (EUR)'],
    ...vat.rates.map((r: { vatPercent: number; base: number; vat: number; total: number }) => [String(r.vatPercent).replace('.', ','), comma(r.base), comma(r.vat), comma(r.total)]),
    ['Total', comma(vat.totals.base), comma(vat.totals.vat), comma(vat.totals.total)],
  ]);

  // The chart is one image with a summary; its table view lists every day of the period.
  await expect(page.getByRole('img', { name: /^Bar chart of revenue including VAT per day/ })).toBeVisible();
  await page.getByText('Revenue by day, as a table').click();
  await expect(page.getByRole('table', { name: /^Revenue per day/ }).getByRole('row')).toHaveCount(30 + 2);
  await expectAccessible(page);
  await shoot(page, '30-days');

  // One location: the address carries it, and the VAT figures are that location's.
  const location = page.getByLabel('Location', { exact: true }).filter({ visible: true });
  const option = location.locator('option').nth(1);
  const locationName = (await option.textContent())!;
  const locationId = (await option.getAttribute('value'))!;
  await location.selectOption(locationId);
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`locationId=${locationId}`));
  await expect(page.getByText(new RegExp(`, ${locationName.replace(/[()]/g, '\\$&')}\\.$`)).filter({ visible: true })).toBeVisible();
  const one = await (await page.request.get(`/api/v1/public/reports/vat?from=${from}&to=${to}&locationId=${locationId}`, { headers: { Authorization: `Bearer ${demo.keys.live}` } })).json();
  await expect(page.getByRole('table', { name: /VAT per rate/ }).getByRole('row').last()).toContainText(euro(one.totals.total));
  expect(one.totals.total).toBeLessThan(vat.totals.total);
});

test('custom days are checked next to their field; a hand-edited address never fails', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/reports`);
  await page.getByLabel('Period', { exact: true }).filter({ visible: true }).selectOption('custom');
  await page.getByLabel('From', { exact: true }).filter({ visible: true }).fill('2026-03-10');
  await page.getByLabel('To', { exact: true }).filter({ visible: true }).fill('2026-03-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByLabel('To', { exact: true }).filter({ visible: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Must be on or after the first day').filter({ visible: true })).toBeVisible();
  await expect(page.getByText('Choose a valid period').filter({ visible: true })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'custom-error');

  await page.getByLabel('From', { exact: true }).filter({ visible: true }).fill('2024-01-01');
  await page.getByLabel('To', { exact: true }).filter({ visible: true }).fill('2026-03-01');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText(/^The range covers 791 days; at most 366$/).filter({ visible: true })).toBeVisible();

  await page.getByLabel('From', { exact: true }).filter({ visible: true }).fill(minusDays(brusselsToday(), 89));
  await page.getByLabel('To', { exact: true }).filter({ visible: true }).fill(brusselsToday());
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByRole('heading', { name: 'VAT report' })).toBeVisible();
  await shoot(page, '90-days');

  for (const query of ['period=forever', 'period=custom&from=2026-02-30&to=x', 'period=7d&locationId=loc_nope', 'locationId=%00']) {
    const response = await page.goto(`/dashboard/${demo.businessId}/reports?${query}`);
    expect(response!.status(), query).toBe(200);
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  }
  await expect(page.locator('strong', { hasText: 'Last 30 days' })).toBeVisible(); // the defaults
});
