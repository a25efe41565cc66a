// The dashboard's Categories section through the real server and browser, as a new merchant: create two
// categories (bad input and a duplicate slug refused on their fields), pick one in the product form, reorder
// with the keyboard, rename and change the slug, delete with the confirmation that counts the products (the
// product becomes uncategorised). The merchant's storefront follows each change on the next request.
// axe-core on the page, with the edit dialog and with the confirmation open; screenshots of each state.
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { expectAccessible, newMerchant, screenshot, signIn } from './dashboard-helpers';

const port = Number(process.env.E2E_PORT ?? 3100);
const origin = `http://localhost:${port}`;
const run = Date.now().toString(36);
const productName = `Baguette ${run}`;
let merchant: Awaited<ReturnType<typeof newMerchant>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  merchant = await newMerchant(`Boulangerie ${run}`, 'shop');
});

/** A storefront page of the merchant's site, from Node: to 127.0.0.1 with the site's Host header. */
const storefront = (request: APIRequestContext, path: string) =>
  request.get(`http://127.0.0.1:${port}${path}`, { headers: { Host: `${merchant.slug}.localhost:${port}` }, maxRedirects: 0 });

const categoriesUrl = () => `/dashboard/${merchant.businessId}/categories`;
const rows = (page: Page) => page.getByRole('table', { name: /Categories/ }).locator('tbody tr');
const addForm = (page: Page) => page.getByRole('form', { name: 'Add a category' });

async function openCategories(page: Page) {
  await signIn(page, merchant.email, merchant.password);
  await page.goto(categoriesUrl());
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
}

async function add(page: Page, name: string, slug = '') {
  const form = addForm(page);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Slug').fill(slug);
  await form.getByRole('button', { name: 'Add category' }).click();
}

test('a new merchant creates categories; bad input and a duplicate slug are refused on their fields', async ({ page }) => {
  await signIn(page, merchant.email, merchant.password);
  // The navigation offers Categories right after Products.
  const nav = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
  const labels = await nav.allTextContents();
  expect(labels.slice(labels.indexOf('Products'), labels.indexOf('Products') + 2)).toEqual(['Products', 'Categories']);
  await nav.filter({ hasText: 'Categories' }).click();
  await expect(page).toHaveURL(new RegExp(`${categoriesUrl()}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(page.getByText('No categories yet')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'categories-empty');

  // Checked before sending, with the route's schema.
  const form = addForm(page);
  await form.getByRole('button', { name: 'Add category' }).click();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Enter a name')).toBeVisible();
  await expect(form.getByLabel('Name')).toBeFocused();
  await add(page, 'Pains', 'Pains Spéciaux');
  await expect(form.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('lowercase letters, digits and single dashes, not at the ends')).toBeVisible();
  await expect(page.getByText('No categories yet')).toBeVisible();

  // The slug is made from the name when left empty.
  await add(page, 'Pains');
  await expect(page.getByText('Added “Pains” (pains)', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue('');
  await add(page, 'Épicerie fine');
  await expect(page.getByText('Added “Épicerie fine” (epicerie-fine)', { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toContainText('Pains');
  await expect(rows(page).nth(0)).toContainText('pains');
  await expect(rows(page).nth(1)).toContainText('epicerie-fine');

  // A slug already used: the server's 409 lands on the slug field; nothing is added.
  await add(page, 'PAINS');
  await expect(form.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('“pains” is already used by another category')).toBeVisible();
  await expect(form.getByLabel('Slug')).toBeFocused();
  await expect(rows(page)).toHaveCount(2);
  await expectAccessible(page);
  await screenshot(page, 'categories-conflict');

  // The server refuses what the form would: 400 with the field's path.
  const bypass = await page.request.post(`/api/dashboard/businesses/${merchant.businessId}/categories`, {
    headers: { Origin: origin },
    data: { name: 'Boissons', slug: 'Bad Slug' },
  });
  expect(bypass.status()).toBe(400);
  expect((await bypass.json()).error.details.map((d: { path: string }) => d.path)).toEqual(['slug']);
});

test('the product form offers the categories in their order; a product is assigned; the storefront lists it', async ({ page, request }) => {
  await signIn(page, merchant.email, merchant.password);
  await page.goto(`/dashboard/${merchant.businessId}/products/new`);
  const select = page.getByLabel('Category');
  await expect(select.locator('option', { hasText: 'Épicerie fine' })).toBeAttached();
  expect(await select.locator('option').allTextContents()).toEqual(['No category', 'Pains', 'Épicerie fine']);
  await expect(page.getByRole('link', { name: 'Manage categories' })).toHaveAttribute('href', categoriesUrl());
  await page.getByLabel('Name').fill(productName);
  await page.getByLabel('Price excluding VAT (EUR)').fill('2.10');
  await select.selectOption({ label: 'Pains' });
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${merchant.businessId}/products/prod_`));

  await page.goto(categoriesUrl());
  await expect(rows(page).nth(0).getByRole('cell').nth(2)).toHaveText('1');
  await expect(rows(page).nth(1).getByRole('cell').nth(2)).toHaveText('0');

  // Publish the site and open the shop, then the category's page lists the product.
  const base = `/api/dashboard/businesses/${merchant.businessId}`;
  expect((await page.request.patch(`${base}/shop`, { headers: { Origin: origin }, data: { status: 'ACTIVE' } })).status()).toBe(200);
  expect((await page.request.patch(`${base}/site`, { headers: { Origin: origin }, data: { isEnabled: true } })).status()).toBe(200);
  const listed = await storefront(request, '/products?category=pains');
  expect(listed.status()).toBe(200);
  expect(await listed.text()).toContain(productName);
  const other = await storefront(request, '/products?category=epicerie-fine');
  expect(other.status()).toBe(200);
  expect(await other.text()).not.toContain(productName);
});

test('reorder with the keyboard (focus kept, order saved), rename and change the slug in a dialog', async ({ page, request }) => {
  await openCategories(page);
  await expect(rows(page)).toHaveCount(2);

  const up = page.getByRole('button', { name: 'Move Épicerie fine up' });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(rows(page).nth(0)).toContainText('Épicerie fine');
  await expect(rows(page).nth(1)).toContainText('Pains');
  await expect(page.getByText('“Épicerie fine” moved up: position 1 of 2.')).toBeAttached();
  // At the top "up" is disabled: the focus moves to its "down" button, and Space moves it back.
  await expect(page.getByRole('button', { name: 'Move Épicerie fine down' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Move Épicerie fine up' })).toBeDisabled();
  await page.keyboard.press('Space');
  await expect(rows(page).nth(0)).toContainText('Pains');
  await expect(page.getByRole('button', { name: 'Move Pains down' })).toBeEnabled();
  await page.getByRole('button', { name: 'Move Pains down' }).click();
  await expect(rows(page).nth(0)).toContainText('Épicerie fine');
  await page.reload();
  await expect(rows(page).nth(0)).toContainText('Épicerie fine');
  await expect(rows(page).nth(1)).toContainText('Pains');
  await screenshot(page, 'categories-reordered');

  // Rename and change the slug.
  await page.getByRole('button', { name: 'Edit Pains' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit “Pains”' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Pains');
  await dialog.getByLabel('Name').fill('Pains au levain');
  await dialog.getByLabel('Slug').fill('epicerie-fine');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByLabel('Slug')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('“epicerie-fine” is already used by another category')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'categories-edit-conflict');
  await dialog.getByLabel('Slug').fill('levain');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Saved “Pains au levain” (levain)', { exact: true })).toBeVisible();
  await expect(rows(page).nth(1)).toContainText('Pains au levain');
  await expect(rows(page).nth(1)).toContainText('levain');

  // The product form shows the new name and order; the product list its category's new name.
  await page.goto(`/dashboard/${merchant.businessId}/products/new`);
  await expect(page.getByLabel('Category').locator('option', { hasText: 'Pains au levain' })).toBeAttached();
  expect(await page.getByLabel('Category').locator('option').allTextContents()).toEqual(['No category', 'Épicerie fine', 'Pains au levain']);
  await page.goto(`/dashboard/${merchant.businessId}/products`);
  await expect(page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: productName })).toContainText('Pains au levain');

  // The storefront follows on the next request: the new address lists the product, the old one is gone.
  const renamed = await storefront(request, '/products?category=levain');
  expect(renamed.status()).toBe(200);
  const html = await renamed.text();
  expect(html).toContain(productName);
  expect(html).toContain('Pains au levain');
  expect((await storefront(request, '/products?category=pains')).status()).toBe(404);
});

test('delete with a confirmation that counts the products: the product becomes uncategorised', async ({ page, request }) => {
  await openCategories(page);
  await expect(rows(page)).toHaveCount(2);

  // Cancel first: nothing changes.
  await page.getByRole('button', { name: 'Delete Pains au levain' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete “Pains au levain”?' });
  await expect(confirm).toContainText('It holds 1 product. It stays in your catalogue, without a category.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(rows(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Delete Pains au levain' }).click();
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'categories-delete');
  await confirm.getByRole('button', { name: 'Delete category' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Deleted “Pains au levain”: 1 product now without a category.', { exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).nth(0)).toContainText('Épicerie fine');
  await expect(page.locator('#category-list')).toBeFocused(); // not lost with the deleted row
  await screenshot(page, 'categories-after-delete');

  // The product is still there, without a category.
  await page.goto(`/dashboard/${merchant.businessId}/products`);
  const row = page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: productName });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Pains au levain');
  await row.getByRole('link', { name: productName }).click();
  await expect(page.getByLabel('Category').locator('option', { hasText: 'Épicerie fine' })).toBeAttached();
  await expect(page.getByLabel('Category')).toHaveValue('');

  // The storefront: the category's page is gone, the product is still for sale.
  expect((await storefront(request, '/products?category=levain')).status()).toBe(404);
  const all = await storefront(request, '/products');
  expect(all.status()).toBe(200);
  expect(await all.text()).toContain(productName);
});
