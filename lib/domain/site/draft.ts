// The dashboard's draft of a site: the builder reads and writes it; the live site (`sites` + `pages`, which the
// public API writes) changes only when the draft is published (./draft-publish.ts). A live page the draft never
// touched has no draft row and shows through as it is live; the first change to one copies it.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftPages, siteDrafts, type DraftSiteSettings } from '../../db/schema';
import { notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import {
  type DraftEntry,
  DRAFT_SETTING_KEYS,
  type Overlay,
  type PageContent,
  PAGE_CONTENT_KEYS,
  draftSiteRow,
  loadOverlay,
  lockSite,
  pageContent,
  sameValue,
  sampleFingerprint,
} from './draft-shared';
import { carryBlockTranslations, checkTranslatedSlugs, otherLanguages, pageTranslationsAfter } from './languages';
import { checkCode, slugConflict, toPageView, validateBlocks } from './pages';
import type { ApplyThemeResult, CreatePageBody, Page, Site, UpdatePageBody, UpdateSiteBody } from './schemas';
import { type SiteRow, getOrCreateSiteRow, siteChanges, toSite, updateSite } from './site';
import { THEME_DEFINITIONS, getThemeOrThrow, themeForSite } from './themes';
import type { ThemePlan } from './apply-theme';

export type DraftState = DraftEntry['state'];
export type DraftPage = Page & { draftState: DraftState };

function toDraftPage(site: SiteRow, entry: DraftEntry): DraftPage {
  const base = entry.draft ?? entry.live!;
  const page = toPageView({
    ...entry.content,
    id: entry.id,
    siteId: site.id,
    businessId: site.businessId,
    createdAt: entry.live?.createdAt ?? base.createdAt,
    updatedAt: base.updatedAt,
  }, site);
  return { ...page, draftState: entry.state };
}

async function overlayOf(db: Db, businessId: string): Promise<Overlay> {
  return loadOverlay(db, await getOrCreateSiteRow(db, businessId));
}

function entryOrThrow(overlay: Overlay, pageId: string): DraftEntry {
  const entry = overlay.entries.find((candidate) => candidate.id === pageId);
  if (!entry) throw notFound('Page');
  return entry;
}

function checkSlugFree(overlay: Overlay, slug: string, exceptId: string | null, translations: PageContent['translations'] = {}) {
  const other = overlay.entries.find((entry) => entry.content.slug === slug && entry.id !== exceptId);
  if (other) throw slugConflict(slug, other.id);
  const pages = overlay.entries.map((entry) => ({ id: entry.id, slug: entry.content.slug, translations: entry.content.translations }));
  checkTranslatedSlugs(pages, { id: exceptId ?? '', slug, translations }, draftSiteRow(overlay).defaultLanguage);
}

/** Every page of the draft, in navigation order, each with its state against the live site. */
export async function listDraftPages(db: Db, businessId: string): Promise<DraftPage[]> {
  const overlay = await overlayOf(db, businessId);
  return overlay.entries.map((entry) => toDraftPage(overlay.site, entry));
}

/** One page as the draft has it; 404 for a page the draft removed or of another business. */
export async function getDraftPage(db: Db, businessId: string, pageId: string): Promise<DraftPage> {
  const overlay = await overlayOf(db, businessId);
  return toDraftPage(overlay.site, entryOrThrow(overlay, pageId));
}

/** The site as the draft has it (isEnabled and publishedAt are the live site's). */
export async function getDraftSite(db: Db, businessId: string): Promise<Site> {
  return toSite(draftSiteRow(await overlayOf(db, businessId)));
}

/** Writes the draft row of page `pageId` (a copy of the live page carries the live page's updated_at). */
async function writeDraftPage(db: Db, site: SiteRow, entry: { id: string; live: DraftEntry['live']; draft: DraftEntry['draft'] }, content: PageContent, deleted = false) {
  const now = new Date();
  if (entry.live && !deleted && sameValue(pageContent(entry.live), content) && !entry.draft?.deleted) {
    // Back to the live page: no change left to publish.
    await db.delete(draftPages).where(and(eq(draftPages.siteId, site.id), eq(draftPages.pageId, entry.id)));
    return;
  }
  const baseUpdatedAt = entry.draft ? entry.draft.baseUpdatedAt : (entry.live?.updatedAt ?? null);
  const values = { ...content, deleted, updatedAt: now };
  await db
    .insert(draftPages)
    .values({ siteId: site.id, pageId: entry.id, businessId: site.businessId, baseUpdatedAt, ...values })
    .onConflictDoUpdate({ target: [draftPages.siteId, draftPages.pageId], set: values });
}

/** `content` with the columns `given` names (a column the body lacks, or a newer one, is simply absent). */
function withGiven(content: PageContent, given: Partial<PageContent>): PageContent {
  const merged: Record<string, unknown> = { ...content };
  for (const key of PAGE_CONTENT_KEYS) if (given[key] !== undefined) merged[key] = given[key];
  return merged as PageContent;
}

/** Writes a page the draft adds: the given columns, each other one at its default. */
function addDraftPage(db: Db, site: SiteRow, id: string, given: Pick<PageContent, 'title' | 'slug' | 'showInNav' | 'navOrder' | 'blocks'> & Partial<PageContent>) {
  const defaults = { renderMode: 'BLOCKS', customHtml: null, codeLayout: 'SHELL' } as PageContent;
  return writeDraftPage(db, site, { id, live: null, draft: null }, withGiven(defaults, given));
}

/** Adds a page to the draft (same rules as a live page; the slug must be free in the draft). */
export async function createDraftPage(db: Db, businessId: string, input: CreatePageBody): Promise<DraftPage> {
  checkCode(input.renderMode, input.customHtml);
  const blocks = validateBlocks(input.blocks);
  const id = newId('page');
  const translations = pageTranslationsAfter({}, input.translations);
  await db.transaction(async (tx) => {
    const overlay = await loadOverlay(tx, await lockSite(tx, businessId));
    checkSlugFree(overlay, input.slug, null, translations);
    const navOrder = input.navOrder ?? Math.max(-1, ...overlay.entries.map((entry) => entry.content.navOrder)) + 1;
    await addDraftPage(tx, overlay.site, id, { ...input, navOrder, blocks, translations });
  });
  return getDraftPage(db, businessId, id);
}

/** Changes the named fields of a draft page (the first change to a live page copies it into the draft). */
export async function updateDraftPage(db: Db, businessId: string, pageId: string, input: UpdatePageBody): Promise<DraftPage> {
  const blocks = input.blocks === undefined ? undefined : validateBlocks(input.blocks);
  await db.transaction(async (tx) => {
    const overlay = await loadOverlay(tx, await lockSite(tx, businessId));
    const entry = entryOrThrow(overlay, pageId);
    const content = withGiven(entry.content, {
      ...(input as Partial<PageContent>),
      blocks: blocks && carryBlockTranslations(entry.content.blocks, blocks, input.blocks!),
      translations: input.translations === undefined ? undefined : pageTranslationsAfter(entry.content.translations, input.translations),
    });
    checkCode(content.renderMode, content.customHtml);
    checkSlugFree(overlay, content.slug, pageId, content.translations);
    await writeDraftPage(tx, overlay.site, entry, content);
  });
  return getDraftPage(db, businessId, pageId);
}

/** Removes a page from the draft: a page the draft added is gone; a live page is removed on publish. */
export async function deleteDraftPage(db: Db, businessId: string, pageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const overlay = await loadOverlay(tx, await lockSite(tx, businessId));
    const entry = entryOrThrow(overlay, pageId);
    if (!entry.live) {
      // Added by the draft (or its live page is gone already): nothing to remove on publish.
      await tx.delete(draftPages).where(and(eq(draftPages.siteId, overlay.site.id), eq(draftPages.pageId, pageId)));
      return;
    }
    await writeDraftPage(tx, overlay.site, entry, entry.content, true);
  });
}

/** Stores the draft's settings: only those that differ from the live site (none left: no settings draft). */
async function writeDraftSettings(db: Db, overlay: Overlay, patch: DraftSiteSettings): Promise<void> {
  const live = overlay.site;
  const settings: DraftSiteSettings = { ...overlay.settings, ...patch };
  for (const key of DRAFT_SETTING_KEYS) {
    if (!(key in settings) || sameValue(settings[key], live[key])) delete settings[key];
  }
  if (Object.keys(settings).length === 0) {
    await db.delete(siteDrafts).where(eq(siteDrafts.siteId, live.id));
    return;
  }
  const baseUpdatedAt = overlay.siteDraft?.baseUpdatedAt ?? live.updatedAt;
  await db
    .insert(siteDrafts)
    .values({ siteId: live.id, businessId: live.businessId, settings, baseUpdatedAt })
    .onConflictDoUpdate({ target: siteDrafts.siteId, set: { settings, updatedAt: new Date() } });
}

/**
 * Changes the draft's design and content settings; `isEnabled` (online / offline) applies to the live site at
 * once, as it always has.
 */
export async function updateDraftSite(db: Db, businessId: string, input: UpdateSiteBody): Promise<Site> {
  const { isEnabled, ...design } = input;
  await db.transaction(async (tx) => {
    await lockSite(tx, businessId);
    if (isEnabled !== undefined) await updateSite(tx, businessId, { isEnabled });
    if (Object.keys(design).length === 0) return;
    const overlay = await overlayOf(tx, businessId);
    const changes = siteChanges(draftSiteRow(overlay), design);
    const patch = Object.fromEntries(DRAFT_SETTING_KEYS.filter((key) => key in changes).map((key) => [key, changes[key]]));
    await writeDraftSettings(tx, overlay, patch as DraftSiteSettings);
  });
  return getDraftSite(db, businessId);
}

/** Whether block `index` of page `pageIndex` of a theme states invented facts (testimonials always do). */
function isThemeSample(themeKey: string, pageIndex: number, index: number): boolean {
  const block = THEME_DEFINITIONS.find((theme) => theme.key === themeKey)?.pages[pageIndex]?.blocks[index];
  return block?.type === 'testimonials' || block?.sample === true;
}

/** What applying a theme to the draft would create and skip (a slug the draft already has is kept). */
export async function planThemeForDraft(db: Db, businessId: string, themeKey: string): Promise<ThemePlan> {
  const overlay = await overlayOf(db, businessId);
  const site = draftSiteRow(overlay);
  const theme = themeForSite(themeKey, site.defaultLanguage, otherLanguages(site));
  const plan: ThemePlan = { themeKey: theme.themeKey, createdPages: [], skippedPages: [] };
  for (const page of theme.pages) {
    const existing = overlay.entries.find((entry) => entry.content.slug === page.slug);
    if (existing) plan.skippedPages.push({ slug: page.slug, title: page.title, existingPageId: existing.id });
    else plan.createdPages.push({ slug: page.slug, title: page.title });
  }
  return plan;
}

/**
 * Applies a theme to the draft: its tokens and source code, and its pages whose slug the draft lacks. Blocks
 * stating invented facts carry the sample fingerprint of their config: publish refuses them until edited.
 */
export async function applyThemeToDraft(db: Db, businessId: string, themeKey: string): Promise<ApplyThemeResult> {
  getThemeOrThrow(themeKey);
  const result = await db.transaction(async (tx) => {
    const overlay = await loadOverlay(tx, await lockSite(tx, businessId));
    // In the draft's default language, its other languages as translations.
    const site = draftSiteRow(overlay);
    const theme = themeForSite(themeKey, site.defaultLanguage, otherLanguages(site));
    const themePages = theme.pages.map((page, pageIndex) => ({
      ...page,
      blocks: validateBlocks(page.blocks).map((block, index) =>
        isThemeSample(theme.themeKey, pageIndex, index) ? { ...block, sample: sampleFingerprint(block.config) } : block,
      ),
    }));
    await writeDraftSettings(tx, overlay, {
      themeKey: theme.themeKey,
      themeTokens: { ...theme.tokens },
      primaryColor: String(theme.tokens.colorPrimary),
      fontFamily: String(theme.tokens.fontBody),
      customCss: theme.source.css,
      customJs: theme.source.js,
    });
    const createdPages: ApplyThemeResult['createdPages'] = [];
    const skippedPages: ApplyThemeResult['skippedPages'] = [];
    for (const page of themePages) {
      const existing = overlay.entries.find((entry) => entry.content.slug === page.slug);
      if (existing) {
        skippedPages.push({ slug: page.slug, title: page.title, existingPageId: existing.id });
        continue;
      }
      const id = newId('page');
      await addDraftPage(tx, overlay.site, id, page);
      createdPages.push({ id, slug: page.slug, title: page.title });
    }
    return { createdPages, skippedPages };
  });
  return { site: await getDraftSite(db, businessId), ...result };
}
