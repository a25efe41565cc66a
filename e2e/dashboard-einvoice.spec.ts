// The e-invoice (Peppol, UBL) in the dashboard, through the real server and browser on the demo business (whose
// details are complete): a draft for a Belgian company, finalized, its card ready for the Peppol address the VAT
// number gives and its UBL downloaded and read back (number, buyer, endpoint, the total shown on the page); a
// draft without VAT number or address listing what it lacks, each item taking the merchant to its field, the list
// emptied once they are filled in and saved; a customer with a Dutch Peppol address (KvK) made and shown, then
// picked as a buyer filling e-mail and Peppol address; a wrong identifier refused on its field. axe, no sideways
// scroll at 390 px, screenshots at 1366 and 390 px of every page changed.
import { readFileSync } from 'node:fs';
import { type Page, expect, test } from '@playwright/test';
import { type Demo, expectAccessible, seedDemo, signIn } from './dashboard-helpers';

const shots = process.env.E2E_SHOTS_DIR ?? 'e2e/artifacts';

/** The page at 1366 and 390 px wide (a dialog: the screen it is on, else the full length), once the toasts are gone. */
async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  await expect(page.locator('ol.fixed > li')).toHaveCount(0, { timeout: 15_000 });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways at 390 px`).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${shots}/einvoice-${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const eInvoiceCard = (page: Page) => page.locator('section').filter({ has: page.getByRole('heading', { name: 'E-invoice (Peppol)' }) });

/** "€1.234,50" (the English dashboard's en-BE) → "1234.50", as UBL writes amounts. */
const ublAmount = (shown: string) => shown.replace(/[^\d,]/g, '').replace(',', '.');

async function newDraft(page: Page, demo: Demo, fill: (page: Page) => Promise<void>) {
  await page.goto(`/dashboard/${demo.businessId}/invoices/new`);
  await fill(page);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/invoices\/inv_/);
  await page.getByRole('button', { name: 'Add the first line' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a line' });
  await dialog.getByLabel('Description').fill('Buffet de réception');
  await dialog.getByLabel('Quantity').fill('3');
  await dialog.getByLabel(/Unit price/).fill('412,35');
  await dialog.getByLabel('VAT rate').selectOption('21');
  await dialog.getByRole('button', { name: 'Add line' }).click();
  await expect(dialog).toBeHidden();
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let demo: Demo;

test.beforeAll(async () => {
  demo = await seedDemo();
});

test('a Belgian company: finalized, the e-invoice is ready for 0208 and its UBL carries the number, the buyer and the total shown', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await newDraft(page, demo, async (page) => {
    await page.getByLabel('Buyer name').fill('Hôtel Le Berger SA');
    await page.getByLabel('VAT number (optional)').fill('BE 0403.170.701');
    // While the Peppol fields are empty, the form says which address the VAT number gives.
    await expect(page.getByText('0208:0403170701', { exact: true })).toBeVisible();
    await page.getByLabel('Street and number').fill('Rue du Berger 24');
    await page.getByLabel('Postal code').fill('1050');
    await page.getByLabel('City').fill('Ixelles');
    await page.getByLabel('Contact e-mail (optional)').fill('compta@leberger.example.be');
    await expectAccessible(page);
    await shoot(page, 'new-invoice');
  });

  const card = eInvoiceCard(page);
  await expect(card).toContainText('Complete');
  await expect(card).toContainText('Nothing is missing: once finalized');
  await expect(page.getByRole('link', { name: /Download the e-invoice/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Finalize…' }).click();
  await page.getByRole('dialog', { name: 'Finalize this invoice?' }).getByRole('button', { name: 'Finalize invoice' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Invoice \d{4}-\d{6}$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Invoice ', '');

  await expect(card).toContainText('Ready');
  await expect(card).toContainText('0208:0403170701');
  await expect(card).toContainText("taken from the buyer's Belgian VAT number");
  await expect(card).toContainText('The PDF travels inside it');
  await expect(page.getByText('compta@leberger.example.be')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'ready');

  const total = (await page.getByRole('table', { name: 'Totals per VAT rate' }).getByRole('row', { name: /Total incl. VAT/ }).textContent())!;
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `Download the e-invoice (UBL) of invoice ${number}` }).click()]);
  expect(download.suggestedFilename()).toBe(`${number}.xml`);
  const xml = readFileSync((await download.path())!, 'utf8');
  expect(xml).toMatch(/^<\?xml[^>]*\?>\s*<Invoice /);
  expect(xml).toContain(`<cbc:ID>${number}</cbc:ID>`);
  expect(xml).toContain('<cbc:Name>Hôtel Le Berger SA</cbc:Name>');
  expect(xml).toContain('<cbc:EndpointID schemeID="0208">0403170701</cbc:EndpointID>');
  expect(xml).toContain('<cbc:ElectronicMail>compta@leberger.example.be</cbc:ElectronicMail>');
  const payable = xml.match(/<cbc:PayableAmount currencyID="EUR">([\d.]+)<\/cbc:PayableAmount>/)?.[1];
  expect(payable).toBe(ublAmount(total.replace(/^.*Total incl\. VAT/, '')));
  expect(payable).toBe('1496.83'); // 3 × 412,35 = 1 237,05 + 21 % VAT 259,78
});

test('a draft without VAT number or address lists what an e-invoice needs; each item leads to its field; filled in, the list is gone', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await newDraft(page, demo, async (page) => {
    await page.getByLabel('Buyer name').fill('Atelier Kiosque ASBL');
  });
  const card = eInvoiceCard(page);
  await expect(card).toContainText('Before you finalize');
  await expect(card).toContainText('Needed only for business customers');
  await expect(card).toContainText('For a consumer, nothing is missing: the PDF is all they need.');
  await expect(card.getByRole('listitem')).toHaveCount(3);
  await expect(card).toContainText("The buyer's VAT number is required for a B2B e-invoice");
  await expect(card).toContainText("The buyer's address (street, postal code, city, country) is required");
  await expect(card).toContainText("The buyer's Peppol address is required");
  await expectAccessible(page);
  await shoot(page, 'draft-missing');

  await card.getByRole('link', { name: "Fill in the buyer’s VAT number below" }).click();
  await expect(page.getByLabel('VAT number (optional)')).toBeFocused();
  await page.getByLabel('VAT number (optional)').fill('BE0871234501');
  await card.getByRole('link', { name: "Fill in the buyer’s address below" }).click();
  await expect(page.getByLabel('Street and number')).toBeFocused();
  await page.getByLabel('Street and number').fill('Rue Haute 98');
  await page.getByLabel('Postal code').fill('1000');
  await page.getByLabel('City').fill('Bruxelles');
  // The list follows what is saved.
  await expect(card.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(card.getByRole('listitem')).toHaveCount(0);
  await expect(card).toContainText('Nothing is missing: once finalized, this invoice can be downloaded as an e-invoice for the Peppol address 0208:0871234501');

  // A finalized consumer invoice: PDF only, calmly, and the way to correct a buyer who needs one.
  await newDraft(page, demo, async (page) => {
    await page.getByLabel('Buyer name').fill('Marie Dubois');
  });
  await page.getByRole('button', { name: 'Finalize…' }).click();
  await page.getByRole('dialog', { name: 'Finalize this invoice?' }).getByRole('button', { name: 'Finalize invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Invoice \d{4}-\d{6}$/ })).toBeVisible();
  await expect(card).toContainText('PDF only');
  await expect(card).toContainText('This invoice goes out as a PDF');
  await expect(card).toContainText('cancel this invoice with a credit note');
  await expect(card.getByRole('link')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Download the e-invoice/ })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'finalized-b2c');
});

test('a customer with a Dutch Peppol address (KvK), shown on their page and filled in when picked as the buyer', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/customers`);
  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByLabel('Company').fill('Bakkerij Noord BV');
  await dialog.getByLabel('E-mail').fill('factuur@bakkerijnoord.example.nl');
  await dialog.getByLabel('VAT number', { exact: true }).fill('NL123456789B01');
  await dialog.getByLabel('Peppol scheme').selectOption('0106');
  await dialog.getByLabel('Peppol identifier').fill('1234567');
  await dialog.getByLabel('Street and number').fill('Damrak 1');
  await dialog.getByLabel('Postal code').fill('1012 LG');
  await dialog.getByLabel('City').fill('Amsterdam');
  await dialog.getByLabel('Country').fill('NL');
  await dialog.getByRole('button', { name: 'Add customer' }).click();
  // The schema's message lands on the identifier.
  await expect(dialog.getByLabel('Peppol identifier')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('a KvK number is 8 digits')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Peppol identifier').scrollIntoViewIfNeeded();
  await shoot(page, 'customer-dialog-error', { fullPage: false });
  await dialog.getByLabel('Peppol identifier').fill('12345678');
  await dialog.getByRole('button', { name: 'Add customer' }).click();
  await expect(page).toHaveURL(/\/customers\/cus_/);
  const contact = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Contact' }) });
  await expect(contact).toContainText('Peppol address');
  await expect(contact).toContainText('0106:12345678');
  await expect(contact).toContainText('Dutch KvK number');
  await expectAccessible(page);
  await shoot(page, 'customer');

  // Edit keeps it, and clearing the scheme and identifier removes it.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: /^Edit / });
  await expect(edit.getByLabel('Peppol scheme')).toHaveValue('0106');
  await expect(edit.getByLabel('Peppol identifier')).toHaveValue('12345678');
  await edit.getByLabel('Peppol identifier').scrollIntoViewIfNeeded();
  await shoot(page, 'customer-edit', { fullPage: false });
  await edit.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/dashboard/${demo.businessId}/invoices/new`);
  await page.getByLabel('Find a customer').fill('Bakkerij');
  await page.getByRole('button', { name: /Bakkerij Noord BV/ }).click();
  await expect(page.getByLabel('Buyer name')).toHaveValue('Bakkerij Noord BV');
  await expect(page.getByLabel('Contact e-mail (optional)')).toHaveValue('factuur@bakkerijnoord.example.nl');
  await expect(page.getByLabel('Peppol scheme')).toHaveValue('0106');
  await expect(page.getByLabel('Peppol identifier')).toHaveValue('12345678');
  await expect(page.getByLabel('VAT number (optional)')).toHaveValue('NL123456789B01');
  await shoot(page, 'new-invoice-picked');

  // A wrong identifier for its scheme is refused on its field before anything is sent.
  await page.getByLabel('Peppol scheme').selectOption('0208');
  await page.getByLabel('Peppol identifier').fill('0403170702');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByLabel('Peppol identifier')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('the check digits do not match')).toBeVisible();
  await page.getByLabel('Peppol scheme').selectOption('0106');
  await page.getByLabel('Peppol identifier').fill('12345678');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/invoices\/inv_/);
  const card = eInvoiceCard(page);
  await expect(card).toContainText('0106:12345678');
  await expect(card).toContainText('Nothing is missing');
});
