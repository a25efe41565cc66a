// The team end to end, on a server of its own with an SMTP server: an owner (made with the CLI) invites a staff
// member; the link comes by e-mail; in another browser the invitee creates their account and joins; staff see
// only their sections, no Finalize on a draft invoice, and /keys sends them to the overview; the owner makes them
// manager and their navigation grows; a user of two businesses switches between them; the plan changes.
import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { parseMail, startSmtpServer, type TestSmtp } from '../lib/testing/smtp';
import { expectAccessible } from './dashboard-helpers';
import { type OwnServer, startOwnServer } from './own-server';

test.describe.configure({ mode: 'serial' });

let smtp: TestSmtp;
let server: OwnServer;
let businessId: string;
let otherBusinessId: string;
const owner = { email: 'owner-team@example.be', password: 'correct-horse-battery' };
const staffEmail = 'sam-staff@example.be';
let inviteLink: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpServer();
  server = await startOwnServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Vitrine <no-reply@example.be>' });
  businessId = (await server.vitrine('business', 'create', '--name', 'Atelier Lumière', '--plan', 'shop')).id;
  otherBusinessId = (await server.vitrine('business', 'create', '--name', 'Bakkerij Noord', '--plan', 'basic')).id;
  await server.vitrine('user', 'create', '--email', owner.email, '--password', owner.password, '--business', businessId);
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

async function context(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL: server.origin, viewport: { width: 1366, height: 900 } });
}

async function signIn(page: Page, email: string, password: string, next?: string) {
  await page.goto(next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
}

/** Full-page screenshots at 1366 and 390 px wide. */
async function shots(page: Page, name: string) {
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `e2e/artifacts/team-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const navItems = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allTextContents();

test('an owner invites a staff member, who gets the link by e-mail', async ({ browser }) => {
  const ctx = await context(browser);
  const page = await ctx.newPage();
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${businessId}`));
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(owner.email) })).toContainText('Owner');
  await expectAccessible(page);
  await shots(page, 'page');

  await page.getByRole('button', { name: 'Invite someone' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(staffEmail);
  await dialog.getByRole('radio', { name: /Staff/ }).check();
  await expectAccessible(page);
  await shots(page, 'invite-dialog');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByRole('heading', { name: `Invitation sent to ${staffEmail}` })).toBeVisible();
  const shown = await dialog.getByLabel('Invitation link').inputValue();
  expect(shown).toMatch(/\/invitations\/[0-9A-Za-z]{43}$/);
  await shots(page, 'invite-sent');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.locator(`[data-invitation="${staffEmail}"]`)).toContainText('Staff');

  await expect.poll(() => smtp.accepted.length, { timeout: 20_000 }).toBeGreaterThan(0);
  const mail = await parseMail(smtp.accepted.at(-1)!.raw);
  expect(mail.subject).toBe(`${owner.email} invited you to Atelier Lumière on Vitrine`);
  inviteLink = mail.text!.match(/https?:\/\/\S+\/invitations\/[0-9A-Za-z]{43}/)![0];
  expect(inviteLink).toBe(shown);
  await ctx.close();
});

test('the invitee creates their account and joins; staff see only their sections', async ({ browser }) => {
  const ctx = await context(browser);
  const page = await ctx.newPage();
  await page.goto(inviteLink);
  await expect(page.getByRole('heading', { name: 'Join Atelier Lumière' })).toBeVisible();
  await expect(page.getByText('invited')).toContainText(staffEmail);
  await expectAccessible(page);
  await shots(page, 'accept-new-account');
  await page.getByLabel('Your name').fill('Sam');
  await page.getByLabel('Password', { exact: true }).fill('maple-ferry-quartz-51');
  await page.getByRole('button', { name: 'Create account and join Atelier Lumière' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${businessId}$`));

  expect(await navItems(page)).toEqual(['Overview', 'Orders', 'Sales', 'Customers', 'Loyalty', 'Invoices', 'Products', 'Categories', 'Media']);
  await shots(page, 'staff-nav');

  // A draft invoice: staff may work on it, not finalize it.
  const created = await page.request.post(`/api/dashboard/businesses/${businessId}/invoices`, {
    data: { buyerName: 'Client SA', items: [{ description: 'Framing', quantity: 1, unitPrice: 40 }] },
    headers: { origin: server.origin },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/dashboard/${businessId}/invoices/${(await created.json()).id}`);
  await expect(page.getByRole('region', { name: 'Actions' })).toContainText('A manager or an owner finalizes this draft');
  await expect(page.getByRole('button', { name: /Finalize/ })).toHaveCount(0);
  await shots(page, 'staff-invoice');

  await page.goto(`/dashboard/${businessId}/keys`);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${businessId}\\?denied=keys$`));

  // The link is spent.
  await page.goto(inviteLink);
  await expect(page.getByRole('heading', { name: 'This invitation has already been used' })).toBeVisible();
  await shots(page, 'accept-used');
  await ctx.close();
});

test('accept page: someone else signed in, an existing account, an unknown link', async ({ browser }) => {
  const ownerCtx = await context(browser);
  const ownerPage = await ownerCtx.newPage();
  await signIn(ownerPage, owner.email, owner.password);
  await ownerPage.goto(`/dashboard/${businessId}/team`);
  await ownerPage.getByRole('button', { name: 'Invite someone' }).first().click();
  const dialog = ownerPage.getByRole('dialog');
  await dialog.getByLabel('Email').fill('someone-else@example.be');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  const link = await dialog.getByLabel('Invitation link').inputValue();

  // The owner opens it: signed in as another address.
  await ownerPage.goto(link);
  await expect(ownerPage.getByText(`You are signed in as ${owner.email}`)).toBeVisible();
  await expectAccessible(ownerPage);
  await shots(ownerPage, 'accept-wrong-account');

  // The owner invited to another business, signed out: sign in to accept, and back to the link.
  await server.vitrine('user', 'create', '--email', 'second-owner@example.be', '--password', 'correct-horse-battery', '--business', otherBusinessId);
  const secondCtx = await context(browser);
  const second = await secondCtx.newPage();
  await signIn(second, 'second-owner@example.be', 'correct-horse-battery');
  await second.goto(`/dashboard/${otherBusinessId}/team`);
  await second.getByRole('button', { name: 'Invite someone' }).first().click();
  await second.getByRole('dialog').getByLabel('Email').fill(owner.email);
  await second.getByRole('dialog').getByRole('radio', { name: /Manager/ }).check();
  await second.getByRole('dialog').getByRole('button', { name: 'Send invitation' }).click();
  const ownerInvite = await second.getByRole('dialog').getByLabel('Invitation link').inputValue();
  const fresh = await context(browser);
  const visitor = await fresh.newPage();
  await visitor.goto(ownerInvite);
  await expect(visitor.getByRole('link', { name: 'Sign in to accept' })).toBeVisible();
  await shots(visitor, 'accept-sign-in');
  await visitor.getByRole('link', { name: 'Sign in to accept' }).click();
  await visitor.getByLabel('Email').fill(owner.email);
  await visitor.getByLabel('Password').fill(owner.password);
  await visitor.getByRole('button', { name: 'Sign in' }).click();
  await expect(visitor).toHaveURL(ownerInvite);
  await visitor.getByRole('button', { name: 'Join Bakkerij Noord' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/dashboard/${otherBusinessId}$`));

  await visitor.goto('/invitations/notARealTokenAtAll');
  await expect(visitor.getByRole('heading', { name: 'This invitation link is not valid' })).toBeVisible();
  await expectAccessible(visitor);
  await shots(visitor, 'accept-invalid');
  await Promise.all([ownerCtx.close(), secondCtx.close(), fresh.close()]);
});

test('the owner makes the staff member manager; a member of two businesses switches; the plan changes', async ({ browser }) => {
  const ownerCtx = await context(browser);
  const page = await ownerCtx.newPage();
  await signIn(page, owner.email, owner.password);
  await page.goto(`/dashboard/${businessId}/team`);
  await page.getByLabel('Role of Sam').selectOption('manager');
  await expect(page.getByText('Sam is now manager.', { exact: true })).toBeVisible();

  const staffCtx = await context(browser);
  const staff = await staffCtx.newPage();
  await signIn(staff, staffEmail, 'maple-ferry-quartz-51');
  await expect(staff).toHaveURL(new RegExp(`/dashboard/${businessId}`));
  expect(await navItems(staff)).toEqual(expect.arrayContaining(['Reports', 'Business', 'Messages', 'Page builder']));
  expect(await navItems(staff)).not.toContain('Team');
  await staffCtx.close();

  // The owner belongs to two businesses now (owner here, manager at Bakkerij Noord).
  const switcher = page.getByRole('button', { name: /Atelier Lumière.*switch business/ });
  await switcher.click();
  const menu = page.getByRole('navigation', { name: 'Your businesses' });
  await expect(menu.getByRole('link', { name: /Bakkerij Noord/ })).toContainText('Manager');
  await expectAccessible(page);
  await shots(page, 'switcher');
  await page.keyboard.press('Escape');
  await expect(switcher).toBeFocused();
  await switcher.press('Enter');
  await menu.getByRole('link', { name: /Bakkerij Noord/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${otherBusinessId}$`));
  expect(await navItems(page)).not.toContain('Plan');

  await page.goto(`/dashboard/${businessId}/plan`);
  await expect(page.getByRole('region', { name: 'Shop' })).toContainText('Current plan');
  await expectAccessible(page);
  await shots(page, 'plan');
  await page.getByRole('button', { name: 'Switch to Basic' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('go offline');
  await shots(page, 'plan-confirm');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Switch to Basic' }).click();
  await expect(page.getByRole('region', { name: 'Basic' })).toContainText('Current plan');
  await expect(page.getByText('Basic plan', { exact: true })).toBeVisible();
  await ownerCtx.close();
});
