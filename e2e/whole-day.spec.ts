// A merchant's whole day, on a server of its own that sends its e-mail to a real SMTP server (smtp-server,
// started here): two shoppers order on the storefront (pickup paid by transfer, delivery paid by transfer);
// the merchant sees the count of orders to handle grow, opens the pickup order, marks it paid and ready;
// paid revenue moves only when the order is paid; the delivery order is cancelled and its stock comes back;
// every message (confirmations, new-order notices, ready, cancelled) arrives once, to the right person.
import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { parseMail, startSmtpServer, type TestSmtp } from '../lib/testing/smtp';
import { expectAccessible } from './dashboard-helpers';
import { type OwnServer, startOwnServer } from './own-server';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'e2e/artifacts';
const MERCHANT_EMAIL = 'bonjour@maison-lemaire.be';

let smtp: TestSmtp;
let server: OwnServer;
let demo: { businessId: string; login: { email: string; password: string }; keys: { live: string } };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpServer();
  server = await startOwnServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Maison Lemaire <commandes@maison-lemaire.be>' }, { everywhere: true });
  demo = await server.vitrine('demo');
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const site = () => `http://maison-lemaire.localhost:${server.port}`;
const api = () => `${server.origin}/api/v1/public`;
const auth = () => ({ Authorization: `Bearer ${demo.keys.live}` });

async function shots(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/whole-day-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The messages received so far about these orders (the demo's own orders send theirs too), parsed, with their envelope recipients. */
async function mailbox(numbers: number[]): Promise<(ParsedMail & { rcpt: string[] })[]> {
  const all = await Promise.all(smtp.accepted.map(async (message) => Object.assign(await parseMail(message.raw), { rcpt: message.to })));
  return all.filter((message) => numbers.some((number) => new RegExp(`n° ${number}(?!\\d)`).test(message.subject ?? '')));
}

async function waitForMail(numbers: number[], count: number) {
  await expect.poll(async () => (await mailbox(numbers)).length, { timeout: 30_000, message: `${count} messages at the SMTP server` }).toBeGreaterThanOrEqual(count);
}

/** A shopper's order on the storefront, in a browser context of their own; answers the order's number and total. */
async function shopperOrders(browser: Browser, who: { first: string; last: string; email: string }, fulfilment: 'pickup' | 'delivery') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${site()}/products`);
  const link = page.locator('main a[href^="/products/prod_"]').first();
  const name = (await link.textContent())!.trim();
  const productId = (await link.getAttribute('href'))!.split('/').pop()!;
  await link.click();
  await page.getByRole('button', { name: `Ajouter au panier: ${name}` }).click();
  await expect(page).toHaveURL(`${site()}/cart`);
  await page.getByRole('link', { name: 'Passer la commande' }).click();
  await page.getByLabel('Prénom').fill(who.first);
  await page.getByLabel('Nom', { exact: true }).fill(who.last);
  await page.getByLabel('E-mail').fill(who.email);
  await page.getByLabel('Téléphone').fill('0470 12 34 56');
  if (fulfilment === 'pickup') {
    await page.getByLabel('Retrait à Flagey (Ixelles)').check();
    await page.locator('[data-pickup-days]').first().getByLabel('Jour de retrait').selectOption({ index: 0 });
    await page.getByLabel('Par virement bancaire').check();
  } else {
    await page.getByLabel(/^Livraison à domicile/).check();
    await page.getByLabel('Rue et numéro').fill('Rue de la Brasserie 12');
    await page.getByLabel('Code postal').fill('1050');
    await page.getByLabel('Localité').fill('Ixelles');
    // With delivery, the shopper is never told to pay at pickup.
    await expect(page.locator('main')).not.toContainText(/payer? au retrait/i);
  }
  await page.getByRole('button', { name: 'Confirmer la commande' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci pour votre commande');
  await expect(page.locator('[data-iban]')).toHaveText('BE68 5390 0754 7034');
  const number = Number(await page.locator('[data-order-number]').textContent());
  await shots(page, `confirmation-${fulfilment}`);
  await context.close();
  return { number, productId, name };
}

async function signIn(page: Page) {
  await page.goto(`${server.origin}/sign-in`);
  await page.getByLabel('Email').fill(demo.login.email);
  await page.getByLabel('Password').fill(demo.login.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/biz_/);
}

/** The overview's figures: orders to handle, and today's paid revenue in cents. */
async function overview(page: Page) {
  await page.goto(`${server.origin}/dashboard/${demo.businessId}`);
  const toHandle = Number(await page.getByRole('link', { name: /^Orders to handle/ }).locator('span.text-2xl').textContent());
  const today = (await page.locator('dl div', { has: page.locator('dt', { hasText: /^Today$/ }) }).locator('dd').textContent())!;
  return { toHandle, todayCents: Math.round(Number(today.replace(/[^\d,-]/g, '').replace(',', '.')) * 100) };
}

async function stockAt(request: APIRequestContext, productId: string, locationName: RegExp): Promise<number> {
  const response = await request.get(`${api()}/products/${productId}/inventory`, { headers: auth() });
  expect(response.status()).toBe(200);
  const body = await response.json();
  return body.locations.find((l: { name: string }) => locationName.test(l.name)).quantity;
}

test('a whole day: two orders, paid and ready, one cancelled; revenue moves only when paid; every e-mail arrives once', async ({ browser, page, request }) => {
  test.setTimeout(240_000);
  expect((await request.patch(`${api()}/shop`, { headers: auth(), data: { status: 'ACTIVE', offersShipping: true, shippingFlatRate: 4.95 } })).status()).toBe(200);

  await signIn(page);
  const morning = await overview(page);

  // Two shoppers order: Élise picks up at Flagey and pays by transfer; Bram has it delivered.
  const elise = await shopperOrders(browser, { first: 'Élise', last: 'Martin', email: 'elise.martin@example.be' }, 'pickup');
  const stockBeforeDelivery = await stockAt(request, elise.productId, /^Flagey/);
  const bram = await shopperOrders(browser, { first: 'Bram', last: 'Claes', email: 'bram.claes@example.be' }, 'delivery');
  expect(bram.productId).toBe(elise.productId);
  // Delivered from the primary location (Flagey): its stock drops at once.
  expect(await stockAt(request, bram.productId, /^Flagey/)).toBe(stockBeforeDelivery - 1);

  // Each shopper gets a confirmation with the transfer details; the merchant a notice per order.
  const ours = [elise.number, bram.number];
  await waitForMail(ours, 4);
  let mail = await mailbox(ours);
  const to = (address: string) => mail.filter((message) => message.rcpt.includes(address));
  expect(to('elise.martin@example.be').map((m) => m.subject)).toEqual([expect.stringContaining(`n° ${elise.number}`)]);
  expect(to('bram.claes@example.be').map((m) => m.subject)).toEqual([expect.stringContaining(`n° ${bram.number}`)]);
  expect(to(MERCHANT_EMAIL)).toHaveLength(2);
  const confirmation = to('elise.martin@example.be')[0]!;
  expect(confirmation.text).toContain('BE68 5390 0754 7034');
  expect(confirmation.text).toMatch(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/);
  expect(confirmation.attachments.some((a) => a.cid === 'epc-qr' && a.contentType === 'image/png')).toBe(true);

  // The merchant sees two more orders to handle; no revenue yet: nothing is paid.
  const placed = await overview(page);
  expect(placed.toHandle).toBe(morning.toHandle + 2);
  expect(placed.todayCents).toBe(morning.todayCents);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: `Orders ${placed.toHandle} to handle` })).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'overview-placed');

  // Élise's order: opened from the list, marked paid (the transfer arrived), then ready for pickup.
  await nav.getByRole('link', { name: /^Orders/ }).click();
  await page.getByRole('table').getByRole('link', { name: `N° ${elise.number}`, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order N° ${elise.number}`, level: 1 })).toBeVisible();
  const total = (await page.locator('text=Total incl. VAT').locator('xpath=following-sibling::*[1]').textContent())!;
  const totalCents = Math.round(Number(total.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
  expect(totalCents).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Mark paid…' }).click();
  const paidDialog = page.getByRole('dialog', { name: `Mark order N° ${elise.number} paid` });
  await paidDialog.getByLabel('Paid by').selectOption('transfer');
  await paidDialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(`Order N° ${elise.number} marked paid`, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Ready for pickup…' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ready for pickup' }).click();
  await expect(page.getByText(`Order N° ${elise.number} is ready for pickup`, { exact: true })).toBeVisible();
  await shots(page, 'order-ready');

  // Revenue moves by exactly the paid order; one order less to handle.
  const paid = await overview(page);
  expect(paid.todayCents).toBe(morning.todayCents + totalCents);
  expect(paid.toHandle).toBe(placed.toHandle - 1);

  // Bram's order is cancelled: its stock comes back at once, and nothing moves in revenue.
  const stockBeforeCancel = await stockAt(request, bram.productId, /^Flagey/);
  await page.goto(`${server.origin}/dashboard/${demo.businessId}/orders?q=Claes`);
  await page.getByRole('table').getByRole('link', { name: `N° ${bram.number}`, exact: true }).click();
  await page.getByRole('button', { name: 'Cancel order…' }).click();
  const cancelDialog = page.getByRole('dialog', { name: `Cancel order N° ${bram.number}` });
  await cancelDialog.getByLabel(/Reason/).fill('Livraison impossible ce jour');
  await cancelDialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText(`Order N° ${bram.number} cancelled`, { exact: true })).toBeVisible();
  expect(await stockAt(request, bram.productId, /^Flagey/)).toBe(stockBeforeCancel + 1);
  const evening = await overview(page);
  expect(evening.todayCents).toBe(paid.todayCents);
  expect(evening.toHandle).toBe(morning.toHandle);

  // The shoppers hear about it: Élise that her order is ready, Bram that his is cancelled. Each message once.
  await waitForMail(ours, 6);
  await new Promise((resolve) => setTimeout(resolve, 1000)); // a duplicate would have arrived by now
  mail = await mailbox(ours);
  expect(mail).toHaveLength(6);
  expect(to('elise.martin@example.be').map((m) => m.subject)).toEqual([expect.stringContaining(`n° ${elise.number}`), expect.stringMatching(/prête/i)]);
  expect(to('bram.claes@example.be').map((m) => m.subject)).toEqual([expect.stringContaining(`n° ${bram.number}`), expect.stringMatching(/annulée/i)]);
  expect(new Set(mail.map((m) => m.messageId)).size).toBe(6);

  // The Messages page lists them, every one sent.
  await page.goto(`${server.origin}/dashboard/${demo.businessId}/messages`);
  const rows = page.getByRole('table').locator('tbody tr');
  for (const email of ['elise.martin@example.be', 'bram.claes@example.be']) {
    await expect(rows.filter({ hasText: email })).toHaveCount(2);
    await expect(rows.filter({ hasText: email }).filter({ hasText: /Sent/ })).toHaveCount(2);
  }
  await expectAccessible(page);
  await shots(page, 'messages');
});
