// The Business page and the overview, through the real server and browser: the merchant fills in the business
// details (a bad IBAN is refused on its field, a good one saves and the API serves it), adds a location with a
// split Saturday, makes it primary and deletes the original one; the overview shows what needs doing and the
// revenue chart with its table. Screenshots at 1366 and 390 px; axe on every state shown.
import { type Locator, type Page, expect, test } from '@playwright/test';
import { expectAccessible, newMerchant, screenshot, seedDemo, signIn } from './dashboard-helpers';

test.describe.configure({ mode: 'serial' });

const WIDTHS = [1366, 390] as const;

/** Full-page screenshots at each width (a dialog: the viewport, scrolled to `focus`). */
async function shots(page: Page, name: string, focus?: Locator) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    if (focus) await focus.scrollIntoViewIfNeeded();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    if (!focus) await screenshot(page, `${name}-${width}`);
    else await page.screenshot({ path: `e2e/artifacts/dashboard-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('the merchant fills in the business details and manages the locations', async ({ page, request }) => {
  test.setTimeout(180_000);
  const merchant = await newMerchant(`Boulangerie ${Date.now().toString(36)}`, 'basic');
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, merchant.email, merchant.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Business' }).click();
  await expect(page.getByRole('heading', { name: 'Business', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle'); // hydrated: typing before would be reset by React

  const form = page.getByRole('form', { name: 'Business details' });
  await form.getByLabel('Legal name').fill('Boulangerie Test SRL');
  await form.getByLabel('VAT number').fill('be 0478.261.963');
  await form.getByLabel('Street and number').fill('Rue Haute 1');
  await form.getByLabel('Postal code').fill('1000');
  await form.getByLabel('City').fill('Bruxelles');
  await form.getByLabel('E-mail').fill('Bonjour@Boulangerie.be');
  await form.getByLabel('IBAN').fill('BE20 0682 1234 5657');
  await form.getByRole('button', { name: 'Save details' }).click();
  const iban = form.getByLabel('IBAN');
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(iban).toHaveAccessibleDescription(/not a valid IBAN/);
  await expect(page.getByText('Some settings need a fix')).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'business-invalid-iban');

  await iban.fill('BE20 0682 1234 5656');
  await form.getByLabel('BIC').fill('gkccbebb');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Business details saved.', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Enterprise number')).toHaveValue('0478.261.963'); // derived from the VAT number
  await page.reload({ waitUntil: 'networkidle' });
  await expect(form.getByLabel('IBAN')).toHaveValue('BE20 0682 1234 5656');
  await expect(form.getByLabel('VAT number')).toHaveValue('BE0478261963');
  await expect(form.getByLabel('BIC')).toHaveValue('GKCCBEBB');
  // Only the server knows the stored VAT number: its refusal lands on the field too.
  const enterprise = form.getByLabel('Enterprise number');
  await enterprise.fill('0417.497.106');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(enterprise).toHaveAccessibleDescription(/does not match the VAT number BE0478261963/);
  await enterprise.fill('0478.261.963');

  // A location with a split Saturday.
  const original = page.getByRole('list', { name: 'Locations' }).getByRole('listitem');
  await expect(original).toHaveCount(1);
  await page.getByRole('button', { name: 'Add location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a location' });
  await dialog.getByLabel('Name').fill('Châtelain');
  await dialog.getByLabel('Street and number').fill('Rue du Page 12');
  await dialog.getByLabel('Postal code').fill('1050');
  await dialog.getByLabel('City').fill('Ixelles');
  await dialog.getByLabel('Open on Saturday').check();
  await dialog.getByLabel('Saturday opens').fill('08:00');
  await dialog.getByLabel('Saturday closes').fill('12:30');
  await dialog.getByLabel('Saturday: closed at midday (two ranges)').check();
  await dialog.getByLabel('Saturday second range opens').fill('12:00');
  await dialog.getByLabel('Saturday second range closes').fill('18:00');
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expect(dialog.getByText('the second range must start after the first ends (12:30)')).toBeVisible();
  await dialog.getByLabel('Saturday second range opens').fill('14:00');
  await expect(dialog.getByText('the second range must start after')).toBeHidden(); // cleared by the change
  await expectAccessible(page);
  await shots(page, 'business-location-dialog', dialog.getByLabel('Saturday second range closes'));
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expect(dialog).toBeHidden();
  const chatelain = page.getByRole('list', { name: 'Locations' }).getByRole('listitem').filter({ hasText: 'Châtelain' });
  await expect(chatelain).toContainText('Sat 08:00–12:30, 14:00–18:00');

  await page.getByRole('button', { name: 'Make Châtelain primary' }).click();
  await expect(chatelain.getByText('Primary')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Locations' }).getByRole('listitem').first()).toContainText('Châtelain');

  const other = page.getByRole('list', { name: 'Locations' }).getByRole('listitem').filter({ hasNotText: 'Châtelain' });
  const otherName = (await other.locator('p').first().innerText()).trim();
  await page.getByRole('button', { name: `Delete ${otherName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete location' }).click();
  await expect(page.getByRole('list', { name: 'Locations' }).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);
  await shots(page, 'business');

  // The API serves what the page saved.
  const key = await (await import('./dashboard-helpers')).vitrine('key', 'create', '--business', merchant.businessId, '--scopes', 'business:read');
  const me = await (await request.get('/api/v1/public/me', { headers: { Authorization: `Bearer ${key.key}` } })).json();
  expect(me).toMatchObject({ legalName: 'Boulangerie Test SRL', iban: 'BE20068212345656', bic: 'GKCCBEBB', email: 'bonjour@boulangerie.be' });
  const locations = await (await request.get('/api/v1/public/locations', { headers: { Authorization: `Bearer ${key.key}` } })).json();
  expect(locations.data).toEqual([expect.objectContaining({ name: 'Châtelain', isPrimary: true, openingHours: expect.objectContaining({ sat: [['08:00', '12:30'], ['14:00', '18:00']] }) })]);
});

test('the overview shows what needs doing and the revenue chart, with its figures as a table', async ({ page }) => {
  test.setTimeout(180_000);
  const demo = await seedDemo();
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}`);
  const todo = page.getByRole('region', { name: 'To do' });
  await expect(todo.getByRole('link', { name: /Orders to handle/ })).toHaveAttribute('href', `/dashboard/${demo.businessId}/orders?tab=to-handle`);
  await expect(todo.getByRole('link', { name: /Unpaid transfers/ })).toHaveAttribute('href', `/dashboard/${demo.businessId}/orders?payment=unpaid`);
  await expect(todo.getByRole('link', { name: /Low stock/ })).toHaveAttribute('href', `/dashboard/${demo.businessId}/products`);
  const chart = page.getByRole('img', { name: /Bar chart of paid revenue per day over the last 30 days/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await page.getByText('Revenue per day, as a table').click();
  await expect(page.getByRole('table', { name: 'Paid revenue per day, last 30 days' }).getByRole('row')).toHaveCount(31);
  await expectAccessible(page);
  await shots(page, 'overview');
});

test('the landing page links to sign-in, in the header and in the hero', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    const hero = page.getByRole('link', { name: 'Sign in to your dashboard' });
    await expect(hero).toBeVisible();
    await page.screenshot({ path: `e2e/artifacts/landing-${width}.png` });
    await expectAccessible(page);
  }
  await page.getByRole('link', { name: 'Sign in to your dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to Vitrine' })).toBeVisible();
});
