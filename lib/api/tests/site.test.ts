// The website builder through HTTP: the site (branding, source, tokens, publishing), pages and their blocks,
// the block catalogue, the themes and apply-theme; scopes, entitlement, tenancy and the sandbox twin.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blockTypes, validateBlock } from '../../../blocks/catalog';
import { DEFAULT_TOKENS, FONT_STACKS, contrastRatio, readableOn, themeTokensSchema } from '../../../blocks/tokens';
import { getDb } from '../../db/client';
import { sites } from '../../db/schema';
import { setBusinessPlan } from '../../domain/businesses/businesses';
import { validateBlocks } from '../../domain/site/pages';
import { listThemes } from '../../domain/site/themes';
import { call, makeKey, setup } from '../../testing/api';

const RW = ['site:read', 'site:write'];
const KIB = 1024;

const paths = (res: { body: { error: { details: { path: string }[] } } }) => res.body.error.details.map((d) => d.path);

const hero = (order: number, title = 'Du bon pain, tous les jours') => ({
  type: 'shop-hero',
  order,
  config: { title, ctaText: 'Commander', ctaLink: '/boutique' },
});
const grid = (order: number, config: Record<string, unknown> = {}) => ({ type: 'product-grid', order, config: { title: 'Nos pains', ...config } });

describe('GET /public/site', () => {
  it('exists from the business’s creation, unpublished, with its URL and every token', async () => {
    const { business, key } = await setup(RW);
    const res = await call('GET', '/public/site', { key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: expect.stringMatching(/^site_[0-9a-z]{26}$/),
      slug: business.slug,
      url: `http://${business.slug}.localhost:3000/`,
      isEnabled: false,
      publishedAt: null,
      themeKey: null,
      customCss: '',
      customJs: '',
      customHeadHtml: '',
      logoUrl: null,
      seoTitle: null,
    });
    expect(themeTokensSchema.safeParse(res.body.tokens).success).toBe(true);
    expect(res.body.tokens.colorPrimary).toBe(res.body.primaryColor);
    expect(res.body.tokens.fontBody).toBe(res.body.fontFamily);
    expect(Object.keys(FONT_STACKS)).toContain(res.body.fontFamily);
  });

  it('creates the site lazily if a business somehow has none', async () => {
    const { business, key } = await setup(RW);
    await (await getDb()).delete(sites).where(eq(sites.businessId, business.id));
    const res = await call('GET', '/public/site', { key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ slug: business.slug, isEnabled: false });
    expect((await call('PATCH', '/public/site', { key, body: { isEnabled: true } })).body.id).toBe(res.body.id);
  });

  it('gives a test key the sandbox twin’s own site, at <slug>--test', async () => {
    const { business, key } = await setup(RW);
    const { key: testKey } = await makeKey(business.id, RW, 'test');
    const sandbox = await call('GET', '/public/site', { key: testKey });
    expect(sandbox.body).toMatchObject({ slug: `${business.slug}--test`, url: `http://${business.slug}--test.localhost:3000/` });
    await call('PATCH', '/public/site', { key: testKey, body: { isEnabled: true, customCss: 'body{color:red}' } });
    const live = await call('GET', '/public/site', { key });
    expect(live.body.id).not.toBe(sandbox.body.id);
    expect(live.body).toMatchObject({ isEnabled: false, customCss: '' });
  });
});

describe('PATCH /public/site', () => {
  it('updates branding, source code and SEO fields, and publishes (publishedAt) and unpublishes', async () => {
    const { key } = await setup(RW);
    const body = {
      primaryColor: '#A0522D',
      fontFamily: 'old-style',
      customHeadHtml: '<meta name="theme-color" content="#a0522d">',
      customCss: '.vt-hero{letter-spacing:.02em}',
      customJs: 'console.log("bonjour")',
      logoUrl: 'https://cdn.example.com/logo.svg',
      faviconUrl: 'http://cdn.example.com/favicon.ico',
      seoTitle: 'Boulangerie Dupont — Namur',
      seoDescription: 'Pains au levain, viennoiseries et pâtisseries de saison.',
    };
    const res = await call('PATCH', '/public/site', { key, body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...body, primaryColor: '#a0522d', isEnabled: false, publishedAt: null });
    expect(res.body.tokens).toMatchObject({ colorPrimary: '#a0522d', fontBody: 'old-style', fontHeading: 'old-style' });

    const published = await call('PATCH', '/public/site', { key, body: { isEnabled: true } });
    expect(published.body.isEnabled).toBe(true);
    expect(new Date(published.body.publishedAt).toISOString()).toBe(published.body.publishedAt);
    const again = await call('PATCH', '/public/site', { key, body: { isEnabled: true } });
    expect(again.body.publishedAt).toBe(published.body.publishedAt);
    const offline = await call('PATCH', '/public/site', { key, body: { isEnabled: false } });
    expect(offline.body).toMatchObject({ isEnabled: false, publishedAt: null });
    const cleared = await call('PATCH', '/public/site', { key, body: { logoUrl: null, seoTitle: null } });
    expect(cleared.body).toMatchObject({ logoUrl: null, seoTitle: null, faviconUrl: body.faviconUrl });
    expect((await call('GET', '/public/site', { key })).body).toEqual(cleared.body);
  });

  it('patches design tokens (validated by name and value; null resets), keeping primaryColor and fontFamily in step', async () => {
    const { key } = await setup(RW);
    const res = await call('PATCH', '/public/site', {
      key,
      body: { tokens: { colorPrimary: '#112233', radius: '4px', buttonStyle: 'pill', fontBody: 'humanist' } },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ primaryColor: '#112233', fontFamily: 'humanist' });
    expect(res.body.tokens).toMatchObject({ colorPrimary: '#112233', radius: '4px', buttonStyle: 'pill', fontBody: 'humanist' });
    const reset = await call('PATCH', '/public/site', { key, body: { tokens: { radius: null } } });
    expect(reset.body.tokens).toMatchObject({ radius: DEFAULT_TOKENS.radius, buttonStyle: 'pill', colorPrimary: '#112233' });
    const both = await call('PATCH', '/public/site', { key, body: { primaryColor: '#000000', tokens: { colorPrimary: '#ffffff' } } });
    expect(both.status).toBe(400);
    expect(paths(both)).toEqual(['tokens.colorPrimary']);
  });

  it('refuses bad values, naming each path', async () => {
    const { key } = await setup(RW);
    const cases: [unknown, string][] = [
      [{}, ''],
      [{ primaryColor: 'red' }, 'primaryColor'],
      [{ primaryColor: '#12345' }, 'primaryColor'],
      [{ fontFamily: 'Comic Sans MS' }, 'fontFamily'],
      [{ isEnabled: 'yes' }, 'isEnabled'],
      [{ logoUrl: 'javascript:alert(1)' }, 'logoUrl'],
      [{ faviconUrl: 'ftp://example.com/f.ico' }, 'faviconUrl'],
      [{ seoTitle: 'x'.repeat(201) }, 'seoTitle'],
      [{ themeKey: 'bakery' }, 'themeKey'],
      [{ slug: 'elsewhere' }, 'slug'],
      [{ tokens: { sparkle: '#fff' } }, 'tokens.sparkle'],
      [{ tokens: { colorBg: 'white' } }, 'tokens.colorBg'],
      [{ tokens: { radius: '10px;} body{display:none' } }, 'tokens.radius'],
      [{ tokens: { fontHeading: 'papyrus' } }, 'tokens.fontHeading'],
      [{ customHeadHtml: 'x'.repeat(64 * KIB + 1) }, 'customHeadHtml'],
      [{ customHeadHtml: 'é'.repeat(32 * KIB + 1) }, 'customHeadHtml'],
      [{ customCss: 'x'.repeat(256 * KIB + 1) }, 'customCss'],
      [{ customJs: 'x'.repeat(256 * KIB + 1) }, 'customJs'],
    ];
    for (const [body, path] of cases) {
      const res = await call('PATCH', '/public/site', { key, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(paths(res), JSON.stringify(body).slice(0, 80)).toContain(path);
    }
    const { key: other } = await setup(RW);
    const limits = await call('PATCH', '/public/site', {
      key: other,
      body: { customHeadHtml: 'x'.repeat(64 * KIB), customCss: 'y'.repeat(256 * KIB), customJs: 'z'.repeat(256 * KIB) },
    });
    expect(limits.status).toBe(200);
    expect(limits.body.customCss).toHaveLength(256 * KIB);
  });
});

describe('pages', () => {
  it('create, read, list, update and delete a page of blocks', async () => {
    const { key } = await setup(RW);
    const created = await call('POST', '/public/site/pages', {
      key,
      body: { title: 'Accueil', slug: 'home', showInNav: true, blocks: [grid(1, { columns: 4 }), hero(0)] },
    });
    expect(created.status).toBe(201);
    const site = (await call('GET', '/public/site', { key })).body;
    expect(created.body).toMatchObject({
      id: expect.stringMatching(/^page_[0-9a-z]{26}$/),
      siteId: site.id,
      title: 'Accueil',
      slug: '',
      path: '/',
      showInNav: true,
      navOrder: 0,
      renderMode: 'BLOCKS',
      customHtml: null,
    });
    // Sorted by order, configs parsed with their defaults.
    expect(created.body.blocks.map((b: { type: string; order: number }) => [b.type, b.order])).toEqual([
      ['shop-hero', 0],
      ['product-grid', 1],
    ]);
    expect(created.body.blocks[1].config).toMatchObject({ title: 'Nos pains', columns: 4, showPrices: true, source: 'all' });

    const read = await call('GET', `/public/site/pages/${created.body.id}`, { key });
    expect(read.body).toEqual(created.body);

    const about = await call('POST', '/public/site/pages', { key, body: { title: 'À propos', slug: 'a-propos', showInNav: false } });
    expect(about.body).toMatchObject({ slug: 'a-propos', path: '/a-propos', navOrder: 1, showInNav: false, blocks: [] });

    const patched = await call('PATCH', `/public/site/pages/${about.body.id}`, {
      key,
      body: { title: 'Notre histoire', slug: 'notre-histoire', showInNav: true, navOrder: 5, blocks: [hero(3, 'Depuis 1952')] },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ title: 'Notre histoire', slug: 'notre-histoire', showInNav: true, navOrder: 5 });
    expect(patched.body.blocks).toHaveLength(1);

    const list = await call('GET', '/public/site/pages?limit=1', { key });
    expect(list.body.data.map((p: { id: string }) => p.id)).toEqual([created.body.id]);
    expect(list.body.hasMore).toBe(true);
    const next = await call('GET', `/public/site/pages?limit=1&cursor=${list.body.nextCursor}`, { key });
    expect(next.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(next.body.data[0]).toEqual(patched.body);

    const deleted = await call('DELETE', `/public/site/pages/${about.body.id}`, { key });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect((await call('GET', `/public/site/pages/${about.body.id}`, { key })).status).toBe(404);
    expect((await call('DELETE', `/public/site/pages/${about.body.id}`, { key })).status).toBe(404);
    expect((await call('GET', '/public/site/pages', { key })).body.data).toHaveLength(1);
  });

  it('keeps slugs unique per site: 409 conflict with the existing id; "" and "home" are the same page', async () => {
    const { key } = await setup(RW);
    const home = await call('POST', '/public/site/pages', { key, body: { title: 'Accueil', slug: '' } });
    expect(home.body.slug).toBe('');
    const dupHome = await call('POST', '/public/site/pages', { key, body: { title: 'Home', slug: 'home' } });
    expect(dupHome.status).toBe(409);
    expect(dupHome.body.error).toMatchObject({ code: 'conflict', existingId: home.body.id });
    const contact = await call('POST', '/public/site/pages', { key, body: { title: 'Contact', slug: 'contact' } });
    expect((await call('POST', '/public/site/pages', { key, body: { title: 'Contact 2', slug: 'contact' } })).status).toBe(409);
    const renamed = await call('PATCH', `/public/site/pages/${contact.body.id}`, { key, body: { slug: 'home' } });
    expect(renamed.status).toBe(409);
    expect(renamed.body.error.existingId).toBe(home.body.id);
    // Its own slug is not a conflict; another site may use the same slug.
    expect((await call('PATCH', `/public/site/pages/${contact.body.id}`, { key, body: { slug: 'contact' } })).status).toBe(200);
    const { key: other } = await setup(RW);
    expect((await call('POST', '/public/site/pages', { key: other, body: { title: 'Contact', slug: 'contact' } })).status).toBe(201);
  });

  it('validates the page and every block, naming the path of each problem', async () => {
    const { key } = await setup(RW);
    const many = Array.from({ length: 101 }, (_, i) => hero(i));
    const cases: [unknown, string][] = [
      [{ slug: 'x' }, 'title'],
      [{ title: 'x'.repeat(201), slug: 'x' }, 'title'],
      [{ title: 'X' }, 'slug'],
      [{ title: 'X', slug: 'À-propos' }, 'slug'],
      [{ title: 'X', slug: 'Contact' }, 'slug'],
      [{ title: 'X', slug: 'nos produits' }, 'slug'],
      [{ title: 'X', slug: '/contact' }, 'slug'],
      [{ title: 'X', slug: '-contact' }, 'slug'],
      [{ title: 'X', slug: 'a'.repeat(65) }, 'slug'],
      [{ title: 'X', slug: 'x', blocks: many }, 'blocks'],
      [{ title: 'X', slug: 'x', blocks: [hero(0), hero(1), grid(0)] }, 'blocks.2.order'],
      [{ title: 'X', slug: 'x', blocks: [hero(0), { type: 'carousel', order: 1, config: {} }] }, 'blocks.1.type'],
      [{ title: 'X', slug: 'x', blocks: [hero(0), hero(1), hero(2), grid(3, { columns: 7 })] }, 'blocks.3.config.columns'],
      [{ title: 'X', slug: 'x', blocks: [grid(0, { showPrices: 'yes' })] }, 'blocks.0.config.showPrices'],
      [{ title: 'X', slug: 'x', blocks: [grid(0, { colour: 'red' })] }, 'blocks.0.config.colour'],
      [{ title: 'X', slug: 'x', blocks: [{ type: 'shop-hero', order: 0, config: { ctaText: 'Go', ctaLink: '/' } }] }, 'blocks.0.config.title'],
      [{ title: 'X', slug: 'x', blocks: [{ type: 'heading', config: { text: 'Hi' } }, { type: 'heading', order: 0, config: { text: 'Ho' } }] }, 'blocks.1.order'],
      [{ title: 'X', slug: 'x', blocks: [{ type: 'heading', order: -1, config: { text: 'Hi' } }] }, 'blocks.0.order'],
      [{ title: 'X', slug: 'x', blocks: [{ type: 'heading', order: 0, config: { text: 'Hi' }, style: 'big' }] }, 'blocks.0.style'],
      [{ title: 'X', slug: 'x', renderMode: 'CODE' }, 'customHtml'],
      [{ title: 'X', slug: 'x', renderMode: 'HTML', customHtml: '<p>hi</p>' }, 'renderMode'],
      [{ title: 'X', slug: 'x', renderMode: 'CODE', customHtml: 'x'.repeat(512 * KIB + 1) }, 'customHtml'],
      [{ title: 'X', slug: 'x', layout: 'wide' }, 'layout'],
    ];
    for (const [body, path] of cases) {
      const res = await call('POST', '/public/site/pages', { key, body });
      const label = JSON.stringify(body).slice(0, 120);
      expect(res.status, label).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(paths(res), label).toContain(path);
    }
    expect((await call('GET', '/public/site/pages', { key })).body.data).toEqual([]);
    // At the limit: 100 blocks are fine.
    const hundred = await call('POST', '/public/site/pages', { key, body: { title: 'Long', slug: 'long', blocks: many.slice(0, 100) } });
    expect(hundred.status).toBe(201);
  });

  it('sanitizes rich text on write', async () => {
    const { key } = await setup(RW);
    const res = await call('POST', '/public/site/pages', {
      key,
      body: {
        title: 'Histoire',
        slug: 'histoire',
        blocks: [
          {
            type: 'rich-text',
            order: 0,
            config: { html: '<p onclick="steal()">Depuis <b>1952</b><script>alert(1)</script> <a href="javascript:alert(1)">ici</a></p><img src=x onerror=alert(1)>' },
          },
        ],
      },
    });
    expect(res.status).toBe(201);
    const html: string = res.body.blocks[0].config.html;
    expect(html).toContain('<strong>1952</strong>');
    expect(html).not.toMatch(/script|onclick|onerror|javascript|<img/i);
  });

  it('stores raw HTML as-is for renderMode CODE, and needs customHtml to switch to CODE', async () => {
    const { key } = await setup(RW);
    const customHtml = '<main class="landing"><h1>Soldes</h1><script>window.dataLayer=[]</script></main>';
    const code = await call('POST', '/public/site/pages', { key, body: { title: 'Soldes', slug: 'soldes', renderMode: 'CODE', customHtml } });
    expect(code.status).toBe(201);
    expect(code.body).toMatchObject({ renderMode: 'CODE', customHtml, blocks: [] });
    const blocksPage = await call('POST', '/public/site/pages', { key, body: { title: 'Accueil', slug: '', blocks: [hero(0)] } });
    const refused = await call('PATCH', `/public/site/pages/${blocksPage.body.id}`, { key, body: { renderMode: 'CODE' } });
    expect(refused.status).toBe(400);
    expect(paths(refused)).toEqual(['customHtml']);
    const cleared = await call('PATCH', `/public/site/pages/${code.body.id}`, { key, body: { customHtml: null } });
    expect(paths(cleared)).toEqual(['customHtml']);
    const switched = await call('PATCH', `/public/site/pages/${blocksPage.body.id}`, { key, body: { renderMode: 'CODE', customHtml: '<h1>Bientôt</h1>' } });
    expect(switched.body).toMatchObject({ renderMode: 'CODE', customHtml: '<h1>Bientôt</h1>' });
    expect(switched.body.blocks).toHaveLength(1);
    const big = 'x'.repeat(512 * KIB);
    expect((await call('PATCH', `/public/site/pages/${code.body.id}`, { key, body: { customHtml: big } })).status).toBe(200);
    expect((await call('PATCH', `/public/site/pages/${code.body.id}`, { key, body: {} })).status).toBe(400);
  });

  it('keeps codeLayout: SHELL by default, FULL_PAGE on request, changed alone by PATCH, refused when unknown', async () => {
    const { key } = await setup(RW);
    const customHtml = '<section><h1>Soldes</h1></section>';
    const shell = await call('POST', '/public/site/pages', { key, body: { title: 'Soldes', slug: 'soldes', renderMode: 'CODE', customHtml } });
    expect(shell.status).toBe(201);
    expect(shell.body).toMatchObject({ renderMode: 'CODE', customHtml, codeLayout: 'SHELL' });
    const full = await call('POST', '/public/site/pages', {
      key,
      body: { title: 'Landing', slug: 'landing', renderMode: 'CODE', customHtml: '<main>x</main>', codeLayout: 'FULL_PAGE' },
    });
    expect(full.body.codeLayout).toBe('FULL_PAGE');
    expect((await call('GET', `/public/site/pages/${full.body.id}`, { key })).body.codeLayout).toBe('FULL_PAGE');
    // A blocks page has the default too (it only matters once the page is CODE).
    expect((await call('POST', '/public/site/pages', { key, body: { title: 'Accueil', slug: '' } })).body.codeLayout).toBe('SHELL');

    const patched = await call('PATCH', `/public/site/pages/${shell.body.id}`, { key, body: { codeLayout: 'FULL_PAGE' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ codeLayout: 'FULL_PAGE', customHtml, title: 'Soldes', renderMode: 'CODE' });
    const listed = (await call('GET', '/public/site/pages', { key })).body.data;
    expect(listed.find((p: { id: string }) => p.id === shell.body.id).codeLayout).toBe('FULL_PAGE');

    for (const codeLayout of ['shell', 'HEADER', '', 'SHELL\u0000', null, 1, 'x'.repeat(10_000)]) {
      for (const [method, path, body] of [
        ['PATCH', `/public/site/pages/${shell.body.id}`, { codeLayout }],
        ['POST', '/public/site/pages', { title: 'X', slug: 'x', renderMode: 'CODE', customHtml: '<p>x</p>', codeLayout }],
      ] as const) {
        const res = await call(method, path, { key, body });
        expect(res.status, `${method} ${JSON.stringify(codeLayout).slice(0, 20)}`).toBe(400);
        expect(res.body.error.code).toBe('validation_failed');
        expect(paths(res)).toEqual(['codeLayout']);
      }
    }
    expect((await call('GET', `/public/site/pages/${shell.body.id}`, { key })).body.codeLayout).toBe('FULL_PAGE');
    expect((await call('GET', '/public/site/pages', { key })).body.data.map((p: { slug: string }) => p.slug).sort()).toEqual(['', 'landing', 'soldes']);
  });

  it("answers 404 for another business's page (read, update, delete) and leaves it alone", async () => {
    const a = await setup(RW);
    const b = await setup(RW);
    const page = await call('POST', '/public/site/pages', { key: a.key, body: { title: 'Accueil', slug: '' } });
    for (const [method, body] of [['GET', undefined], ['PATCH', { title: 'Piraté' }], ['DELETE', undefined]] as const) {
      const res = await call(method, `/public/site/pages/${page.body.id}`, { key: b.key, body });
      expect(res.status, method).toBe(404);
      expect(res.body.error.code).toBe('not_found');
    }
    expect((await call('GET', '/public/site/pages', { key: b.key })).body.data).toEqual([]);
    const { key: testKey } = await makeKey(a.business.id, RW, 'test');
    expect((await call('GET', `/public/site/pages/${page.body.id}`, { key: testKey })).status).toBe(404);
    expect((await call('GET', `/public/site/pages/${page.body.id}`, { key: a.key })).body.title).toBe('Accueil');
  });
});

describe('GET /public/site/block-types', () => {
  it('lists every type of the catalogue, each defaultConfig parsing against its own schema', async () => {
    const { key } = await setup(['site:read']);
    const res = await call('GET', '/public/site/block-types', { key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hasMore: false, nextCursor: null });
    const listed = res.body.data.map((t: { type: string }) => t.type).sort();
    expect(listed).toEqual(blockTypes().map((t) => t.type).sort());
    for (const type of [
      'shop-hero', 'product-grid', 'featured-product', 'category-list', 'rich-text', 'heading', 'image', 'image-with-text',
      'gallery', 'testimonials', 'faq', 'cta-banner', 'opening-hours', 'contact', 'video', 'spacer',
    ]) {
      expect(listed).toContain(type);
    }
    for (const entry of res.body.data) {
      expect(entry).toMatchObject({ label: expect.any(String), description: expect.any(String), category: expect.any(String) });
      expect(typeof entry.configSchema).toBe('object');
      const parsed = validateBlock({ type: entry.type, order: 0, config: entry.defaultConfig }, 0);
      expect(parsed.ok, `${entry.type}: ${JSON.stringify(parsed)}`).toBe(true);
    }
  });
});

describe('themes', () => {
  it('lists at least 4 distinct themes with tokens, source code and 3–5 pages including a home page', async () => {
    const { key } = await setup(['site:read']);
    const res = await call('GET', '/public/site/themes', { key });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ hasMore: false, nextCursor: null });
    const themes = res.body.data;
    expect(themes.length).toBeGreaterThanOrEqual(4);
    expect(new Set(themes.map((t: { themeKey: string }) => t.themeKey)).size).toBe(themes.length);
    expect(new Set(themes.map((t: { tokens: unknown }) => JSON.stringify(t.tokens))).size).toBe(themes.length);
    for (const theme of themes) {
      expect(themeTokensSchema.safeParse(theme.tokens).success, theme.themeKey).toBe(true);
      expect(theme.source.css.length, theme.themeKey).toBeGreaterThan(100);
      expect(theme.pages.length, theme.themeKey).toBeGreaterThanOrEqual(3);
      expect(theme.pages.length, theme.themeKey).toBeLessThanOrEqual(5);
      expect(theme.pages.map((p: { slug: string }) => p.slug), theme.themeKey).toContain('');
      expect(JSON.stringify(theme), theme.themeKey).not.toMatch(/lorem|ipsum|TODO/i);
    }
  });

  it('keeps text readable: WCAG AA contrast for body, muted and button text', () => {
    for (const { themeKey: key, tokens } of listThemes()) {
      expect(contrastRatio(tokens.colorText, tokens.colorBg), key).toBeGreaterThanOrEqual(7);
      expect(contrastRatio(tokens.colorMuted, tokens.colorBg), key).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(tokens.colorMuted, tokens.colorSurface), key).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(tokens.colorPrimary, readableOn(tokens.colorPrimary)), key).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has only pages whose every block validates against the catalogue', () => {
    for (const theme of listThemes()) {
      for (const page of theme.pages) {
        expect(() => validateBlocks(page.blocks), `${theme.themeKey}/${page.slug}`).not.toThrow();
        expect(page.blocks.length, `${theme.themeKey}/${page.slug}`).toBeGreaterThan(0);
      }
    }
  });
});

describe('POST /public/site/apply-theme', () => {
  it('maps tokens and source code onto the site and clones the pages, keeping pages whose slug exists', async () => {
    const { key } = await setup(RW);
    const [theme, other] = listThemes();
    const mine = await call('POST', '/public/site/pages', { key, body: { title: 'Ma page d’accueil', slug: 'home', blocks: [hero(0)] } });
    const res = await call('POST', '/public/site/apply-theme', { key, body: { themeKey: theme!.themeKey } });
    expect(res.status).toBe(200);
    expect(res.body.site).toMatchObject({
      themeKey: theme!.themeKey,
      tokens: theme!.tokens,
      primaryColor: theme!.tokens.colorPrimary,
      fontFamily: theme!.tokens.fontBody,
      customCss: theme!.source.css,
      customJs: theme!.source.js,
    });
    expect(res.body.skippedPages).toEqual([{ slug: '', title: theme!.pages.find((p) => p.slug === '')!.title, existingPageId: mine.body.id }]);
    expect(res.body.createdPages.map((p: { slug: string }) => p.slug)).toEqual(theme!.pages.filter((p) => p.slug !== '').map((p) => p.slug));
    const kept = await call('GET', `/public/site/pages/${mine.body.id}`, { key });
    expect(kept.body).toEqual(mine.body);
    for (const created of res.body.createdPages) {
      const page = await call('GET', `/public/site/pages/${created.id}`, { key });
      const source = theme!.pages.find((p) => p.slug === created.slug)!;
      expect(page.body).toMatchObject({ title: source.title, slug: source.slug, renderMode: 'BLOCKS' });
      expect(page.body.blocks.map((b: { type: string }) => b.type)).toEqual(source.blocks.map((b) => b.type));
    }
    expect((await call('GET', '/public/site', { key })).body).toEqual({ ...res.body.site, livemode: true });

    // Applying again creates nothing; another theme replaces tokens and source but keeps every existing page.
    const again = await call('POST', '/public/site/apply-theme', { key, body: { themeKey: theme!.themeKey } });
    expect(again.body.createdPages).toEqual([]);
    expect(again.body.skippedPages).toHaveLength(theme!.pages.length);
    const switched = await call('POST', '/public/site/apply-theme', { key, body: { themeKey: other!.themeKey } });
    expect(switched.body.site).toMatchObject({ themeKey: other!.themeKey, tokens: other!.tokens, customCss: other!.source.css });
    const slugs = new Set(theme!.pages.map((p) => p.slug));
    expect(switched.body.createdPages.map((p: { slug: string }) => p.slug)).toEqual(other!.pages.filter((p) => !slugs.has(p.slug)).map((p) => p.slug));
    const total = (await call('GET', '/public/site/pages?limit=100', { key })).body.data.length;
    expect(total).toBe(1 + res.body.createdPages.length + switched.body.createdPages.length);
  });

  it('answers 404 for an unknown theme and 400 for a bad body, changing nothing', async () => {
    const { key } = await setup(RW);
    const unknown = await call('POST', '/public/site/apply-theme', { key, body: { themeKey: 'brutalist' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    expect(paths(await call('POST', '/public/site/apply-theme', { key, body: {} }))).toContain('themeKey');
    expect(paths(await call('POST', '/public/site/apply-theme', { key, body: { themeKey: 'bakery', force: true } }))).toContain('force');
    expect((await call('GET', '/public/site', { key })).body.themeKey).toBeNull();
    expect((await call('GET', '/public/site/pages', { key })).body.data).toEqual([]);
  });
});

const ENDPOINTS: [string, string, unknown, string][] = [
  ['GET', '/public/site', undefined, 'site:read'],
  ['PATCH', '/public/site', { isEnabled: true }, 'site:write'],
  ['GET', '/public/site/pages', undefined, 'site:read'],
  ['POST', '/public/site/pages', { title: 'X', slug: 'x' }, 'site:write'],
  ['GET', '/public/site/pages/page_00000000000000000000000000', undefined, 'site:read'],
  ['PATCH', '/public/site/pages/page_00000000000000000000000000', { title: 'Y' }, 'site:write'],
  ['DELETE', '/public/site/pages/page_00000000000000000000000000', undefined, 'site:write'],
  ['GET', '/public/site/themes', undefined, 'site:read'],
  ['POST', '/public/site/apply-theme', { themeKey: 'x' }, 'site:write'],
  ['GET', '/public/site/block-types', undefined, 'site:read'],
];

describe('site access', () => {
  it('needs site:read to read and site:write to write (403 insufficient_scope)', async () => {
    const { business, key: reader } = await setup(['site:read']);
    const { key: writer } = await makeKey(business.id, ['site:write']);
    const { key: shopOnly } = await makeKey(business.id, ['shop:read', 'shop:write', 'products:read']);
    for (const [method, path, body, scope] of ENDPOINTS) {
      const key = scope === 'site:read' ? writer : reader;
      for (const k of [key, shopOnly]) {
        const res = await call(method, path, { key: k, body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error).toMatchObject({ code: 'insufficient_scope', requiredScope: scope });
      }
    }
  });

  it('answers 403 entitlement_required on every endpoint once the plan is basic (live and test keys)', async () => {
    const { business, key } = await setup(RW);
    const { key: testKey } = await makeKey(business.id, RW, 'test');
    expect((await call('GET', '/public/site', { key })).status).toBe(200);
    await setBusinessPlan(await getDb(), business.id, 'basic');
    for (const [method, path, body] of ENDPOINTS) {
      for (const k of [key, testKey]) {
        const res = await call(method, path, { key: k, body });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.error.code).toBe('entitlement_required');
      }
    }
    expect((await call('GET', '/public/site/pages', { key })).status).toBe(403);
    await setBusinessPlan(await getDb(), business.id, 'shop');
    expect((await call('GET', '/public/site', { key })).status).toBe(200);
  });

  it('cannot grant site scopes on the basic plan', async () => {
    await expect(setup(['site:read'], { plan: 'basic' })).rejects.toMatchObject({ code: 'entitlement_required' });
  });
});
