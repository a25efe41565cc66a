// The builder's draft through its dashboard routes (real Requests: session cookie, Origin) next to the public
// API's writes to the live site: neither loses the other's work; conflicts are named and resolved either way;
// blockers (a theme's sample content, images without alt text) refuse publish; versions restore; preview links
// show the draft on the storefront host to their holders only.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as draftRoute from '../../../app/api/dashboard/businesses/[businessId]/draft/route';
import * as discardRoute from '../../../app/api/dashboard/businesses/[businessId]/draft/discard/route';
import * as discardPageRoute from '../../../app/api/dashboard/businesses/[businessId]/draft/pages/[pageId]/discard/route';
import * as linksRoute from '../../../app/api/dashboard/businesses/[businessId]/draft/preview-links/route';
import * as linkRoute from '../../../app/api/dashboard/businesses/[businessId]/draft/preview-links/[linkId]/route';
import * as publishRoute from '../../../app/api/dashboard/businesses/[businessId]/draft/publish/route';
import * as pageRoute from '../../../app/api/dashboard/businesses/[businessId]/pages/[pageId]/route';
import * as pagesRoute from '../../../app/api/dashboard/businesses/[businessId]/pages/route';
import * as siteRoute from '../../../app/api/dashboard/businesses/[businessId]/site/route';
import * as themeRoute from '../../../app/api/dashboard/businesses/[businessId]/themes/[themeKey]/route';
import * as restoreRoute from '../../../app/api/dashboard/businesses/[businessId]/versions/[versionId]/restore/route';
import * as versionsRoute from '../../../app/api/dashboard/businesses/[businessId]/versions/route';
import { getDb } from '../../db/client';
import { draftPreviewLinks, media } from '../../db/schema';
import { newId } from '../../domain/shared/ids';
import { call, makeKey } from '../../testing/api';
import { callDashboard, signedInMerchant } from '../../testing/dashboard';
import { handleStorefrontRequest } from '../../../storefront/handle';

const heading = (text: string) => [{ type: 'heading', order: 0, config: { text } }];
const headingOf = (page: { blocks: { config: { text?: string } }[] }) => page.blocks[0]?.config.text;

/** A merchant with a live site of two pages (made through the API) and a key to write it. */
async function merchantWithSite() {
  const { business, cookie } = await signedInMerchant('shop');
  const { key } = await makeKey(business.id, ['site:read', 'site:write']);
  const a = await call('POST', '/public/site/pages', { key, body: { title: 'Accueil', slug: 'home', blocks: heading('Live home') } });
  const b = await call('POST', '/public/site/pages', { key, body: { title: 'Contact', slug: 'contact', blocks: heading('Live contact') } });
  expect(a.status).toBe(201);
  expect(b.status).toBe(201);
  const at = { businessId: business.id };
  const dash = (handler: Parameters<typeof callDashboard>[0], method: string, path: string, body?: unknown, params: Record<string, string> = {}) =>
    callDashboard(handler, method, path, { ...at, ...params }, { cookie, body });
  return { business, cookie, key, home: a.body, contact: b.body, dash };
}

type Merchant = Awaited<ReturnType<typeof merchantWithSite>>;

const editDraft = (m: Merchant, pageId: string, body: unknown) => m.dash(pageRoute.PATCH, 'PATCH', `/pages/${pageId}`, body, { pageId });
const livePage = async (m: Merchant, pageId: string) => (await call('GET', `/public/site/pages/${pageId}`, { key: m.key })).body;
const publish = (m: Merchant, body: unknown = {}) => m.dash(publishRoute.POST, 'POST', '/draft/publish', body);

async function storefront(slug: string, path: string, method = 'GET') {
  const response = await handleStorefrontRequest(new Request(`http://${slug}.localhost:3000${path}`, { method }), slug, path.split('/').filter(Boolean));
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('dashboard drafts next to API writes', () => {
  it('keeps both: the API edits page A while the draft edits page B, and the live site waits for publish', async () => {
    const m = await merchantWithSite();
    const edited = await editDraft(m, m.contact.id, { blocks: heading('Draft contact') });
    expect(edited.status).toBe(200);
    expect(edited.body.draftState).toBe('changed');
    expect(headingOf(await livePage(m, m.contact.id))).toBe('Live contact');
    const api = await call('PATCH', `/public/site/pages/${m.home.id}`, { key: m.key, body: { blocks: heading('API home') } });
    expect(api.status).toBe(200);

    // The draft shows the API's write to a page it never touched.
    const list = await m.dash(pagesRoute.GET, 'GET', '/pages');
    const byId = new Map(list.body.data.map((page: { id: string }) => [page.id, page]));
    expect(byId.get(m.home.id)).toMatchObject({ draftState: 'unchanged', blocks: [{ config: { text: 'API home' } }] });
    expect(byId.get(m.contact.id)).toMatchObject({ draftState: 'changed' });

    const summary = await m.dash(draftRoute.GET, 'GET', '/draft');
    expect(summary.body).toMatchObject({ changeCount: 1, conflicts: [], blockers: [], pages: { changed: [{ id: m.contact.id, path: '/contact' }] } });
    const published = await publish(m);
    expect(published.status).toBe(200);
    expect(headingOf(await livePage(m, m.home.id))).toBe('API home');
    expect(headingOf(await livePage(m, m.contact.id))).toBe('Draft contact');
    expect((await m.dash(draftRoute.GET, 'GET', '/draft')).body.changeCount).toBe(0);
  });

  it('names an API write to a page the draft copied; overwrite publishes the draft, discarding the page keeps the API’s', async () => {
    const m = await merchantWithSite();
    await editDraft(m, m.contact.id, { blocks: heading('Draft contact') });
    await call('PATCH', `/public/site/pages/${m.contact.id}`, { key: m.key, body: { blocks: heading('API contact') } });
    const refused = await publish(m);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('conflict');
    expect(refused.body.error.conflicts).toEqual([expect.objectContaining({ id: m.contact.id, kind: 'changed' })]);
    expect(headingOf(await livePage(m, m.contact.id))).toBe('API contact');

    // Keep the live version: the draft forgets its copy and publishing changes nothing of it.
    const kept = await m.dash(discardPageRoute.POST, 'POST', `/draft/pages/${m.contact.id}/discard`, undefined, { pageId: m.contact.id });
    expect(kept.status).toBe(204);
    expect((await publish(m)).status).toBe(200);
    expect(headingOf(await livePage(m, m.contact.id))).toBe('API contact');

    // Or publish mine anyway.
    await editDraft(m, m.contact.id, { blocks: heading('Draft again') });
    await call('PATCH', `/public/site/pages/${m.contact.id}`, { key: m.key, body: { title: 'Contact us' } });
    expect((await publish(m)).status).toBe(409);
    expect((await publish(m, { overwriteConflicts: true })).status).toBe(200);
    const live = await livePage(m, m.contact.id);
    expect(headingOf(live)).toBe('Draft again');
    expect(live.title).toBe('Contact');
  });

  it('shows a page the API creates meanwhile and keeps it; an API delete of a page the draft changed is a conflict', async () => {
    const m = await merchantWithSite();
    await editDraft(m, m.contact.id, { title: 'Write to us' });
    const created = await call('POST', '/public/site/pages', { key: m.key, body: { title: 'News', slug: 'news', blocks: heading('API news') } });
    const list = await m.dash(pagesRoute.GET, 'GET', '/pages');
    expect(list.body.data.map((page: { slug: string }) => page.slug)).toContain('news');
    // Its slug is taken in the draft too.
    const clash = await m.dash(pagesRoute.POST, 'POST', '/pages', { title: 'Mine', slug: 'news' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.details).toEqual([expect.objectContaining({ path: 'slug' })]);

    expect((await call('DELETE', `/public/site/pages/${m.contact.id}`, { key: m.key })).status).toBe(204);
    const refused = await publish(m);
    expect(refused.status).toBe(409);
    expect(refused.body.error.conflicts).toEqual([expect.objectContaining({ id: m.contact.id, kind: 'deleted' })]);
    expect((await publish(m, { overwriteConflicts: true })).status).toBe(200);
    expect((await livePage(m, created.body.id)).title).toBe('News');
    expect((await livePage(m, m.contact.id)).title).toBe('Write to us');
  });

  it('adds, removes and discards in the draft only; settings go to the draft, online / offline at once', async () => {
    const m = await merchantWithSite();
    const added = await m.dash(pagesRoute.POST, 'POST', '/pages', { title: 'Promo', slug: 'promo', blocks: heading('Promo') });
    expect(added.status).toBe(201);
    expect(added.body.draftState).toBe('added');
    expect((await call('GET', `/public/site/pages/${added.body.id}`, { key: m.key })).status).toBe(404);
    expect((await m.dash(pageRoute.DELETE, 'DELETE', `/pages/${m.home.id}`, undefined, { pageId: m.home.id })).status).toBe(204);
    expect((await m.dash(pageRoute.GET, 'GET', `/pages/${m.home.id}`, undefined, { pageId: m.home.id })).status).toBe(404);
    const site = await m.dash(siteRoute.PATCH, 'PATCH', '/site', { seoTitle: 'Draft title', isEnabled: true });
    expect(site.body).toMatchObject({ seoTitle: 'Draft title', isEnabled: true });
    const live = (await call('GET', '/public/site', { key: m.key })).body;
    expect(live).toMatchObject({ seoTitle: null, isEnabled: true });
    const summary = (await m.dash(draftRoute.GET, 'GET', '/draft')).body;
    expect(summary).toMatchObject({ changeCount: 3, settings: ['seoTitle'], pages: { added: [{ title: 'Promo' }], removed: [{ id: m.home.id }] } });

    expect((await m.dash(discardRoute.POST, 'POST', '/draft/discard')).status).toBe(204);
    expect((await m.dash(draftRoute.GET, 'GET', '/draft')).body.changeCount).toBe(0);
    expect((await m.dash(siteRoute.GET, 'GET', '/site')).body.seoTitle).toBeNull();
    // Saving a page back to its live content leaves nothing to publish.
    await editDraft(m, m.home.id, { title: 'Home' });
    await editDraft(m, m.home.id, { title: 'Accueil' });
    expect((await m.dash(draftRoute.GET, 'GET', '/draft')).body.changeCount).toBe(0);
  });
});

describe('attacker edges', () => {
  it("answers 404 for another business's pages in the draft, 400 for a NUL byte or a huge id", async () => {
    const m = await merchantWithSite();
    const other = await merchantWithSite();
    const foreignId = other.home.id;
    expect((await editDraft(m, foreignId, { title: 'Mine now' })).status).toBe(404);
    expect((await m.dash(pageRoute.GET, 'GET', `/pages/${foreignId}`, undefined, { pageId: foreignId })).status).toBe(404);
    expect((await m.dash(pageRoute.DELETE, 'DELETE', `/pages/${foreignId}`, undefined, { pageId: foreignId })).status).toBe(404);
    expect((await m.dash(discardPageRoute.POST, 'POST', `/draft/pages/${foreignId}/discard`, undefined, { pageId: foreignId })).status).toBe(404);
    expect(headingOf(await livePage(other, foreignId))).toBe('Live home');
    expect((await editDraft(m, 'page_\u0000x', { title: 'x' })).status).toBe(400);
    expect((await m.dash(restoreRoute.POST, 'POST', '/versions/x/restore', undefined, { versionId: 'v'.repeat(5000) })).status).toBe(400);
    expect((await m.dash(linkRoute.DELETE, 'DELETE', '/draft/preview-links/x', undefined, { linkId: 'not-a-hash' })).status).toBe(400);
    // A made-up sample marker is refused like any bad block key.
    const forged = await editDraft(m, m.home.id, { blocks: [{ type: 'heading', order: 0, config: { text: 'x' }, sample: 'nope' }] });
    expect(forged.status).toBe(400);
  });
});

describe('publish blockers', () => {
  it("refuses a theme's sample testimonials until edited, and shows the theme only in the draft", async () => {
    const m = await merchantWithSite();
    // The theme's home page (with its testimonials) comes in place of the merchant's, removed in the draft.
    expect((await m.dash(pageRoute.DELETE, 'DELETE', `/pages/${m.home.id}`, undefined, { pageId: m.home.id })).status).toBe(204);
    const applied = await m.dash(themeRoute.POST, 'POST', '/themes/bakery', undefined, { themeKey: 'bakery' });
    expect(applied.status).toBe(200);
    expect(applied.body.site.themeKey).toBe('bakery');
    expect((await call('GET', '/public/site', { key: m.key })).body.themeKey).toBeNull();
    const summary = (await m.dash(draftRoute.GET, 'GET', '/draft')).body;
    const samples = summary.blockers.filter((blocker: { kind: string }) => blocker.kind === 'sample');
    expect(samples.map((blocker: { blockType: string }) => blocker.blockType)).toContain('testimonials');
    const refused = await publish(m, { overwriteConflicts: true });
    expect(refused.status).toBe(409);
    expect(refused.body.error.blockers.length).toBe(summary.blockers.length);

    // Remove the testimonials and rewrite the other sample blocks (the story, the figures): publish goes through.
    for (const pageId of new Set<string>(samples.map((blocker: { id: string }) => blocker.id))) {
      const page = (await m.dash(pageRoute.GET, 'GET', `/pages/${pageId}`, undefined, { pageId })).body;
      expect(page.blocks.some((block: { sample?: string }) => block.sample)).toBe(true);
      const blocks = page.blocks
        .filter((block: { type: string }) => block.type !== 'testimonials')
        .map((block: { type: string; sample?: string; config: Record<string, unknown> }) => {
          if (!block.sample) return block;
          const own = block.type === 'rich-text' ? { html: '<p>Our own story.</p>' } : { ...block.config, items: [{ title: 'Ours', text: 'Written by the merchant' }] };
          return { ...block, config: own };
        });
      expect((await editDraft(m, pageId, { blocks })).status).toBe(200);
    }
    expect((await m.dash(draftRoute.GET, 'GET', '/draft')).body.blockers).toEqual([]);
    expect((await publish(m)).status).toBe(200);
    expect((await call('GET', '/public/site', { key: m.key })).body.themeKey).toBe('bakery');
  });

  it('refuses an image of the media library without alt text, naming page, block and file', async () => {
    const m = await merchantWithSite();
    const db = await getDb();
    const mediaId = newId('media');
    await db.insert(media).values({ id: mediaId, businessId: m.business.id, filename: 'oven.jpg', mimeType: 'image/jpeg', width: 800, height: 600, byteSize: 1000, sha256: 'x'.repeat(64) });
    const site = (await call('GET', '/public/site', { key: m.key })).body;
    const hero = [{ type: 'shop-hero', order: 0, config: { title: 'Fresh bread', ctaText: 'Order', ctaLink: '/contact', image: `${site.url}media/${mediaId}` } }];
    expect((await editDraft(m, m.home.id, { blocks: hero })).status).toBe(200);
    const refused = await publish(m);
    expect(refused.status).toBe(409);
    expect(refused.body.error.blockers).toEqual([expect.objectContaining({ kind: 'alt', id: m.home.id, blockIndex: 0, blockType: 'shop-hero', filename: 'oven.jpg' })]);
    await db.update(media).set({ alt: 'Our wood oven' }).where(eq(media.id, mediaId));
    expect((await publish(m)).status).toBe(200);
  });
});

describe('versions', () => {
  it('records a baseline and each publish, restores one, and 404s for another business’s version', async () => {
    const m = await merchantWithSite();
    await editDraft(m, m.home.id, { blocks: heading('First publish') });
    expect((await publish(m)).status).toBe(200);
    await editDraft(m, m.home.id, { blocks: heading('Second publish') });
    await m.dash(pagesRoute.POST, 'POST', '/pages', { title: 'Promo', slug: 'promo' });
    expect((await publish(m)).status).toBe(200);
    const versions = (await m.dash(versionsRoute.GET, 'GET', '/versions')).body.data;
    expect(versions.map((v: { number: number; kind: string }) => [v.number, v.kind])).toEqual([
      [3, 'publish'],
      [2, 'publish'],
      [1, 'baseline'],
    ]);
    expect(versions[0].publishedBy).toMatchObject({ name: expect.stringContaining('@example.be') });

    // A draft change is cleared by a restore.
    await editDraft(m, m.contact.id, { title: 'Unsaved idea' });
    const restored = await m.dash(restoreRoute.POST, 'POST', `/versions/${versions[1].id}/restore`, undefined, { versionId: versions[1].id });
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ number: 4, kind: 'restore', restoredFrom: 2 });
    expect(headingOf(await livePage(m, m.home.id))).toBe('First publish');
    const slugs = (await call('GET', '/public/site/pages', { key: m.key })).body.data.map((page: { slug: string }) => page.slug);
    expect(slugs.sort()).toEqual(['', 'contact']);
    expect((await m.dash(draftRoute.GET, 'GET', '/draft')).body.changeCount).toBe(0);

    const other = await merchantWithSite();
    const foreign = await other.dash(restoreRoute.POST, 'POST', `/versions/${versions[1].id}/restore`, undefined, { versionId: versions[1].id });
    expect(foreign.status).toBe(404);
  });
});

describe('preview links', () => {
  it('show the draft on the storefront host, unpublished too, with links kept inside and never cached', async () => {
    const m = await merchantWithSite();
    const site = (await call('GET', '/public/site', { key: m.key })).body;
    expect(site.isEnabled).toBe(false);
    await editDraft(m, m.home.id, { blocks: [{ type: 'heading', order: 0, config: { text: 'Draft home' } }, { type: 'cta-banner', order: 1, config: { title: 'Write', ctaText: 'Contact', ctaLink: '/contact' } }] });
    const created = await m.dash(linksRoute.POST, 'POST', '/draft/preview-links', { ttlHours: 24 });
    expect(created.status).toBe(201);
    const url = new URL(created.body.url);
    expect(url.host).toBe(new URL(site.url).host);
    const token = url.pathname.split('/')[3]!;
    expect(token).toMatch(/^[0-9A-Za-z]{40}$/);
    expect(created.body.id).not.toContain(token);

    const page = await storefront(site.slug, url.pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Draft home');
    expect(page.text).toContain('Aperçu des modifications non publiées — le lien expire le');
    expect(page.text).toContain(`href="/__vitrine/draft/${token}/contact"`);
    expect(page.text).not.toMatch(/<a\b[^>]*href="\/contact"/);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await storefront(site.slug, `${url.pathname}contact`)).text).toContain('Live contact');
    // The live site is still unpublished.
    expect((await storefront(site.slug, '/')).status).toBe(404);
    const cart = await storefront(site.slug, `${url.pathname}cart`, 'POST');
    expect(cart.status).toBe(403);
    expect(cart.text).toContain('Indisponible dans un aperçu');

    // Another site's host, a made-up token, an expired link, a revoked link: 404.
    const other = await merchantWithSite();
    const otherSite = (await call('GET', '/public/site', { key: other.key })).body;
    expect((await storefront(otherSite.slug, url.pathname)).status).toBe(404);
    expect((await storefront(site.slug, `/__vitrine/draft/${'A'.repeat(40)}/`)).status).toBe(404);
    expect((await other.dash(linkRoute.DELETE, 'DELETE', `/draft/preview-links/${created.body.id}`, undefined, { linkId: created.body.id })).status).toBe(404);
    const listed = (await m.dash(linksRoute.GET, 'GET', '/draft/preview-links')).body.data;
    expect(listed).toEqual([expect.objectContaining({ id: created.body.id, expiresAt: created.body.expiresAt })]);
    const db = await getDb();
    await db.update(draftPreviewLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(draftPreviewLinks.tokenHash, created.body.id));
    expect((await storefront(site.slug, url.pathname)).status).toBe(404);
    const second = await m.dash(linksRoute.POST, 'POST', '/draft/preview-links', {});
    const secondPath = new URL(second.body.url).pathname;
    expect((await storefront(site.slug, secondPath)).status).toBe(200);
    expect((await m.dash(linkRoute.DELETE, 'DELETE', `/draft/preview-links/${second.body.id}`, undefined, { linkId: second.body.id })).status).toBe(204);
    expect((await storefront(site.slug, secondPath)).status).toBe(404);
    expect((await m.dash(linksRoute.POST, 'POST', '/draft/preview-links', { ttlHours: 500 })).status).toBe(400);
  });
});
