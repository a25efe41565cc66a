// The back office, as a merchant uses it in one sitting (issue 17's "done when"), on a server of its own that
// sends its e-mail to a real SMTP server (smtp-server, started here): find a customer, add two stamps and redeem
// a reward; read the 30-day VAT report and check its CSV against GET /public/reports/vat; make an invoice in
// USD, finalize it, e-mail it (the PDF arrives attached) and credit half of it.
// It runs on the embedded database, and again on a PostgreSQL database when E2E_POSTGRES_URL names one
// (`.ci/run` gives a fresh database on the machine's server; a newcomer's machine has none).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type Page, expect, test } from '@playwright/test';
import pg from 'pg';
import { parseMail, startSmtpServer, type TestSmtp } from '../lib/testing/smtp';
import { expectAccessible, signIn } from './dashboard-helpers';
import { type OwnServer, startOwnServer } from './own-server';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'e2e/artifacts';

type Demo = { businessId: string; login: { email: string; password: string }; keys: { live: string } };
type Card = { id: string; customerId: string; stamps: number; fullCards: number; points: number; stampsPerCard: number };
type Customer = { id: string; firstName: string | null; lastName: string | null; email: string | null };

const engines: { name: string; env: Record<string, string> }[] = [
  { name: 'embedded PostgreSQL', env: {} },
  ...(process.env.E2E_POSTGRES_URL ? [{ name: 'PostgreSQL from DATABASE_URL', env: { DATABASE_URL: process.env.E2E_POSTGRES_URL } }] : []),
];

const brusselsToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
const minusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
/** An amount of the public API as the CSV writes it: decimal comma, two decimals. */
const comma = (amount: number) => amount.toFixed(2).replace('.', ',');

for (const engine of engines) {
  test.describe(`back office on ${engine.name}`, () => {
    test.describe.configure({ mode: 'serial' });

    let smtp: TestSmtp;
    let server: OwnServer;
    let demo: Demo;

    test.beforeAll(async () => {
      test.setTimeout(240_000);
      smtp = await startSmtpServer();
      server = await startOwnServer({ ...engine.env, SMTP_URL: smtp.url, MAIL_FROM: 'Maison Lemaire <facturation@maison-lemaire.be>' });
      demo = await server.vitrine('demo');
      if (engine.env.DATABASE_URL) {
        // The server and the CLI really use that database (not an embedded one of their own).
        const client = new pg.Client({ connectionString: engine.env.DATABASE_URL });
        await client.connect();
        const { rows } = await client.query('select count(*)::int as n from businesses where id = $1', [demo.businessId]);
        await client.end();
        expect(rows[0].n).toBe(1);
      }
    });

    test.afterAll(async () => {
      await server?.stop();
      await smtp?.close();
    });

    const api = async (page: Page, route: string) => {
      const response = await page.request.get(`${server.origin}/api/v1/public${route}`, { headers: { Authorization: `Bearer ${demo.keys.live}` } });
      expect(response.status(), route).toBe(200);
      return response.json();
    };

    async function merchant(browser: Browser) {
      const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await signIn(page, demo.login.email, demo.login.password);
      return page;
    }

    async function shots(page: Page, name: string) {
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at 390 px`).toBeLessThanOrEqual(390);
        await page.screenshot({ path: `${SHOTS}/back-office-${name}-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1366, height: 900 });
    }

    test('finds a customer, adds two stamps and redeems a reward', async ({ browser }) => {
      test.setTimeout(120_000);
      const page = await merchant(browser);
      // A customer with an e-mail whose card two stamps complete (or with a reward already waiting).
      const cards: Card[] = (await api(page, '/loyalty/cards?limit=100')).data;
      const customers: Customer[] = (await api(page, '/customers?limit=100')).data;
      const withEmail = new Map(customers.filter((c) => c.email).map((c) => [c.id, c]));
      const card =
        cards.find((c) => withEmail.has(c.customerId) && c.stamps >= c.stampsPerCard - 2) ?? cards.find((c) => withEmail.has(c.customerId) && c.fullCards > 0)!;
      expect(card, 'a demo card that two stamps complete, or with a reward waiting').toBeTruthy();
      const customer = withEmail.get(card.customerId)!;
      const name = `${customer.firstName} ${customer.lastName}`;

      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Customers' }).click();
      await page.getByLabel('Search').fill(customer.lastName!);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.getByRole('table').getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

      await page.getByRole('button', { name: 'Add stamps…' }).click();
      const add = page.getByRole('dialog', { name: 'Add stamps' });
      await add.getByLabel('Stamps to add').fill('2');
      await add.getByRole('button', { name: 'Add stamps' }).click();
      await expect(add).toBeHidden();
      const completed = Math.floor((card.stamps + 2) / card.stampsPerCard);
      await expect(page.getByTestId('card-stamps')).toHaveText(String((card.stamps + 2) % card.stampsPerCard));
      await expect(page.getByTestId('card-full')).toHaveText(String(card.fullCards + completed));

      await page.getByRole('button', { name: 'Redeem reward…' }).click();
      const redeem = page.getByRole('dialog', { name: `Redeem a reward for ${name}` });
      // The stamp reward (the programme, read through the API, names it); points rewards are not what two stamps buy.
      const program = await api(page, '/loyalty/program');
      const rewardName: string = program.stampReward.name;
      await redeem.getByRole('radio', { name: rewardName }).check();
      await redeem.getByRole('button', { name: `Redeem ${rewardName}` }).click();
      await expect(redeem).toBeHidden();
      await expect(page.getByTestId('card-full')).toHaveText(String(card.fullCards + completed - 1));
      await expectAccessible(page);
      await shots(page, 'customer');

      // The integrator reads the same card.
      const after = await api(page, `/loyalty/cards/${card.id}`);
      expect(after).toMatchObject({ stamps: (card.stamps + 2) % card.stampsPerCard, fullCards: card.fullCards + completed - 1 });
      expect(after.ledger[0]).toMatchObject({ kind: 'reward_redeemed', actor: 'dashboard', note: rewardName });
      await page.context().close();
    });

    test('reads the 30-day VAT report, whose CSV matches GET /public/reports/vat', async ({ browser }) => {
      test.setTimeout(120_000);
      const page = await merchant(browser);
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Reports' }).click();
      // By role: a role query skips the hidden copy React's streaming may briefly hold beside the shown one.
      await page.getByRole('combobox', { name: 'Period', exact: true }).selectOption({ label: 'Last 30 days' });
      await page.getByRole('button', { name: 'Show' }).click();
      await expect(page).toHaveURL(/period=30d/);

      const to = brusselsToday();
      const from = minusDays(to, 29);
      const vat = await api(page, `/reports/vat?from=${from}&to=${to}`);
      expect(vat.rates.length).toBeGreaterThan(1);
      const table = page.getByRole('table', { name: /VAT per rate/ });
      await expect(table.getByRole('row')).toHaveCount(vat.rates.length + 2);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV of the VAT report' }).click()]);
      const csv = readFileSync((await download.path())!, 'utf8');
      const rows = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.split(';'));
      expect(rows).toEqual([
        ['VAT rate (%)', 'Base excl. VAT (EUR)', 'VAT (EUR)', 'Total incl. VAT (EUR)'],
        ...vat.rates.map((r: { vatPercent: number; base: number; vat: number; total: number }) => [String(r.vatPercent).replace('.', ','), comma(r.base), comma(r.vat), comma(r.total)]),
        ['Total', comma(vat.totals.base), comma(vat.totals.vat), comma(vat.totals.total)],
      ]);
      await expectAccessible(page);
      await shots(page, 'reports');
      await page.context().close();
    });

    test('makes an invoice in USD, finalizes it, e-mails it with its PDF and credits half of it', async ({ browser }) => {
      test.setTimeout(180_000);
      const page = await merchant(browser);
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Invoices' }).click();
      await page.getByRole('link', { name: 'New invoice' }).first().click();
      await page.getByLabel('Find a customer').fill('Marie Dub');
      await page.getByRole('button', { name: /Marie Dubois/ }).click();
      await expect(page.getByLabel('Buyer name')).toHaveValue('Marie Dubois');
      await page.getByLabel('Currency').fill('USD');
      await page.getByRole('button', { name: 'Create draft' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Draft invoice' })).toBeVisible();

      const lines = [
        { description: 'Plateau petit-déjeuner', quantity: '2', price: '8,50', vat: '6' },
        { description: 'Livraison', quantity: '1', price: '15', vat: '21' },
      ];
      for (const [index, line] of lines.entries()) {
        await page.getByRole('button', { name: index === 0 ? 'Add the first line' : 'Add line' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add a line' });
        await dialog.getByLabel('Description').fill(line.description);
        await dialog.getByLabel('Quantity').fill(line.quantity);
        await dialog.getByLabel(/Unit price/).fill(line.price);
        await dialog.getByLabel('VAT rate').selectOption(line.vat);
        await dialog.getByRole('button', { name: 'Add line' }).click();
        await expect(dialog).toBeHidden();
      }
      const totals = page.getByRole('table', { name: 'Totals per VAT rate' });
      await expect(totals.getByRole('row', { name: /Total incl. VAT/ })).toHaveText(/USD\s36,17/);

      await page.getByRole('button', { name: 'Finalize…' }).click();
      await page.getByRole('dialog', { name: 'Finalize this invoice?' }).getByRole('button', { name: 'Finalize invoice' }).click();
      const heading = page.getByRole('heading', { level: 1, name: /^Invoice \d{4}-\d{6}$/ });
      await expect(heading).toBeVisible();
      const number = (await heading.textContent())!.replace('Invoice ', '');
      const invoiceUrl = page.url();

      // E-mailed through the outbox: the SMTP server receives it once, with the invoice's PDF attached.
      await page.getByRole('button', { name: 'Send by e-mail…' }).click();
      const send = page.getByRole('dialog', { name: /E-mail invoice/ });
      await expect(send.getByLabel('Send to')).toHaveValue('marie.dubois@example.be');
      await send.getByRole('button', { name: 'Send e-mail' }).click();
      await expect(send).toBeHidden();
      await expect
        .poll(async () => smtp.accepted.filter((message) => message.to.includes('marie.dubois@example.be')).length, { timeout: 30_000 })
        .toBe(1);
      const mail = await parseMail(smtp.accepted.find((message) => message.to.includes('marie.dubois@example.be'))!.raw);
      expect(mail.subject).toContain(number);
      const pdf = mail.attachments.find((attachment) => attachment.contentType === 'application/pdf');
      expect(pdf?.filename).toBe(`facture-${number}.pdf`);
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'vitrine-back-office-')), 'invoice.pdf');
      writeFileSync(file, pdf!.content);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f]/g, ' ');
      expect(text).toContain(number);
      expect(text).toMatch(/Total TTC\s+36,17/);
      // The invoice page shows the message as sent.
      await page.reload();
      const sends = page.locator('section', { has: page.getByRole('heading', { name: 'E-mails' }) });
      await expect(sends.getByText('Sent', { exact: true }).filter({ visible: true })).toBeVisible({ timeout: 15_000 });

      // Credit half: one of the two breakfasts and half of the delivery.
      await page.getByRole('button', { name: 'Create credit note…' }).click();
      const credit = page.getByRole('dialog', { name: `Credit invoice ${number}` });
      await credit.getByLabel('Some of its lines').check();
      await credit.getByLabel('Plateau petit-déjeuner — quantity to credit').fill('1');
      await credit.getByLabel('Livraison — quantity to credit').fill('0,5');
      await credit.getByText('Finalize it now').click();
      await credit.getByRole('button', { name: 'Create credit note' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Credit note NC-\d{4}-\d{6}$/ })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Totals per VAT rate' }).getByRole('row', { name: /Total incl. VAT/ })).toHaveText(/USD\s18,09/);
      await expectAccessible(page);
      await shots(page, 'credit-note');

      // The integrator sees both documents, the credit note pointing at the invoice.
      const invoiceId = new URL(invoiceUrl).pathname.split('/').pop()!;
      const notes = (await api(page, '/invoices?type=CREDIT_NOTE&limit=100')).data as { creditedInvoiceId: string | null; totalAmount: number; currency: string }[];
      const note = notes.find((n) => n.creditedInvoiceId === invoiceId);
      expect(note, 'the credit note of the invoice, through the API').toBeTruthy();
      expect(note!.currency).toBe('USD');
      expect(Math.abs(note!.totalAmount)).toBeCloseTo(18.09, 2);
      await page.context().close();
    });
  });
}
