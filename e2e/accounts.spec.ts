// Accounts in a browser (README: Accounts): sign up from the landing page, confirm the address with the link
// the SMTP server received, sessions on two browsers and "Sign out everywhere", a password reset through its
// e-mailed link; and, on the run's server without SMTP_URL, the link waiting on the Messages page.
import { type Browser, type Page, expect, test } from '@playwright/test';
import { parseMail, startSmtpServer, type TestSmtp } from '../lib/testing/smtp';
import { expectAccessible } from './dashboard-helpers';
import { type OwnServer, startOwnServer } from './own-server';

const SHOTS = 'e2e/artifacts';
const PASSWORD = 'violet tractor orbits 42 quietly';
const NEW_PASSWORD = 'copper lantern drifts 7 seas';

let smtp: TestSmtp;
let server: OwnServer;
const email = `anna-${Date.now()}@example.be`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpServer();
  server = await startOwnServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Vitrine <no-reply@vitrine.test>' });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

async function shots(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/accounts-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** The link in the newest message with `subject` to `to`, once the SMTP server has it. */
async function mailedLink(to: string, subject: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        for (const message of [...smtp.accepted].reverse()) {
          if (!message.to.includes(to)) continue;
          const parsed = await parseMail(message.raw);
          if (parsed.subject !== subject) continue;
          link = parsed.text?.match(new RegExp(`https?://\\S+${path}\\?token=[0-9A-Za-z]{43}`))?.[0] ?? '';
          if (link) return link;
        }
        return '';
      },
      { timeout: 30_000, message: `"${subject}" at the SMTP server` },
    )
    .not.toBe('');
  return link;
}

async function signInAt(page: Page, origin: string, address: string, password: string) {
  await page.goto(`${origin}/sign-in`);
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign up from the landing page, confirm the address from the e-mail', async ({ page }) => {
  await page.goto(`${server.origin}/`);
  await page.getByRole('link', { name: 'Create your shop' }).click();
  await expect(page).toHaveURL(`${server.origin}/sign-up`);
  await expect(page.getByRole('heading', { name: 'Create your Vitrine account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Your name').fill('Anna Peeters');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('bakkerij peeters');
  await page.getByLabel('Business name').fill('Bakkerij Peeters');
  // The live hint counts the business's own name as an easy guess.
  await expect(page.getByText(/personal or page related data/)).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await expect(page.getByText(/^(Strong|Very strong)\./)).toBeVisible();
  await page.getByRole('radio', { name: /^Basic/ }).check();
  await page.getByRole('radio', { name: /^Shop/ }).check();
  await shots(page, 'sign-up');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/biz_/);
  const banner = page.getByRole('region', { name: 'E-mail address not confirmed' });
  await expect(banner).toContainText(`Confirm your e-mail address to publish your shop. We sent a link to ${email}.`);
  await expect(banner).not.toContainText('No e-mail server');
  await expectAccessible(page);
  await shots(page, 'banner');

  const link = await mailedLink(email, 'Confirm your e-mail address', '/verify-email');
  expect(link.startsWith(server.origin)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'Confirm my e-mail address' })).toBeVisible();
  await expectAccessible(page);
  await shots(page, 'verify');
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await shots(page, 'verified');
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/biz_/);
  await expect(page.getByRole('region', { name: 'E-mail address not confirmed' })).toHaveCount(0);
  // The same link again: refused, with a way to a new one.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
});

test('the account page lists the sessions with their devices; one ended from here, then sign out everywhere', async ({ page, browser }) => {
  await signInAt(page, server.origin, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/biz_/);
  const other = await secondBrowser(browser, IPHONE);
  const third = await secondBrowser(browser, FIREFOX);
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await expect(page.getByText('Verified')).toBeVisible();
  // The sessions table (phones get the same rows as cards: only the visible ones count).
  await expect(page.getByText('This device').filter({ visible: true })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Sign out Safari on iPhone/ }).filter({ visible: true })).toHaveCount(1);
  await expectAccessible(page);
  await shots(page, 'account');
  // One session ended from here: that browser is signed out, the others stay.
  await page.getByRole('button', { name: /^Sign out Firefox on Linux/ }).filter({ visible: true }).click();
  await expect(page.getByRole('button', { name: /^Sign out Firefox on Linux/ })).toHaveCount(0);
  await third.page.reload();
  await expect(third.page).toHaveURL(/\/sign-in/);
  await other.page.reload();
  await expect(other.page).toHaveURL(/\/dashboard\/biz_/);
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(`${server.origin}/sign-in`);
  await other.page.reload();
  await expect(other.page).toHaveURL(/\/sign-in/);
  await Promise.all([other.context.close(), third.context.close()]);
});

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Another browser signed in as the person, with the User-Agent of another device. */
async function secondBrowser(browser: Browser, userAgent: string) {
  const context = await browser.newContext({ userAgent });
  const page = await context.newPage();
  await signInAt(page, server.origin, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/biz_/);
  return { context, page };
}

test('forgot password: the e-mailed link sets a new one and signs in; the old one no longer works', async ({ page }) => {
  await page.goto(`${server.origin}/sign-in`);
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(`${server.origin}/forgot-password`);
  await expectAccessible(page);
  await shots(page, 'forgot');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await shots(page, 'forgot-sent');

  const link = await mailedLink(email, 'Reset your Vitrine password', '/reset-password');
  await page.goto(link);
  await expectAccessible(page);
  await shots(page, 'reset');
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/dashboard\/biz_/);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await signInAt(page, server.origin, email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'incorrect' })).toBeVisible();
  await signInAt(page, server.origin, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/biz_/);
});

test('without SMTP_URL the banner says so and the link waits on the Messages page', async ({ page }) => {
  const address = `ben-${Date.now()}@example.be`;
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByLabel('Business name').fill('Fietsen Ben');
  await page.getByRole('radio', { name: /^Basic/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard\/biz_/);
  const banner = page.getByRole('region', { name: 'E-mail address not confirmed' });
  await expect(banner).toContainText('No e-mail server is set up (SMTP_URL)');
  await shots(page, 'banner-no-smtp');
  await banner.getByRole('link', { name: 'Messages page' }).click();
  await expect(page.getByText('Confirm your e-mail address').first()).toBeVisible();
});
