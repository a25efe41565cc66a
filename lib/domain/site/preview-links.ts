// Private preview links: whoever holds one sees the site's draft on its storefront host, until it expires or
// is revoked. The token (40 random base62 characters) is shown once; only its SHA-256 is stored, and that
// hash is the link's id in the dashboard.
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftPreviewLinks, sites } from '../../db/schema';
import { invalid, notFound } from '../shared/errors';
import { randomBase62 } from '../shared/ids';
import { type SiteRow, getOrCreateSiteRow, siteUrl } from './site';

export const PREVIEW_LINK_DEFAULT_HOURS = 72;
export const PREVIEW_LINK_MAX_HOURS = 168;
const TOKEN = /^[0-9A-Za-z]{40}$/;

export type PreviewLink = { id: string; expiresAt: string; createdAt: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Where a preview link's token shows the draft: /__vitrine/draft/<token>/ on the site's host. */
export const draftPreviewBase = (token: string) => `/__vitrine/draft/${token}`;

/** A new preview link of the business's site, valid `ttlHours` (default 72, at most 168); its URL is shown once. */
export async function createPreviewLink(
  db: Db,
  businessId: string,
  options: { ttlHours?: number; userId?: string | null } = {},
  now = new Date(),
): Promise<PreviewLink & { url: string }> {
  const ttlHours = options.ttlHours ?? PREVIEW_LINK_DEFAULT_HOURS;
  if (!Number.isInteger(ttlHours) || ttlHours < 1 || ttlHours > PREVIEW_LINK_MAX_HOURS) {
    throw invalid('ttlHours', `a whole number of hours from 1 to ${PREVIEW_LINK_MAX_HOURS}`);
  }
  const site = await getOrCreateSiteRow(db, businessId);
  const token = randomBase62(40);
  const expiresAt = new Date(now.getTime() + ttlHours * 3_600_000);
  // Expired links of the site go on the way.
  await db.delete(draftPreviewLinks).where(and(eq(draftPreviewLinks.siteId, site.id), lt(draftPreviewLinks.expiresAt, now)));
  const [row] = await db
    .insert(draftPreviewLinks)
    .values({ tokenHash: hashToken(token), siteId: site.id, businessId, expiresAt, createdBy: options.userId ?? null, createdAt: now })
    .returning();
  return { id: row!.tokenHash, url: `${siteUrl(site.slug)}${draftPreviewBase(token).slice(1)}/`, expiresAt: expiresAt.toISOString(), createdAt: row!.createdAt.toISOString() };
}

/** The site's preview links still valid, oldest first. */
export async function listPreviewLinks(db: Db, businessId: string, now = new Date()): Promise<PreviewLink[]> {
  const site = await getOrCreateSiteRow(db, businessId);
  const rows = await db
    .select()
    .from(draftPreviewLinks)
    .where(and(eq(draftPreviewLinks.siteId, site.id), gt(draftPreviewLinks.expiresAt, now)))
    .orderBy(asc(draftPreviewLinks.createdAt));
  return rows.map((row) => ({ id: row.tokenHash, expiresAt: row.expiresAt.toISOString(), createdAt: row.createdAt.toISOString() }));
}

/** Revokes a preview link of the business (404 for another business's). */
export async function revokePreviewLink(db: Db, businessId: string, linkId: string): Promise<void> {
  const deleted = await db
    .delete(draftPreviewLinks)
    .where(and(eq(draftPreviewLinks.tokenHash, linkId), eq(draftPreviewLinks.businessId, businessId)))
    .returning({ id: draftPreviewLinks.tokenHash });
  if (deleted.length === 0) throw notFound('Preview link');
}

/** The site `token` previews on the host `slug`, with the link's expiry; null for any token not valid there. */
export async function previewLinkSite(db: Db, slug: string, token: string, now = new Date()): Promise<{ site: SiteRow; expiresAt: Date } | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ site: sites, expiresAt: draftPreviewLinks.expiresAt })
    .from(draftPreviewLinks)
    .innerJoin(sites, eq(sites.id, draftPreviewLinks.siteId))
    .where(and(eq(draftPreviewLinks.tokenHash, hashToken(token)), eq(sites.slug, slug), gt(draftPreviewLinks.expiresAt, now)))
    .limit(1);
  return row ?? null;
}
