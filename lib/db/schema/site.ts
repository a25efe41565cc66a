import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

/** Texts of a block in another language than the site's default: a partial config holding only text fields. */
export type BlockTranslations = Partial<Record<'fr' | 'nl' | 'en', Record<string, unknown>>>;
export type StoredBlock = { type: string; order: number; config: Record<string, unknown>; translations?: BlockTranslations };
/** A page's title and slug in the site's other languages. */
export type PageTranslations = Partial<Record<'fr' | 'nl' | 'en', { title?: string; slug?: string }>>;
/** The site's SEO texts in its other languages. */
export type SiteTranslations = Partial<Record<'fr' | 'nl' | 'en', { seoTitle?: string | null; seoDescription?: string | null }>>;
export type ThemeTokens = Record<string, string | number>;

/** The website of a business (one each, from its creation; unpublished until isEnabled). */
export const sites = pgTable('sites', {
  id: text('id').primaryKey(),
  businessId: text('business_id')
    .notNull()
    .unique()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** Host label: served at http://<slug>.<STOREFRONT_DOMAIN>/ (the sandbox twin's is "<live slug>--test"). */
  slug: text('slug').notNull().unique(),
  isEnabled: boolean('is_enabled').notNull().default(false),
  primaryColor: text('primary_color').notNull().default('#1f5f5b'),
  fontFamily: text('font_family').notNull().default('system'),
  customHeadHtml: text('custom_head_html').notNull().default(''),
  customCss: text('custom_css').notNull().default(''),
  customJs: text('custom_js').notNull().default(''),
  logoUrl: text('logo_url'),
  faviconUrl: text('favicon_url'),
  seoTitle: text('seo_title'),
  seoDescription: text('seo_description'),
  themeKey: text('theme_key'),
  themeTokens: jsonb('theme_tokens').$type<ThemeTokens>().notNull().default({}),
  /** The language of the site's own texts and of its unprefixed URLs. */
  defaultLanguage: text('default_language', { enum: ['fr', 'nl', 'en'] }).notNull().default('fr'),
  /** The languages the storefront serves (the default first; the others under /<lang>/). */
  languages: text('languages').array().$type<('fr' | 'nl' | 'en')[]>().notNull().default(sql`'{fr}'::text[]`),
  translations: jsonb('translations').$type<SiteTranslations>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
}, (t) => [
  check('sites_default_language_valid', sql`${t.defaultLanguage} in ('fr', 'nl', 'en')`),
  check('sites_languages_valid', sql`${t.languages} <@ array['fr', 'nl', 'en']::text[] and ${t.defaultLanguage} = ${t.languages}[1]`),
]);

export const pages = pgTable(
  'pages',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** "" is the home page. */
    slug: text('slug').notNull(),
    showInNav: boolean('show_in_nav').notNull().default(true),
    navOrder: integer('nav_order').notNull().default(0),
    renderMode: text('render_mode', { enum: ['BLOCKS', 'CODE'] }).notNull().default('BLOCKS'),
    blocks: jsonb('blocks').$type<StoredBlock[]>().notNull().default([]),
    translations: jsonb('translations').$type<PageTranslations>().notNull().default({}),
    customHtml: text('custom_html'),
    /** CODE pages: inside the site's header, navigation, cart and footer (SHELL), or the whole document (FULL_PAGE). */
    codeLayout: text('code_layout', { enum: ['SHELL', 'FULL_PAGE'] }).notNull().default('SHELL'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_site_slug_idx').on(t.siteId, t.slug), index('pages_business_idx').on(t.businessId, t.id)],
);

/** The online shop of a business (created by the first PATCH /public/shop). */
export const shops = pgTable('shops', {
  id: text('id').primaryKey(),
  businessId: text('business_id')
    .notNull()
    .unique()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  mode: text('mode', { enum: ['B2C', 'B2B'] }).notNull().default('B2C'),
  currency: text('currency').notNull().default('EUR'),
  offersShipping: boolean('offers_shipping').notNull().default(false),
  shippingFlatRateMinor: bigint('shipping_flat_rate_minor', { mode: 'number' }).notNull().default(0),
  showPricesToGuests: boolean('show_prices_to_guests').notNull().default(true),
  status: text('status', { enum: ['DRAFT', 'ACTIVE', 'PAUSED'] }).notNull().default('DRAFT'),
  siteId: text('site_id').references(() => sites.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Short-lived grants that let the builder's canvas (an iframe on the storefront host, which never sees the
 * dashboard's cookie) load the site's preview shell, also while the site is unpublished. Only the token's
 * SHA-256 hash is stored.
 */
export const previewGrants = pgTable('preview_grants', {
  tokenHash: text('token_hash').primaryKey(),
  businessId: text('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  siteId: text('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The site settings a draft can change (a subset of `sites`' columns, by their API names). */
export type DraftSiteSettings = Partial<{
  primaryColor: string;
  fontFamily: string;
  customHeadHtml: string;
  customCss: string;
  customJs: string;
  logoUrl: string | null;
  faviconUrl: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  themeKey: string | null;
  themeTokens: ThemeTokens;
  defaultLanguage: 'fr' | 'nl' | 'en';
  languages: ('fr' | 'nl' | 'en')[];
  translations: SiteTranslations;
}>;

/**
 * The dashboard's unpublished changes to a site's settings (one row per site with a draft; settings holds
 * only the fields the draft changed). The live site is `sites` and `pages`; Publish applies the draft to them.
 */
export const siteDrafts = pgTable('site_drafts', {
  siteId: text('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  businessId: text('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<DraftSiteSettings>().notNull().default({}),
  /** The sites row's updated_at when the draft first changed a setting (null: no setting changed). */
  baseUpdatedAt: timestamp('base_updated_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A page as the draft has it: an added page, a changed copy of a live page, or a live page the draft removes
 * (deleted). Live pages the draft never touched have no row here (the draft shows them as they are live).
 */
export const draftPages = pgTable(
  'draft_pages',
  {
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The live page's id, or the id the page will have once published. */
    pageId: text('page_id').notNull(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The live page's updated_at when the draft copied it (null for a page the draft adds). */
    baseUpdatedAt: timestamp('base_updated_at', { withTimezone: true }),
    deleted: boolean('deleted').notNull().default(false),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    showInNav: boolean('show_in_nav').notNull().default(true),
    navOrder: integer('nav_order').notNull().default(0),
    renderMode: text('render_mode', { enum: ['BLOCKS', 'CODE'] }).notNull().default('BLOCKS'),
    blocks: jsonb('blocks').$type<StoredBlock[]>().notNull().default([]),
    translations: jsonb('translations').$type<PageTranslations>().notNull().default({}),
    customHtml: text('custom_html'),
    codeLayout: text('code_layout', { enum: ['SHELL', 'FULL_PAGE'] }).notNull().default('SHELL'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.pageId] }), index('draft_pages_business_idx').on(t.businessId)],
);

/** What a published version holds: the site's settings and every page, as they were live. */
export type SiteVersionContent = {
  settings: Required<DraftSiteSettings>;
  pages: {
    id: string;
    title: string;
    slug: string;
    showInNav: boolean;
    navOrder: number;
    renderMode: 'BLOCKS' | 'CODE';
    blocks: StoredBlock[];
    /** Absent in versions published before pages had translations. */
    translations?: PageTranslations;
    customHtml: string | null;
    codeLayout: 'SHELL' | 'FULL_PAGE';
  }[];
};

/** The site as published, one row per publish (the last few are kept and can be restored). */
export const siteVersions = pgTable(
  'site_versions',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per site. */
    number: integer('number').notNull(),
    /** 'publish', 'restore' (restored from another version) or 'baseline' (the live site before its first draft publish). */
    kind: text('kind', { enum: ['publish', 'restore', 'baseline'] }).notNull(),
    restoredFrom: integer('restored_from'),
    content: jsonb('content').$type<SiteVersionContent>().notNull(),
    /** Who published: a user id, or null for the system. */
    publishedBy: text('published_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_versions_site_number_idx').on(t.siteId, t.number)],
);

/**
 * Private links that show a site's draft on its storefront host to whoever has them (expiring, unguessable;
 * only the token's SHA-256 hash is stored). Revoked by deleting the row.
 */
export const draftPreviewLinks = pgTable(
  'draft_preview_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('draft_preview_links_site_idx').on(t.siteId)],
);
