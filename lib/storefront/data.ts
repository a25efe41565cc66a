// What a storefront renders from, read in two steps: a cheap per-request lookup of the site and its
// fingerprint (one query), then — only when the fingerprint is new — everything the pages need, in one go.
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { CategorySummary, LocationSummary, ProductSummary, ShopSummary } from '@/blocks/types';
import type { Db } from '@/lib/db/client';
import { businesses, cartItems, carts, categories, locations, pages, products, shops, sites } from '@/lib/db/schema';
import { priceInclVatMinor } from '@/lib/domain/catalog/products';
import { fromMinor } from '@/lib/domain/shared/money';
import { type SiteRow, toSite } from '@/lib/domain/site/site';
import type { Site } from '@/lib/domain/site/schemas';

export type SiteLookup = { row: SiteRow; fingerprint: string };

/**
 * The site whose host label is `slug`, with a fingerprint of everything its pages show: the site row, its
 * pages (latest change and count, so a deletion counts), the shop, the products (every write to a product,
 * stock included, bumps its updated_at), and a digest of the small tables without updated_at (business
 * profile, locations, categories). Same fingerprint ⇒ same pages, on every node.
 */
// Qualified by hand: drizzle prints a single table's columns unqualified, which the subqueries would capture.
const siteIdColumn = sql.raw('"sites"."id"');
const businessIdColumn = sql.raw('"sites"."business_id"');

export async function lookupSite(db: Db, slug: string): Promise<SiteLookup | null> {
  const [found] = await db
    .select({
      site: sites,
      version: sql<string>`concat_ws('|',
        (select max(p.updated_at)::text || ':' || count(*)::text from pages p where p.site_id = ${siteIdColumn}),
        (select s.updated_at::text || ':' || s.status from shops s where s.business_id = ${businessIdColumn}),
        (select max(pr.updated_at)::text || ':' || count(*)::text from products pr where pr.business_id = ${businessIdColumn}),
        (select md5(concat_ws('/', b.name, b.legal_name, b.vat_number, b.email, b.phone, b.currency, b.address::text))
           from businesses b where b.id = ${businessIdColumn}),
        (select md5(coalesce(string_agg(concat_ws('/', l.id, l.name, l.phone, l.address::text, l.opening_hours::text, l.is_primary, l.position), ',' order by l.id), ''))
           from locations l where l.business_id = ${businessIdColumn}),
        (select md5(coalesce(string_agg(concat_ws('/', c.id, c.name, c.slug, c.position), ',' order by c.id), ''))
           from categories c where c.business_id = ${businessIdColumn}))`,
    })
    .from(sites)
    .where(eq(sites.slug, slug))
    .limit(1);
  if (!found) return null;
  const fingerprint = createHash('sha1')
    .update(`${found.site.id}|${found.site.updatedAt.toISOString()}|${found.version}`)
    .digest('base64url')
    .slice(0, 20);
  return { row: found.site, fingerprint };
}

/** Units in the cart of the visitor whose token hashes to `tokenHash`, on the site `slug` (one query; 0 without a cart). */
export async function visitorCartCount(db: Db, slug: string, tokenHash: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(sites, eq(sites.businessId, carts.businessId))
    .where(and(eq(sites.slug, slug), eq(carts.tokenHash, tokenHash)));
  return Number(row?.count ?? 0);
}

export type StorefrontPage = {
  id: string;
  title: string;
  slug: string;
  showInNav: boolean;
  navOrder: number;
  renderMode: 'BLOCKS' | 'CODE';
  blocks: { type: string; order: number; config: unknown }[];
  customHtml: string | null;
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
  businessId: string;
  business: StorefrontBusiness;
  locations: LocationSummary[];
  /** Null when there is no shop or it is DRAFT: no prices, no cart, no product pages. */
  shop: (ShopSummary & { mode: 'B2C' | 'B2B'; offersShipping: boolean; shippingFlatRate: number }) | null;
  /** For-sale products, only when the shop is shown. */
  products: StorefrontProduct[];
  categories: CategorySummary[];
  pages: StorefrontPage[];
};

/** How many products a storefront loads at most (small merchants; beyond this, paging would be needed). */
export const MAX_PRODUCTS = 2000;

/** Everything the pages of a site show. */
export async function loadStorefrontData(db: Db, row: SiteRow): Promise<StorefrontData> {
  const businessId = row.businessId;
  const [[business], locationRows, [shopRow], pageRows] = await Promise.all([
    db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1),
    db.select().from(locations).where(eq(locations.businessId, businessId)).orderBy(sql`${locations.isPrimary} desc`, asc(locations.position), asc(locations.id)),
    db.select().from(shops).where(eq(shops.businessId, businessId)).limit(1),
    db.select().from(pages).where(eq(pages.siteId, row.id)).orderBy(asc(pages.navOrder), asc(pages.id)),
  ]);
  if (!business) throw new Error(`Site ${row.id} has no business`);
  const shop = shopRow && shopRow.status !== 'DRAFT'
    ? {
        status: shopRow.status,
        showPricesToGuests: shopRow.showPricesToGuests,
        currency: shopRow.currency,
        mode: shopRow.mode,
        offersShipping: shopRow.offersShipping,
        shippingFlatRate: fromMinor(shopRow.shippingFlatRateMinor, shopRow.currency),
      }
    : null;

  let productList: StorefrontProduct[] = [];
  let categoryList: CategorySummary[] = [];
  if (shop) {
    const [productRows, categoryRows] = await Promise.all([
      db
        .select()
        .from(products)
        .where(and(eq(products.businessId, businessId), eq(products.isForSale, true)))
        .orderBy(asc(products.id))
        .limit(MAX_PRODUCTS),
      db.select().from(categories).where(eq(categories.businessId, businessId)).orderBy(asc(categories.position), asc(categories.id)),
    ]);
    productList = productRows.map((product) => ({
      id: product.id,
      slug: null,
      sku: product.sku,
      name: product.name,
      description: product.description,
      priceInclVat: fromMinor(priceInclVatMinor(product.sellingPriceMinor, product.vatRateBp), business.currency),
      priceExclVat: fromMinor(product.sellingPriceMinor, business.currency),
      vatPercent: product.vatRateBp / 100,
      currency: business.currency,
      images: product.images,
      categoryId: product.categoryId,
      isForSale: product.isForSale,
      stockQuantity: product.stockQuantity,
      trackInventory: product.trackInventory,
      updatedAt: product.updatedAt,
    }));
    categoryList = categoryRows.map((category) => ({ id: category.id, name: category.name, slug: category.slug }));
  }

  return {
    site: toSite(row),
    businessId,
    business: {
      name: business.name,
      legalName: business.legalName,
      vatNumber: business.vatNumber,
      email: business.email,
      phone: business.phone,
      address: business.address,
    },
    locations: locationRows.map((location) => ({
      id: location.id,
      name: location.name,
      address: location.address,
      phone: location.phone,
      openingHours: location.openingHours,
    })),
    shop,
    products: productList,
    categories: categoryList,
    pages: pageRows.map((page) => ({
      id: page.id,
      title: page.title,
      slug: page.slug,
      showInNav: page.showInNav,
      navOrder: page.navOrder,
      renderMode: page.renderMode,
      blocks: page.blocks,
      customHtml: page.customHtml,
      updatedAt: page.updatedAt,
    })),
  };
}
