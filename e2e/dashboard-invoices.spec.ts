// Invoices made in the dashboard, through the real server and browser: a USD invoice for a demo customer found by
// search, two lines at two VAT rates with the totals per rate, finalized (the confirmation says the number is
// final), its PDF read back (pdftotext), e-mailed with the PDF attached (the message page shows it; without
// SMTP_URL it stays pending) and credited by half; a draft deleted; bad input shown on its field; another
// business's invoice is a 404; the PDF layout saved. axe, no sideways scroll at 390 px, screenshots at 1366 and
// 390 px of every page and dialog.
import { execFileSync } from 'node:child_process';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { type Demo, expectAccessible, newMerchant, seedDemo, signIn } from './dashboard-helpers';

const shots = process.env.E2E_SHOTS_DIR ?? 'e2e/artifacts';

/** The page at 1366 and 390 px wide, full length; at 390 px nothing may scroll sideways. */
async function shoot(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shots}/invoices-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
}

const fieldError = (scope: Page | Locator, label: string | RegExp) => scope.getByLabel(label).and(scope.locator('[aria-invalid="true"]'));

// Each test walks through several pages, with axe and two screenshots on each.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let demo: Demo;
let invoiceUrl: string;
let invoiceNumber: string;

test.beforeAll(async () => {
  demo = await seedDemo();
});

test('creates a USD invoice for a demo customer, two lines at two rates, totals per rate as the PDF prints them', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/invoices`);
  await page.getByRole('link', { name: 'New invoice' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'new');

  // Bad input lands on its field: no buyer, then an unknown currency (the server's answer).
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(fieldError(page, 'Buyer name')).toBeVisible();
  await expect(page.getByText("Enter the buyer's name, or choose one of your customers").filter({ visible: true })).toBeVisible();
  await page.getByLabel('Buyer name').fill('Quelqu’un');
  await page.getByLabel('Currency').fill('XYZ');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(fieldError(page, 'Currency')).toBeVisible();
  await expect(page.getByText('unknown or unsupported currency').filter({ visible: true })).toBeVisible();
  await shoot(page, 'new-errors');

  // The buyer from the customers, by search.
  await page.getByLabel('Find a customer').fill('Marie Dub');
  await page.getByRole('button', { name: /Marie Dubois/ }).click();
  await expect(page.getByLabel('Buyer name')).toHaveValue('Marie Dubois');
  await expect(page.getByText('Made out to your customer').filter({ visible: true })).toBeVisible();
  await page.getByLabel('Currency').fill('USD');
  await page.getByLabel('Reference (optional)').fill('PO-2026-118');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/invoices\/inv_/);
  invoiceUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: 'Draft invoice' })).toBeVisible();
  await expect(page.getByText('No lines yet').filter({ visible: true })).toBeVisible();

  // A line with a bad quantity: the error is on the field; then two good lines.
  await page.getByRole('button', { name: 'Add the first line' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a line' });
  await dialog.getByLabel('Description').fill('Plateau petit-déjeuner');
  await dialog.getByLabel('Quantity').fill('deux');
  await dialog.getByLabel(/Unit price/).fill('8,50');
  await dialog.getByLabel('VAT rate').selectOption('6');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(fieldError(dialog, 'Quantity')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'line-dialog');
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add line' }).click();
  await dialog.getByLabel('Description').fill('Livraison');
  await dialog.getByLabel(/Unit price/).fill('15');
  await dialog.getByLabel('VAT rate').selectOption('21');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dialog).toBeHidden();

  const totals = page.getByRole('table', { name: 'Totals per VAT rate' });
  await expect(totals.getByRole('row', { name: /^6\s?%/ })).toHaveText(/6\s?%\s*USD\s17,00\s*USD\s1,02/);
  await expect(totals.getByRole('row', { name: /^21\s?%/ })).toHaveText(/21\s?%\s*USD\s15,00\s*USD\s3,15/);
  await expect(totals.getByRole('row', { name: /Total incl. VAT/ })).toHaveText(/USD\s36,17/);
  await expect(totals.getByRole('row', { name: /EUR equivalent/ })).toHaveText(/(rate pending|€[\d.]*\d,\d{2})/);
  await expect(page.getByRole('heading', { name: 'Exchange rate' })).toBeVisible();
  await expect(page.getByText(/^(Pending|Filled in)$/).filter({ visible: true })).toBeVisible();

  // Edit a line, then remove and re-add nothing: the server's totals follow.
  await page.getByRole('button', { name: 'Edit line Livraison' }).first().click();
  await page.getByRole('dialog', { name: 'Edit line' }).getByLabel(/Unit price/).fill('15,00');
  await page.getByRole('dialog', { name: 'Edit line' }).getByRole('button', { name: 'Save line' }).click();
  await expect(totals.getByRole('row', { name: /Total incl. VAT/ })).toHaveText(/USD\s36,17/);
  await expectAccessible(page);
  await shoot(page, 'draft');
});

test('finalizes it (the number is final), downloads its PDF, e-mails it and credits half of it', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(invoiceUrl);
  // Unsaved details are not finalized by surprise: the dialog asks to save them first.
  await page.getByLabel('Notes (optional)').fill('Merci pour votre confiance');
  await page.getByRole('button', { name: 'Finalize…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Finalize this invoice?' });
  await expect(confirm.getByText('The details below the lines have unsaved changes').filter({ visible: true })).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Finalize invoice' })).toBeDisabled();
  await confirm.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Invoice details saved.', { exact: true }).filter({ visible: true })).toBeVisible();
  await page.getByRole('button', { name: 'Finalize…' }).click();
  await expect(confirm).toContainText('The number is final and cannot change');
  await expectAccessible(page);
  await shoot(page, 'finalize-dialog');
  await confirm.getByRole('button', { name: 'Finalize invoice' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Invoice \d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  invoiceNumber = (await heading.textContent())!.replace('Invoice ', '');
  await expect(page.getByRole('button', { name: 'Finalize…' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Edit line/ })).toHaveCount(0);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download the PDF/ }).click()]);
  expect(download.suggestedFilename()).toBe(`${invoiceNumber}.pdf`);
  const text = pdfText((await download.path())!);
  expect(text).toContain(invoiceNumber);
  expect(text).toContain('Marie Dubois');
  expect(text).toMatch(/Total TTC\s+36,17/);
  expect(text).toMatch(/17,00 USD/);
  expect(text).toMatch(/3,15 USD/);
  // Unpaid: the transfer block asks for the invoice's Belgian structured reference.
  const reference = (await page.locator('dd .font-mono').textContent())!;
  expect(reference).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
  expect(text).toContain(`Communication structurée ${reference}`);

  // E-mail it: to the customer's address, prefilled.
  await page.getByRole('button', { name: 'Send by e-mail…' }).click();
  const send = page.getByRole('dialog', { name: /E-mail invoice/ });
  await expect(send.getByLabel('Send to')).toHaveValue('marie.dubois@example.be');
  await send.getByLabel('Send to').fill('pas une adresse');
  await send.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(fieldError(send, 'Send to')).toBeVisible();
  await shoot(page, 'send-dialog');
  await send.getByLabel('Send to').fill('marie.dubois@example.be');
  await send.getByRole('button', { name: 'Send e-mail' }).click();
  await expect(send).toBeHidden();
  const sent = page.getByRole('link', { name: 'To marie.dubois@example.be' });
  await expect(sent).toBeVisible();
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'E-mails' }) }).getByText('Pending').filter({ visible: true })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'finalized');

  await sent.click();
  await expect(page).toHaveURL(/\/messages\/msg_/);
  await expect(page.getByText(`facture-${invoiceNumber}.pdf (application/pdf`).filter({ visible: true })).toBeVisible();
  await expect(page.getByText(`facture n° ${invoiceNumber}`).first()).toBeVisible();
  await page.goto(`/dashboard/${demo.businessId}/messages`);
  await expect(page.getByRole('link', { name: new RegExp(`facture n° ${invoiceNumber}$`) })).toBeVisible();

  // Credit half of it: one of the two breakfasts and half the delivery.
  await page.goto(invoiceUrl);
  await page.getByRole('button', { name: 'Create credit note…' }).click();
  const credit = page.getByRole('dialog', { name: `Credit invoice ${invoiceNumber}` });
  await credit.getByLabel('Some of its lines').check();
  await credit.getByLabel('Plateau petit-déjeuner — quantity to credit').fill('3');
  await credit.getByLabel('Livraison — quantity to credit').fill('0,5');
  await credit.getByRole('button', { name: 'Create credit note' }).click();
  await expect(fieldError(credit, 'Plateau petit-déjeuner — quantity to credit')).toBeVisible();
  await expect(credit.getByText('A quantity from 0 to 2').filter({ visible: true })).toBeVisible();
  await credit.getByLabel('Plateau petit-déjeuner — quantity to credit').fill('1');
  await credit.getByText('Finalize it now').click();
  await expectAccessible(page);
  await shoot(page, 'credit-dialog');
  await credit.getByRole('button', { name: 'Create credit note' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Credit note NC-\d{4}-\d{6}$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Totals per VAT rate' }).getByRole('row', { name: /Total incl. VAT/ })).toHaveText(/USD\s18,09/);
  await expect(page.getByRole('link', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'credit-note');

  await page.getByRole('link', { name: `Invoice ${invoiceNumber}` }).click();
  await expect(page.getByText(/Outstanding/).filter({ visible: true })).toBeVisible();
  const section = (title: string) => page.locator('section', { has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(section('Credit notes').locator('dd', { hasText: /^USD\s18,08$/ })).toBeVisible();
  await expect(section('Payment').locator('dd', { hasText: /^USD\s18,08$/ })).toBeVisible();
});

test('marks the invoice paid on a day (no more transfer asked), then unpaid again', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(invoiceUrl);
  await page.getByRole('button', { name: 'Mark paid…' }).click();
  const dialog = page.getByRole('dialog', { name: `Mark invoice ${invoiceNumber} paid` });
  await dialog.getByLabel('Paid on').fill('2000-01-01');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(fieldError(dialog, 'Paid on')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'paid-dialog');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
  await dialog.getByLabel('Paid on').fill(today);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();
  const payment = page.locator('section', { has: page.getByRole('heading', { name: 'Payment' }) });
  await expect(payment.getByText('Paid', { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(payment.getByText(`on ${today.split('-').reverse().join('/')}`).filter({ visible: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download the PDF/ }).click()]);
  expect(pdfText((await download.path())!)).not.toContain('Paiement par virement');
  await shoot(page, 'paid');
  await page.goto(`/dashboard/${demo.businessId}/invoices`);
  await expect(page.getByRole('row', { name: new RegExp(invoiceNumber) }).getByText('Paid', { exact: true }).filter({ visible: true })).toBeVisible();
  await page.goto(invoiceUrl);
  await page.getByRole('button', { name: 'Mark unpaid' }).click();
  await expect(payment.getByText('Unpaid', { exact: true }).filter({ visible: true })).toBeVisible();
});

test('deletes a draft after confirmation', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/invoices/new`);
  await page.getByLabel('Buyer name').fill('Brouillon à supprimer');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Draft invoice' })).toBeVisible();
  const url = page.url();
  await page.getByRole('button', { name: 'Delete draft…' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this draft?' });
  await expect(confirm).toBeVisible();
  await shoot(page, 'delete-dialog');
  await confirm.getByRole('button', { name: 'Delete draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${demo.businessId}/invoices$`));
  expect((await page.goto(url))?.status()).toBe(404);
});

test('the list: New invoice, links, status filter, the PDF layout; another business’s invoice is a 404', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/invoices`);
  await expect(page.getByRole('link', { name: `Open invoice ${invoiceNumber}` }).first()).toBeVisible();
  await page.getByLabel('Status').selectOption('DRAFT');
  await expect(page.getByRole('link', { name: `Open invoice ${invoiceNumber}` })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('');
  const layout = page.getByRole('form', { name: 'PDF layout' });
  await layout.getByText('Line total incl. VAT column').click();
  await layout.getByRole('button', { name: 'Save PDF layout' }).click();
  await expect(page.getByText('PDF layout saved: the next PDFs print it.', { exact: true }).filter({ visible: true })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'list');
  await layout.getByText('Line total incl. VAT column').click();
  await layout.getByRole('button', { name: 'Save PDF layout' }).click();
  await expect(layout.getByRole('button', { name: 'Save PDF layout' })).toBeDisabled();

  const invoiceId = invoiceUrl.split('/').pop()!;
  const other = await newMerchant('Atelier Factures Ailleurs', 'basic');
  await page.context().clearCookies();
  await signIn(page, other.email, other.password);
  expect((await page.goto(`/dashboard/${other.businessId}/invoices/${invoiceId}`))?.status()).toBe(404);
  expect((await page.request.get(`/api/dashboard/businesses/${other.businessId}/invoices/${invoiceId}`)).status()).toBe(404);
  expect((await page.goto(`/dashboard/${demo.businessId}/invoices/${invoiceId}`))?.status()).toBe(404);
  await page.goto(`/dashboard/${other.businessId}/invoices`);
  await expect(page.getByText('No invoices yet').filter({ visible: true })).toBeVisible();
  await shoot(page, 'empty');
});
