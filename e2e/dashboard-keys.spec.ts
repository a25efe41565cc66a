// The API keys page through the real server and browser: create a key with two scopes and see it once, use it
// on /api/v1 (allowed and 403), revoke (401), delete with confirmation (401); a basic-plan business is not
// offered site and shop scopes; another business's key ids are 404s; keys and cookies never cross between
// the API and the dashboard; foreign Origins are refused; keys older than 90 days are flagged; axe and
// screenshots of the list, the form and the key shown once.
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type Demo, expectAccessible, newMerchant, screenshot, seedDemo, signIn, vitrine } from './dashboard-helpers';

let demo: Demo;
const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;
const keysUrl = (businessId: string) => `/dashboard/${businessId}/keys`;
const keysApi = (businessId: string) => `/api/dashboard/businesses/${businessId}/keys`;

test.describe.configure({ mode: 'serial' });
test.setTimeout(60_000);

test.beforeAll(async () => {
  test.setTimeout(120_000); // the demo seed runs through the CLI; slow when the machine is busy
  demo = await seedDemo();
});

/** A fresh client with no cookie: only what the call itself carries. */
async function apiGet(request: APIRequestContext, path: string, key: string) {
  return request.get(path, { headers: { Authorization: `Bearer ${key}` } });
}

async function createKeyInUi(page: Page, name: string, scopes: string[], options: { mode?: 'Live' | 'Test'; checks?: boolean } = {}) {
  await page.getByRole('button', { name: 'Create key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'products:read' })).toBeVisible();
  if (options.checks) {
    // Empty form: the shared schema answers next to the fields, nothing is sent.
    await dialog.getByRole('button', { name: 'Create key' }).click();
    await expect(dialog.getByText('Name the key after the integration that will use it')).toBeVisible();
    await expect(dialog.getByText('Choose at least one scope')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  }
  await dialog.getByLabel('Name').fill(name);
  if (options.mode) await dialog.getByRole('radio', { name: new RegExp(`^${options.mode}`) }).check();
  for (const scope of scopes) await dialog.getByRole('checkbox', { name: scope, exact: true }).click();
  await expect(dialog.getByText(`${scopes.length} scope${scopes.length === 1 ? '' : 's'} selected`)).toBeVisible();
  return dialog;
}

async function readShownKey(page: Page) {
  const secret = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(secret).toBeVisible();
  const key = await secret.getByLabel('Secret key').inputValue();
  return { secret, key };
}

async function closeSecret(page: Page, key: string) {
  await page.getByRole('button', { name: 'I have stored the key' }).click();
  await expect(page.getByRole('dialog', { name: 'Your new API key' })).toBeHidden();
  // Shown once: nowhere in the page any more (text, attributes, inputs).
  expect(await page.content()).not.toContain(key);
  expect(await page.evaluate((k) => [...document.querySelectorAll('input')].some((i) => i.value === k), key)).toBe(false);
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${name}`) }) });

test('create a key with two scopes, see it once, use it, revoke it', async ({ page, context, playwright }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  await signIn(page, demo.login.email, demo.login.password);
  await page.getByRole('navigation').getByRole('link', { name: 'API keys' }).click();
  await expect(page).toHaveURL(keysUrl(demo.businessId));
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  // The demo's own keys are listed by prefix and last four characters, never in full.
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  expect(await page.content()).not.toContain(demo.keys.live);
  await expect(page.getByText(`key_live_…${demo.keys.live.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(`key_test_…${demo.keys.test.slice(-4)}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended practice' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'keys-list');

  const dialog = await createKeyInUi(page, 'Stock sync', ['products:read', 'customers:read'], { checks: true });
  // Shop plan: site and shop scopes are offered, each with one line of what it grants.
  for (const scope of ['site:read', 'site:write', 'shop:read', 'shop:write', 'orders:read', 'orders:write']) await expect(dialog.getByRole('checkbox', { name: scope, exact: true })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Read access' }).getByRole('checkbox')).toHaveCount(12);
  await expect(dialog.getByRole('group', { name: 'Write access' }).getByRole('checkbox')).toHaveCount(10);
  await expect(dialog.getByText('Customer profiles and visit history')).toBeVisible();
  // The recommended practices, where keys are made.
  for (const practice of ['Keep keys server-side only', 'Rotate every 90 days', 'One key per integration', 'Grant least privilege']) {
    await expect(dialog.getByText(practice)).toBeVisible();
  }
  await expectAccessible(page);
  // Tall enough for the whole dialog in the picture.
  await page.setViewportSize({ width: 1280, height: 1500 });
  await screenshot(page, 'keys-form');
  await page.setViewportSize({ width: 1280, height: 720 });

  await dialog.getByRole('button', { name: 'Create key' }).click();
  const { secret, key } = await readShownKey(page);
  expect(key).toMatch(/^key_live_[0-9A-Za-z]{32,}$/);
  await expect(secret.getByText('This key will not be shown again.')).toBeVisible();
  await secret.getByRole('button', { name: 'Copy key' }).click();
  await expect(secret.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(secret.getByText('Copied to the clipboard.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  // A click beside the dialog does not lose the key.
  await page.mouse.click(5, 5);
  await expect(secret).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'keys-shown-once');
  await closeSecret(page, key);
  await expect(page.getByText('“Stock sync” created.').first()).toBeVisible();

  const created = row(page, 'Stock sync');
  await expect(created).toContainText(`key_live_…${key.slice(-4)}`);
  await expect(created).toContainText('products:read');
  await expect(created).toContainText('customers:read');
  await expect(created).toContainText('Never');
  await expect(created).toContainText('Active');

  // The key on the public API, from a client with no dashboard cookie.
  const api = await playwright.request.newContext({ baseURL: origin });
  const products = await apiGet(api, '/api/v1/public/products', key);
  expect(products.status()).toBe(200);
  const invoices = await apiGet(api, '/api/v1/public/invoices', key);
  expect(invoices.status()).toBe(403);
  expect((await invoices.json()).error).toMatchObject({ code: 'insufficient_scope', requiredScope: 'invoices:read' });

  // Last used shows up (recorded off the request's path, so allow it a moment).
  await expect(async () => {
    await page.reload();
    await expect(row(page, 'Stock sync')).not.toContainText('Never', { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });

  // Revoke, with confirmation; the next call is refused.
  await row(page, 'Stock sync').getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke “Stock sync”?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(confirm).toBeHidden();
  await expect(row(page, 'Stock sync')).toContainText('Revoked');
  await expect(row(page, 'Stock sync').getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  await expect(page.getByText('“Stock sync” revoked').first()).toBeVisible();
  const after = await apiGet(api, '/api/v1/public/products', key);
  expect(after.status()).toBe(401);
  expect((await after.json()).error.code).toBe('invalid_api_key');
  await api.dispose();
});

test('a test-mode key reads the sandbox; delete a key with confirmation and it stops working', async ({ page, playwright }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(keysUrl(demo.businessId));
  const dialog = await createKeyInUi(page, 'Sandbox experiments', ['business:read'], { mode: 'Test' });
  await dialog.getByRole('button', { name: 'Create key' }).click();
  const { key } = await readShownKey(page);
  expect(key).toMatch(/^key_test_/);
  await closeSecret(page, key);
  await expect(row(page, 'Sandbox experiments')).toContainText(`key_test_…${key.slice(-4)}`);
  await expect(row(page, 'Sandbox experiments')).toContainText('Test');

  const api = await playwright.request.newContext({ baseURL: origin });
  const me = await apiGet(api, '/api/v1/public/me', key);
  expect(me.status()).toBe(200);
  expect((await me.json()).id).toBe(demo.sandboxId);

  // Cancel first: nothing happens.
  await row(page, 'Sandbox experiments').getByRole('button', { name: 'Delete' }).click();
  let confirm = page.getByRole('alertdialog', { name: 'Delete “Sandbox experiments”?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await apiGet(api, '/api/v1/public/me', key)).status()).toBe(200);

  await row(page, 'Sandbox experiments').getByRole('button', { name: 'Delete' }).click();
  confirm = page.getByRole('alertdialog', { name: 'Delete “Sandbox experiments”?' });
  await confirm.getByRole('button', { name: 'Delete key' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('“Sandbox experiments” deleted.').first()).toBeVisible();
  await expect(row(page, 'Sandbox experiments')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await expect(row(page, 'Sandbox experiments')).toHaveCount(0);
  const gone = await apiGet(api, '/api/v1/public/me', key);
  expect(gone.status()).toBe(401);
  await api.dispose();
});

test('a basic-plan business: no site or shop scopes offered, and a crafted request for one is refused', async ({ page }) => {
  const basic = await newMerchant('Fromagerie Basique', 'basic');
  await signIn(page, basic.email, basic.password);
  await page.goto(keysUrl(basic.businessId));
  await expect(page.getByText('No API keys yet')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'keys-empty-basic');

  await page.getByRole('button', { name: 'Create key' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create an API key' });
  await expect(dialog.getByRole('checkbox', { name: 'products:read', exact: true })).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toHaveCount(16);
  for (const scope of ['site:read', 'site:write', 'shop:read', 'shop:write', 'orders:read', 'orders:write']) await expect(dialog.getByRole('checkbox', { name: scope, exact: true })).toHaveCount(0);
  await expect(dialog.getByText('Site, shop and orders scopes come with the Shop plan')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The catalogue route agrees, and the create route refuses what the plan does not offer.
  const catalogue = await page.request.get(`${keysApi(basic.businessId)}/scopes`);
  const offered = await catalogue.json();
  expect([...offered.read, ...offered.write].map((option: { scope: string }) => option.scope)).not.toContain('site:read');
  const crafted = await page.request.post(keysApi(basic.businessId), {
    headers: { Origin: origin },
    data: { name: 'Sneaky', mode: 'live', scopes: ['products:read', 'site:read'] },
  });
  expect(crafted.status()).toBe(403);
  expect((await crafted.json()).error.code).toBe('entitlement_required');

  // Validation: 400 with the field named.
  const invalid = await page.request.post(keysApi(basic.businessId), {
    headers: { Origin: origin },
    data: { name: '', mode: 'prod', scopes: ['products:read', 'nope:read'], extra: 1 },
  });
  expect(invalid.status()).toBe(400);
  const paths = (await invalid.json()).error.details.map((d: { path: string }) => d.path);
  expect(paths).toEqual(expect.arrayContaining(['name', 'mode', 'scopes.1', 'extra']));

  const list = await page.request.get(keysApi(basic.businessId));
  expect((await list.json()).data).toEqual([]);
});

test('another business’s keys are out of reach, keys and cookies never cross, foreign origins are refused', async ({ page, playwright }) => {
  const other = await newMerchant('Brasserie Voisine', 'shop');
  const theirs = await vitrine('key', 'create', '--business', demo.businessId, '--scopes', 'products:read', '--name', 'Demo integration');
  await signIn(page, other.email, other.password);

  // Their key id through our business's routes → 404, and their key still works.
  for (const response of [
    await page.request.post(`${keysApi(other.businessId)}/${theirs.id}/revoke`, { headers: { Origin: origin } }),
    await page.request.delete(`${keysApi(other.businessId)}/${theirs.id}`, { headers: { Origin: origin } }),
  ]) {
    expect(response.status()).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  }
  // Their business in the URL → 404 on the API and on the page.
  expect((await page.request.get(keysApi(demo.businessId))).status()).toBe(404);
  expect((await page.request.post(`${keysApi(demo.businessId)}/${theirs.id}/revoke`, { headers: { Origin: origin } })).status()).toBe(404);
  const foreignPage = await page.goto(keysUrl(demo.businessId));
  expect(foreignPage?.status()).toBe(404);

  const api = await playwright.request.newContext({ baseURL: origin });
  expect((await apiGet(api, '/api/v1/public/products', theirs.key)).status()).toBe(200);

  // An API key never authenticates the dashboard API…
  const withKey = await api.get(keysApi(demo.businessId), { headers: { Authorization: `Bearer ${theirs.key}` } });
  expect(withKey.status()).toBe(401);
  expect((await withKey.json()).error.code).toBe('not_signed_in');
  const revokeWithKey = await api.post(`${keysApi(demo.businessId)}/${theirs.id}/revoke`, { headers: { Authorization: `Bearer ${theirs.key}`, Origin: origin } });
  expect(revokeWithKey.status()).toBe(401);
  // …and the dashboard cookie never authenticates /api/v1.
  const withCookie = await page.request.get('/api/v1/public/products');
  expect(withCookie.status()).toBe(401);
  expect((await withCookie.json()).error.code).toBe('missing_api_key');

  // A state-changing request from another origin (or with none) is refused before anything happens.
  const origins: Record<string, string>[] = [{ Origin: 'http://evil.example' }, { Origin: `http://brasserie-voisine.localhost:${new URL(origin).port}` }, {}];
  for (const headers of origins) {
    const response = await page.request.post(keysApi(other.businessId), { headers, data: { name: 'Forged', mode: 'live', scopes: ['products:read'] } });
    expect(response.status(), JSON.stringify(headers)).toBe(403);
    expect((await response.json()).error.code).toBe('forbidden_origin');
  }
  const mine = await vitrine('key', 'create', '--business', other.businessId, '--scopes', 'products:read');
  expect((await page.request.delete(`${keysApi(other.businessId)}/${mine.id}`, { headers: { Origin: 'http://evil.example' } })).status()).toBe(403);
  expect((await page.request.post(`${keysApi(other.businessId)}/${mine.id}/revoke`, { headers: { Origin: 'http://evil.example' } })).status()).toBe(403);
  expect((await apiGet(api, '/api/v1/public/products', mine.key)).status()).toBe(200);
  const listed = (await (await page.request.get(keysApi(other.businessId))).json()).data;
  expect(listed.map((k: { name: string }) => k.name)).not.toContain('Forged');

  expect((await apiGet(api, '/api/v1/public/products', theirs.key)).status()).toBe(200);
  await api.dispose();
});

test('keys older than 90 days are flagged for rotation', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(keysUrl(demo.businessId));
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByText('Rotate: older than 90 days')).toHaveCount(0);

  // The browser's clock 91 days ahead: every active key is now older than 90 days, revoked ones are not flagged.
  await page.clock.setFixedTime(new Date(Date.now() + 91 * 24 * 60 * 60 * 1000));
  await page.reload();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  const rows = page.getByRole('row').filter({ has: page.getByRole('rowheader') });
  const activeRows = rows.filter({ hasText: 'Active' });
  const revokedRows = rows.filter({ hasText: 'Revoked' });
  expect(await activeRows.count()).toBeGreaterThan(0);
  await expect(activeRows.filter({ hasText: 'Rotate: older than 90 days' })).toHaveCount(await activeRows.count());
  await expect(revokedRows.filter({ hasText: 'Rotate: older than 90 days' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'keys-rotate');
});
