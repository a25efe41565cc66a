// Publishing the dashboard's draft: what it would change, what stands in the way (a theme's invented content
// left unchanged, images without alt text, pages an API write changed since the draft copied them), and the
// publish itself — the overlay applied to `sites` and `pages` at once, recorded as a version — or its discard.
import { and, eq, inArray } from 'drizzle-orm';
import { mediaIdOf } from '../../../blocks/kit/media-url';
import type { StoredBlock } from '../../../blocks/types';
import type { Db } from '../../db/client';
import { draftPages, media, pages, siteVersions, sites } from '../../db/schema';
import { recordEvent } from '../events/events';
import { isUniqueViolation } from '../shared/db-errors';
import { DomainError, notFound } from '../shared/errors';
import { type DraftEntry, type Overlay, type PageContent, clearDraft, isSampleBlock, loadOverlay, lockSite, pageContent } from './draft-shared';
import { type PublishVerification, emailNotVerified, publishVerification } from '../users/verification';
import { getOrCreateSiteRow, toSite } from './site';
import { recordVersion, replaceLivePages } from './versions';

type PageRef = { id: string; title: string; path: string };

export type DraftConflict = PageRef & {
  /** changed: an API write changed the live page since the draft copied it; deleted: it deleted it; slug: another page took the slug. */
  kind: 'changed' | 'deleted' | 'slug';
  message: string;
};

export type DraftBlocker = PageRef & {
  kind: 'sample' | 'alt';
  /** The block's position on the page (its index in the page's blocks, by order). */
  blockIndex: number;
  blockType: string;
  mediaId?: string;
  filename?: string;
  message: string;
};

export type DraftSummary = {
  /** Pages added, changed and removed, plus one for the settings when any changed. */
  changeCount: number;
  pages: { added: PageRef[]; changed: PageRef[]; removed: PageRef[] };
  settings: string[];
  conflicts: DraftConflict[];
  blockers: DraftBlocker[];
  /** The publish rule: whether an owner has verified their address (else whose verification it waits for). */
  publishRule: PublishVerification;
};

const refOf = (id: string, content: Pick<PageContent, 'title' | 'slug'>): PageRef => ({ id, title: content.title, path: `/${content.slug}` });

/** The media ids a block config shows where the same object gives no alt text of its own. */
function mediaWithoutOwnAlt(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) mediaWithoutOwnAlt(item, found);
  } else if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    const hasAlt = entries.some(([key, item]) => /alt$/i.test(key) && typeof item === 'string' && item.trim() !== '');
    for (const [, item] of entries) {
      const mediaId = typeof item === 'string' ? mediaIdOf(item) : null;
      if (mediaId && !hasAlt) found.push(mediaId);
      else mediaWithoutOwnAlt(item, found);
    }
  }
  return found;
}

function conflictsOf(overlay: Overlay): DraftConflict[] {
  const liveById = new Map(overlay.live.map((page) => [page.id, page]));
  const conflicts: DraftConflict[] = [];
  for (const row of overlay.draftRows) {
    if (!row.baseUpdatedAt) continue;
    const live = liveById.get(row.pageId);
    const ref = refOf(row.pageId, row);
    if (!live) {
      if (!row.deleted) conflicts.push({ ...ref, kind: 'deleted', message: `“${row.title}” was deleted from the live site after you started editing it` });
    } else if (live.updatedAt.getTime() !== row.baseUpdatedAt.getTime()) {
      conflicts.push({ ...ref, kind: 'changed', message: `“${live.title}” was changed on the live site (through the API) after you started editing it` });
    }
  }
  const bySlug = new Map<string, DraftEntry[]>();
  for (const entry of overlay.entries) bySlug.set(entry.content.slug, [...(bySlug.get(entry.content.slug) ?? []), entry]);
  for (const entries of bySlug.values()) {
    if (entries.length < 2) continue;
    for (const entry of entries.filter((candidate) => candidate.draft)) {
      conflicts.push({ ...refOf(entry.id, entry.content), kind: 'slug', message: `Another page of the live site now has the address ${refOf(entry.id, entry.content).path}: change this page's slug` });
    }
  }
  return conflicts;
}

async function blockersOf(db: Db, overlay: Overlay): Promise<DraftBlocker[]> {
  const blockers: DraftBlocker[] = [];
  const missingAlt: { ref: PageRef; blockIndex: number; block: StoredBlock; mediaId: string }[] = [];
  for (const entry of overlay.entries) {
    if (!entry.draft) continue;
    const ref = refOf(entry.id, entry.content);
    entry.content.blocks.forEach((block, blockIndex) => {
      if (isSampleBlock(block)) {
        blockers.push({ ...ref, kind: 'sample', blockIndex, blockType: block.type, message: `A ${block.type} block on “${ref.title}” still holds the theme's sample content: edit or remove it` });
      }
      for (const mediaId of new Set(mediaWithoutOwnAlt(block.config))) missingAlt.push({ ref, blockIndex, block, mediaId });
    });
  }
  const ids = [...new Set(missingAlt.map((item) => item.mediaId))];
  if (ids.length === 0) return blockers;
  const rows = await db
    .select({ id: media.id, alt: media.alt, filename: media.filename })
    .from(media)
    .where(and(eq(media.businessId, overlay.site.businessId), inArray(media.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const { ref, blockIndex, block, mediaId } of missingAlt) {
    const file = byId.get(mediaId);
    if (!file || file.alt.trim() !== '') continue;
    blockers.push({
      ...ref,
      kind: 'alt',
      blockIndex,
      blockType: block.type,
      mediaId,
      filename: file.filename,
      message: `The image ${file.filename} in a ${block.type} block on “${ref.title}” has no alt text: describe it in the media library or in the block`,
    });
  }
  return blockers;
}

async function summarize(db: Db, overlay: Overlay): Promise<DraftSummary> {
  const added: PageRef[] = [];
  const changed: PageRef[] = [];
  const removed: PageRef[] = [];
  for (const entry of overlay.entries) {
    if (entry.state === 'added') added.push(refOf(entry.id, entry.content));
    else if (entry.state === 'changed') changed.push(refOf(entry.id, entry.content));
  }
  for (const row of overlay.draftRows) if (row.deleted) removed.push(refOf(row.pageId, row));
  const settings = Object.keys(overlay.settings).sort();
  return {
    changeCount: added.length + changed.length + removed.length + (settings.length > 0 ? 1 : 0),
    pages: { added, changed, removed },
    settings,
    conflicts: conflictsOf(overlay),
    blockers: await blockersOf(db, overlay),
    publishRule: await publishVerification(db, overlay.site.businessId),
  };
}

/** What publishing the draft would change, and what stands in the way. */
export async function draftSummary(db: Db, businessId: string): Promise<DraftSummary> {
  return summarize(db, await loadOverlay(db, await getOrCreateSiteRow(db, businessId)));
}

/**
 * Publishes the draft: refused (email_not_verified) while no owner has verified their address, (conflict) while blockers remain, or while conflicts remain unless
 * `overwriteConflicts` (then the draft's pages win); else the live site becomes the draft at once, online,
 * recorded as a version (the first publish records the site before it too), and the draft is cleared.
 */
export async function publishDraft(
  db: Db,
  businessId: string,
  options: { userId: string | null; overwriteConflicts?: boolean },
): Promise<{ version: number; summary: DraftSummary }> {
  return db.transaction(async (tx) => {
    const site = await lockSite(tx, businessId);
    // The live pages too: an API write to one waits for the publish, so the conflicts read now stay true.
    await tx.select({ id: pages.id }).from(pages).where(eq(pages.siteId, site.id)).for('update');
    const overlay = await loadOverlay(tx, site);
    const summary = await summarize(tx, overlay);
    if (!summary.publishRule.mayPublish) throw emailNotVerified();
    if (summary.blockers.length > 0) {
      throw new DomainError('conflict', `The draft cannot be published yet: ${summary.blockers[0]!.message}`, {
        details: summary.blockers.map((blocker) => ({ path: `pages.${blocker.id}.blocks.${blocker.blockIndex}`, message: blocker.message })),
        blockers: summary.blockers,
        conflicts: summary.conflicts,
      });
    }
    const slugClash = summary.conflicts.find((conflict) => conflict.kind === 'slug');
    if (slugClash || (summary.conflicts.length > 0 && !options.overwriteConflicts)) {
      throw new DomainError('conflict', `The live site changed since you started editing: ${(slugClash ?? summary.conflicts[0]!).message}`, {
        details: summary.conflicts.map((conflict) => ({ path: `pages.${conflict.id}`, message: conflict.message })),
        blockers: summary.blockers,
        conflicts: summary.conflicts,
      });
    }
    const [anyVersion] = await tx.select({ id: siteVersions.id }).from(siteVersions).where(eq(siteVersions.siteId, site.id)).limit(1);
    if (!anyVersion) await recordVersion(tx, site, 'baseline', null);

    const now = new Date();
    const target = overlay.entries.map((entry) => ({ id: entry.id, ...pageContent(entry.content) }));
    const untouched = new Set(overlay.entries.filter((entry) => !entry.draft).map((entry) => entry.id));
    try {
      // Pages the draft never touched keep their updated_at: an API client's view of them stays valid.
      await replaceLivePages(tx, site, target, now, untouched);
    } catch (error) {
      // A page the API created meanwhile with a slug the draft uses (after the check above).
      if (isUniqueViolation(error, 'pages_site_slug_idx')) {
        throw new DomainError('conflict', 'Another page of the live site took an address your draft uses: check the draft and publish again', {
          details: [{ path: 'slug', message: 'already used by a page of the live site' }],
        });
      }
      throw error;
    }
    const [published] = await tx
      .update(sites)
      .set({ ...overlay.settings, isEnabled: true, publishedAt: now, updatedAt: now })
      .where(eq(sites.id, site.id))
      .returning();
    await clearDraft(tx, site.id);
    const version = await recordVersion(tx, published!, 'publish', options.userId);
    await recordEvent(tx, businessId, 'site.published', toSite(published!));
    return { version, summary };
  });
}

/** Forgets the draft: the builder shows the live site again. */
export async function discardDraft(db: Db, businessId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const site = await lockSite(tx, businessId);
    await clearDraft(tx, site.id);
  });
}

/** Forgets the draft's changes to one page (the way out of a conflict: keep the live version). */
export async function discardDraftPage(db: Db, businessId: string, pageId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const site = await lockSite(tx, businessId);
    const [deleted] = await tx
      .delete(draftPages)
      .where(and(eq(draftPages.siteId, site.id), eq(draftPages.pageId, pageId)))
      .returning({ pageId: draftPages.pageId });
    if (!deleted) throw notFound('Draft page');
  });
}
