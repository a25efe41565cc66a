// What a storefront renders from, read in two steps: a cheap per-request stamp of the site (its id, whether
// it is published, and a fingerprint; one query), then — only when the fingerprint is new — everything the
// pages need, in one snapshot, through the domain's own reads (the business profile, its locations, the shop,
// the site's pages, the categories, the media library's sizes and alt texts) plus the products for sale. The cache of snapshots is ./site-data.ts.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CategorySummary, LocationSummary, MediaSummary, ProductSummary, ShopSummary } from '../../../blocks/types';
import type { Db } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared';
import { type PageTranslations, type StoredBlock, products, sites } from '../../db/schema';
import { getBusinessProfile, listLocations } from '../businesses/businesses';
import { listCategoriesInOrder } from '../catalog/categories';
import { priceInclVatMinor } from '../catalog/pricing';
import { mediaSummaries } from '../media/media';
import { fromMinor } from '../shared/money';
import { findShop, isShopVisible } from '../shop/shop';
import { listSitePages } from '../site/pages';
import { type SiteRow, toSite } from '../site/site';
import type { Site, SiteLanguage } from '../site/schemas';

/** What a cache hit needs to know about a site: no more than its id, whether it is published, and its fingerprint. */
export type SiteStamp = { id: string; isEnabled: boolean; fingerprint: string };

// Qualified by hand: drizzle prints a single table's columns unqualified, which the subqueries would capture.
const siteIdColumn = sql.raw('"sites"."id"');
const businessIdColumn = sql.raw('"sites"."business_id"');
// A row's xmin is the id of the transaction that wrote its current version: every UPDATE, whoever runs it
// (any node, the CLI, raw SQL, whatever it does to updated_at), gives the row a new, larger one.
const xminSum = (alias: string) => sql.raw(`coalesce(sum(${alias}.xmin::text::bigint), 0)::text`);

/**
 * The fingerprint of everything the pages of a site show, computed in the database and returned as one
 * md5: the site row (its xmin), its pages, its products and its media library (count, sum of xmins, latest
 * updated_at: an insert or a delete moves the count, an update — a new alt text — moves the sum, since a new
 * xmin is larger than the one it replaces), the shop row (xmin), and digests of the content of the business profile, the locations and
 * the categories (small tables; their writers change no counter). Same fingerprint ⇒ same pages, on every node.
 */
const fingerprintSql = sql<string>`md5(concat_ws('|',
  ${siteIdColumn}, "sites".xmin::text, "sites".updated_at::text,
  (select count(*)::text || ':' || ${xminSum('p')} || ':' || coalesce(max(p.updated_at)::text, '') from pages p where p.site_id = ${siteIdColumn}),
  (select s.xmin::text || ':' || s.status from shops s where s.business_id = ${businessIdColumn}),
  (select count(*)::text || ':' || ${xminSum('pr')} || ':' || coalesce(max(pr.updated_at)::text, '') from products pr where pr.business_id = ${businessIdColumn}),
  (select count(*)::text || ':' || ${xminSum('m')} || ':' || coalesce(max(m.updated_at)::text, '') from media m where m.business_id = ${businessIdColumn}),
  (select md5(concat_ws('/', b.name, b.legal_name, b.vat_number, b.email, b.phone, b.currency, b.address::text))
     from businesses b where b.id = ${businessIdColumn}),
  (select md5(coalesce(string_agg(l::text, ',' order by l.id), '')) from locations l where l.business_id = ${businessIdColumn}),
  (select md5(coalesce(string_agg(c::text, ',' order by c.id), '')) from categories c where c.business_id = ${businessIdColumn})))`;

const stampFields = { id: sites.id, isEnabled: sites.isEnabled, fingerprint: fingerprintSql };

const stampBySlug = preparedPerHandle((db) =>
  db.select(stampFields).from(sites).where(eq(sites.slug, sql.placeholder('slug'))).limit(1).prepare('storefront_site_stamp'),
);

/** The stamp of the site whose host label is `slug` (one indexed query returning three short values), or null. */
export async function siteStamp(db: Db, slug: string): Promise<SiteStamp | null> {
  const [found] = await stampBySlug(db).execute({ slug });
  return found ?? null;
}

/** A site's data with the fingerprint of the very state it was read from (one read-only snapshot). */
export type StorefrontSnapshot = { stamp: SiteStamp; data: StorefrontData };

/**
 * Everything the pages of site `siteId` show, read together with the fingerprint of that very state, so the
 * data can be filed under it exactly (a write between the request's stamp and this read shows as another
 * fingerprint, never as newer data under an older key): one repeatable-read, read-only transaction.
 * Null when the site is gone.
 */
export function loadStorefrontSnapshot(db: Db, siteId: string): Promise<StorefrontSnapshot | null> {
  return db.transaction((tx) => readSnapshot(tx, siteId), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function readSnapshot(db: Db, siteId: string): Promise<StorefrontSnapshot | null> {
  const [found] = await db.select({ row: sites, fingerprint: fingerprintSql }).from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!found) return null;
  const stamp = { id: found.row.id, isEnabled: found.row.isEnabled, fingerprint: found.fingerprint };
  return { stamp, data: await loadStorefrontData(db, found.row) };
}

export type StorefrontPage = {
  id: string;
  title: string;
  slug: string;
  showInNav: boolean;
  navOrder: number;
  renderMode: 'BLOCKS' | 'CODE';
  blocks: StoredBlock[];
  /** Title and slug in the site's other languages (blocks carry their own texts). */
  translations: PageTranslations;
  customHtml: string | null;
  codeLayout: 'SHELL' | 'FULL_PAGE';
  updatedAt: Date;
};

export type StorefrontBusiness = {
  name: string;
  legalName: string | null;
  vatNumber: string | null;
  email: string | null;
  phone: string | null;
  address: LocationSummary['address'];
};

/** A product as the storefront shows it: the blocks' summary plus what the product page adds. */
export type StorefrontProduct = ProductSummary & {
  sku: string | null;
  priceExclVat: number;
  vatPercent: number;
  updatedAt: Date;
};

export type StorefrontData = {
  site: Site;
  /** The language the data is shown in: the site's default, or another it serves (storefront/languages.ts). */
  language: SiteLanguage;
  businessId: string;
  business: StorefrontBusiness;
  locations: LocationSummary[];
  /** Null when there is no shop or it is DRAFT: no prices, no cart, no product pages. */
  shop: (ShopSummary & { mode: 'B2C' | 'B2B'; offersShipping: boolean; shippingFlatRate: number }) | null;
  /** For-sale products, only when the shop is shown. */
  products: StorefrontProduct[];
  categories: CategorySummary[];
  pages: StorefrontPage[];
  /** Prefix of the site's own links: '' on the storefront, /__vitrine/draft/<token> in a draft preview. */
  basePath?: string;
  /** The business's media library by id (size, type, alt text): blocks show its images as responsive renditions. */
  media: Record<string, MediaSummary>;
};

/** How many products a storefront loads at most (small merchants; beyond this, paging would be needed). */
const MAX_PRODUCTS = 2000;

/** Everything the pages of a site show. */
async function loadStorefrontData(db: Db, row: SiteRow): Promise<StorefrontData> {
  const businessId = row.businessId;
  // One after the other: inside the snapshot's transaction they share one connection anyway.
  const business = await getBusinessProfile(db, businessId);
  const locationList = await listLocations(db, businessId);
  const shopFound = await findShop(db, businessId);
  const pageRows = await listSitePages(db, row.id);
  const shop = shopFound && isShopVisible(shopFound)
    ? {
        status: shopFound.status,
        showPricesToGuests: shopFound.showPricesToGuests,
        currency: shopFound.currency,
        mode: shopFound.mode,
        offersShipping: shopFound.offersShipping,
        shippingFlatRate: shopFound.shippingFlatRate,
      }
    : null;
  const productList = shop ? await productsForSale(db, businessId, business.currency) : [];
  const categoryList = shop ? await listCategoriesInOrder(db, businessId) : [];
  const media = await mediaSummaries(db, businessId);
  return {
    site: toSite(row),
    language: row.defaultLanguage,
    businessId,
    business: {
      name: business.name,
      legalName: business.legalName,
      vatNumber: business.vatNumber,
      email: business.email,
      phone: business.phone,
      address: business.address,
    },
    locations: locationList.map((location) => ({
      id: location.id,
      name: location.name,
      address: location.address,
      phone: location.phone,
      openingHours: location.openingHours,
    })),
    shop,
    products: productList,
    categories: categoryList.map((category) => ({ id: category.id, name: category.name, slug: category.slug })),
    pages: pageRows.map((page) => ({
      id: page.id,
      title: page.title,
      slug: page.slug,
      showInNav: page.showInNav,
      navOrder: page.navOrder,
      renderMode: page.renderMode,
      blocks: page.blocks,
      translations: page.translations,
      customHtml: page.customHtml,
      codeLayout: page.codeLayout,
      updatedAt: page.updatedAt,
    })),
    media,
  };
}

/** The business's products for sale (at most MAX_PRODUCTS), as the storefront shows them. */
async function productsForSale(db: Db, businessId: string, currency: string): Promise<StorefrontProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.isForSale, true)))
    .orderBy(asc(products.id))
    .limit(MAX_PRODUCTS);
  return rows.map((product) => ({
    id: product.id,
    slug: null,
    sku: product.sku,
    name: product.name,
    description: product.description,
    priceInclVat: fromMinor(priceInclVatMinor(product.sellingPriceMinor, product.vatRateBp), currency),
    priceExclVat: fromMinor(product.sellingPriceMinor, currency),
    vatPercent: product.vatRateBp / 100,
    currency,
    images: product.images,
    categoryId: product.categoryId,
    isForSale: product.isForSale,
    stockQuantity: product.stockQuantity,
    trackInventory: product.trackInventory,
    updatedAt: product.updatedAt,
  }));
}
