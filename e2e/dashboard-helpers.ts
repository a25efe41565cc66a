// Shared by the dashboard specs: the operator CLI against the e2e server's data dir, signing in through the
// real form, and axe-core on a page (no serious or critical violation).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

const run = promisify(execFile);

export async function vitrine(...args: string[]): Promise<any> {
  const env: NodeJS.ProcessEnv = { ...process.env, VITRINE_DATA_DIR: process.env.VITRINE_E2E_DATA_DIR! };
  delete env.DATABASE_URL;
  const { stdout } = await run('npx', ['tsx', 'scripts/vitrine.ts', ...args, '--json'], { env, cwd: process.cwd() });
  return JSON.parse(stdout);
}

export type Demo = {
  businessId: string;
  sandboxId: string;
  slug: string;
  keys: { live: string; test: string };
  login: { email: string; password: string };
};

export const seedDemo = () => vitrine('demo') as Promise<Demo>;

/** A new business with its own dashboard user; `plan` basic or shop. */
export async function newMerchant(name: string, plan: 'basic' | 'shop') {
  const business = await vitrine('business', 'create', '--name', name, '--plan', plan);
  const email = `owner-${business.slug}@example.be`;
  const password = 'correct-horse-battery';
  await vitrine('user', 'create', '--email', email, '--password', password, '--business', business.id);
  return { businessId: business.id as string, slug: business.slug as string, email, password };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard\/biz_/);
}

/** axe-core (WCAG 2 A/AA rules) on the page as it is: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(bad, `axe violations on ${page.url()}`).toEqual([]);
}

export const screenshot = (page: Page, name: string) => page.screenshot({ path: `e2e/artifacts/dashboard-${name}.png`, fullPage: true });

/** Publish… → Publish: the draft goes live. */
export async function publishDraft(page: Page) {
  // The pages sheet is modal: the bar behind it is out of reach while it is open.
  const closePages = page.getByRole('button', { name: 'Close pages' });
  if (await closePages.isVisible()) {
    await closePages.click();
    await expect(closePages).toBeHidden();
  }
  await page.getByRole('button', { name: 'Publish…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish your changes' });
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('draft-state')).toHaveText('No unpublished changes');
}
