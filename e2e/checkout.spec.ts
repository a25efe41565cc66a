// The web shop through the real storefront host: cart (add, change quantity), checkout with pickup on a chosen
// day paid by transfer, the confirmation (order number, beneficiary, IBAN, BIC, structured reference and the
// EPC QR code, decoded), the stock drop with its `sold` audit entry and no sale recorded yet; a double submit
// places one order; out of stock is refused clearly; the visitor's pages are never cached while product pages
// stay cacheable; the header's cart link and its count; delivery to an address with the shop's flat shipping
// rate, never "pay at pickup"; a shop without an IBAN (payment at pickup only) and with no way to order at all;
// the Shop settings checklist. Screenshots at 1366 and 390 px wide, axe on the checkout pages.
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { decodeQrPng, epcFields } from '../lib/testing/qr';
import { expectAccessible, signIn } from './dashboard-helpers';

const run = promisify(execFile);
const port = Number(process.env.E2E_PORT ?? 3100);
const host = `maison-lemaire.localhost:${port}`;
const site = `http://${host}`;
const loopback = `http://127.0.0.1:${port}`;
const api = `http://localhost:${port}/api/v1/public`;

let key: string;
let demo: { businessId: string; login: { email: string; password: string } };
const SHOTS = process.env.CHECKOUT_SHOTS_DIR ?? 'e2e/artifacts';
mkdirSync(SHOTS, { recursive: true });

/** Full-page screenshots at 1366 and 390 px wide (the viewport is put back to 1366). */
async function shots(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Changes the business's details through the public API (PATCH /public/me). */
async function patchMe(request: APIRequestContext, data: Record<string, unknown>) {
  const response = await request.patch(`${api}/me`, { headers: { Authorization: `Bearer ${key}` }, data });
  expect(response.status()).toBe(200);
}

/** Sets the address of every location through the public API (PATCH /public/locations/{id}); null removes it. */
async function setLocationAddresses(request: APIRequestContext, address: (name: string) => Record<string, string> | null) {
  const headers = { Authorization: `Bearer ${key}` };
  const { data } = await (await request.get(`${api}/locations`, { headers })).json();
  for (const location of data as { id: string; name: string }[]) {
    const response = await request.patch(`${api}/locations/${location.id}`, { headers, data: { address: address(location.name) } });
    expect(response.status()).toBe(200);
  }
}

const DEMO_ADDRESSES = (name: string) =>
  name.startsWith('Flagey')
    ? { line1: 'Place Flagey 18', postalCode: '1050', city: 'Ixelles', country: 'BE' }
    : { line1: 'Korenmarkt 12', postalCode: '9000', city: 'Gent', country: 'BE' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, VITRINE_DATA_DIR: process.env.VITRINE_E2E_DATA_DIR! };
  delete env.DATABASE_URL;
  const { stdout } = await run('npx', ['tsx', 'scripts/vitrine.ts', 'demo', '--json'], { env, cwd: process.cwd() });
  demo = JSON.parse(stdout);
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

  // The header links to the cart; no count while it is empty.
  const cartLink = page.getByRole('banner').getByRole('link', { name: 'Panier', exact: true });
  await expect(cartLink).toHaveAttribute('href', '/cart');

  // Add → 303 to the cart, which is private; the product page stays shared-cacheable.
  await page.getByRole('button', { name: `Ajouter au panier: ${product.name}` }).click();
  await expect(page).toHaveURL(`${site}/cart`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Panier (1 article)' })).toBeVisible();
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
  // Back on a shared page, the header shows the count (the page is then private to this visitor).
  await page.goto(`${site}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Panier (2 articles)' })).toBeVisible();
  await page.getByRole('banner').screenshot({ path: 'e2e/artifacts/header-cart-link.png' });
  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('banner').screenshot({ path: 'e2e/artifacts/header-cart-link-mobile.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${site}/cart`);

  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await expect(page).toHaveURL(`${site}/checkout`);
  // Errors come back in the form, next to their fields.
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.locator('[data-field-error="email"]')).toContainText('adresse e-mail valide');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await fillDetails(page, 'anne.e2e@example.be');
  await page.getByLabel('Retrait à Flagey (Ixelles)').check();
  // The pickup day: Flagey's opening days from tomorrow on; only the chosen location's days are shown.
  const flageyDay = page.locator('[data-pickup-days]').filter({ hasText: 'Jour de retrait' }).first().getByLabel('Jour de retrait');
  await expect(flageyDay).toBeVisible();
  await expect(page.locator('[data-pickup-days]').nth(1)).toBeHidden();
  const dayOptions = await flageyDay.locator('option').allTextContents();
  expect(dayOptions.length).toBeGreaterThan(5);
  expect(dayOptions.some((d) => d.startsWith('Lundi'))).toBe(false); // Flagey is closed on Mondays
  await flageyDay.selectOption({ index: 1 });
  const chosenDay = dayOptions[1]!;
  // Both ways to pay apply to pickup: a choice.
  await expect(page.getByLabel('Au retrait en magasin')).toBeVisible();
  await page.getByLabel('Par virement bancaire').check();
  await expectAccessible(page);
  await shots(page, 'checkout-pickup');
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
  await expect(page.locator('[data-beneficiary]')).toHaveText('Maison Lemaire SRL');
  await expect(page.locator('[data-iban]')).toHaveText('BE68 5390 0754 7034');
  await expect(page.locator('[data-bic]')).toHaveText('TRIOBEBB');
  await expect(page.locator('[data-pickup-day]')).toContainText(chosenDay.toLowerCase());
  await expect(page.getByText('Scannez avec votre application bancaire')).toBeVisible();
  // The EPC QR code, read back from the page as a banking app would: beneficiary, IBAN, BIC, amount, reference.
  const qr = page.getByRole('img', { name: /^Code QR de virement/ });
  await expect(qr).toBeVisible();
  expect(epcFields(decodeQrPng(await qr.screenshot()))).toMatchObject({
    service: 'BCD',
    version: '002',
    charset: '1',
    identification: 'SCT',
    bic: 'TRIOBEBB',
    name: 'Maison Lemaire SRL',
    iban: 'BE68539007547034',
    reference: digits,
  });
  await expectAccessible(page);
  await shots(page, 'confirmation-transfer');
  const orderPath = new URL(page.url()).pathname;

  // Placed, not paid: no online sale is recorded until the merchant marks the order paid.
  const sales = await request.get(`${api}/transactions?channel=online&from=${encodeURIComponent(startedAt)}`, { headers: { Authorization: `Bearer ${key}` } });
  expect(sales.status()).toBe(200);
  expect((await sales.json()).data.filter((t: any) => t.lines.some((l: any) => l.productId === product.id))).toEqual([]);

  // The stock dropped by 2 at Flagey, with a `sold` audit entry.
  const after = await inventory(request, product.id);
  expect(after.locations.find((l) => l.locationId === flagey.locationId)!.quantity).toBe(flagey.quantity - 2);
  expect(after.stockQuantity).toBe(before.stockQuantity - 2);
  expect(after.adjustments[0]).toMatchObject({ delta: -2, reason: 'sold', locationId: flagey.locationId });

  // The cart is empty now (no count in the header); another visitor never sees this order.
  await page.goto(`${site}/cart`);
  await expect(page.getByText('Votre panier est vide.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Panier', exact: true })).toBeVisible();
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

  // Product pages: one shared render, publicly cacheable, for every visitor without a cart (also with a cookie
  // naming no cart); a visitor with a cart gets it with the count in the header, privately.
  const anonymous = await request.get(`${loopback}/products/${product.id}`, { headers: { Host: host } });
  expect(anonymous.headers()['cache-control']).toBe('public, no-cache');
  expect(anonymous.headers()['vary']).toContain('Cookie');
  const noCart = await request.get(`${loopback}/products/${product.id}`, { headers: { Host: host, Cookie: 'vt_cart=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } });
  expect(noCart.headers()['etag']).toBe(anonymous.headers()['etag']);
  expect(noCart.headers()['cache-control']).toBe('public, no-cache');
  const visitor = await request.get(`${loopback}/products/${product.id}`, { headers: withCart });
  expect(visitor.headers()['cache-control']).toBe('private, no-cache');
  expect(visitor.headers()['etag']).not.toBe(anonymous.headers()['etag']);
  expect(await visitor.text()).toContain('(1 article)');
  expect((await request.get(`${loopback}/products/${product.id}`, { headers: { ...withCart, 'If-None-Match': visitor.headers()['etag']! } })).status()).toBe(304);

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
    paymentMethod: 'at_pickup',
  };
  Object.assign(form, { [`pickupDate.${form.receive.slice('pickup:'.length)}`]: await page.locator(`select[name="pickupDate.${form.receive.slice('pickup:'.length)}"]`).inputValue() });
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

test('delivery: the flat shipping rate in the totals, the address asked for and checked, stored with the order', async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${key}` };
  const shop = await request.patch(`${api}/shop`, { headers: auth, data: { offersShipping: true, shippingFlatRate: 4.95 } });
  expect(shop.status()).toBe(200);
  try {
    const startedAt = new Date(Date.now() - 1000).toISOString();
    const product = await openProduct(page, 4);
    const before = await inventory(request, product.id);
    await page.getByRole('button', { name: `Ajouter au panier: ${product.name}` }).click();
    await expect(page).toHaveURL(`${site}/cart`);
    const subtotal = parseEuro((await page.locator('[data-cart-subtotal]').textContent())!);
    await expect(page.locator('[data-cart-shipping]')).toHaveText(/^4,95\s€$/);

    await page.getByRole('link', { name: 'Passer la commande' }).click();
    await fillDetails(page, 'livraison.e2e@example.be');
    // Pickup is chosen first: no shipping; delivery adds the flat rate and shows the address fields.
    const address = page.getByRole('group', { name: 'Adresse de livraison' });
    await expect(address).toBeHidden();
    await page.getByLabel('Au retrait en magasin').check();
    await page.getByLabel(/^Livraison à domicile/).check();
    await expect(address).toBeVisible();
    // A delivery is paid by transfer: payment at pickup is no longer offered nor said, and transfer is chosen.
    await expect(page.getByLabel('Au retrait en magasin')).toBeHidden();
    await expect(page.getByLabel('Par virement bancaire')).toBeChecked();
    await expect(page.locator('main')).not.toContainText(/payer? au retrait/i);
    await expect(page.locator('[data-checkout-shipping]')).toHaveText(/^4,95\s€$/);
    expect(parseEuro((await page.locator('[data-checkout-total]').textContent())!)).toBeCloseTo(subtotal + 4.95, 2);

    // No address: clear errors next to each field, nothing written.
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(page).toHaveURL(`${site}/checkout`);
    await expect(page.locator('[data-field-error="address.line1"]')).toHaveText('Indiquez la rue et le numéro.');
    await expect(page.locator('[data-field-error="address.postalCode"]')).toHaveText('Indiquez le code postal.');
    await expect(page.locator('[data-field-error="address.city"]')).toHaveText('Indiquez la localité.');
    await expect(page.getByLabel('Rue et numéro')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Livraison à domicile/)).toBeChecked();
    await expect(page.getByLabel('E-mail')).toHaveValue('livraison.e2e@example.be');
    await page.screenshot({ path: 'e2e/artifacts/checkout-delivery-errors.png', fullPage: true });
    expect((await inventory(request, product.id)).adjustments[0]).toEqual(before.adjustments[0]);

    // The same refusal without a browser: 422, the page again, no order.
    const token = (await page.context().cookies(site)).find((c) => c.name === 'vt_cart')!.value;
    const bare = await request.post(`${loopback}/checkout`, {
      headers: { Host: host, Cookie: `vt_cart=${token}`, Origin: site },
      form: { checkoutToken: 'e2e-delivery-no-address-0001', firstName: 'Anne', lastName: 'Peeters', email: 'anne@example.be', phone: '0470 12 34 56', receive: 'delivery', 'address.city': 'Ixelles' },
      maxRedirects: 0,
    });
    expect(bare.status()).toBe(422);
    const bareHtml = await bare.text();
    expect(bareHtml).toContain('data-field-error="address.line1"');
    expect(bareHtml).not.toContain('data-field-error="address.city"');

    await page.getByLabel('Rue et numéro').fill('Rue du Bailli 12');
    await page.getByLabel('Code postal').fill('1050');
    await page.getByLabel('Localité').fill('Ixelles');
    await shots(page, 'checkout-delivery');
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();

    await expect(page).toHaveURL(new RegExp(`^${site}/order/order_[0-9a-z]{26}$`));
    await expect(page.getByText('Rue du Bailli 12')).toBeVisible();
    await expect(page.getByText('1050 Ixelles (BE)')).toBeVisible();
    await expect(page.locator('main')).toContainText('Livraison');
    await expect(page.locator('[data-iban]')).toHaveText('BE68 5390 0754 7034');
    await expect(page.locator('main')).not.toContainText(/payer? au retrait/i);
    await shots(page, 'confirmation-delivery');

    // The total with the flat rate; placed, not paid: no online sale yet.
    const total = parseEuro((await page.locator('main').getByText(/€/).first().textContent())!);
    expect(total).toBeCloseTo(subtotal + 4.95, 2);
    const sales = await request.get(`${api}/transactions?channel=online&from=${encodeURIComponent(startedAt)}`, { headers: auth });
    expect((await sales.json()).data.filter((t: any) => t.lines.some((l: any) => l.productId === product.id))).toEqual([]);
    // Delivered from the primary location's stock.
    expect((await inventory(request, product.id)).stockQuantity).toBe(before.stockQuantity - 1);

    // Pickup still works with delivery on offer (no shipping line).
    await openProduct(page, 4);
    await page.getByRole('button', { name: `Ajouter au panier: ${product.name}` }).click();
    await page.getByRole('link', { name: 'Passer la commande' }).click();
    await fillDetails(page, 'retrait.e2e@example.be');
    await page.getByLabel('Retrait à Flagey (Ixelles)').check();
    await expect(page.locator('[data-checkout-shipping]')).toHaveText('Retrait gratuit');
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(page).toHaveURL(new RegExp(`^${site}/order/order_[0-9a-z]{26}$`));
    await expect(page.locator('main')).toContainText('Flagey');
  } finally {
    await request.patch(`${api}/shop`, { headers: auth, data: { offersShipping: false } });
  }
});

/** "12,34 €" (fr-BE, narrow spaces) → 12.34 */
function parseEuro(text: string): number {
  return Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
}

test('without an IBAN: pickup paid at pickup only, no delivery; with no pickup address either, no ordering at all', async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${key}` };
  expect((await request.patch(`${api}/shop`, { headers: auth, data: { offersShipping: true, shippingFlatRate: 4.95 } })).status()).toBe(200);
  await patchMe(request, { iban: null });
  try {
    const issues = (await (await request.get(`${api}/shop`, { headers: auth })).json()).setupIssues;
    expect(issues.map((issue: { code: string }) => issue.code)).toEqual(['no_iban']);
    const product = await openProduct(page, 5);
    await page.getByRole('button', { name: `Ajouter au panier: ${product.name}` }).click();
    await page.getByRole('link', { name: 'Passer la commande' }).click();
    await expect(page).toHaveURL(`${site}/checkout`);
    // No transfer without an IBAN, hence no delivery either: no payment choice, the one way said plainly.
    await expect(page.locator('input[name="paymentMethod"]')).toHaveCount(0);
    await expect(page.getByLabel(/^Livraison à domicile/)).toHaveCount(0);
    await expect(page.locator('[data-payment-text]')).toHaveText('À payer au retrait en magasin, en retirant votre commande.');
    await fillDetails(page, 'sans.iban.e2e@example.be');
    await page.getByLabel('Retrait à Gent Korenmarkt').check();
    await expectAccessible(page);
    await shots(page, 'checkout-at-pickup-only');
    await page.getByRole('button', { name: 'Confirmer la commande' }).click();
    await expect(page).toHaveURL(new RegExp(`^${site}/order/order_[0-9a-z]{26}$`));
    await expect(page.getByRole('heading', { name: 'À payer au retrait' })).toBeVisible();
    await expect(page.locator('[data-iban]')).toHaveCount(0);
    await expect(page.locator('[data-epc-qr]')).toHaveCount(0);
    await expect(page.locator('main')).toContainText('Korenmarkt 12, 9000 Gent');
    await expect(page.locator('[data-pickup-day]')).toBeVisible();
    await expectAccessible(page);
    await shots(page, 'confirmation-at-pickup');

    // No address on any location either: nothing can be honoured; the cart says so and checkout is out of reach.
    await setLocationAddresses(request, () => null);
    await openProduct(page, 5);
    await page.getByRole('button', { name: `Ajouter au panier: ${product.name}` }).click();
    await expect(page).toHaveURL(`${site}/cart`);
    await expect(page.locator('[data-not-taking-orders]')).toContainText('ne prend pas encore de commandes');
    await expect(page.getByRole('link', { name: 'Passer la commande' })).toHaveCount(0);
    await shots(page, 'cart-not-taking-orders');
    await page.goto(`${site}/checkout`);
    await expect(page.locator('[data-not-taking-orders]')).toBeVisible();
    await expect(page.locator('[data-checkout-form]')).toHaveCount(0);
    const issuesNow = (await (await request.get(`${api}/shop`, { headers: auth })).json()).setupIssues;
    expect(issuesNow.map((issue: { code: string }) => issue.code)).toEqual(['no_way_to_order', 'no_iban', 'no_pickup_address']);
  } finally {
    await patchMe(request, { iban: 'BE68539007547034' });
    await setLocationAddresses(request, DEMO_ADDRESSES);
    await request.patch(`${api}/shop`, { headers: auth, data: { offersShipping: false } });
  }
});

test('the Shop settings checklist: done and missing, each linking to where it is fixed', async ({ page, request }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/shop`);
  const checklist = page.locator('[data-setup-checklist]');
  await expect(checklist.locator('[data-missing="false"]')).toHaveCount(5);
  await expect(page.getByText('All set')).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'shop-settings-checklist-done');
  await patchMe(request, { iban: null, email: null });
  try {
    await page.reload();
    await expect(page.getByText('2 things missing')).toBeVisible();
    const iban = checklist.locator('[data-setup-check="no_iban"]');
    await expect(iban).toContainText('Add an IBAN to accept payment by transfer');
    await expect(iban.getByRole('link', { name: 'Add an IBAN' })).toHaveAttribute('href', `/dashboard/${demo.businessId}/business`);
    await expect(checklist.locator('[data-setup-check="no_contact_email"]')).toHaveAttribute('data-missing', 'true');
    await expectAccessible(page);
    await shots(page, 'shop-settings-checklist-missing');
  } finally {
    await patchMe(request, { iban: 'BE68539007547034', email: 'bonjour@maison-lemaire.be' });
  }
});
