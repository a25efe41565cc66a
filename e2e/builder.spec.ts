// The visual page builder, as a merchant uses it: a new page with a hero, a product grid and an FAQ; settings
// edited (an invalid value refused next to its field); reordered by keyboard and by drag; undo and redo; saved
// to the draft, published and seen on the storefront host in that order; taken offline and put online; a CODE
// page; a theme applied to the draft after its plan; and the canvas frame proven unable to reach the
// dashboard's cookies or DOM. (Drafts, preview links and versions in depth: builder-drafts.spec.ts.)
import { type Page, expect, test } from '@playwright/test';
import { type Demo, expectAccessible, newMerchant, publishDraft, screenshot, seedDemo, signIn } from './dashboard-helpers';

const port = Number(process.env.E2E_PORT ?? 3100);
let demo: Demo;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(120_000); // seeding 90 days of sales takes a while on a busy machine
  demo = await seedDemo();
});

const outlineLabels = (page: Page) => page.getByTestId('outline-row').locator('button[aria-pressed] > span:first-child').allTextContents();
const expectOrder = async (page: Page, labels: string[]) => expect.poll(async () => (await outlineLabels(page)).map((l) => l.replace(/fix$/, '').trim())).toEqual(labels);

async function addBlock(page: Page, label: string) {
  await page.getByRole('button', { name: '+ Add block' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a block' });
  await dialog.getByRole('button', { name: new RegExp(`^${label}`) }).click();
  await expect(dialog).toBeHidden();
}

test('compose a page from blocks, reorder, undo/redo, save, publish and see it on the storefront', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page, demo.login.email, demo.login.password);
  await page.getByRole('link', { name: 'Page builder' }).click();
  await page.getByRole('button', { name: /^Page / }).click(); // the pages sheet
  await expect(page.getByRole('heading', { name: /^Pages \(\d+\)$/ })).toBeVisible();
  await expect(page.getByTestId('publish-state')).toHaveText('Online');

  // A new BLOCKS page (in the draft: the public API does not see it before it is published).
  await page.getByRole('button', { name: 'New page' }).click();
  const create = page.getByRole('dialog', { name: 'New page' });
  await create.getByLabel('Title').fill('Nos spécialités');
  await expect(create.getByLabel('Address (slug)')).toHaveValue('nos-specialites');
  await create.getByRole('button', { name: 'Create page' }).click();
  await expect(page).toHaveURL(/builder\?page=page_/);
  const pageId = new URL(page.url()).searchParams.get('page')!;
  await expect(page.getByRole('heading', { name: 'Blocks (0)' })).toBeVisible();

  await addBlock(page, 'Hero');
  await addBlock(page, 'Product grid');
  await addBlock(page, 'FAQ');
  await expectOrder(page, ['Hero', 'Product grid', 'FAQ']);
  const canvas = page.frameLocator('[data-testid="builder-canvas"]');
  await expect(canvas.locator('[data-vt-block]')).toHaveCount(3);

  // Edit the hero: the canvas follows as we type, without reloading the frame.
  await page.getByTestId('outline-row').first().locator('button[aria-pressed]').click();
  await expect(page.getByRole('heading', { name: 'Hero', exact: true })).toBeVisible();
  await canvas.locator('body').evaluate((body) => ((body as unknown as { dataset: DOMStringMap }).dataset.marker = 'same-document'));
  await page.getByLabel('Title', { exact: true }).fill('Nos spécialités de saison');
  await expect(canvas.locator('h1')).toHaveText('Nos spécialités de saison');
  await expect(canvas.locator('body')).toHaveAttribute('data-marker', 'same-document');

  // An invalid value is refused with a message next to its field, and saving is refused.
  await page.getByLabel('Button text', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByText('Some blocks have invalid settings').first()).toBeVisible();
  await expect(page.getByLabel('Button text', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, 'builder-invalid');
  const unsaved = await request.get(`/api/v1/public/site/pages/${pageId}`, { headers: { Authorization: `Bearer ${demo.keys.live}` } });
  expect(unsaved.status()).toBe(404);
  await page.getByLabel('Button text', { exact: true }).fill('Commander');
  await expect(page.getByLabel('Button text', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  // Let the canvas show that edit first: a click during its re-render could land on a block that moves.
  await expect(canvas.locator('[data-vt-block="0"]')).toContainText('Commander');

  // Select the FAQ by clicking it in the canvas.
  await canvas.locator('[data-vt-block="2"]').click({ position: { x: 20, y: 20 } });
  await expect(page.getByRole('heading', { name: 'FAQ', exact: true })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Questions fréquentes');
  await expect(canvas.locator('[data-vt-block="2"] h2')).toHaveText('Questions fréquentes');

  // Reorder by keyboard: lift the FAQ, move it up once, drop it.
  const handle = (label: string) => page.getByRole('button', { name: new RegExp(`^Drag to reorder: ${label}`) });
  await handle('FAQ').focus();
  await page.keyboard.press('Space');
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(live).toHaveText('FAQ is now at position 3 of 3.');
  await page.keyboard.press('ArrowUp');
  await expect(live).toHaveText('FAQ is now at position 2 of 3.');
  await page.keyboard.press('Space');
  await expectOrder(page, ['Hero', 'FAQ', 'Product grid']);

  // Reorder by drag: the hero below the product grid.
  const from = (await handle('Hero').boundingBox())!;
  const to = (await handle('Product grid').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 12, { steps: 12 });
  await page.mouse.up();
  await expectOrder(page, ['FAQ', 'Product grid', 'Hero']);
  await screenshot(page, 'builder-reordered');

  // Undo the drag, redo it.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expectOrder(page, ['Hero', 'FAQ', 'Product grid']);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expectOrder(page, ['FAQ', 'Product grid', 'Hero']);
  // Then the keyboard buttons: the hero back to the top.
  await page.getByRole('button', { name: 'Move Hero up' }).click();
  await page.getByRole('button', { name: 'Move Hero up' }).click();
  await expectOrder(page, ['Hero', 'FAQ', 'Product grid']);

  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Draft saved');
  await screenshot(page, 'builder-saved');

  // Published, the builder's page reads back through the public API exactly as saved.
  await expect(page.getByTestId('draft-state')).toHaveText(/^Draft saved · \d+ unpublished changes?$/);
  await publishDraft(page);
  const saved = await (await request.get(`/api/v1/public/site/pages/${pageId}`, { headers: { Authorization: `Bearer ${demo.keys.live}` } })).json();
  expect(saved.blocks.map((b: { type: string }) => b.type)).toEqual(['shop-hero', 'faq', 'product-grid']);
  expect(saved.blocks[0].config).toMatchObject({ title: 'Nos spécialités de saison', ctaText: 'Commander' });
  expect(saved.blocks[1].config.title).toBe('Questions fréquentes');

  // Take offline (confirmed) → the storefront answers 404; put online → the page is there, blocks in order.
  const storefront = `http://maison-lemaire.localhost:${port}/nos-specialites`;
  await page.getByRole('button', { name: 'Take offline' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Take offline' }).click();
  await expect(page.getByTestId('publish-state')).toHaveText('Offline');
  const shopper = await page.context().newPage();
  expect((await shopper.goto(storefront))!.status()).toBe(404);
  await page.getByRole('button', { name: 'Put online' }).click();
  await expect(page.getByTestId('publish-state')).toHaveText('Online');
  expect((await shopper.goto(storefront))!.status()).toBe(200);
  await expect(shopper.locator('h1')).toHaveText('Nos spécialités de saison');
  const headings = await shopper.locator('main h1, main h2').allTextContents();
  const faqAt = headings.indexOf('Questions fréquentes');
  expect(faqAt).toBeGreaterThan(headings.indexOf('Nos spécialités de saison'));
  expect(await shopper.locator('main').innerHTML()).toMatch(/Questions fréquentes[\s\S]*(€|EUR)/); // the grid (prices) after the FAQ
  await screenshot(shopper, 'builder-storefront');
  await shopper.close();
});

test('a page written through the API opens in the builder as written, and saves back identically', async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${demo.keys.live}` };
  const blocks = [
    { type: 'heading', order: 0, config: { text: 'Écrit par l’API', level: 'h2' } },
    { type: 'rich-text', order: 1, config: { html: '<p>Du <strong>pain</strong> tous les jours.</p>' } },
  ];
  const created = await request.post('/api/v1/public/site/pages', { headers: auth, data: { title: 'Par l’API', slug: 'par-api', blocks } });
  expect(created.status()).toBe(201);
  const apiPage = await created.json();

  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/builder?page=${apiPage.id}`);
  await expectOrder(page, ['Heading', 'Text']);
  await expect(page.frameLocator('[data-testid="builder-canvas"]').locator('[data-vt-block="0"]')).toContainText('Écrit par l’API');
  await expect(page.getByTestId('save-state')).toHaveText('Draft saved');

  // Move, then move back: nothing to save; move once and save: the API reads the new order, configs untouched.
  await page.getByRole('button', { name: 'Move Text up' }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
  await page.getByRole('button', { name: 'Move Text down' }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Draft saved');
  await page.getByRole('button', { name: 'Move Text up' }).click();
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Draft saved');
  await publishDraft(page);
  const after = await (await request.get(`/api/v1/public/site/pages/${apiPage.id}`, { headers: auth })).json();
  expect(after.blocks).toEqual([
    { ...apiPage.blocks[1], order: 0 },
    { ...apiPage.blocks[0], order: 1 },
  ]);
});

test('duplicate, remove, preview widths, and the unsaved-changes guard when switching pages', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/builder`);
  const rows = page.getByTestId('outline-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  const firstLabel = (await rows.first().locator('button[aria-pressed] > span:first-child').textContent())!.trim();

  await page.getByRole('button', { name: `Duplicate ${firstLabel}` }).first().click();
  await expect(rows).toHaveCount(count + 1);
  await page.getByRole('button', { name: `Remove ${firstLabel}` }).nth(1).click();
  await expect(rows).toHaveCount(count);
  await page.getByRole('button', { name: `Remove ${firstLabel}` }).first().click();
  await expect(rows).toHaveCount(count - 1);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rows).toHaveCount(count);

  const frame = page.getByTestId('builder-canvas');
  await page.getByRole('radio', { name: 'mobile' }).click();
  await expect.poll(async () => (await frame.boundingBox())!.width).toBeLessThan(400);
  await screenshot(page, 'builder-mobile');
  await page.getByRole('radio', { name: 'desktop' }).click();

  // A change, then another page: the editor asks before discarding it.
  await page.getByRole('button', { name: `Duplicate ${firstLabel}` }).first().click();
  await expect(page.getByTestId('save-state')).toHaveText('Unsaved changes');
  await page.getByRole('button', { name: /^Page / }).click(); // the pages sheet
  await page.getByRole('region', { name: /^Pages \(/ }).getByRole('button', { name: /^Contact/ }).click();
  const guard = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(guard).toBeVisible();
  await guard.getByRole('button', { name: 'Cancel' }).click();
  await expect(rows).toHaveCount(count + 1);
  await page.getByRole('region', { name: /^Pages \(/ }).getByRole('button', { name: /^Contact/ }).click();
  await guard.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(/builder\?page=page_/);
  await expect(page.getByTestId('save-state')).toHaveText('Draft saved');
});

test('page settings (rename, slug, navigation) and delete with confirmation, by keyboard; the palette is accessible', async ({ page, request }) => {
  const auth = { Authorization: `Bearer ${demo.keys.live}` };
  const made = await (await request.post('/api/v1/public/site/pages', { headers: auth, data: { title: 'Brouillon', slug: 'brouillon' } })).json();
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/builder?page=${made.id}`);
  await page.getByRole('button', { name: /^Page / }).click(); // the pages sheet
  const pages = page.getByRole('region', { name: /^Pages \(/ });

  // Everything by keyboard: focus the settings button, Enter, edit, submit with Enter.
  await pages.getByRole('button', { name: 'Settings of Brouillon' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Settings of “Brouillon”' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Title').fill('Nos horaires');
  await dialog.getByLabel('Address (slug)').fill('Horaires!');
  await dialog.getByRole('button', { name: 'Save settings' }).click();
  await expect(dialog.getByText('Lowercase letters, digits and dashes (not at the ends)')).toBeVisible();
  await dialog.getByLabel('Address (slug)').fill('horaires');
  await dialog.getByRole('checkbox', { name: 'Show in navigation' }).press('Space');
  await dialog.getByLabel('Navigation order').fill('7');
  await dialog.getByLabel('Navigation order').press('Enter');
  await expect(dialog).toBeHidden();
  await expect(pages.getByRole('button', { name: 'Settings of Nos horaires' })).toBeVisible();
  // In the draft: live once published.
  expect(await (await request.get(`/api/v1/public/site/pages/${made.id}`, { headers: auth })).json()).toMatchObject({ title: 'Brouillon' });
  await publishDraft(page);
  const renamed = await (await request.get(`/api/v1/public/site/pages/${made.id}`, { headers: auth })).json();
  expect(renamed).toMatchObject({ title: 'Nos horaires', slug: 'horaires', showInNav: false, navOrder: 7 });

  // The palette dialog passes axe and is reachable by keyboard.
  await page.getByRole('button', { name: '+ Add block' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Add a block' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'builder-palette');
  await page.keyboard.press('Escape');

  // Delete, with confirmation: Cancel keeps it, Delete removes it.
  await page.getByRole('button', { name: /^Page / }).click(); // the pages sheet
  await pages.getByRole('button', { name: 'Delete Nos horaires' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete “Nos horaires”?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect((await request.get(`/api/v1/public/site/pages/${made.id}`, { headers: auth })).status()).toBe(200);
  await pages.getByRole('button', { name: 'Delete Nos horaires' }).click();
  await confirm.getByRole('button', { name: 'Delete page' }).click();
  // While the confirmation is open the list behind it is hidden from the accessibility tree: wait for the
  // dialog to close (it closes only once the server has deleted the page) before counting the rows.
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Page “Nos horaires” deleted', { exact: true })).toBeVisible(); // the toast, not its live-region copy
  await expect(pages.getByRole('button', { name: 'Delete Nos horaires' })).toHaveCount(0);
  expect((await request.get(`/api/v1/public/site/pages/${made.id}`, { headers: auth })).status()).toBe(200);
  await publishDraft(page);
  expect((await request.get(`/api/v1/public/site/pages/${made.id}`, { headers: auth })).status()).toBe(404);
});

test('a CODE page edited with the code editor shows its HTML on the storefront', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/builder`);
  await page.getByRole('button', { name: /^Page / }).click(); // the pages sheet
  await page.getByRole('button', { name: 'New page' }).click();
  const create = page.getByRole('dialog', { name: 'New page' });
  await create.getByLabel('Title').fill('Atelier');
  await create.getByLabel('Page type').selectOption('CODE');
  await create.getByRole('button', { name: 'Create page' }).click();
  const editor = page.locator('.cm-content');
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await editor.pressSequentially('<main><h1 id="atelier">Visitez notre atelier</h1></main>');
  await expect(page.frameLocator('[data-testid="code-preview"]').locator('#atelier')).toHaveText('Visitez notre atelier');
  await page.getByRole('button', { name: 'Save draft', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Draft saved');
  await screenshot(page, 'builder-code-page');
  await publishDraft(page);
  const shopper = await page.context().newPage();
  await shopper.goto(`http://maison-lemaire.localhost:${port}/atelier`);
  await expect(shopper.locator('#atelier')).toHaveText('Visitez notre atelier');
  await shopper.close();
});

test('the canvas frame cannot read the dashboard’s cookies or DOM', async ({ page }) => {
  await signIn(page, demo.login.email, demo.login.password);
  await page.goto(`/dashboard/${demo.businessId}/builder`);
  const iframe = page.getByTestId('builder-canvas');
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts');
  expect(new URL((await iframe.getAttribute('src'))!).host).toBe(`maison-lemaire.localhost:${port}`);
  await expect(page.frameLocator('[data-testid="builder-canvas"]').locator('[data-vt-block]').first()).toBeVisible();
  const frame = page.frames().find((f) => f.url().includes('/__vitrine/preview'))!;
  const probe = await frame.evaluate(() => {
    const attempt = (read: () => unknown) => {
      try {
        return `read:${String(read())}`;
      } catch (error) {
        return `blocked:${(error as Error).name}`;
      }
    };
    return {
      origin: window.origin,
      cookie: attempt(() => document.cookie),
      parentDom: attempt(() => window.parent.document.title),
      parentStorage: attempt(() => window.parent.localStorage.length),
    };
  });
  expect(probe.origin).toBe('null'); // opaque origin: sandboxed without allow-same-origin
  expect(probe.cookie).toMatch(/^blocked:/);
  expect(probe.parentDom).toMatch(/^blocked:/);
  expect(probe.parentStorage).toMatch(/^blocked:/);
  // Without a valid grant, the canvas document does not exist.
  const bare = await page.request.get(`http://127.0.0.1:${port}/__vitrine/preview?token=nope`, { headers: { Host: `maison-lemaire.localhost:${port}` } });
  expect(bare.status()).toBe(404);
});

test('themes: the gallery shows what a theme creates and keeps, then applies it to the draft', async ({ page, request }) => {
  const merchant = await newMerchant('Boulangerie Verhaegen', 'shop');
  await signIn(page, merchant.email, merchant.password);
  await page.goto(`/dashboard/${merchant.businessId}/builder`);
  await expect(page.getByText('Your site has no pages yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Themes' }).click();
  await expectAccessible(page);
  await screenshot(page, 'builder-themes');

  await page.getByRole('button', { name: 'Apply the Fournil theme' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('theme-creates').locator('li')).not.toHaveCount(0);
  const creates = await dialog.getByTestId('theme-creates').locator('li').count();
  await screenshot(page, 'builder-theme-plan');
  await dialog.getByRole('button', { name: 'Apply to draft' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Pages' }).click();
  await page.getByRole('button', { name: /^Page / }).click(); // the pages sheet
  await expect(page.getByRole('heading', { name: `Pages (${creates})` })).toBeVisible();
  await page.getByRole('button', { name: 'Close pages' }).click();
  await expect(page.getByTestId('draft-state')).toHaveText(`Draft saved · ${creates + 1} unpublished changes`); // the pages and the settings

  // The same theme again: every page already exists, so all are kept.
  await page.getByRole('tab', { name: 'Themes' }).click();
  await page.getByRole('button', { name: 'Apply the Fournil theme' }).click();
  await expect(dialog.getByTestId('theme-skips').locator('li')).toHaveCount(creates);
  await expect(dialog.getByText('None: your site already has every page of this theme.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
