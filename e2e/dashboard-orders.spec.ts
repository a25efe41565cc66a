// The merchant's Orders pages: the nav's count of orders to handle, the list (tabs with counts, search), an order
// marked paid then ready for pickup (confirmation dialogs, toasts, the timeline), another cancelled and its
// stock back; screenshots at 1366 and 390 px wide; axe on both pages.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type Page, expect, test } from '@playwright/test';
import { type Demo, expectAccessible, seedDemo, signIn } from './dashboard-helpers';

const run = promisify(execFile);
const shots = process.env.E2E_SHOTS_DIR ?? 'e2e/artifacts';

type Placed = { id: string; number: number; productId: string; locationId: string };

async function placeOrders(businessId: string, count: number): Promise<Placed[]> {
  const env: NodeJS.ProcessEnv = { ...process.env, VITRINE_DATA_DIR: process.env.VITRINE_E2E_DATA_DIR! };
  delete env.DATABASE_URL;
  const { stdout } = await run('npx', ['tsx', 'e2e/place-orders.ts', businessId, String(count)], { env, cwd: process.cwd() });
  return JSON.parse(stdout);
}

async function stockAt(page: Page, demo: Demo, productId: string, locationId: string): Promise<number> {
  const response = await page.request.get(`/api/v1/public/products/${productId}/inventory`, { headers: { Authorization: `Bearer ${demo.keys.live}` } });
  expect(response.status()).toBe(200);
  const body = await response.json();
  return body.locations.find((l: { locationId: string }) => l.locationId === locationId).quantity;
}

async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/orders-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe.configure({ mode: 'serial' });

let demo: Demo;
let orders: Placed[];

test.beforeAll(async () => {
  demo = await seedDemo();
  orders = await placeOrders(demo.businessId, 2);
});

test('the nav counts the orders to handle; an order is marked paid, then ready, with its timeline', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, demo.login.email, demo.login.password);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const ordersLink = nav.getByRole('link', { name: /^Orders \d+ to handle$/ });
  await expect(ordersLink).toBeVisible();
  const before = Number((await ordersLink.textContent())!.match(/\d+/)![0]);
  expect(before).toBeGreaterThanOrEqual(2);
  await ordersLink.click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Order states' }).getByRole('link', { name: `To handle ${before}` })).toHaveAttribute('aria-current', 'page');

  const [first] = orders;
  // Search by the customer's name finds exactly that order.
  await page.getByLabel('Search').fill('Lejeune 1');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/q=Lejeune\+1/);
  await expect(page.getByRole('table').getByRole('link', { name: `N° ${first!.number}`, exact: true })).toBeVisible();
  // The tabs keep the search; the nav's entry starts afresh.
  await expect(page.getByRole('navigation', { name: 'Order states' }).getByRole('link', { name: /^Completed/ })).toHaveAttribute('href', /q=Lejeune\+1/);
  await ordersLink.click();
  await expect(page.locator('tbody tr')).toHaveCount(Math.min(before, 20));
  await shoot(page, 'list');
  await expectAccessible(page);

  await page.getByRole('table').getByRole('link', { name: `N° ${first!.number}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order N° ${first!.number}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'camille.lejeune1@example.be' })).toHaveAttribute('href', 'mailto:camille.lejeune1@example.be');
  await expect(page.getByText(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete…' })).toHaveCount(0);
  await shoot(page, 'order');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Mark paid…' }).click();
  const paidDialog = page.getByRole('dialog', { name: `Mark order N° ${first!.number} paid` });
  await paidDialog.getByLabel('Paid by').selectOption('transfer');
  await paidDialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(`Order N° ${first!.number} marked paid`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark paid…' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Ready for pickup…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ready for pickup' }).click();
  await expect(page.getByText(`Order N° ${first!.number} is ready for pickup`, { exact: true })).toBeVisible();
  const timeline = page.locator('ol li');
  await expect(timeline).toHaveCount(3);
  await expect(timeline.nth(1)).toContainText('Marked paid · Bank transfer');
  await expect(timeline.nth(1)).toContainText(`by ${demo.login.email}`);
  await expect(timeline.nth(2)).toContainText('Ready for pickup');
  await expect(page.getByRole('button', { name: 'Complete…' })).toBeVisible();
  // One fewer to handle in the nav.
  await expect(nav.getByRole('link', { name: `Orders ${before - 1} to handle` })).toBeVisible();
  await shoot(page, 'order-ready');
});

test('cancelling an order returns its stock', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demo.login.email, demo.login.password);
  const second = orders[1]!;
  const stockBefore = await stockAt(page, demo, second.productId, second.locationId);
  await page.goto(`/dashboard/${demo.businessId}/orders/${second.id}`);
  await page.getByRole('button', { name: 'Cancel order…' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order N° ${second.number}` });
  await dialog.getByLabel(/Reason/).fill('Plus de stock pour ce jour');
  await shoot(page, 'cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order N° ${second.number} cancelled`, { exact: true })).toBeVisible();
  await expect(page.locator('ol li').last()).toContainText('Cancelled · “Plus de stock pour ce jour”');
  await expect(page.getByRole('button', { name: /…$/ })).toHaveCount(0);
  expect(await stockAt(page, demo, second.productId, second.locationId)).toBe(stockBefore + 2);
  await page.goto(`/dashboard/${demo.businessId}/orders?tab=cancelled`);
  await expect(page.getByRole('table').getByRole('link', { name: `N° ${second.number}`, exact: true })).toBeVisible();
});
