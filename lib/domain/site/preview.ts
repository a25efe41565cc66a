// Builder previews: a short-lived grant lets the canvas iframe (served from the storefront host, without the
// dashboard's cookie) load the preview shell of a site, published or not.
import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { previewGrants } from '../../db/schema';
import { randomBase62 } from '../shared/ids';
import { getOrCreateSiteRow } from './site';

export const PREVIEW_GRANT_MS = 2 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new preview grant for the business's site (expired grants are swept on the way). */
export async function grantPreview(db: Db, businessId: string, now = new Date()) {
  const site = await getOrCreateSiteRow(db, businessId);
  const token = randomBase62(40);
  const expiresAt = new Date(now.getTime() + PREVIEW_GRANT_MS);
  await db.delete(previewGrants).where(lt(previewGrants.expiresAt, now));
  await db.insert(previewGrants).values({ tokenHash: hashToken(token), businessId, siteId: site.id, expiresAt });
  return { token, siteId: site.id, slug: site.slug, expiresAt };
}

/** Whether `token` is a live grant for the site `siteId`. */
export async function isPreviewGranted(db: Db, siteId: string, token: string, now = new Date()): Promise<boolean> {
  if (!/^[0-9A-Za-z]{40}$/.test(token)) return false;
  const [row] = await db
    .select({ siteId: previewGrants.siteId })
    .from(previewGrants)
    .where(and(eq(previewGrants.tokenHash, hashToken(token)), eq(previewGrants.siteId, siteId), gt(previewGrants.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}
