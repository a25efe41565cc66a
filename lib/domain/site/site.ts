// The website of a business: one each, created with the business (lazily here if missing), unpublished
// until isEnabled. primaryColor and fontFamily are the colorPrimary and fontBody/fontHeading design tokens.
import { eq } from 'drizzle-orm';
import { DEFAULT_TOKENS, FONT_STACKS, type FontStack, type ThemeTokens, resolveTokens } from '../../../blocks/tokens';
import { config } from '../../config';
import type { Db } from '../../db/client';
import { businesses, sites } from '../../db/schema';
import { recordEvent } from '../events/events';
import { invalid, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { assertMayPublish } from '../users/verification';
import { languagesAfter, siteTranslationsAfter } from './languages';
import type { Site, TokensPatch, UpdateSiteBody } from './schemas';

export type SiteRow = typeof sites.$inferSelect;

const isFontStack = (value: unknown): value is FontStack => typeof value === 'string' && Object.hasOwn(FONT_STACKS, value);

/** Where a site is served: http://<slug>.<STOREFRONT_DOMAIN>:<PORT>/ (a sandbox twin's slug ends in --test). */
export function siteUrl(slug: string): string {
  return `http://${slug}.${config.storefrontDomain}:${config.port}/`;
}

/** The design tokens of a site, defaults filled in; the primaryColor column is authoritative for colorPrimary. */
export function siteTokens(row: SiteRow): ThemeTokens {
  return resolveTokens({
    ...row.themeTokens,
    colorPrimary: row.primaryColor,
    ...(isFontStack(row.fontFamily) && !isFontStack(row.themeTokens.fontBody) ? { fontBody: row.fontFamily } : {}),
  });
}

export function toSite(row: SiteRow): Site {
  const tokens = siteTokens(row);
  return {
    id: row.id,
    slug: row.slug,
    url: siteUrl(row.slug),
    isEnabled: row.isEnabled,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    primaryColor: tokens.colorPrimary,
    fontFamily: tokens.fontBody,
    customHeadHtml: row.customHeadHtml,
    customCss: row.customCss,
    customJs: row.customJs,
    logoUrl: row.logoUrl,
    faviconUrl: row.faviconUrl,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    themeKey: row.themeKey,
    tokens,
    defaultLanguage: row.defaultLanguage,
    languages: row.languages,
    translations: row.translations,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The business's site row; created (unpublished) if the business somehow has none. */
export async function getOrCreateSiteRow(db: Db, businessId: string): Promise<SiteRow> {
  const [row] = await db.select().from(sites).where(eq(sites.businessId, businessId)).limit(1);
  if (row) return row;
  const [business] = await db.select({ slug: businesses.slug }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!business) throw notFound('Business');
  const id = newId('site');
  // The business slug is the natural host label; should another site hold it, fall back to a unique one.
  for (const slug of [business.slug, `${business.slug}-${id.slice(-6)}`]) {
    await db.insert(sites).values({ id, businessId, slug }).onConflictDoNothing();
    const [created] = await db.select().from(sites).where(eq(sites.businessId, businessId)).limit(1);
    if (created) return created;
  }
  throw new Error(`Could not create the site of business ${businessId}`);
}

/** The business's site (GET /public/site). */
export async function getSite(db: Db, businessId: string): Promise<Site> {
  return toSite(await getOrCreateSiteRow(db, businessId));
}

/** Merges token changes into the stored tokens (null removes an override). */
function mergeTokens(stored: Record<string, string | number>, patch: TokensPatch): Record<string, string | number> {
  const merged: Record<string, string | number> = { ...stored };
  for (const [name, value] of Object.entries(patch)) {
    if (value === null || value === undefined) delete merged[name];
    else merged[name] = value;
  }
  return merged;
}

/**
 * The sites columns `input` changes on `current` (tokens merged, primaryColor/fontFamily kept in step with
 * them), without isEnabled: the live site's PATCH and the dashboard's draft compute them alike.
 */
export function siteChanges(current: SiteRow, input: Omit<UpdateSiteBody, 'isEnabled'>): Partial<typeof sites.$inferInsert> {
  const tokenPatch: TokensPatch = { ...(input.tokens ?? {}) };
  if (input.primaryColor !== undefined) {
    if (tokenPatch.colorPrimary && tokenPatch.colorPrimary.toLowerCase() !== input.primaryColor) {
      throw invalid('tokens.colorPrimary', 'differs from primaryColor: send one of the two');
    }
    tokenPatch.colorPrimary = input.primaryColor;
  }
  if (input.fontFamily !== undefined) {
    if (tokenPatch.fontBody && tokenPatch.fontBody !== input.fontFamily) {
      throw invalid('tokens.fontBody', 'differs from fontFamily: send one of the two');
    }
    tokenPatch.fontBody = input.fontFamily as FontStack;
    tokenPatch.fontHeading ??= input.fontFamily as FontStack;
  }

  const changes: Partial<typeof sites.$inferInsert> = {};
  if (Object.keys(tokenPatch).length > 0) {
    const merged = mergeTokens(current.themeTokens, tokenPatch);
    if (tokenPatch.colorPrimary !== undefined) {
      merged.colorPrimary = (tokenPatch.colorPrimary ?? DEFAULT_TOKENS.colorPrimary).toLowerCase();
      changes.primaryColor = merged.colorPrimary;
    }
    if (tokenPatch.fontBody !== undefined) {
      merged.fontBody = tokenPatch.fontBody ?? DEFAULT_TOKENS.fontBody;
      changes.fontFamily = merged.fontBody;
    }
    changes.themeTokens = merged;
  }
  if (input.customHeadHtml !== undefined) changes.customHeadHtml = input.customHeadHtml;
  if (input.customCss !== undefined) changes.customCss = input.customCss;
  if (input.customJs !== undefined) changes.customJs = input.customJs;
  if (input.logoUrl !== undefined) changes.logoUrl = input.logoUrl;
  if (input.faviconUrl !== undefined) changes.faviconUrl = input.faviconUrl;
  if (input.seoTitle !== undefined) changes.seoTitle = input.seoTitle || null;
  if (input.seoDescription !== undefined) changes.seoDescription = input.seoDescription || null;
  if (input.defaultLanguage !== undefined || input.languages !== undefined) Object.assign(changes, languagesAfter(current, input));
  if (input.translations !== undefined) changes.translations = siteTranslationsAfter(current.translations, input.translations);
  return changes;
}

/**
 * Updates the site's branding, source code, tokens and publication (isEnabled true publishes: the publish rule
 * applies, and site.published is recorded in the same transaction).
 */
export async function updateSite(db: Db, businessId: string, input: UpdateSiteBody): Promise<Site> {
  const current = await getOrCreateSiteRow(db, businessId);
  const { isEnabled, ...design } = input;
  const changes: Partial<typeof sites.$inferInsert> = { ...siteChanges(current, design), updatedAt: new Date() };
  if (isEnabled !== undefined && isEnabled !== current.isEnabled) {
    if (isEnabled) await assertMayPublish(db, businessId);
    changes.isEnabled = isEnabled;
    changes.publishedAt = isEnabled ? new Date() : null;
  }
  if (!changes.isEnabled) {
    const [row] = await db.update(sites).set(changes).where(eq(sites.id, current.id)).returning();
    return toSite(row!);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx.update(sites).set(changes).where(eq(sites.id, current.id)).returning();
    const site = toSite(row!);
    await recordEvent(tx, businessId, 'site.published', site);
    return site;
  });
}
