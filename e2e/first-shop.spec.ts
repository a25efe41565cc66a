// Issue 19's "done when", played as a new merchant would, on both databases (the embedded default, and the
// PostgreSQL of E2E_POSTGRES_URL when it is set: `npm run test:e2e:pg`), each on a server of its own that sends
// its e-mail to a real SMTP server: sign up from /sign-up, confirm the address from the message, fill the
// overview's checklist — business details and IBAN, a location's opening hours, a theme, three products with
// photos, the home page edited in the builder — publish the draft and open the shop, every step ticked; the
// storefront then passes the same checks as the demo's (storefront-checks.ts). Before the address is confirmed,
// publishing is refused with the explanation. The scripted flow is timed (console and a test annotation) and
// bounded by the three minutes. Then the same merchant resets a forgotten password by e-mail, and invites
// a staff member, who accepts by creating an account and sees only what staff may; and opens a second business.
import sharp from 'sharp';
import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { parseMail, startSmtpServer, type TestSmtp } from '../lib/testing/smtp';
import { expectAccessible, signIn } from './dashboard-helpers';
import { type OwnServer, startOwnServer } from './own-server';
import { expectHealthyStorefront } from './storefront-checks';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'e2e/artifacts';
const PASSWORD = 'plum-kettle-orbit-42';
const NEW_PASSWORD = 'saffron-tramway-pebble-7';
const FLOW_LIMIT_MS = 3 * 60_000;

const engines: { name: string; env: Record<string, string> }[] = [
  { name: 'embedded PostgreSQL', env: {} },
  ...(process.env.E2E_POSTGRES_URL ? [{ name: 'PostgreSQL from DATABASE_URL', env: { DATABASE_URL: process.env.E2E_POSTGRES_URL } }] : []),
];

let smtp: TestSmtp;
let server: OwnServer;

/** The viewport at 1366 and 390 px wide, full page. */
async function shots(page: Page, name: string) {
  const size = page.viewportSize() ?? { width: 1366, height: 900 };
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `${SHOTS}/first-shop-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** A photo-like JPEG made here (the project owns it): a loaf on a board, in a colour of its own. */
function photo(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="hsl(${hue}, 45%, 88%)"/>
    <rect y="560" width="1200" height="240" fill="hsl(${hue}, 35%, 35%)"/>
    <ellipse cx="600" cy="470" rx="360" ry="170" fill="hsl(${(hue + 30) % 360}, 60%, 45%)"/>
    <ellipse cx="600" cy="440" rx="300" ry="120" fill="hsl(${(hue + 30) % 360}, 65%, 60%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** The first match of `pattern` in the newest message to `email` with this subject, at the SMTP server. */
async function mailedLink(email: string, subject: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        for (const message of [...smtp.accepted].reverse()) {
          if (!message.to.includes(email)) continue;
          const mail = await parseMail(message.raw);
          if (mail.subject !== subject) continue;
          const found = pattern.exec(String(mail.text ?? mail.html ?? ''));
          if (found) {
            link = found[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 30_000, message: `"${subject}" to ${email}` },
    )
    .toBe(true);
  return link;
}

const checklist = (page: Page) => page.getByRole('heading', { name: /^(Get your shop online|Set up your business) — / });

async function expectProgress(page: Page, done: number) {
  await expect(page.getByRole('heading', { name: `Get your shop online — ${done} of 6 done` })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: `${done} of 6 steps done` })).toBeVisible();
}

/** Follows the overview checklist's link for a step (its accessible name is "<action>: <title>"). */
async function openStep(page: Page, businessId: string, title: string) {
  await page.goto(`${server.origin}/dashboard/${businessId}`);
  await page.getByRole('link', { name: new RegExp(`: ${title}$`) }).click();
  await page.waitForLoadState('networkidle'); // hydrated: typing before would be reset by React
}

type Merchant = { businessId: string; slug: string; name: string; email: string };

/**
 * The checklist, from the overview at 0 of 6 to the storefront: `verify` proves the address (after the refused
 * publish). Returns the elapsed milliseconds of the scripted clicks.
 */
async function playChecklist(page: Page, request: APIRequestContext, merchant: Merchant, verify: () => Promise<void>, prefix: string) {
  const { businessId } = merchant;
  await page.goto(`${server.origin}/dashboard/${businessId}`);
  await expectProgress(page, 0);
  await expectAccessible(page);
  await shots(page, `${prefix}overview-0`);

  // 1. Business details and IBAN.
  await openStep(page, businessId, 'Business details and IBAN');
  const form = page.getByRole('form', { name: 'Business details' });
  await form.getByLabel('Street and number').fill('Chaussée de Wavre 120');
  await form.getByLabel('Postal code').fill('1050');
  await form.getByLabel('City').fill('Ixelles');
  await form.getByLabel('E-mail').fill(`bonjour@${merchant.slug}.be`);
  await form.getByLabel('IBAN').fill('BE20 0682 1234 5656');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Business details saved.', { exact: true })).toBeVisible();

  // 2. The location's address and opening hours.
  await openStep(page, businessId, 'A location with opening hours');
  await page.getByRole('list', { name: 'Locations' }).getByRole('button', { name: /^Edit / }).first().click();
  const location = page.getByRole('dialog');
  await location.getByLabel('Street and number').fill('Chaussée de Wavre 120');
  await location.getByLabel('Postal code').fill('1050');
  await location.getByLabel('City').fill('Ixelles');
  for (const day of ['Tuesday', 'Saturday']) {
    await location.getByLabel(`Open on ${day}`).check();
    await location.getByLabel(`${day} opens`).fill('08:00');
    await location.getByLabel(`${day} closes`).fill('18:00');
  }
  await location.getByRole('button', { name: 'Save location' }).click();
  await expect(location).toBeHidden();

  // 3. A theme, applied to the draft.
  await openStep(page, businessId, 'A theme chosen');
  await page.getByRole('button', { name: 'Apply the Fournil theme' }).click();
  const themeDialog = page.getByRole('dialog');
  await themeDialog.getByRole('button', { name: 'Apply to draft' }).click();
  await expect(themeDialog).toBeHidden();
  await expect(page.getByTestId('draft-state')).toHaveText(/^Draft saved · \d+ unpublished changes$/);

  await page.goto(`${server.origin}/dashboard/${businessId}`);
  await expectProgress(page, 3);
  await shots(page, `${prefix}overview-3`);

  // 4. Three products, each with a photo uploaded through the product form's image picker.
  const products = [
    ['Pain au levain', '4.20', 30],
    ['Baguette tradition', '1.60', 50],
    ['Cramique aux raisins', '6.80', 200],
  ] as const;
  for (const [index, [name, price, hue]] of products.entries()) {
    if (index === 0) await openStep(page, businessId, '3 products with photos');
    else {
      await page.goto(`${server.origin}/dashboard/${businessId}/products/new`);
      await page.waitForLoadState('networkidle');
    }
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Price excluding VAT (EUR)').fill(price);
    await page.getByLabel('Opening stock').fill('24');
    await page.getByRole('button', { name: 'Add image…' }).click();
    const picker = page.getByRole('dialog', { name: 'Add an image' });
    await picker.getByRole('tab', { name: 'Upload' }).click();
    const chooser = page.waitForEvent('filechooser');
    await picker.getByRole('group', { name: 'Upload an image' }).getByRole('button', { name: 'Choose a file…' }).click();
    await (await chooser).setFiles({ name: `${name.toLowerCase().replaceAll(' ', '-')}.jpg`, mimeType: 'image/jpeg', buffer: await photo(hue) });
    await picker.getByRole('button', { name: 'Use this image' }).click();
    await expect(picker).toBeHidden();
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${businessId}/products/prod_`));
  }

  // 5. The home page (and the theme's other pages) edited in the builder: every sample block the publish dialog
  // names is opened with "Show me" and removed, then the draft saved.
  await openStep(page, businessId, 'Your home page edited');
  for (let round = 0; round < 8; round += 1) {
    await page.getByRole('button', { name: 'Publish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish your changes' });
    await expect(dialog.getByTestId('publish-summary')).toBeVisible();
    const blockers = dialog.getByTestId('publish-blocker');
    if ((await blockers.count()) === 0) {
      await page.keyboard.press('Escape');
      break;
    }
    await blockers.first().getByRole('button', { name: 'Show me' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('tab', { name: 'Pages' }).click();
    const sampleRow = page.getByTestId('outline-row').filter({ hasText: 'Sample — edit before publishing' }).first();
    await sampleRow.getByRole('button', { name: /^Remove / }).click();
    await page.getByRole('button', { name: 'Save draft', exact: true }).click();
    await expect(page.getByTestId('save-state')).toHaveText('Draft saved');
  }

  // Before the address is confirmed: the builder says why publishing waits, and Publish is not offered.
  await page.getByRole('button', { name: 'Publish…' }).click();
  const blocked = page.getByRole('dialog', { name: 'Publish your changes' });
  await expect(blocked.getByTestId('publish-verify')).toContainText('Confirm your e-mail address to publish');
  await expect(blocked.getByTestId('publish-verify')).toContainText(merchant.email);
  await expect(blocked.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  await expect(page.getByTestId('publish-verify-note')).toContainText(merchant.email);
  await expectAccessible(page);
  await shots(page, `${prefix}builder-publish-blocked`);
  await page.keyboard.press('Escape');
  // Shop settings likewise: Active waits for the confirmation, said next to the status.
  await page.goto(`${server.origin}/dashboard/${businessId}/shop`);
  await expect(page.getByTestId('shop-verify-note')).toContainText(`Confirm your e-mail address to open the shop. Open the link we sent to ${merchant.email}`);
  await expect(page.getByRole('radio', { name: /^Active/ })).toBeDisabled();
  await expectAccessible(page);
  await shots(page, `${prefix}shop-blocked`);
  // The server refuses it too (the same rule for every way of publishing).
  const refused = await page.request.post(`${server.origin}/api/dashboard/businesses/${businessId}/draft/publish`, { data: {}, headers: { Origin: server.origin } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe('email_not_verified');

  await verify();

  // 6. Publish the draft, then open the shop.
  await openStep(page, businessId, 'Your shop published');
  await page.getByRole('button', { name: 'Publish…' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish your changes' });
  await expect(publish.getByTestId('publish-summary')).toBeVisible();
  await expect(publish.getByTestId('publish-verify')).toHaveCount(0);
  await publish.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publish).toBeHidden();
  await expect(page.getByTestId('draft-state')).toHaveText('No unpublished changes');

  await openStep(page, businessId, 'Your shop published');
  await expect(page).toHaveURL(new RegExp(`/dashboard/${businessId}/shop$`));
  await page.getByRole('radio', { name: /^Active/ }).check();
  await page.getByRole('button', { name: /^(Create the shop|Save settings)$/ }).click();
  await expect(page.getByText(/^(Your shop is set up\.|Shop settings saved\.)$/)).toBeVisible();

  // Every step ticked: the overview says the shop is live, with its address.
  await page.goto(`${server.origin}/dashboard/${businessId}`);
  await expect(checklist(page)).toHaveCount(0);
  const storefront = `http://${merchant.slug}.localhost:${server.port}`;
  await expect(page.getByRole('heading', { name: 'Your shop is live' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: `${storefront}/` }).first()).toBeVisible();
  await expectAccessible(page);
  await shots(page, `${prefix}overview-6`);

  // The storefront passes the demo's checks.
  await expectHealthyStorefront(page, request, storefront, merchant.name);
}

async function timed(flow: () => Promise<void>, label: string) {
  const started = Date.now();
  await flow();
  const elapsed = Date.now() - started;
  console.log(`${label}: ${(elapsed / 1000).toFixed(1)} s of scripted clicks`);
  test.info().annotations.push({ type: 'first shop time', description: `${(elapsed / 1000).toFixed(1)} s (${label})` });
  expect(elapsed, 'a first published shop within three minutes').toBeLessThan(FLOW_LIMIT_MS);
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 1366, height: 900 } });
  return { context, page: await context.newPage() };
}

const VERIFY_LINK = /https?:\/\/[^\s"<>]+\/verify-email\?token=[0-9A-Za-z]+/;
const RESET_LINK = /https?:\/\/[^\s"<>]+\/reset-password\?token=[0-9A-Za-z]+/;
const INVITATION_LINK = /https?:\/\/[^\s"<>]+\/invitations\/[0-9A-Za-z]{43}/;

/** Opens a mailed link on this server (the message names APP_ORIGIN, the same origin). */
const openLink = (page: Page, link: string) => page.goto(`${server.origin}${new URL(link).pathname}${new URL(link).search}`);

for (const engine of engines) {
  test.describe(`a new merchant's first shop on ${engine.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    const suffix = Date.now().toString(36);
    const merchant = { name: `Pâtisserie Maes ${suffix}`, email: `lotte-${suffix}@example.be`, businessId: '', slug: '' };

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      smtp = await startSmtpServer();
      // Every address, so the browser reaches the storefronts at http://<slug>.localhost:<port>/ as a shopper does.
      server = await startOwnServer({ ...engine.env, SMTP_URL: smtp.url, MAIL_FROM: 'Vitrine <bonjour@vitrine.test>' }, { everywhere: true });
    });

    test.afterAll(async () => {
      await server?.stop();
      await smtp?.close();
    });

    test('signs up, confirms the address from the message, and has a published shop within three minutes', async ({ browser, request }) => {
      test.setTimeout(FLOW_LIMIT_MS + 60_000);
      const { context, page } = await freshPage(browser);
      await timed(async () => {
        await page.goto('/');
        await page.getByRole('link', { name: 'Create your shop' }).first().click();
        await expect(page).toHaveURL(/\/sign-up$/);
        await page.getByLabel('Your name').fill('Lotte Maes');
        await page.getByLabel('Email', { exact: true }).fill(merchant.email);
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await page.getByLabel('Business name').fill(merchant.name);
        await page.getByRole('radio', { name: /^Shop/ }).check();
        await page.getByRole('button', { name: 'Create account' }).click();
        await expect(page).toHaveURL(/\/dashboard\/biz_[0-9a-z]+$/);
        merchant.businessId = new URL(page.url()).pathname.split('/').pop()!;
        const session = (await (await page.request.get('/api/dashboard/session')).json()) as { businesses: { id: string; slug: string }[] };
        merchant.slug = session.businesses.find((b) => b.id === merchant.businessId)!.slug;
        await playChecklist(page, request, merchant, async () => {
          await openLink(page, await mailedLink(merchant.email, 'Confirm your e-mail address', VERIFY_LINK));
          const confirm = page.getByRole('button', { name: 'Confirm my e-mail address' });
          await confirm.click();
          await expect(confirm).toBeHidden();
        }, engine.env.DATABASE_URL ? 'pg-' : '');
      }, `sign-up on ${engine.name}`);
      await context.close();
    });

    test('resets a forgotten password from the e-mailed link; the old password no longer works', async ({ browser }) => {
      const { context, page } = await freshPage(browser);
      await page.goto('/sign-in');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.getByLabel('Email').fill(merchant.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
      const resetLink = await mailedLink(merchant.email, 'Reset your Vitrine password', RESET_LINK);
      await openLink(page, resetLink);
      await page.getByLabel('New password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/${merchant.businessId}$`));
      // The link is spent, and the old password is refused.
      const spent = await page.request.post('/api/dashboard/password-reset/confirm', {
        data: { token: new URL(resetLink).searchParams.get('token'), password: NEW_PASSWORD },
        headers: { Origin: server.origin },
      });
      expect((await spent.json()).error.code).toBe('invalid_token');
      const old = await page.request.post('/api/dashboard/session', { data: { email: merchant.email, password: PASSWORD }, headers: { Origin: server.origin } });
      expect(old.status()).toBe(401);
      await context.close();
    });

    test('invites a staff member, who accepts by creating an account and sees only what staff may', async ({ browser }) => {
      const owner = await freshPage(browser);
      await signIn(owner.page, merchant.email, NEW_PASSWORD);
      await owner.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Team' }).click();
      await owner.page.getByRole('button', { name: 'Invite someone' }).first().click();
      const dialog = owner.page.getByRole('dialog');
      const staffEmail = `sam-${suffix}@example.be`;
      await dialog.getByLabel('Email').fill(staffEmail);
      await dialog.getByRole('radio', { name: /Staff/ }).check();
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expect(dialog.getByRole('heading', { name: `Invitation sent to ${staffEmail}` })).toBeVisible();
      await owner.context.close();

      const staff = await freshPage(browser);
      const link = await mailedLink(staffEmail, `Lotte Maes invited you to ${merchant.name} on Vitrine`, INVITATION_LINK);
      await openLink(staff.page, link);
      await staff.page.getByLabel('Your name').fill('Sam Peeters');
      await staff.page.getByLabel('Password', { exact: true }).fill('maple-ferry-quartz-51');
      await staff.page.getByRole('button', { name: `Create account and join ${merchant.name}` }).click();
      await expect(staff.page).toHaveURL(new RegExp(`/dashboard/${merchant.businessId}$`));
      const nav = staff.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
      expect(await nav.allTextContents()).toEqual(['Overview', 'Orders', 'Sales', 'Customers', 'Loyalty', 'Invoices', 'Products', 'Categories', 'Media']);
      // The overview without revenue, plan or checklist…
      await expect(staff.page.getByRole('region', { name: 'To do' })).toBeVisible();
      await expect(staff.page.getByRole('heading', { name: 'Your areas' })).toBeVisible();
      await expect(staff.page.getByRole('heading', { name: 'Paid revenue' })).toHaveCount(0);
      await expect(staff.page.getByRole('heading', { name: 'Plan and entitlements' })).toHaveCount(0);
      await expect(checklist(staff.page)).toHaveCount(0);
      await expectAccessible(staff.page);
      await shots(staff.page, `${engine.env.DATABASE_URL ? 'pg-' : ''}overview-staff`);
      // …a page of another role sends them back with the word why, and the server refuses its routes.
      await staff.page.goto(`/dashboard/${merchant.businessId}/business`);
      await expect(staff.page).toHaveURL(new RegExp(`/dashboard/${merchant.businessId}\\?denied=business$`));
      await expect(staff.page.getByRole('main').getByRole('alert')).toContainText('Your role doesn’t include business details and locations; ask an owner.');
      await shots(staff.page, `${engine.env.DATABASE_URL ? 'pg-' : ''}overview-denied`);
      const keys = await staff.page.request.get(`/api/dashboard/businesses/${merchant.businessId}/keys`);
      expect(keys.status()).toBe(403);
      expect((await keys.json()).error).toMatchObject({ code: 'role_required', requiredRole: 'owner', role: 'staff' });
      // The invitation's link is spent.
      await openLink(staff.page, link);
      await expect(staff.page.getByRole('heading', { name: 'This invitation has already been used' })).toBeVisible();
      await staff.context.close();
    });

    test('opens a second business from the account page and switches between the two', async ({ browser }) => {
      const { context, page } = await freshPage(browser);
      await signIn(page, merchant.email, NEW_PASSWORD);
      await page.goto(`/dashboard/${merchant.businessId}`);
      await page.getByRole('link', { name: 'Your account' }).click();
      const form = page.getByRole('form', { name: 'Create a business' });
      await form.getByLabel('Business name').fill(`Atelier Maes ${suffix}`);
      await form.getByRole('radio', { name: /^Basic/ }).check();
      await expectAccessible(page);
      await shots(page, `${engine.env.DATABASE_URL ? 'pg-' : ''}account-businesses`);
      await form.getByRole('button', { name: 'Create business' }).click();
      await expect(page).not.toHaveURL(new RegExp(merchant.businessId));
      await expect(page).toHaveURL(/\/dashboard\/biz_[0-9a-z]+$/);
      await expect(page.getByRole('heading', { name: `Atelier Maes ${suffix}`, level: 1 })).toBeVisible();
      // Its owner, on the Basic plan: Team and Plan are theirs, no website sections.
      const nav = page.getByRole('navigation', { name: 'Dashboard' });
      await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Page builder' })).toHaveCount(0);
      await page.getByRole('button', { name: /switch business/ }).click();
      const businesses = page.getByRole('navigation', { name: 'Your businesses' });
      await expect(businesses.getByRole('link')).toHaveCount(2);
      await businesses.getByRole('link', { name: new RegExp(merchant.name) }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/${merchant.businessId}$`));
      await context.close();
    });
  });
}
