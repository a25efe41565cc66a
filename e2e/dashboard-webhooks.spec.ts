// The Webhooks pages through the real server and browser: the section in the navigation; add an endpoint (the
// form's own checks and the domain's refusal at the field), its signing secret shown once, a test endpoint
// beside it; edit its event types; the delivery log (seeded as the domain records events: a failed delivery with
// its attempts, a pending one), the status filter, resend; rotate with an overlap (the new secret shown once);
// disable; delete with confirmation; another business's endpoint is the 404 page; axe, and screenshots at 1366
// and 390 px (no horizontal scroll at 390).
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { type Page, expect, test } from '@playwright/test';
import { expectAccessible, newMerchant, signIn } from './dashboard-helpers';

const run = promisify(execFile);
const SHOTS = process.env.WEBHOOK_SHOTS_DIR ?? 'e2e/artifacts/webhooks';
const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

// A long address: it must wrap, never widen the page.
const URL_LIVE = 'https://hooks.example.com/webhooks/vitrine/accounting-sync/receiver-with-a-rather-long-path-0123456789abcdef?tenant=maison-lemaire';
const URL_TEST = 'https://hooks.example.com/webhooks/sandbox';

let merchant: Awaited<ReturnType<typeof newMerchant>>;
let endpointId: string;

type Seed = { failedId: string; pendingId: string; eventIds: string[] };

async function seedDeliveries(id: string): Promise<Seed> {
  const env: NodeJS.ProcessEnv = { ...process.env, VITRINE_DATA_DIR: process.env.VITRINE_E2E_DATA_DIR! };
  delete env.DATABASE_URL;
  const { stdout } = await run('npx', ['tsx', 'scripts/testing/webhook-seed.ts', id], { env, cwd: process.cwd() });
  return JSON.parse(stdout.trim().split('\n').pop()!);
}

/** Screenshots at 1366 and 390 px; at 390 the page must not scroll sideways. */
async function shots(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const endpointRow = (page: Page, url: string) => page.locator('tr', { has: page.getByRole('link', { name: url }) });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  merchant = await newMerchant(`Atelier Webhooks ${Date.now().toString(36).slice(-5)}`, 'shop');
});

test('add an endpoint, see its secret once, add a test one, edit its event types', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await signIn(page, merchant.email, merchant.password);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(`/dashboard/${merchant.businessId}/webhooks`);
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verify signatures' })).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'list-empty');

  await page.getByRole('button', { name: 'Add endpoint' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
  await expect(dialog).toBeVisible();
  // The form's own checks, in the page's language, nothing sent.
  await dialog.getByLabel('Endpoint URL').fill('');
  await dialog.getByRole('radio', { name: /^Chosen events/ }).check();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText('Enter the address of your receiver')).toBeVisible();
  await expect(dialog.getByText('Choose at least one event type, or all events')).toBeVisible();
  await expect(dialog.getByLabel('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Endpoint URL').fill('https://user:secret@example.com/hooks');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText('Leave out the user name and password')).toBeVisible();
  // What only the server knows (a private address, refused in production mode) lands at the field too.
  await dialog.getByLabel('Endpoint URL').fill('https://10.1.2.3/hooks');
  await dialog.getByRole('checkbox', { name: 'All of “Products & stock”' }).click();
  await dialog.getByRole('checkbox', { name: /^Order placed/ }).click();
  await expect(dialog.getByText('4 event types chosen')).toBeVisible();
  await expect(dialog.getByText('A shopper placed an order on your storefront.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText('must be a public address, not a private, loopback or reserved one')).toBeVisible();
  await expect(dialog.getByLabel('Endpoint URL')).toHaveAttribute('aria-invalid', 'true');

  await dialog.getByLabel('Endpoint URL').fill(URL_LIVE);
  await dialog.getByLabel('Description').fill('Accounting sync');
  await expectAccessible(page);
  await page.setViewportSize({ width: 1366, height: 1600 });
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/create-form-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.screenshot({ path: `${SHOTS}/create-form-390.png` });
  const formOverflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(formOverflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();

  const secretDialog = page.getByRole('dialog', { name: 'Your endpoint’s signing secret' });
  await expect(secretDialog).toBeVisible();
  const secret = await secretDialog.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await expect(secretDialog.getByText('This secret will not be shown again.')).toBeVisible();
  await secretDialog.getByRole('button', { name: 'Copy secret' }).click();
  await expect(secretDialog.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await page.mouse.click(5, 5); // a click beside the dialog does not lose the secret
  await expect(secretDialog).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'secret-dialog');
  await secretDialog.getByRole('button', { name: 'I have stored the secret' }).click();
  await expect(secretDialog).toBeHidden();
  expect(await page.content()).not.toContain(secret);

  const row = endpointRow(page, URL_LIVE);
  await expect(row).toContainText('Live');
  await expect(row).toContainText('Accounting sync');
  await expect(row).toContainText('4 events');
  await expect(row).toContainText('Enabled');
  await expect(row).toContainText('No delivery yet');
  endpointId = (await row.getByRole('link', { name: URL_LIVE }).getAttribute('href'))!.split('/').pop()!;

  // A test endpoint, every event.
  await page.getByRole('button', { name: 'Add endpoint' }).first().click();
  await dialog.getByLabel('Endpoint URL').fill(URL_TEST);
  await dialog.getByRole('radio', { name: /^Test/ }).check();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await page.getByRole('button', { name: 'I have stored the secret' }).click();
  await expect(endpointRow(page, URL_TEST)).toContainText('Test');
  await expect(endpointRow(page, URL_TEST)).toContainText('All events');
  await expectAccessible(page);
  await shots(page, 'list');

  // Edit: one type fewer.
  await endpointRow(page, URL_LIVE).getByRole('link', { name: URL_LIVE }).click();
  await expect(page).toHaveURL(`/dashboard/${merchant.businessId}/webhooks/${endpointId}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the endpoint' });
  await edit.getByRole('checkbox', { name: /^Stock adjusted/ }).click();
  await expect(edit.getByText('3 event types chosen')).toBeVisible();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Endpoint saved.').first()).toBeVisible();
  await page.reload();
  const details = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Details' }) });
  await expect(details).toContainText('Product created');
  await expect(details).toContainText('Order placed');
  await expect(details).not.toContainText('Stock adjusted');
});

test('the delivery log: attempts, filter, resend; rotate; disable; delete', async ({ page }) => {
  const seed = await seedDeliveries(endpointId);
  await signIn(page, merchant.email, merchant.password);
  await page.goto(`/dashboard/${merchant.businessId}/webhooks/${endpointId}`);
  await expect(page.getByRole('list', { name: 'Deliveries' }).locator('[data-delivery-id]')).toHaveCount(2);
  const failed = page.locator(`[data-delivery-id="${seed.failedId}"]`);
  await expect(failed).toContainText('product.created');
  await expect(failed).toContainText(seed.eventIds[0]!);
  await expect(failed).toContainText('Failed');
  await expect(failed).toContainText('500');
  const pending = page.locator(`[data-delivery-id="${seed.pendingId}"]`);
  await expect(pending).toContainText('Pending');

  await failed.getByRole('button', { name: /^Attempts/ }).click();
  await expect(failed.getByRole('button', { name: /^Hide attempts/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(failed).toContainText('Interrupted');
  await expect(failed).toContainText('184 ms');
  await expect(failed).toContainText('Our accounting sync could not reach its database');
  await expectAccessible(page);
  await shots(page, 'endpoint-page');

  await page.getByLabel('Status').selectOption('failed');
  await expect(page.locator('[data-delivery-id]')).toHaveCount(1);
  await page.getByLabel('Status').selectOption('');
  await expect(page.locator('[data-delivery-id]')).toHaveCount(2);

  await page.locator(`[data-delivery-id="${seed.failedId}"]`).getByRole('button', { name: /^Resend/ }).click();
  await expect(page.getByText('The delivery will be sent again now.').first()).toBeVisible();
  await expect(page.locator(`[data-delivery-id="${seed.failedId}"]`)).not.toContainText('Failed');

  // Rotate, the current secret signing 7 more days beside the new one.
  await page.getByRole('button', { name: 'Rotate secret' }).click();
  const rotate = page.getByRole('dialog', { name: 'Rotate the signing secret' });
  await rotate.getByRole('radio', { name: /^7 days/ }).check();
  await expectAccessible(page);
  await shots(page, 'rotate-dialog');
  await rotate.getByRole('button', { name: 'Rotate secret' }).click();
  const rotated = page.getByRole('dialog', { name: 'Your new signing secret' });
  await expect(rotated).toBeVisible();
  const secret = await rotated.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await expect(rotated).toContainText('The previous secret keeps signing beside this one until');
  await rotated.getByRole('button', { name: 'I have stored the secret' }).click();
  await expect(page.getByText(`whsec_…${secret.slice(-4)}`)).toBeVisible();
  await expect(page.getByText('The previous secret also signs until')).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // Disable: the state says so, resending waits.
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(page.getByText('Disabled by you').first()).toBeVisible();
  await expect(page.getByText('This endpoint is disabled')).toBeVisible();
  await expect(page.locator(`[data-delivery-id="${seed.pendingId}"]`).getByRole('button', { name: /^Resend/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Enable', exact: true }).click();
  await expect(page.getByText('Endpoint enabled: events are sent to it again.').first()).toBeVisible();

  // Delete, cancelling first.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Delete this endpoint?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  confirm = page.getByRole('alertdialog', { name: 'Delete this endpoint?' });
  await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(page).toHaveURL(`/dashboard/${merchant.businessId}/webhooks?deleted=1`);
  await expect(page.getByText('Endpoint deleted.')).toBeVisible();
  await expect(endpointRow(page, URL_LIVE)).toHaveCount(0);
  await expect(endpointRow(page, URL_TEST)).toHaveCount(1);
  const gone = await page.goto(`/dashboard/${merchant.businessId}/webhooks/${endpointId}`);
  expect(gone?.status()).toBe(404);
});

test('another business’s endpoint is the 404 page; its routes answer 404', async ({ page }) => {
  const other = await newMerchant(`Voisin Webhooks ${Date.now().toString(36).slice(-5)}`, 'basic');
  await signIn(page, merchant.email, merchant.password);
  const list = await (await page.request.get(`/api/dashboard/businesses/${merchant.businessId}/webhooks`)).json();
  const theirs = list.data[0].id as string;
  await page.context().clearCookies();
  await signIn(page, other.email, other.password);
  const response = await page.goto(`/dashboard/${other.businessId}/webhooks/${theirs}`);
  expect(response?.status()).toBe(404);
  const api = await page.request.get(`/api/dashboard/businesses/${other.businessId}/webhooks/${theirs}`);
  expect(api.status()).toBe(404);
  expect((await page.request.get(`/api/dashboard/businesses/${merchant.businessId}/webhooks`)).status()).toBe(404);
});

test('the pages in French and Dutch', async ({ page, context }) => {
  await signIn(page, merchant.email, merchant.password);
  const words = {
    fr: { add: 'Ajouter un endpoint', chosen: /^Événements choisis/, group: 'Produits et stock', state: 'Activé', log: 'Journal des livraisons' },
    nl: { add: 'Endpoint toevoegen', chosen: /^Gekozen events/, group: 'Producten en voorraad', state: 'Ingeschakeld', log: 'Leveringslogboek' },
  } as const;
  for (const [locale, w] of Object.entries(words)) {
    await context.addCookies([{ name: 'vt_locale', value: locale, url: origin }]);
    await page.goto(`/dashboard/${merchant.businessId}/webhooks`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(endpointRow(page, URL_TEST)).toContainText(w.state);
    await shots(page, `list-${locale}`);
    await page.getByRole('button', { name: w.add }).first().click();
    const dialog = page.getByRole('dialog', { name: locale === 'fr' ? 'Ajouter un endpoint webhook' : 'Een webhook-endpoint toevoegen' });
    await dialog.getByRole('radio', { name: w.chosen }).check();
    await expect(dialog.getByRole('group', { name: w.group })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.screenshot({ path: `${SHOTS}/create-form-${locale}-390.png` });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.keyboard.press('Escape');
    await endpointRow(page, URL_TEST).getByRole('link', { name: URL_TEST }).click();
    await expect(page.getByRole('heading', { name: w.log })).toBeVisible();
    await expectAccessible(page);
    await shots(page, `endpoint-page-${locale}`);
  }
});
