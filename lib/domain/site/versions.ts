// Published versions of a site: each publish (and each restore) records the live site as it then is; the
// last few are kept and any of them can be made live again.
import { and, desc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type SiteVersionContent, pages, siteVersions, sites, users } from '../../db/schema';
import { recordEvent } from '../events/events';
import { notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { assertMayPublish } from '../users/verification';
import { PAGE_CONTENT_KEYS, clearDraft, lockSite, pageContent, siteSettings } from './draft-shared';
import { listSitePages } from './pages';
import { type SiteRow, getOrCreateSiteRow, toSite } from './site';

/** How many versions a site keeps (the oldest go first). */
export const KEPT_VERSIONS = 10;

export type SiteVersion = {
  id: string;
  number: number;
  kind: 'publish' | 'restore' | 'baseline';
  restoredFrom: number | null;
  publishedBy: { id: string; name: string } | null;
  createdAt: string;
  pageCount: number;
};

/** The live site (settings and every page) as a version holds it. */
export async function liveContent(db: Db, site: SiteRow): Promise<SiteVersionContent> {
  const livePages = await listSitePages(db, site.id);
  return { settings: siteSettings(site), pages: livePages.map((page) => ({ id: page.id, ...pageContent(page) })) };
}

/** Records the live site as version n+1 of its kind, and forgets versions beyond the last KEPT_VERSIONS. */
export async function recordVersion(
  db: Db,
  site: SiteRow,
  kind: SiteVersion['kind'],
  publishedBy: string | null,
  restoredFrom: number | null = null,
): Promise<number> {
  const [last] = await db
    .select({ max: sql<number | null>`max(${siteVersions.number})` })
    .from(siteVersions)
    .where(eq(siteVersions.siteId, site.id));
  const number = Number(last?.max ?? 0) + 1;
  await db.insert(siteVersions).values({
    id: newId('siteVersion'),
    siteId: site.id,
    businessId: site.businessId,
    number,
    kind,
    restoredFrom,
    content: await liveContent(db, site),
    publishedBy,
  });
  await db.delete(siteVersions).where(and(eq(siteVersions.siteId, site.id), lte(siteVersions.number, number - KEPT_VERSIONS)));
  return number;
}

/** The site's kept versions, newest first. */
export async function listVersions(db: Db, businessId: string): Promise<SiteVersion[]> {
  const site = await getOrCreateSiteRow(db, businessId);
  const rows = await db
    .select({
      id: siteVersions.id,
      number: siteVersions.number,
      kind: siteVersions.kind,
      restoredFrom: siteVersions.restoredFrom,
      publishedBy: siteVersions.publishedBy,
      createdAt: siteVersions.createdAt,
      pageCount: sql<number>`jsonb_array_length(${siteVersions.content}->'pages')`,
      userName: users.name,
      userEmail: users.email,
    })
    .from(siteVersions)
    .leftJoin(users, eq(users.id, siteVersions.publishedBy))
    .where(eq(siteVersions.siteId, site.id))
    .orderBy(desc(siteVersions.number));
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    kind: row.kind,
    restoredFrom: row.restoredFrom,
    publishedBy: row.publishedBy ? { id: row.publishedBy, name: row.userName || row.userEmail || 'Former member' } : null,
    createdAt: row.createdAt.toISOString(),
    pageCount: Number(row.pageCount),
  }));
}

/**
 * Makes the live site's pages exactly `target` (by id: others deleted, the rest upserted; those in `untouched`
 * are left as they are). Slugs of rewritten pages are parked first, so pages that swap slugs never meet the
 * unique index half-way.
 */
export async function replaceLivePages(
  db: Db,
  site: SiteRow,
  target: SiteVersionContent['pages'],
  now = new Date(),
  untouched: ReadonlySet<string> = new Set(),
): Promise<void> {
  const ids = target.map((page) => page.id);
  await db.delete(pages).where(ids.length ? and(eq(pages.siteId, site.id), notInArray(pages.id, ids)) : eq(pages.siteId, site.id));
  const rewritten = target.filter((page) => !untouched.has(page.id));
  if (rewritten.length === 0) return;
  await db
    .update(pages)
    .set({ slug: sql`'~' || ${pages.id}` })
    .where(and(eq(pages.siteId, site.id), inArray(pages.id, rewritten.map((page) => page.id))));
  for (const page of rewritten) {
    const content = pageContent(page);
    await db
      .insert(pages)
      .values({ id: page.id, siteId: site.id, businessId: site.businessId, ...content, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: pages.id, set: { ...content, updatedAt: now } });
  }
}

/**
 * Makes version `versionId` the live site (pages and settings; online or offline stays as it is), recorded as
 * a new 'restore' version. The draft is cleared (the dashboard warns first when it holds changes).
 */
export async function restoreVersion(db: Db, businessId: string, versionId: string, userId: string | null): Promise<SiteVersion> {
  return db.transaction(async (tx) => {
    const site = await lockSite(tx, businessId);
    const [version] = await tx
      .select()
      .from(siteVersions)
      .where(and(eq(siteVersions.id, versionId), eq(siteVersions.siteId, site.id)))
      .limit(1);
    if (!version) throw notFound('Version');
    // An online site's restore publishes the version's content.
    if (site.isEnabled) await assertMayPublish(tx, businessId);
    const now = new Date();
    // Versions recorded before a page column existed lack it: the column's default applies.
    const restored = version.content.pages.map((page) => ({
      ...Object.fromEntries(PAGE_CONTENT_KEYS.filter((key) => page[key] !== undefined).map((key) => [key, page[key]])),
      id: page.id,
      codeLayout: page.codeLayout ?? 'SHELL',
    })) as SiteVersionContent['pages'];
    await replaceLivePages(tx, site, restored, now);
    const [updated] = await tx
      .update(sites)
      .set({ ...version.content.settings, updatedAt: now })
      .where(eq(sites.id, site.id))
      .returning();
    await clearDraft(tx, site.id);
    const number = await recordVersion(tx, updated!, 'restore', userId, version.number);
    // Restoring an online site publishes the version's content.
    if (updated!.isEnabled) await recordEvent(tx, businessId, 'site.published', toSite(updated!));
    const [created] = (await listVersions(tx, businessId)).filter((candidate) => candidate.number === number);
    return created!;
  });
}
