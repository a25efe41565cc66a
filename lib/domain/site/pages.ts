// Pages of a business's site: blocks validated against the catalogue (rich text sanitized), or raw HTML (CODE).
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { validateBlocks as validateBlockList } from '../../../blocks/catalog';
import type { Db } from '../../db/client';
import { type StoredBlock, pages } from '../../db/schema';
import { DomainError, invalid, notFound } from '../shared/errors';
import { isUniqueViolation } from '../shared/db-errors';
import { newId } from '../shared/ids';
import { type Page as ResultPage, type PageRequest, toPage } from '../shared/paging';
import { carryBlockTranslations, checkTranslatedSlugs, pageTranslationStates, pageTranslationsAfter } from './languages';
import type { CreatePageBody, Page, SiteLanguage, UpdatePageBody } from './schemas';
import { getOrCreateSiteRow } from './site';

type PageRow = typeof pages.$inferSelect;
type SiteLanguages = { defaultLanguage: SiteLanguage; languages: SiteLanguage[] };

export function toPageView(row: PageRow, site: SiteLanguages): Page {
  return {
    id: row.id,
    siteId: row.siteId,
    title: row.title,
    slug: row.slug,
    path: `/${row.slug}`,
    showInNav: row.showInNav,
    navOrder: row.navOrder,
    renderMode: row.renderMode,
    blocks: [...row.blocks].sort((a, b) => a.order - b.order),
    customHtml: row.customHtml,
    codeLayout: row.codeLayout,
    translations: row.translations,
    translationState: pageTranslationStates(row, site),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Validates blocks by the catalogue's rules (blocks/catalog.ts: type known, config parses, orders unique, at
 * most MAX_BLOCKS) and returns them sorted by order with parsed configs (the catalogue's schemas apply
 * defaults and sanitize rich text); every problem is reported with its path, e.g. blocks.3.config.columns.
 */
export function validateBlocks(blocks: readonly unknown[]): StoredBlock[] {
  const result = validateBlockList(blocks);
  if (!result.ok) {
    const [first] = result.issues;
    throw new DomainError('validation_failed', `Invalid blocks: ${first!.path}: ${first!.message}`, { details: result.issues });
  }
  return result.blocks as StoredBlock[];
}

export const slugConflict = (slug: string, existingId: string) =>
  new DomainError('conflict', slug ? `The site already has a page with slug "${slug}"` : 'The site already has a home page', {
    existingId,
    details: [{ path: 'slug', message: 'already used by another page of the site' }],
  });

async function findPageBySlug(db: Db, siteId: string, slug: string): Promise<PageRow | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.siteId, siteId), eq(pages.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** Runs a write in a (sub)transaction so a slug race becomes 409 and leaves an enclosing transaction usable. */
async function writeWithSlug(db: Db, siteId: string, slug: string, exceptId: string | null, write: (tx: Db) => Promise<unknown>) {
  const existing = await findPageBySlug(db, siteId, slug);
  if (existing && existing.id !== exceptId) throw slugConflict(slug, existing.id);
  try {
    await db.transaction(async (tx) => {
      await write(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'pages_site_slug_idx')) {
      const winner = await findPageBySlug(db, siteId, slug);
      if (winner) throw slugConflict(slug, winner.id);
    }
    throw error;
  }
}

async function getPageRowOrThrow(db: Db, businessId: string, pageId: string): Promise<PageRow> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.businessId, businessId), eq(pages.id, pageId)))
    .limit(1);
  if (!row) throw notFound('Page');
  return row;
}

/** One page of the business's site; 404 for a page of another business. */
export async function getPageOrThrow(db: Db, businessId: string, pageId: string): Promise<Page> {
  const row = await getPageRowOrThrow(db, businessId, pageId);
  return toPageView(row, await getOrCreateSiteRow(db, businessId));
}

/** The pages of the business's site, in creation order, one page of results at a time. */
export async function listPages(db: Db, businessId: string, page: PageRequest): Promise<ResultPage<Page>> {
  const conditions = [eq(pages.businessId, businessId)];
  if (page.after) conditions.push(gt(pages.id, page.after));
  const rows = await db
    .select()
    .from(pages)
    .where(and(...conditions))
    .orderBy(asc(pages.id))
    .limit(page.limit + 1);
  const site = await getOrCreateSiteRow(db, businessId);
  return toPage(rows.map((row) => toPageView(row, site)), page.limit);
}

/** Every page of a site in navigation order (navOrder, then id): the storefront's pages and its menu. */
export async function listSitePages(db: Db, siteId: string): Promise<PageRow[]> {
  return db.select().from(pages).where(eq(pages.siteId, siteId)).orderBy(asc(pages.navOrder), asc(pages.id));
}

export function checkCode(renderMode: string, customHtml: string | null | undefined) {
  if (renderMode === 'CODE' && !customHtml) throw invalid('customHtml', 'required when renderMode is CODE');
}

/** Creates a page on the business's site; navOrder defaults to after the existing pages. */
export async function createPage(db: Db, businessId: string, input: CreatePageBody): Promise<Page> {
  checkCode(input.renderMode, input.customHtml);
  const blocks = validateBlocks(input.blocks);
  const site = await getOrCreateSiteRow(db, businessId);
  let navOrder = input.navOrder;
  if (navOrder === undefined) {
    const [last] = await db
      .select({ max: sql<number | null>`max(${pages.navOrder})` })
      .from(pages)
      .where(eq(pages.siteId, site.id));
    navOrder = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  }
  const id = newId('page');
  const translations = pageTranslationsAfter({}, input.translations);
  checkTranslatedSlugs(await listSitePages(db, site.id), { id, slug: input.slug, translations }, site.defaultLanguage);
  await writeWithSlug(db, site.id, input.slug, null, (tx) =>
    tx.insert(pages).values({
      id,
      siteId: site.id,
      businessId,
      title: input.title,
      slug: input.slug,
      showInNav: input.showInNav,
      navOrder,
      renderMode: input.renderMode,
      blocks,
      translations,
      customHtml: input.customHtml ?? null,
      codeLayout: input.codeLayout,
    }),
  );
  return getPageOrThrow(db, businessId, id);
}

/** Updates the given fields of a page; switching to CODE needs customHtml (given or already stored). */
export async function updatePage(db: Db, businessId: string, pageId: string, input: UpdatePageBody): Promise<Page> {
  const current = await getPageRowOrThrow(db, businessId, pageId);
  const renderMode = input.renderMode ?? current.renderMode;
  checkCode(renderMode, input.customHtml === undefined ? current.customHtml : input.customHtml);
  const changes: Partial<typeof pages.$inferInsert> = { updatedAt: new Date() };
  if (input.blocks !== undefined) changes.blocks = carryBlockTranslations(current.blocks, validateBlocks(input.blocks), input.blocks);
  if (input.translations !== undefined) {
    changes.translations = pageTranslationsAfter(current.translations, input.translations);
    const site = await getOrCreateSiteRow(db, businessId);
    checkTranslatedSlugs(await listSitePages(db, site.id), { id: pageId, slug: input.slug ?? current.slug, translations: changes.translations }, site.defaultLanguage);
  } else if (input.slug !== undefined) {
    const site = await getOrCreateSiteRow(db, businessId);
    checkTranslatedSlugs(await listSitePages(db, site.id), { id: pageId, slug: input.slug, translations: current.translations }, site.defaultLanguage);
  }
  if (input.title !== undefined) changes.title = input.title;
  if (input.slug !== undefined) changes.slug = input.slug;
  if (input.showInNav !== undefined) changes.showInNav = input.showInNav;
  if (input.navOrder !== undefined) changes.navOrder = input.navOrder;
  if (input.renderMode !== undefined) changes.renderMode = input.renderMode;
  if (input.customHtml !== undefined) changes.customHtml = input.customHtml;
  if (input.codeLayout !== undefined) changes.codeLayout = input.codeLayout;
  await writeWithSlug(db, current.siteId, input.slug ?? current.slug, pageId, (tx) =>
    tx.update(pages).set(changes).where(eq(pages.id, pageId)),
  );
  return getPageOrThrow(db, businessId, pageId);
}

/** Deletes a page of the business's site. */
export async function deletePage(db: Db, businessId: string, pageId: string): Promise<void> {
  const current = await getPageRowOrThrow(db, businessId, pageId);
  await db.delete(pages).where(eq(pages.id, current.id));
}
