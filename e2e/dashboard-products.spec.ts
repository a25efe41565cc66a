// The dashboard's Products section through the real server and browser, signed in as the demo merchant:
// search kept in the URL, create (the form's schema refuses a bad price, the server refuses a duplicate SKU on
// its field), edit seen through the public API, stock adjusted with a reason and seen in the API's audit log,
// another business's product → 404. axe-core on the list and the edit form; screenshots of each state.
// Products made here are not for sale, so the demo storefront other specs look at is unchanged.
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type Demo, expectAccessible, newMerchant, screenshot, seedDemo, signIn } from './dashboard-helpers';

let demo: Demo;
const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
const run = Date.now().toString(36).toUpperCase();
const sku = `E2E-${run}`;
const imageUrl = `https://images.example.test/tartine-${run}.svg`;
let productId = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000); // the demo seeds 90 days of sales on first run
  demo = await seedDemo();
});

const api = (request: APIRequestContext, path: string, key = demo.keys.live) =>
  request.get(`/api/v1/public${path}`, { headers: { Authorization: `Bearer ${key}` } });

/** The form is interactive once hydrated; its category list arrives through the client, so it shows that. */
const formReady = (page: Page) => expect(page.getByLabel('Category').locator('option', { hasText: 'Pains' })).toBeAttached();

/** Image URLs of merchants live elsewhere: the browser gets a small picture for ours. */
async function serveImages(page: Page) {
  await page.route('https://images.example.test/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f3e3c3"/><circle cx="32" cy="34" r="18" fill="#b7791f"/><rect x="14" y="30" width="36" height="8" rx="3" fill="#7c2d12"/></svg>',
    }),
  );
}

test('list: prices, stock per location, a search kept in the URL, empty result; accessible', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/products`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Products' });
  const croissant = table.getByRole('row').filter({ hasText: 'Croissant au beurre' });
  await expect(croissant).toBeVisible();
  // 1.40 excl. VAT at 6 % → 1.48 incl. VAT (half-up), as the API computes it; tracked stock at both shops.
  await expect(croissant).toContainText('VIEN-CROI');
  await expect(croissant).toContainText('€1,40');
  await expect(croissant).toContainText('€1,48');
  await expect(croissant).toContainText('6%');
  await expect(croissant).toContainText('For sale');
  await expect(croissant).toContainText(/\d+ in stock/);
  await expect(croissant).toContainText(/Flagey \(Ixelles\) \d+ · Gent Korenmarkt \d+/);
  await expectAccessible(page);
  await screenshot(page, 'products-list');

  await page.getByLabel('Search products').fill('croissant');
  await expect(page).toHaveURL(/\?q=croissant$/);
  await expect(table.getByRole('row')).toHaveCount(2); // header + the croissant
  await expect(table).toContainText('Croissant au beurre');
  await expect(page.getByText('1 product matching “croissant”')).toBeVisible();

  // The address keeps the search: a reload shows the same list.
  await page.reload();
  await expect(page.getByLabel('Search products')).toHaveValue('croissant');
  await expect(table.getByRole('row')).toHaveCount(2);

  // A search by SKU, then one that finds nothing.
  await page.getByLabel('Search products').fill('EPI-MIEL');
  await expect(table).toContainText('Miel de Wallonie');
  await page.getByLabel('Search products').fill('zzz-nothing-like-this');
  await expect(page.getByText('No product matches “zzz-nothing-like-this”')).toBeVisible();
  await expect(page).toHaveURL(/\?q=zzz-nothing-like-this$/);
  await screenshot(page, 'products-no-match');
});

test('create: an invalid price is refused next to the field and nothing is made; then a valid product is created', async ({ page, request }) => {
  await serveImages(page);
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/products`);
  await page.getByRole('link', { name: 'New product' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await formReady(page);

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Enter a name')).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  await page.getByLabel('Name').fill(`Tartine du jour ${run}`);
  await page.getByLabel('SKU').fill(sku);
  const price = page.getByLabel('Price excluding VAT (EUR)');
  await price.fill('4.999');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('at most 2 decimals')).toBeVisible();
  await expect(price).toBeFocused();
  await price.fill('-2');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await price.fill('quatre');
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByText('Enter a number, e.g. 4.20')).toBeVisible();
  await expect(page).toHaveURL(/\/products\/new$/);

  // The server applies the same schema when the form is bypassed: 400 with the field's path, nothing created.
  const bypass = await page.request.post(`/api/dashboard/businesses/${demo.businessId}/products`, {
    headers: { Origin: origin },
    data: { name: `Tartine du jour ${run}`, sku, sellingPrice: 4.999 },
  });
  expect(bypass.status()).toBe(400);
  const refused = await bypass.json();
  expect(refused.error.code).toBe('validation_failed');
  expect(refused.error.details).toContainEqual({ path: 'sellingPrice', message: 'at most 2 decimals' });
  expect((await (await api(request, `/products?sku=${sku}`)).json()).data).toEqual([]);

  // Now a valid one: price with a comma, 21 % VAT shown incl. VAT, an image with its preview, not for sale.
  await price.fill('4,50');
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('VAT rate').selectOption('6');
  await expect(page.getByText('Customers pay €4,77 including 6% VAT')).toBeVisible();
  await page.getByLabel('Category').selectOption({ label: 'Pains' });
  await page.getByLabel('Description').fill('Pain au levain, beurre demi-sel et radis.');
  // An image hosted elsewhere, through the image picker's From URL tab.
  await page.getByRole('button', { name: 'Add image…' }).click();
  const picker = page.getByRole('dialog', { name: 'Add an image' });
  await picker.getByRole('tab', { name: 'From URL' }).click();
  await picker.getByLabel('Image URL').fill('ftp://images.example.test/x.png');
  await picker.getByRole('button', { name: 'Use this image' }).click();
  await expect(picker.getByText('must be an http(s) URL')).toBeVisible();
  await picker.getByLabel('Image URL').fill(imageUrl);
  await picker.getByRole('button', { name: 'Use this image' }).click();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('img', { name: 'Preview of image 1' })).toBeVisible();
  await expect.poll(() => page.getByRole('img', { name: 'Preview of image 1' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.getByRole('checkbox', { name: 'For sale' }).click();
  await page.getByLabel('Opening stock').fill('5');
  await screenshot(page, 'products-new');
  await page.getByRole('button', { name: 'Create product' }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/${demo.businessId}/products/prod_`));
  await expect(page.getByText(`Created “Tartine du jour ${run}”`, { exact: true })).toBeVisible();
  productId = page.url().split('/').pop()!;
  const created = await (await api(request, `/products/${productId}`)).json();
  expect(created).toMatchObject({
    name: `Tartine du jour ${run}`,
    sku,
    sellingPrice: 4.5,
    vatPercent: 6,
    priceInclVat: 4.77,
    isForSale: false,
    trackInventory: true,
    stockQuantity: 5,
    images: [imageUrl],
    category: { name: 'Pains' },
  });
});

test('a duplicate SKU is refused on the SKU field (create and edit), nothing made or changed', async ({ page, request }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/products/new`);
  await formReady(page);
  await page.getByLabel('Name').fill(`Baguette bis ${run}`);
  await page.getByLabel('SKU').fill('PAIN-BAG');
  await page.getByLabel('Price excluding VAT (EUR)').fill('2.10');
  await page.getByRole('button', { name: 'Create product' }).click();
  const skuField = page.getByLabel('SKU');
  await expect(skuField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('already used by another product')).toBeVisible();
  await expect(page).toHaveURL(/\/products\/new$/);
  const sameSku = (await (await api(request, '/products?sku=PAIN-BAG')).json()).data;
  expect(sameSku).toHaveLength(1);
  expect(sameSku[0].name).toBe('Baguette tradition');

  await page.goto(`/dashboard/${demo.businessId}/products/${productId}`);
  await formReady(page);
  await page.getByLabel('SKU').fill('PAIN-BAG');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByLabel('SKU')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('already used by another product')).toBeVisible();
  expect((await (await api(request, `/products/${productId}`)).json()).sku).toBe(sku);
});

test('edit name and price: saved, and the public API returns the change', async ({ page, request }) => {
  await serveImages(page);
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/products?q=${sku}`);
  await page.getByRole('link', { name: `Tartine du jour ${run}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tartine du jour ${run}` })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit product' })).toBeVisible();
  await formReady(page);
  await expectAccessible(page);

  await page.getByLabel('Name').fill(`Tartine au fromage ${run}`);
  await page.getByLabel('Price excluding VAT (EUR)').fill('5.20');
  await page.getByLabel('VAT rate').selectOption('21');
  await expect(page.getByText('Customers pay €6,29 including 21% VAT')).toBeVisible();
  await screenshot(page, 'products-edit');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`Saved “Tartine au fromage ${run}”`, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Tartine au fromage ${run}` })).toBeVisible();

  const product = await (await api(request, `/products/${productId}`)).json();
  expect(product).toMatchObject({ name: `Tartine au fromage ${run}`, sellingPrice: 5.2, vatPercent: 21, priceInclVat: 6.29, sku, images: [imageUrl] });

  // The list shows the change (its cache was refreshed by the save).
  await page.getByRole('link', { name: '← Products' }).click();
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible(); // rendered by the client: hydrated
  await page.getByLabel('Search products').fill(sku);
  const row = page.getByRole('table', { name: 'Products' }).getByRole('row').filter({ hasText: sku });
  await expect(row).toContainText(`Tartine au fromage ${run}`);
  await expect(row).toContainText('€5,20');
  await expect(row).toContainText('€6,29');
  await expect(row).toContainText('Hidden');
});

test('adjust stock at a location with a reason: the new level, and the audit entry through the API', async ({ page, request }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/products/${productId}`);
  const stock = page.getByRole('table', { name: 'Stock per location' });
  await expect(stock.getByRole('row', { name: /Flagey \(Ixelles\)/ })).toContainText('5');
  await expect(stock.getByRole('row', { name: /Gent Korenmarkt/ })).toContainText('0');

  // More than there is: the server refuses (stock never below zero), on the quantity field.
  await page.getByRole('button', { name: 'Adjust stock at Gent Korenmarkt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust stock at Gent Korenmarkt' });
  await dialog.getByLabel('Quantity to add or remove').fill('-3');
  await expect(dialog.getByTestId('stock-preview')).toHaveText('-3');
  await dialog.getByRole('button', { name: 'Apply adjustment' }).click();
  await expect(dialog.getByText(/Not enough stock/)).toBeVisible();
  await expect(dialog.getByLabel('Quantity to add or remove')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Quantity to add or remove').fill('12');
  await dialog.getByLabel('Reason').selectOption('received');
  await dialog.getByLabel('Note (optional)').fill(`Livraison ${run}`);
  await expect(dialog.getByTestId('stock-preview')).toHaveText('12');
  await expectAccessible(page);
  await screenshot(page, 'products-stock-adjust');
  await dialog.getByRole('button', { name: 'Apply adjustment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Stock at Gent Korenmarkt: 0 → 12', { exact: true })).toBeVisible();
  await expect(stock.getByRole('row', { name: /Gent Korenmarkt/ })).toContainText('12');
  await expect(page.getByTestId('stock-total')).toHaveText('17');
  await expect(page.getByRole('list', { name: 'Recent adjustments' }).getByRole('listitem').first()).toContainText('+12 Received (delivery) · Gent Korenmarkt');
  await screenshot(page, 'products-stock');

  const inventory = await (await api(request, `/products/${productId}/inventory`)).json();
  expect(inventory.stockQuantity).toBe(17);
  expect(inventory.locations.find((l: { name: string }) => l.name === 'Gent Korenmarkt').quantity).toBe(12);
  expect(inventory.adjustments[0]).toMatchObject({
    delta: 12,
    reason: 'received',
    note: `Livraison ${run}`,
    locationQuantityAfter: 12,
    stockQuantityAfter: 17,
    actor: 'dashboard',
    apiKeyId: null,
  });
  expect(inventory.adjustments).toHaveLength(2); // and the opening stock
});

test("another business's product or business in a dashboard route → 404", async ({ page, request }) => {
  // A product of the demo's sandbox twin (another business): made with the test key.
  const made = await request.post('/api/v1/public/products', {
    headers: { Authorization: `Bearer ${demo.keys.test}` },
    data: { name: `Sandbox only ${run}`, sellingPrice: 1, isForSale: false },
  });
  expect(made.status()).toBe(201);
  const foreign = (await made.json()).id as string;

  await signIn(page, demo.login.email, demo.login.password);
  const base = `/api/dashboard/businesses/${demo.businessId}/products`;
  for (const path of [`${base}/${foreign}`, `${base}/${foreign}/inventory`]) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  }
  expect((await page.request.patch(`${base}/${foreign}`, { headers: { Origin: origin }, data: { name: 'Taken over' } })).status()).toBe(404);
  expect(
    (await page.request.post(`${base}/${foreign}/inventory`, { headers: { Origin: origin }, data: { delta: 5, reason: 'received' } })).status(),
  ).toBe(404);
  expect((await page.goto(`/dashboard/${demo.businessId}/products/${foreign}`))!.status()).toBe(404);
  expect((await (await api(request, `/products/${foreign}`, demo.keys.test)).json()).name).toBe(`Sandbox only ${run}`);

  // A business the user is not a member of, in the URL.
  const other = await newMerchant(`Épicerie ${run}`, 'basic');
  for (const path of ['products', 'categories', 'locations', `products/${productId}`]) {
    expect((await page.request.get(`/api/dashboard/businesses/${other.businessId}/${path}`)).status(), path).toBe(404);
  }
  expect((await page.goto(`/dashboard/${other.businessId}/products`))!.status()).toBe(404);

  // Writes still need the dashboard's Origin, and the API key never works here.
  expect((await page.request.post(base, { headers: { Origin: 'http://evil.example' }, data: { name: 'x', sellingPrice: 1 } })).status()).toBe(403);
  expect((await request.get(base, { headers: { Authorization: `Bearer ${demo.keys.live}` } })).status()).toBe(401);
});
