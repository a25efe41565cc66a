// The media library of a business: upload (checked, cleaned, stored), list, read, rename and describe, delete
// (refused while a product, a page, a draft or the site uses the image), and the files as the storefront host
// serves them (the master, and renditions made on first request).
import { and, asc, eq, gt, ilike, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isMediaId, mediaUrl, parseRendition } from '../../../blocks/kit/media-url';
import type { MediaSummary } from '../../../blocks/types';
import type { Db } from '../../db/client';
import { draftPages, media, pages, products, siteDrafts, sites } from '../../db/schema';
import { DomainError, type ErrorDetail, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { containsPattern } from '../shared/like';
import { type Page, type PageRequest, toPage } from '../shared/paging';
import { siteUrl } from '../site/site';
import { type PreparedImage, inspectAndPrepare, makeRendition } from './process';
import { MAX_FILENAME_LENGTH, type Media, type UpdateMediaBody } from './schemas';
import { mediaStore } from './store';

const isoInstant = (column: AnyPgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const mediaColumns = {
  id: media.id,
  slug: sites.slug,
  filename: media.filename,
  mimeType: media.mimeType,
  width: media.width,
  height: media.height,
  byteSize: media.byteSize,
  alt: media.alt,
  createdAt: isoInstant(media.createdAt),
  updatedAt: isoInstant(media.updatedAt),
};

type MediaRow = { id: string; slug: string; mimeType: string } & Omit<Media, 'id' | 'url' | 'mimeType'>;

function toMedia(row: MediaRow): Media {
  const { id, filename, width, height, byteSize, alt, createdAt, updatedAt } = row;
  const mimeType = row.mimeType as Media['mimeType'];
  return { id, url: mediaUrl(siteUrl(row.slug), id), filename, mimeType, width, height, byteSize, alt, createdAt, updatedAt };
}

/** Media rows with the slug of their business's site (every business has one from its creation). */
const selectMedia = (db: Db) => db.select(mediaColumns).from(media).innerJoin(sites, eq(sites.businessId, media.businessId));

/** The name shown in the library: the last path segment, without control characters, bounded; never empty. */
export function cleanFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, MAX_FILENAME_LENGTH);
  return clean || 'image';
}

/** An upload: its bytes and name, and `prepared` when inspectAndPrepare already ran (outside the transaction). */
export type UploadMediaInput = { bytes: Buffer; filename: string; alt?: string; prepared?: PreparedImage };

/**
 * Adds an image to the library: checked by its content and cleaned (./process.ts), its row and its file
 * stored together — with the PostgreSQL store in the caller's transaction; with the file store the file is
 * removed again when the row cannot be written, so a failure leaves nothing behind.
 */
export async function uploadMedia(db: Db, businessId: string, input: UploadMediaInput): Promise<Media> {
  const prepared = input.prepared ?? (await inspectAndPrepare(input.bytes, input.filename));
  const id = newId('media');
  await db.insert(media).values({
    id,
    businessId,
    filename: cleanFilename(input.filename),
    mimeType: prepared.mimeType,
    width: prepared.width,
    height: prepared.height,
    byteSize: prepared.buffer.byteLength,
    sha256: prepared.sha256,
    alt: input.alt?.trim() ?? '',
  });
  const store = mediaStore(db);
  try {
    await store.put(id, 'master', prepared.mimeType, prepared.buffer);
  } catch (error) {
    await store.deleteAll(id).catch(() => undefined);
    throw error;
  }
  return getMediaOrThrow(db, businessId, id);
}

export type MediaFilters = { q?: string };

/** A business's images, newest last (creation order), optionally only those whose file name contains `q`. */
export async function listMedia(db: Db, businessId: string, filters: MediaFilters, page: PageRequest): Promise<Page<Media>> {
  const conditions = [eq(media.businessId, businessId)];
  if (page.after) conditions.push(gt(media.id, page.after));
  if (filters.q) conditions.push(ilike(media.filename, containsPattern(filters.q)));
  const rows = await selectMedia(db)
    .where(and(...conditions))
    .orderBy(asc(media.id))
    .limit(page.limit + 1);
  return toPage(rows.map(toMedia), page.limit);
}

/** One image of the business; 404 for an unknown id or another business's. */
export async function getMediaOrThrow(db: Db, businessId: string, mediaId: string): Promise<Media> {
  const [row] = await selectMedia(db)
    .where(and(eq(media.businessId, businessId), eq(media.id, mediaId)))
    .limit(1);
  if (!row) throw notFound('Media');
  return toMedia(row);
}

/** Changes the alternative text and/or the file name; only the fields given. */
export async function updateMedia(db: Db, businessId: string, mediaId: string, input: UpdateMediaBody): Promise<Media> {
  const set: Partial<typeof media.$inferInsert> = {};
  if (input.alt !== undefined) set.alt = input.alt;
  if (input.filename !== undefined) set.filename = cleanFilename(input.filename);
  if (Object.keys(set).length === 0) return getMediaOrThrow(db, businessId, mediaId);
  const updated = await db
    .update(media)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(media.businessId, businessId), eq(media.id, mediaId)))
    .returning({ id: media.id });
  if (updated.length === 0) throw notFound('Media');
  return getMediaOrThrow(db, businessId, mediaId);
}

const blockTypesUsing = (blocks: { type: string; config: unknown }[], mediaId: string) => [
  ...new Set(blocks.filter((block) => JSON.stringify(block.config ?? {}).includes(mediaId)).map((block) => block.type)),
];

function pageUse(title: string, blocks: { type: string; config: unknown }[], mediaId: string): string {
  const types = blockTypesUsing(blocks, mediaId);
  return `${title} page (${types.length > 0 ? types.map((type) => `${type} block`).join(', ') : 'its HTML'})`;
}

const SITE_FIELDS = { logoUrl: 'the site logo', faviconUrl: 'the site icon (favicon)' } as const;

/** Where an image of the business is used: products, live pages, draft pages, the site and its draft. */
export async function mediaUsage(db: Db, businessId: string, mediaId: string): Promise<ErrorDetail[]> {
  const pattern = containsPattern(mediaId);
  const [productRows, pageRows, draftRows, siteRows, siteDraftRows] = await Promise.all([
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.businessId, businessId), sql`${products.images}::text like ${pattern}`))
      .orderBy(asc(products.id)),
    db
      .select({ id: pages.id, title: pages.title, blocks: pages.blocks })
      .from(pages)
      .where(and(eq(pages.businessId, businessId), sql`(${pages.blocks}::text like ${pattern} or coalesce(${pages.customHtml}, '') like ${pattern})`))
      .orderBy(asc(pages.navOrder), asc(pages.id)),
    db
      .select({ id: draftPages.pageId, title: draftPages.title, blocks: draftPages.blocks })
      .from(draftPages)
      .where(
        and(
          eq(draftPages.businessId, businessId),
          eq(draftPages.deleted, false),
          sql`(${draftPages.blocks}::text like ${pattern} or coalesce(${draftPages.customHtml}, '') like ${pattern})`,
        ),
      )
      .orderBy(asc(draftPages.navOrder), asc(draftPages.pageId)),
    db.select({ logoUrl: sites.logoUrl, faviconUrl: sites.faviconUrl }).from(sites).where(eq(sites.businessId, businessId)),
    db
      .select({ settings: siteDrafts.settings })
      .from(siteDrafts)
      .where(and(eq(siteDrafts.businessId, businessId), sql`${siteDrafts.settings}::text like ${pattern}`)),
  ]);
  const uses: ErrorDetail[] = [
    ...productRows.map((row) => ({ path: `products.${row.id}`, message: `image of product “${row.name}”` })),
    ...pageRows.map((row) => ({ path: `pages.${row.id}`, message: pageUse(row.title, row.blocks, mediaId) })),
    ...draftRows.map((row) => ({ path: `draftPages.${row.id}`, message: `unpublished draft of the ${pageUse(row.title, row.blocks, mediaId)}` })),
  ];
  for (const site of siteRows) {
    for (const [field, what] of Object.entries(SITE_FIELDS)) {
      if (site[field as keyof typeof SITE_FIELDS]?.includes(mediaId)) uses.push({ path: `site.${field}`, message: what });
    }
  }
  for (const { settings } of siteDraftRows) {
    for (const [field, value] of Object.entries(settings)) {
      if (!JSON.stringify(value ?? null).includes(mediaId)) continue;
      const what = SITE_FIELDS[field as keyof typeof SITE_FIELDS] ?? `the site's ${field}`;
      uses.push({ path: `siteDraft.${field}`, message: `unpublished draft of ${what}` });
    }
  }
  return uses;
}

/** Deletes an image and its files; 409 conflict while anything uses it, naming each use in `details`. */
export async function deleteMedia(db: Db, businessId: string, mediaId: string): Promise<void> {
  await getMediaOrThrow(db, businessId, mediaId);
  const uses = await mediaUsage(db, businessId, mediaId);
  if (uses.length > 0) {
    const named = uses.map((use) => use.message).join('; ');
    throw new DomainError('conflict', `This image is in use (${named}): remove it there first, then delete it`, { details: uses });
  }
  await db.delete(media).where(and(eq(media.businessId, businessId), eq(media.id, mediaId)));
  // The PostgreSQL store's rows went with the media row (cascade); this removes the files of the file store.
  await mediaStore(db).deleteAll(mediaId);
}

/** What blocks need of a business's images to render them (size, alt text, type), by id. */
export async function mediaSummaries(db: Db, businessId: string): Promise<Record<string, MediaSummary>> {
  const rows = await db
    .select({ id: media.id, width: media.width, height: media.height, alt: media.alt, mimeType: media.mimeType })
    .from(media)
    .where(eq(media.businessId, businessId));
  return Object.fromEntries(rows.map(({ id, ...summary }) => [id, summary]));
}

export type MediaFile = { contentType: string; bytes: Buffer; etag: string };

/** Renditions being made in this process, so concurrent first requests make each once. */
const making = new Map<string, Promise<MediaFile | null>>();

/**
 * A file as the storefront host `siteSlug` serves it: the master (variant null) or a rendition such as
 * "w640.webp", made on first request at min(width, the image's own) and kept in the store. Null (→ 404) when
 * the image is not the site's business's, the variant is not a rendition name, or the file is missing.
 */
export async function readMediaFile(db: Db, siteSlug: string, mediaId: string, variant: string | null): Promise<MediaFile | null> {
  if (!isMediaId(mediaId)) return null;
  const rendition = variant === null ? null : parseRendition(variant);
  if (variant !== null && !rendition) return null;
  const [row] = await db
    .select({ sha256: media.sha256, width: media.width })
    .from(media)
    .innerJoin(sites, eq(sites.businessId, media.businessId))
    .where(and(eq(sites.slug, siteSlug), eq(media.id, mediaId)))
    .limit(1);
  if (!row) return null;
  const store = mediaStore(db);
  const etag = `"${row.sha256.slice(0, 32)}${variant ? `-${variant}` : ''}"`;
  if (!rendition || !variant) {
    const master = await store.get(mediaId, 'master');
    return master && { ...master, etag };
  }
  const stored = await store.get(mediaId, variant);
  if (stored) return { ...stored, etag };
  const key = `${mediaId}/${variant}`;
  let flight = making.get(key);
  if (!flight) {
    flight = (async () => {
      const master = await store.get(mediaId, 'master');
      if (!master) return null;
      const made = await makeRendition(master.bytes, Math.min(rendition.width, row.width), rendition.format);
      // Kept for the next request; if keeping fails (the image deleted meanwhile, a full disk), it is still served.
      await store.put(mediaId, variant, made.contentType, made.bytes).catch((error: unknown) => {
        console.error(`[media] could not keep rendition ${key}`, error);
      });
      return { ...made, etag };
    })().finally(() => making.delete(key));
    making.set(key, flight);
  }
  return flight;
}
