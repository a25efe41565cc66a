// A Flemish merchant's invoices in Dutch (issue 21, first step), through the real server and browser: the business
// page's invoice language set to Nederlands, a new invoice takes it (the Document card shows it), finalized, its
// PDF downloaded and read back with pdftotext — Dutch labels, nl-BE money, no French label left — and a draft for
// an English-speaking buyer set to English on its own. axe, no sideways scroll at 390 px, screenshots at 1366 and
// 390 px of the two forms changed.
import { execFileSync } from 'node:child_process';
import { type Page, expect, test } from '@playwright/test';
import { expectAccessible, newMerchant, signIn, vitrine } from './dashboard-helpers';

const shots = process.env.E2E_SHOTS_DIR ?? 'e2e/artifacts';

async function shoot(page: Page, name: string) {
  await expect(page.locator('ol.fixed > li')).toHaveCount(0, { timeout: 15_000 });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shots}/invoice-language-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let merchant: Awaited<ReturnType<typeof newMerchant>>;

test.beforeAll(async () => {
  merchant = await newMerchant('Bakkerij Van Damme', 'basic');
  await vitrine('business', 'update', merchant.businessId, '--legal-name', 'Bakkerij Van Damme BV', '--street', 'Veldstraat 45', '--postal-code', '9000', '--city', 'Gent', '--vat', 'BE0456789133', '--iban', 'BE20 0682 1234 5656');
});

test('the business invoices in Dutch: the PDF reads Factuur, btw, Vervaldatum, € 1.234,56', async ({ page }) => {
  await signIn(page, merchant.email, merchant.password);
  await page.goto(`/dashboard/${merchant.businessId}/business`);
  await page.getByLabel('Invoice language').selectOption('nl');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Business details saved.').first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Invoice language')).toHaveValue('nl');
  await expectAccessible(page);
  await shoot(page, 'business');

  await page.goto(`/dashboard/${merchant.businessId}/invoices/new`);
  await page.getByLabel('Buyer name').fill('Hotel Het Gravensteen NV');
  await page.getByLabel('VAT number (optional)').fill('BE0403170701');
  await page.getByLabel('Street and number').fill('Sint-Veerleplein 5');
  await page.getByLabel('Postal code').fill('9000');
  await page.getByLabel('City').fill('Gent');
  await page.getByLabel('Reference (optional)').fill('BST-2026-41');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/invoices\/inv_/);
  await expect(page.getByLabel('Language')).toHaveValue('nl');
  await page.getByRole('button', { name: 'Add the first line' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a line' });
  await dialog.getByLabel('Description').fill('Feestbuffet (40 pers.)');
  await dialog.getByLabel('Quantity').fill('40');
  await dialog.getByLabel(/Unit price/).fill('31,25');
  await dialog.getByLabel('VAT rate').selectOption('6');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dialog).toBeHidden();
  await expectAccessible(page);
  await shoot(page, 'draft');

  await page.getByRole('button', { name: 'Finalize…' }).click();
  await page.getByRole('dialog', { name: 'Finalize this invoice?' }).getByRole('button', { name: 'Finalize invoice' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Invoice \d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Invoice ', '');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Download the PDF/ }).click()]);
  const text = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', (await download.path())!, '-'], { encoding: 'utf8' }).replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
  expect(text).toContain('FACTUUR');
  expect(text).toContain(number);
  expect(text).toContain('Vervaldatum');
  expect(text).toContain('Referentie');
  expect(text).toContain('BST-2026-41');
  expect(text).toMatch(/Btw BE ?0456[.]?789[.]?133/);
  expect(text).toContain('€ 1.250,00'); // 40 × 31,25 excl. btw
  expect(text).toContain('€ 1.325,00'); // incl. 6 % btw
  expect(text).toContain('Betaling per overschrijving');
  for (const french of ['FACTURE', 'TVA', 'HTVA', 'Échéance', 'Référence', 'Bénéficiaire']) expect(text, `${french} left in the Dutch PDF`).not.toContain(french);
});

test('a draft for an English-speaking buyer is set to English on its own; the business stays Dutch', async ({ page }) => {
  await signIn(page, merchant.email, merchant.password);
  await page.goto(`/dashboard/${merchant.businessId}/invoices/new`);
  await page.getByLabel('Buyer name').fill('Hudson Bakery Supplies Inc.');
  await page.getByLabel('Language').selectOption('en');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/invoices\/inv_/);
  await expect(page.getByLabel('Language')).toHaveValue('en');
  const id = page.url().split('/').pop()!;
  const pdf = await page.request.get(`/api/dashboard/businesses/${merchant.businessId}/invoices/${id}/pdf`);
  expect(pdf.status()).toBe(200);
  await page.goto(`/dashboard/${merchant.businessId}/business`);
  await expect(page.getByLabel('Invoice language')).toHaveValue('nl');
});
