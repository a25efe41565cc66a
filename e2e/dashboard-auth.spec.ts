// Dashboard accounts and sessions through the real server and browser: sign-in (right, wrong, unknown),
// cookie attributes, sign-out, limits per account and per address, the Origin check, business isolation,
// and the separation between API keys and the dashboard cookie.
import { expect, test } from '@playwright/test';
import { type Demo, expectAccessible, newMerchant, screenshot, seedDemo, signIn } from './dashboard-helpers';

let demo: Demo;
const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000); // seeding 90 days of sales takes a while on a busy machine
  demo = await seedDemo();
});

test('sign-in page: accessible, and a wrong password and an unknown email look the same', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fdashboard/);
  await expectAccessible(page);

  // Empty fields: the form's own schema answers next to the fields.
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your email address')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Email').fill(demo.login.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const alert = page.locator('form').getByRole('alert');
  await expect(alert).toHaveText('The email or password is incorrect');
  await screenshot(page, 'sign-in-error');
  const wrongPassword = await alert.textContent();

  await page.getByLabel('Email').fill('nobody@maison-lemaire.be');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(alert).toHaveText(wrongPassword!);
  await expect(page).toHaveURL(/\/sign-in/);
});

test('sign in, see the overview, sign out', async ({ page, context }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await expect(page).toHaveURL(`/dashboard/${demo.businessId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Maison Lemaire' })).toBeVisible();
  await expect(page.getByText('Shop plan')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Locations (2)' })).toBeVisible();
  await expect(page.getByText('Flagey (Ixelles)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View live site' })).toHaveAttribute('href', `http://maison-lemaire.localhost:${new URL(origin).port}/`);
  await expect(page.getByRole('link', { name: 'API docs' })).toHaveAttribute('href', '/docs');
  await expectAccessible(page);
  await screenshot(page, 'overview');

  const [cookie] = (await context.cookies()).filter((c) => c.name === 'vt_session');
  expect(cookie).toBeDefined();
  expect(cookie!.httpOnly).toBe(true);
  expect(cookie!.sameSite).toBe('Lax');
  expect(cookie!.domain).toBe('localhost'); // host-only: no Domain attribute, so *.localhost storefronts never get it
  expect(cookie!.secure).toBe(false); // http://localhost; Secure (and __Host-) outside localhost / under https

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  expect((await context.cookies()).filter((c) => c.name === 'vt_session')).toEqual([]);
  // The old token is gone on the server too.
  await context.addCookies([{ ...cookie!, value: cookie!.value }]);
  await page.goto(`/dashboard/${demo.businessId}`);
  await expect(page).toHaveURL(/\/sign-in/);
});

test('a user reaches only its own businesses: another business id → 404 (page and route)', async ({ page, request }) => {
  const other = await newMerchant('Fromagerie Dubois', 'basic');
  await signIn(page, other.email, other.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Fromagerie Dubois' })).toBeVisible();
  // Basic plan: no site or shop sections.
  await expect(page.getByRole('link', { name: 'Site settings' })).toHaveCount(0);

  const response = await page.goto(`/dashboard/${demo.businessId}`);
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'not-found');
  expect((await page.goto(`/dashboard/${demo.sandboxId}`))!.status()).toBe(404); // a sandbox id is not a dashboard
  expect((await page.goto(`/dashboard/biz_made_up`))!.status()).toBe(404);

  const cookieHeader = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const foreign = await request.get(`/api/dashboard/businesses/${demo.businessId}/keys`, { headers: { Cookie: cookieHeader } });
  expect(foreign.status()).toBe(404);
  expect((await foreign.json()).error.code).toBe('not_found');
});

test('API keys never authenticate the dashboard, and the dashboard cookie never authenticates /api/v1', async ({ page, request }) => {
  await signIn(page, demo.login.email, demo.login.password);
  const cookieHeader = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');

  const withKey = await request.get('/api/dashboard/session', { headers: { Authorization: `Bearer ${demo.keys.live}` } });
  expect(withKey.status()).toBe(401);
  expect((await withKey.json()).error.code).toBe('not_signed_in');
  const pageWithKey = await request.get(`/dashboard/${demo.businessId}`, { headers: { Authorization: `Bearer ${demo.keys.live}` }, maxRedirects: 0 });
  expect(pageWithKey.status()).toBe(307);
  expect(pageWithKey.headers().location).toContain('/sign-in');

  const withCookie = await request.get('/api/v1/public/me', { headers: { Cookie: cookieHeader } });
  expect(withCookie.status()).toBe(401);
  expect((await withCookie.json()).error.code).toBe('missing_api_key');

  const me = await request.get('/api/dashboard/session', { headers: { Cookie: cookieHeader } });
  expect(me.status()).toBe(200);
  expect((await me.json()).user.email).toBe(demo.login.email);
});

test('every state-changing request checks its Origin', async ({ page, request }) => {
  await signIn(page, demo.login.email, demo.login.password);
  const cookieHeader = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  for (const badOrigin of [undefined, `http://maison-lemaire.localhost:${new URL(origin).port}`, 'https://evil.example']) {
    const headers: Record<string, string> = { Cookie: cookieHeader };
    if (badOrigin) headers.Origin = badOrigin;
    const signOut = await request.delete('/api/dashboard/session', { headers });
    expect(signOut.status(), `Origin ${badOrigin}`).toBe(403);
    expect((await signOut.json()).error.code).toBe('forbidden_origin');
    const signInAttempt = await request.post('/api/dashboard/session', { headers, data: { email: demo.login.email, password: demo.login.password } });
    expect(signInAttempt.status()).toBe(403);
  }
  // The session survived the refused sign-outs.
  expect((await request.get('/api/dashboard/session', { headers: { Cookie: cookieHeader } })).status()).toBe(200);
});

test('failed sign-ins are limited per account and per address', async ({ request }) => {
  const merchant = await newMerchant('Librairie Peeters', 'basic');
  // Each address a client behind the run's trusted proxy (TRUSTED_PROXIES in playwright.config.ts).
  const attempt = (email: string, password: string, address: string) =>
    request.post('/api/dashboard/session', { headers: { Origin: origin, 'X-Forwarded-For': address }, data: { email, password } });

  // Per account (10 failures in 15 minutes), whatever the address: then even the right password waits.
  for (let i = 0; i < 10; i++) expect((await attempt(merchant.email, 'wrong-password', `10.0.0.${i + 1}`)).status()).toBe(401);
  const blocked = await attempt(merchant.email, merchant.password, '10.0.1.1');
  expect(blocked.status()).toBe(429);
  expect((await blocked.json()).error.code).toBe('rate_limited');
  expect(Number(blocked.headers()['retry-after'])).toBeGreaterThan(0);

  // Per address (50 failures in 15 minutes), whatever the account: unknown emails count too.
  for (let i = 0; i < 50; i++) expect((await attempt(`nobody${i}@example.be`, 'wrong-password', '10.9.9.9')).status()).toBe(401);
  expect((await attempt(demo.login.email, demo.login.password, '10.9.9.9')).status()).toBe(429);
  // Another address signs in fine.
  expect((await attempt(demo.login.email, demo.login.password, '10.9.9.10')).status()).toBe(200);
});

test('without JavaScript the sign-in form still posts (never a GET), and errors come back to the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(demo.login.email);
  await page.getByLabel('Password').fill('wrong-password-here');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in\?error=invalid_credentials$/);
  expect(page.url()).not.toContain('password');
  await expect(page.locator('form').getByRole('alert')).toHaveText('The email or password is incorrect');

  await page.getByLabel('Email').fill(demo.login.email);
  await page.getByLabel('Password').fill(demo.login.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/dashboard/${demo.businessId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Maison Lemaire' })).toBeVisible();
  await context.close();
});

test('an unknown dashboard route answers a JSON 404, whatever the method', async ({ request }) => {
  for (const method of ['GET', 'POST', 'DELETE'] as const) {
    const response = await request.fetch('/api/dashboard/no-such-thing', { method, headers: { Origin: origin } });
    expect(response.status(), method).toBe(404);
    expect((await response.json()).error.code).toBe('not_found');
  }
});
