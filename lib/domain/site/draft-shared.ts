// What the dashboard's draft, its publish and the published versions share: the page and settings columns
// a draft overlays (by name, so a new column is one line here), the overlay itself (live `sites` + `pages`
// with the draft's rows on top), the site lock, and the sample fingerprint of a theme's invented content.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type DraftSiteSettings, draftPages, pages, siteDrafts, sites } from '../../db/schema';
import type { StoredBlock } from '../../../blocks/types';
import { stableJson } from '../../shared/stable-json';
import { listSitePages } from './pages';
import { type SiteRow, getOrCreateSiteRow } from './site';

export type PageRow = typeof pages.$inferSelect;
export type DraftPageRow = typeof draftPages.$inferSelect;
export type SiteDraftRow = typeof siteDrafts.$inferSelect;

/** The columns of a page a draft holds, publishes and a version keeps. */
export const PAGE_CONTENT_KEYS = ['title', 'slug', 'showInNav', 'navOrder', 'renderMode', 'blocks', 'translations', 'customHtml', 'codeLayout'] as const;
export type PageContent = Pick<PageRow, (typeof PAGE_CONTENT_KEYS)[number]>;

/** The site settings a draft changes (the `sites` columns of the same names); isEnabled is never a draft's. */
export const DRAFT_SETTING_KEYS = [
  'primaryColor',
  'fontFamily',
  'customHeadHtml',
  'customCss',
  'customJs',
  'logoUrl',
  'faviconUrl',
  'seoTitle',
  'seoDescription',
  'themeKey',
  'themeTokens',
  'defaultLanguage',
  'languages',
  'translations',
] as const satisfies readonly (keyof DraftSiteSettings & keyof SiteRow)[];
export type DraftSettingKey = (typeof DRAFT_SETTING_KEYS)[number];

/** A page's content columns (a version published before pages had translations has none: {}). */
export function pageContent(row: Omit<PageContent, 'translations'> & { translations?: PageContent['translations'] }): PageContent {
  return { ...(Object.fromEntries(PAGE_CONTENT_KEYS.map((key) => [key, row[key]])) as PageContent), translations: row.translations ?? {} };
}

export function siteSettings(row: SiteRow): Required<DraftSiteSettings> {
  return Object.fromEntries(DRAFT_SETTING_KEYS.map((key) => [key, row[key]])) as unknown as Required<DraftSiteSettings>;
}

export { stableJson };

export const sameValue = (a: unknown, b: unknown): boolean => stableJson(a ?? null) === stableJson(b ?? null);

/** The fingerprint a theme's sample block carries: its config as the theme shipped it (after validation). */
export function sampleFingerprint(config: unknown): string {
  return createHash('sha256').update(stableJson(config)).digest('hex').slice(0, 16);
}

/** Whether a block still holds a theme's invented content: marked, and its config unchanged since. */
export function isSampleBlock(block: StoredBlock): boolean {
  return typeof block.sample === 'string' && block.sample === sampleFingerprint(block.config);
}

/** The business's site row, locked until the transaction ends (every draft write, publish, discard, restore). */
export async function lockSite(db: Db, businessId: string): Promise<SiteRow> {
  const { id } = await getOrCreateSiteRow(db, businessId);
  const [row] = await db.select().from(sites).where(eq(sites.id, id)).for('update');
  return row!;
}

/** A page of the draft's view: a live page as it is, a draft copy of one, or a page the draft adds. */
export type DraftEntry = {
  id: string;
  content: PageContent;
  live: PageRow | null;
  draft: DraftPageRow | null;
  state: 'unchanged' | 'changed' | 'added';
};

/** The live site and the draft on top of it. */
export type Overlay = {
  site: SiteRow;
  settings: DraftSiteSettings;
  siteDraft: SiteDraftRow | null;
  live: PageRow[];
  draftRows: DraftPageRow[];
  /** The pages as the draft has them (removed pages left out), in navigation order. */
  entries: DraftEntry[];
};

export async function loadOverlay(db: Db, site: SiteRow): Promise<Overlay> {
  const live = await listSitePages(db, site.id);
  const draftRows = await db.select().from(draftPages).where(eq(draftPages.siteId, site.id));
  const [siteDraft] = await db.select().from(siteDrafts).where(eq(siteDrafts.siteId, site.id)).limit(1);
  const draftById = new Map(draftRows.map((row) => [row.pageId, row]));
  const liveIds = new Set(live.map((page) => page.id));
  const entries: DraftEntry[] = [];
  for (const page of live) {
    const draft = draftById.get(page.id) ?? null;
    if (draft?.deleted) continue;
    entries.push({ id: page.id, content: pageContent(draft ?? page), live: page, draft, state: draft ? 'changed' : 'unchanged' });
  }
  for (const draft of draftRows) {
    if (liveIds.has(draft.pageId) || draft.deleted) continue;
    // A copy whose live page was deleted meanwhile (an API write) stays in the draft: publish names the conflict.
    entries.push({ id: draft.pageId, content: pageContent(draft), live: null, draft, state: draft.baseUpdatedAt ? 'changed' : 'added' });
  }
  entries.sort((a, b) => a.content.navOrder - b.content.navOrder || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { site, settings: siteDraft?.settings ?? {}, siteDraft: siteDraft ?? null, live, draftRows, entries };
}

/** The overlay of the site `siteId` (the storefront's draft preview and the builder's canvas); null if gone. */
export async function overlayOfSite(db: Db, siteId: string): Promise<Overlay | null> {
  const [site] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
  return site ? loadOverlay(db, site) : null;
}

/** The live site row with the draft's settings on top. */
export function draftSiteRow(overlay: Pick<Overlay, 'site' | 'settings'>): SiteRow {
  return { ...overlay.site, ...overlay.settings };
}

/** Removes the draft of a site: its settings and its pages. */
export async function clearDraft(db: Db, siteId: string): Promise<void> {
  await db.delete(draftPages).where(eq(draftPages.siteId, siteId));
  await db.delete(siteDrafts).where(eq(siteDrafts.siteId, siteId));
}
