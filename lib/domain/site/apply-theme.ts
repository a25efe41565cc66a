// Applying a built-in theme: its tokens and source code replace the site's, its pages are cloned with new ids
// (a page whose slug the site already has is kept, never overwritten).
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages, sites } from '../../db/schema';
import { newId } from '../shared/ids';
import { validateBlocks } from './pages';
import type { ApplyThemeResult } from './schemas';
import { getOrCreateSiteRow, toSite } from './site';
import { otherLanguages } from './languages';
import { getThemeOrThrow, themeForSite } from './themes';

export type ThemePlan = {
  themeKey: string;
  createdPages: { slug: string; title: string }[];
  skippedPages: { slug: string; title: string; existingPageId: string }[];
};

/**
 * What applying `themeKey` would do now, without writing: the theme's pages whose slug the site lacks are
 * created, the others skipped (the same rule `applyTheme` applies).
 */
export async function planTheme(db: Db, businessId: string, themeKey: string): Promise<ThemePlan> {
  const site = await getOrCreateSiteRow(db, businessId);
  const theme = themeForSite(themeKey, site.defaultLanguage, otherLanguages(site));
  const slugs = theme.pages.map((page) => page.slug);
  const existing = await db
    .select({ id: pages.id, slug: pages.slug })
    .from(pages)
    .where(and(eq(pages.siteId, site.id), inArray(pages.slug, slugs)));
  const existingBySlug = new Map(existing.map((page) => [page.slug, page.id]));
  const plan: ThemePlan = { themeKey: theme.themeKey, createdPages: [], skippedPages: [] };
  for (const page of theme.pages) {
    const existingPageId = existingBySlug.get(page.slug);
    if (existingPageId) plan.skippedPages.push({ slug: page.slug, title: page.title, existingPageId });
    else plan.createdPages.push({ slug: page.slug, title: page.title });
  }
  return plan;
}

/** Applies the theme `themeKey` to the business's site (404 for an unknown key). */
export async function applyTheme(db: Db, businessId: string, themeKey: string): Promise<ApplyThemeResult> {
  getThemeOrThrow(themeKey);
  return db.transaction(async (tx) => {
    const current = await getOrCreateSiteRow(tx, businessId);
    // In the site's default language, with its other languages as translations. Theme blocks go through the same
    // validation (and sanitizing) as a client's blocks.
    const theme = themeForSite(themeKey, current.defaultLanguage, otherLanguages(current));
    const themePages = theme.pages.map((page) => ({ ...page, blocks: validateBlocks(page.blocks) }));
    const [site] = await tx
      .update(sites)
      .set({
        themeKey: theme.themeKey,
        themeTokens: { ...theme.tokens },
        primaryColor: theme.tokens.colorPrimary,
        fontFamily: theme.tokens.fontBody,
        customCss: theme.source.css,
        customJs: theme.source.js,
        updatedAt: new Date(),
      })
      .where(eq(sites.id, current.id))
      .returning();

    const slugs = themePages.map((page) => page.slug);
    const existing = await tx
      .select({ id: pages.id, slug: pages.slug })
      .from(pages)
      .where(and(eq(pages.siteId, current.id), inArray(pages.slug, slugs)));
    const existingBySlug = new Map(existing.map((page) => [page.slug, page.id]));

    const createdPages: ApplyThemeResult['createdPages'] = [];
    const skippedPages: ApplyThemeResult['skippedPages'] = [];
    for (const page of themePages) {
      const existingPageId = existingBySlug.get(page.slug);
      if (existingPageId) {
        skippedPages.push({ slug: page.slug, title: page.title, existingPageId });
        continue;
      }
      const id = newId('page');
      const [inserted] = await tx
        .insert(pages)
        .values({
          id,
          siteId: current.id,
          businessId,
          title: page.title,
          slug: page.slug,
          showInNav: page.showInNav,
          navOrder: page.navOrder,
          renderMode: 'BLOCKS',
          blocks: page.blocks,
          translations: page.translations,
        })
        .onConflictDoNothing({ target: [pages.siteId, pages.slug] })
        .returning({ id: pages.id });
      if (!inserted) {
        // Created meanwhile by a concurrent request: kept, like any existing page.
        const [winner] = await tx
          .select({ id: pages.id })
          .from(pages)
          .where(and(eq(pages.siteId, current.id), eq(pages.slug, page.slug)))
          .limit(1);
        skippedPages.push({ slug: page.slug, title: page.title, existingPageId: winner?.id ?? '' });
        continue;
      }
      createdPages.push({ id, slug: page.slug, title: page.title });
    }
    return { site: toSite(site!), createdPages, skippedPages };
  });
}
