// Issue 21's "done when", on a server of its own that sends its e-mail to a real SMTP server: the demo site in
// French at / and in Dutch at /nl/ (lang, hreflang, the language links, the Dutch theme texts); a shopper orders
// on /nl/ in Dutch and gets the Dutch confirmation page and e-mail; a Dutch invoice PDF for that shopper reads
// Factuur and btw; the merchant switches the dashboard to Nederlands and walks every page: no sentence of the
// English or French catalogues left, axe clean, screenshots at 1366 and 390 px.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { parseMail, startSmtpServer, type TestSmtp } from '../lib/testing/smtp';
import { expectAccessible } from './dashboard-helpers';
import { type OwnServer, startOwnServer } from './own-server';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'e2e/artifacts';
const SHOPPER = 'lotte.declercq@example.be';

// The embedded PostgreSQL server, and a PostgreSQL of E2E_POSTGRES_URL when it is set (`npm run test:e2e:pg`).
const ENGINES = [
  { name: 'embedded PostgreSQL', env: {} as Record<string, string> },
  ...(process.env.E2E_POSTGRES_URL ? [{ name: 'PostgreSQL from DATABASE_URL', env: { DATABASE_URL: process.env.E2E_POSTGRES_URL } }] : []),
];

let smtp: TestSmtp;
let server: OwnServer;
let demo: { businessId: string; login: { email: string; password: string }; keys: { live: string } };
let shotPrefix = '';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const site = () => `http://maison-lemaire.localhost:${server.port}`;

async function shots(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${SHOTS}/languages-${shotPrefix}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** Every message of a catalogue of `locale` (messages/<locale>/*.json) as text, by key. */
function catalogue(locale: string): Map<string, string> {
  const out = new Map<string, string>();
  const dir = path.join('messages', locale);
  const walk = (node: unknown, key: string) => {
    if (typeof node === 'string') out.set(key, node);
    else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, key ? `${key}.${k}` : k);
  };
  for (const file of fs.readdirSync(dir)) walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), '');
  return out;
}

/**
 * The sentences of the English and French dashboard catalogues that Dutch says otherwise: whole messages of three
 * words or more without placeholders (the invoice documents and e-mails are written in the invoice's language, not
 * the dashboard's, and are left out).
 */
function foreignSentences(): string[] {
  const nl = catalogue('nl');
  const out = new Set<string>();
  for (const locale of ['en', 'fr']) {
    for (const [key, message] of catalogue(locale)) {
      if (/^(invoiceDocument|invoiceMail|eInvoice|orderMail|storefront|checkout|storefrontLanguages|blockCatalog)\./.test(key)) continue;
      if (/[{<]/.test(message) || message.split(/\s+/).length < 3 || nl.get(key) === message) continue;
      out.add(message);
    }
  }
  return [...out];
}

for (const engine of ENGINES) {
test.describe(engine.name, () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    shotPrefix = engine.env.DATABASE_URL ? 'pg-' : '';
    smtp = await startSmtpServer();
    server = await startOwnServer({ ...engine.env, SMTP_URL: smtp.url, MAIL_FROM: 'Maison Lemaire <commandes@maison-lemaire.be>' }, { everywhere: true });
    demo = await server.vitrine('demo');
  });

  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
  });

  test('the demo site in French at / and in Dutch at /nl/', async ({ page }) => {
    const fr = await page.goto(`${site()}/`);
    expect(fr?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-BE');
    await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', `${site()}/nl`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${site()}/`);
    await page.getByRole('link', { name: 'nl', exact: true }).click();
    await expect(page).toHaveURL(`${site()}/nl`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Desembrood');
    await expect(page.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ons verhaal' }).first()).toHaveAttribute('href', '/nl/over-ons');
    await expectAccessible(page);
    await shots(page, 'storefront-nl-home');
    const sitemap = (await (await page.goto(`${site()}/sitemap.xml`))!.text());
    expect(sitemap).toContain(`<loc>${site()}/nl/over-ons</loc>`);
    expect(sitemap).toContain(`<loc>${site()}/a-propos</loc>`);
  });

  test('a browser that prefers Dutch is offered the Dutch version, never sent there', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nl-BE' });
    const page = await context.newPage();
    await page.goto(`${site()}/a-propos`);
    await expect(page).toHaveURL(`${site()}/a-propos`);
    const offer = page.locator('[data-vt-offer="nl"]');
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('Deze website bestaat ook in het Nederlands.');
    await offer.getByRole('link', { name: 'Bekijk in het Nederlands' }).click();
    await expect(page).toHaveURL(`${site()}/nl/over-ons`);
    await expect(page.locator('[data-vt-offer]:visible')).toHaveCount(0);
    await page.goto(`${site()}/a-propos`);
    await page.locator('[data-vt-offer="nl"]').getByRole('button', { name: 'Sluiten' }).click();
    await page.reload();
    await expect(page.locator('[data-vt-offer="nl"]')).toBeHidden();
    await context.close();
  });

  test('a shopper orders on /nl/ in Dutch: the confirmation page and e-mail are Dutch, and so is the invoice', async ({ page }) => {
    await page.goto(`${site()}/nl/products`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await page.getByRole('button', { name: /^In winkelmandje/ }).first().click();
    await expect(page).toHaveURL(`${site()}/nl/cart`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uw winkelmandje');
    await shots(page, 'storefront-nl-cart');
    await page.getByRole('link', { name: 'Bestellen' }).click();
    await expect(page).toHaveURL(`${site()}/nl/checkout`);
    await page.getByLabel('Voornaam').fill('Lotte');
    await page.getByLabel('Achternaam').fill('De Clercq');
    await page.getByLabel('E-mail').fill(SHOPPER);
    await page.getByLabel('Telefoon').fill('0470 12 34 56');
    await page.getByLabel(/^Afhalen in/).first().check();
    await page.locator('[data-pickup-days]:visible').getByLabel('Afhaaldag').selectOption({ index: 0 });
    await page.getByLabel('Via overschrijving').check();
    await expectAccessible(page);
    await shots(page, 'storefront-nl-checkout');
    await page.getByRole('button', { name: 'Bestelling bevestigen' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bedankt voor uw bestelling');
    await expect(page).toHaveURL(new RegExp(`^${site()}/nl/order/order_`));
    await expect(page.getByText('Gestructureerde mededeling').first()).toBeVisible();
    await shots(page, 'storefront-nl-confirmation');

    await expect.poll(() => smtp.accepted.filter((message) => message.to.includes(SHOPPER)).length, { timeout: 30_000 }).toBe(1);
    const mail = await parseMail(smtp.accepted.find((message) => message.to.includes(SHOPPER))!.raw);
    expect(mail.subject).toMatch(/^Maison Lemaire — bestelling nr\. \d+ ontvangen$/);
    const text = mail.text ?? '';
    expect(text).toContain('Bedankt voor uw bestelling');
    expect(text).toContain('Gestructureerde mededeling');
    expect(text).toContain('Totaal incl. btw');
    expect(text).toMatch(/€\s\d+,\d\d/);
    expect(text).not.toMatch(/Merci|TVA comprise|Référence/);
    expect(mail.html).toContain('lang="nl"');

    // The merchant invoices the shopper in Dutch (the business's invoices default to French: Brussels is bilingual).
    const api = `${server.origin}/api/v1/public`;
    const headers = { Authorization: `Bearer ${demo.keys.live}` };
    const draft = await page.request.post(`${api}/invoices`, {
      headers,
      data: { buyerName: 'Lotte De Clercq', buyerEmail: SHOPPER, language: 'nl', items: [{ description: 'Desembrood', quantity: 2, unitPrice: 4.2, vatPercent: 6 }] },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    const invoice = await draft.json();
    expect((await page.request.post(`${api}/invoices/${invoice.id}/finalize`, { headers })).status()).toBe(200);
    const pdf = await page.request.get(`${api}/invoices/${invoice.id}/pdf`, { headers });
    expect(pdf.status()).toBe(200);
    const file = path.join(SHOTS, `languages-${shotPrefix}invoice-nl.pdf`);
    fs.writeFileSync(file, await pdf.body());
    const printed = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(printed).toContain('FACTUUR');
    expect(printed).toMatch(/Btw BE0\d{3}\.\d{3}\.\d{3}/);
    expect(printed).toMatch(/Eenheidsprijs excl\. btw/);
    expect(printed).toMatch(/Totaal excl\. btw/);
    expect(printed).toMatch(/Totaal incl\. btw/);
    expect(printed).toMatch(/€\s8,90/);
    expect(printed).not.toMatch(/\b(TVA|HTVA|TTC|Facture)\b/);
  });

  test('the merchant uses the dashboard in Dutch from end to end', async ({ page }) => {
    test.setTimeout(420_000);
    await page.goto(`${server.origin}/sign-in`);
    await page.getByLabel('Email').fill(demo.login.email);
    await page.getByLabel('Password').fill(demo.login.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard\//);
    const base = `${server.origin}/dashboard/${demo.businessId}`;
    await page.goto(`${base}/account`);
    await page.getByLabel('Dashboard language').selectOption('nl');
    await page.getByRole('button', { name: 'Save language' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByLabel('Taal van het dashboard')).toHaveValue('nl');

    const foreign = foreignSentences();
    const pages: [string, string][] = [
      ['overview', ''],
      ['orders', '/orders'],
      ['customers', '/customers'],
      ['products', '/products'],
      ['categories', '/categories'],
      ['invoices', '/invoices'],
      ['loyalty', '/loyalty'],
      ['sales', '/sales'],
      ['reports', '/reports'],
      ['messages', '/messages'],
      ['media', '/media'],
      ['shop', '/shop'],
      ['site', '/site'],
      ['business', '/business'],
      ['team', '/team'],
      ['keys', '/keys'],
      ['plan', '/plan'],
      ['account', '/account'],
    ];
    // An order, a customer, a product and an invoice: the first of each list.
    for (const [name, list, pattern] of [
      ['order', '/orders?tab=completed', /\/orders\/order_/],
      ['customer', '/customers', /\/customers\/cus/],
      ['product', '/products', /\/products\/prod/],
      ['invoice', '/invoices', /\/invoices\/inv/],
    ] as const) {
      await page.goto(`${base}${list}`);
      await page.waitForLoadState('networkidle');
      const href = await page.locator('main a[href]').evaluateAll((links, source) => links.map((a) => a.getAttribute('href') ?? '').find((h) => new RegExp(source).test(h)) ?? null, pattern.source);
      if (href) pages.push([name, href.replace(`/dashboard/${demo.businessId}`, '')]);
    }
    for (const [name, address] of pages) {
      await page.goto(`${base}${address}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await page.waitForLoadState('networkidle');
      const text = await page.evaluate(() => document.body.innerText);
      const left = foreign.filter((sentence) => text.includes(sentence));
      expect(left, `${name}: English or French left on the Dutch page`).toEqual([]);
      expect(await page.title(), `${name}: title`).not.toMatch(/\b(Orders|Customers|Products|Invoices|Settings|Reports)\b/);
      await expectAccessible(page);
      await shots(page, `dashboard-nl-${name}`);
    }

    // The create-key form: what each scope grants, in Dutch too (the API keeps its English line).
    await page.goto(`${base}/keys`);
    await page.getByRole('button', { name: 'Sleutel aanmaken' }).first().click();
    const keyForm = page.getByRole('dialog');
    await expect(keyForm.getByText('Voorraad aanpassen, met een logboekregel per aanpassing')).toBeVisible();
    const keyFormText = await keyForm.innerText();
    expect(foreign.filter((sentence) => keyFormText.includes(sentence)), 'create-key form: English or French left').toEqual([]);
    await shots(page, 'dashboard-nl-keys-form');
    await page.keyboard.press('Escape');

    // The builder in Dutch: its chrome and the block catalogue's names.
    await page.goto(`${base}/builder`);
    await expect(page.getByRole('button', { name: /Publiceren/ }).first()).toBeVisible({ timeout: 30_000 });
    const builderText = await page.evaluate(() => document.body.innerText);
    expect(foreign.filter((sentence) => builderText.includes(sentence)), 'builder: English or French left').toEqual([]);
    await shots(page, 'dashboard-nl-builder');
  });
});
}
