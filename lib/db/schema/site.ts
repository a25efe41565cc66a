import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';

export type StoredBlock = { type: string; order: number; config: Record<string, unknown> };
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
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
});

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
    customHtml: text('custom_html'),
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
