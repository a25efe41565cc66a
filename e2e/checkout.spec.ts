// The web shop through the real storefront host: cart (add, change quantity), checkout with pickup, the
// confirmation (order number, structured reference, IBAN), the order as an online sale in the API and the
// stock drop with its `sold` audit entry; a double submit places one order; out of stock is refused clearly;
// the visitor's pages are never cached while product pages stay cacheable.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

const run = promisify(execFile);
const port = Number(process.env.E2E_PORT ?? 3100);
const host = `maison-lemaire.localhost:${port}`;
const site = `http://${host}`;
const loopback = `http://127.0.0.1:${port}`;
const api = `http://localhost:${port}/api/v1/public`;

let key: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, VITRINE_DATA_DIR: process.env.VITRINE_E2E_DATA_DIR! };
  delete env.DATABASE_URL;
  const { stdout } = await run('npx', ['tsx', 'scripts/vitrine.ts', 'demo', '--json'], { env, cwd: process.cwd() });
  key = JSON.parse(stdout).keys.live;
});

type Inventory = { stockQuantity: number; locations: { locationId: string; name: string; quantity: number }[]; adjustments: { delta: number; reason: string; locationId: string; note: string | null }[] };

async function inventory(request: APIRequestContext, productId: string): Promise<Inventory> {
  const response = await request.get(`${api}/products/${productId}/inventory`, { headers: { Authorization: `Bearer ${key}` } });
  expect(response.status()).toBe(200);
  return response.json();
}

/** Opens the n-th product of the shop's listing and returns its id and name. */
async function openProduct(page: Page, index: number): Promise<{ id: string; name: string }> {
  await page.goto(`${site}/products`);
  const link = page.locator('main a[href^="/products/prod_"]').nth(index);
  const href = (await link.getAttribute('href'))!;
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(`${site}${href}`);
  return { id: href.split('/').pop()!, name };
}

async function fillDetails(page: Page, email: string) {
  await page.getByLabel('Prénom').fill('Anne');
  await page.getByLabel('Nom', { exact: true }).fill('Peeters');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Téléphone').fill('0470 12 34 56');
}

test('add to cart, change quantity, check out with pickup, see the order in the API and the stock drop', async ({ page, request }) => {
  const startedAt = new Date(Date.now() - 1000).toISOString();
  await page.goto(`${site}/`);
  const product = await openProduct(page, 0);
  const before = await inventory(request, product.id);
  const flagey = before.locations.find((l) => l.name.startsWith('Flagey'))!;
  expect(flagey.quantity).toBeGreaterThanOrEqual(2);

  // Add → 303 to the cart, which is private; the product page stays shared-cacheable.
  await page.getByRole('button', { name: `Ajouter au panier: ${product.name}` }).click();
  await expect(page).toHaveURL(`${site}/cart`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre panier');
  const quantity = page.getByLabel(`Quantité de ${product.name}`);
  await expect(quantity).toHaveValue('1');
  const cookies = await page.context().cookies(site);
  const cart = cookies.find((c) => c.name === 'vt_cart')!;
  expect(cart).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', domain: 'maison-lemaire.localhost', secure: false });

  // Change the quantity (the tiny script submits on change; the button works without it).
  await quantity.fill('2');
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/cart/update') && r.status() === 303), page.getByRole('button', { name: 'Mettre à jour' }).click()]);
  await expect(page.getByLabel(`Quantité de ${product.name}`)).toHaveValue('2');
  await page.screenshot({ path: 'e2e/artifacts/checkout-cart.png', fullPage: true });

  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(`${site}/checkout`);
  // Errors come back in the form, next to their fields.
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.locator('[data-field-error="email"]')).toContainText('adresse e-mail valide');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await fillDetails(page, 'anne.e2e@example.be');
  await page.getByLabel('Retrait à Flagey (Ixelles)').check();
  await page.screenshot({ path: 'e2e/artifacts/checkout-form.png', fullPage: true });
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();

  await expect(page).toHaveURL(new RegExp(`^${site}/order/order_[0-9a-z]{26}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre commande');
  const number = Number(await page.locator('[data-order-number]').textContent());
  expect(number).toBeGreaterThanOrEqual(1);
  const reference = (await page.locator('[data-structured-reference]').textContent())!;
  expect(reference).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
  const digits = reference.replace(/\D/g, '');
  const check = Number(BigInt(digits.slice(0, 10)) % 97n) || 97;
  expect(Number(digits.slice(10))).toBe(check);
  await expect(page.locator('[data-iban]')).toHaveText('BE20 0682 1234 5656');
  await page.screenshot({ path: 'e2e/artifacts/checkout-confirmation.png', fullPage: true });
  const orderPath = new URL(page.url()).pathname;

  // The sale through the public API: an online transaction with the product, paid by transfer.
  const sales = await request.get(`${api}/transactions?channel=online&from=${encodeURIComponent(startedAt)}`, { headers: { Authorization: `Bearer ${key}` } });
  expect(sales.status()).toBe(200);
  const mine = (await sales.json()).data.filter((t: any) => t.lines.some((l: any) => l.productId === product.id));
  expect(mine).toHaveLength(1);
  expect(mine[0]).toMatchObject({ channel: 'online', kind: 'sale', locationId: flagey.locationId, payments: [{ method: 'transfer' }] });
  expect(mine[0].lines[0]).toMatchObject({ productId: product.id, quantity: 2 });
  expect(mine[0].customerId).toMatch(/^cus_/);

  // The stock dropped by 2 at Flagey, with a `sold` audit entry.
  const after = await inventory(request, product.id);
  expect(after.locations.find((l) => l.locationId === flagey.locationId)!.quantity).toBe(flagey.quantity - 2);
  expect(after.stockQuantity).toBe(before.stockQuantity - 2);
  expect(after.adjustments[0]).toMatchObject({ delta: -2, reason: 'sold', locationId: flagey.locationId });

  // The cart is empty now; another visitor never sees this order.
  await page.goto(`${site}/cart`);
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
  const stranger = await request.get(`${loopback}${orderPath}`, { headers: { Host: host } });
  expect(stranger.status()).toBe(404);
  expect(stranger.headers()['cache-control']).not.toContain('public');
});

test('the visitor pages are private and never cached; product pages stay cacheable', async ({ page, request }) => {
  const product = await openProduct(page, 1);
  await page.getByRole('button', { name: `Ajouter au panier: ${product.name}` }).click();
  await expect(page).toHaveURL(`${site}/cart`);
  const token = (await page.context().cookies(site)).find((c) => c.name === 'vt_cart')!.value;
  const withCart = { Host: host, Cookie: `vt_cart=${token}` };

  const cart = await request.get(`${loopback}/cart`, { headers: withCart });
  expect(cart.headers()['cache-control']).toBe('private, no-store');
  expect(await cart.text()).toContain(product.name);
  const otherVisitor = await request.get(`${loopback}/cart`, { headers: { Host: host } });
  expect(otherVisitor.headers()['cache-control']).toBe('private, no-store');
  expect(await otherVisitor.text()).toContain('Votre panier est vide.');
  expect((await request.get(`${loopback}/checkout`, { headers: withCart, maxRedirects: 0 })).headers()['cache-control']).toBe('private, no-store');

  const anonymous = await request.get(`${loopback}/products/${product.id}`, { headers: { Host: host } });
  const visitor = await request.get(`${loopback}/products/${product.id}`, { headers: withCart });
  expect(anonymous.headers()['cache-control']).toBe('public, no-cache');
  expect(visitor.headers()['etag']).toBe(anonymous.headers()['etag']);

  // A form posted from another site is refused.
  const forged = await request.post(`${loopback}/cart`, { headers: { ...withCart, Origin: 'http://evil.example' }, form: { productId: product.id, quantity: '1' }, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
});

test('a double submit of the checkout form places one order', async ({ page, request }) => {
  const product = await openProduct(page, 2);
  const before = await inventory(request, product.id);
  await page.getByRole('button', { name: `Ajouter au panier: ${product.name}` }).click();
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await fillDetails(page, 'double.e2e@example.be');

  // The form as the browser would send it, twice at once (double click), then once more (resubmit).
  const token = (await page.context().cookies(site)).find((c) => c.name === 'vt_cart')!.value;
  const form = {
    checkoutToken: (await page.locator('input[name="checkoutToken"]').inputValue())!,
    firstName: 'Double',
    lastName: 'Clic',
    email: 'double.e2e@example.be',
    phone: '0470 12 34 56',
    receive: (await page.locator('input[name="receive"]:checked').inputValue())!,
  };
  const post = () => request.post(`${loopback}/checkout`, { headers: { Host: host, Cookie: `vt_cart=${token}`, Origin: site }, form, maxRedirects: 0 });
  const [first, second] = await Promise.all([post(), post()]);
  const third = await post();
  for (const response of [first, second, third]) expect(response.status()).toBe(303);
  const location = first.headers()['location'];
  expect(location).toMatch(/^\/order\/order_/);
  expect(second.headers()['location']).toBe(location);
  expect(third.headers()['location']).toBe(location);

  // And the real button, clicked after that: the same confirmation.
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page).toHaveURL(`${site}${location}`);

  const after = await inventory(request, product.id);
  expect(after.stockQuantity).toBe(before.stockQuantity - 1);
  expect(after.adjustments.filter((a) => a.reason === 'sold' && a.note === after.adjustments[0]!.note)).toHaveLength(1);
});

test('out of stock: the cart stops at the stock, and checkout refuses what the pickup location lacks', async ({ page, request }) => {
  const product = await openProduct(page, 3);
  const before = await inventory(request, product.id);
  const gent = before.locations.find((l) => l.name.startsWith('Gent'))!;

  await page.getByRole('button', { name: `Ajouter au panier: ${product.name}` }).click();
  await page.getByLabel(`Quantité de ${product.name}`).fill(String(before.stockQuantity));
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/cart/update')), page.getByRole('button', { name: 'Mettre à jour' }).click()]);
  await expect(page.getByLabel(`Quantité de ${product.name}`)).toHaveValue(String(before.stockQuantity));

  // One more than the stock: refused with a clear message.
  await page.goto(`${site}/products/${product.id}`);
  await page.getByRole('button', { name: `Ajouter au panier: ${product.name}` }).click();
  await expect(page.getByRole('alert')).toContainText(`Stock insuffisant pour « ${product.name} » : plus que ${before.stockQuantity} disponibles`);

  // The whole stock, picked up where only part of it is: refused, nothing written.
  await page.goto(`${site}/checkout`);
  await fillDetails(page, 'stock.e2e@example.be');
  await page.getByLabel(`Retrait à ${gent.name}`).check();
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page).toHaveURL(`${site}/checkout`);
  await expect(page.getByRole('alert').first()).toContainText(`Stock insuffisant pour « ${product.name} » : plus que ${gent.quantity} disponible`);
  await expect(page.getByRole('alert').first()).toContainText(gent.name);
  await expect(page.getByLabel('E-mail')).toHaveValue('stock.e2e@example.be');
  await page.screenshot({ path: 'e2e/artifacts/checkout-out-of-stock.png', fullPage: true });
  const after = await inventory(request, product.id);
  expect(after.stockQuantity).toBe(before.stockQuantity);
  expect(after.adjustments[0]).toEqual(before.adjustments[0]);
});
