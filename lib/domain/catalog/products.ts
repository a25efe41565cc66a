// Products of a business (category functions live in ./categories and are re-exported here).
import { isDeepStrictEqual } from 'node:util';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, asc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedByShape, preparedPerHandle } from '../../db/prepared';
import { businesses, categories, inventoryAdjustments, locations, products, stockLevels } from '../../db/schema';
import { recordEvent } from '../events/events';
import { toAdjustment } from '../inventory/stock';
import { DomainError, notFound } from '../shared/errors';
import { isUniqueViolation } from '../shared/db-errors';
import { newId } from '../shared/ids';
import { bpToPercent, fromMinor, toMinorExact } from '../shared/money';
import { type Page, type PageRequest, toPage } from '../shared/paging';
import { updatedAfter } from '../shared/updated-since';
import { checkVatRate } from '../shared/vat';
import { priceInclVatMinor } from './pricing';
import type { CreateProductBody, Product, UpdateProductBody } from './schemas';

export type Actor = { kind: 'api'; apiKeyId: string } | { kind: 'dashboard'; userId: string } | { kind: 'system' };

/** An instant as the API writes it (ISO 8601, UTC, milliseconds), formatted by PostgreSQL: no Date per row. */
const isoInstant = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// One flat row per product, mapped straight to the public shape (the list's cost is per row).
const productColumns = {
  id: products.id,
  sku: products.sku,
  name: products.name,
  description: products.description,
  categoryId: products.categoryId,
  categoryName: categories.name,
  sellingPriceMinor: products.sellingPriceMinor,
  vatRateBp: products.vatRateBp,
  currency: businesses.currency,
  isForSale: products.isForSale,
  images: products.images,
  trackInventory: products.trackInventory,
  stockQuantity: products.stockQuantity,
  createdAt: isoInstant(products.createdAt),
  updatedAt: isoInstant(products.updatedAt),
};

type ProductRow = {
  id: string;
  sku: string | null;
  name: string;
  description: string | null;
  categoryId: string | null;
  categoryName: string | null;
  sellingPriceMinor: number;
  vatRateBp: number;
  currency: string;
  isForSale: boolean;
  images: string[];
  trackInventory: boolean;
  stockQuantity: number;
  createdAt: string;
  updatedAt: string;
};

export { priceInclVatMinor };
export {
  createCategory,
  deleteCategory,
  getCategoryOrThrow,
  listCategories,
  listCategoriesInOrder,
  moveCategory,
  updateCategory,
} from './categories';

function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    description: row.description,
    categoryId: row.categoryId,
    category: row.categoryId && row.categoryName ? { id: row.categoryId, name: row.categoryName } : null,
    sellingPrice: fromMinor(row.sellingPriceMinor, row.currency),
    vatPercent: bpToPercent(row.vatRateBp),
    priceInclVat: fromMinor(priceInclVatMinor(row.sellingPriceMinor, row.vatRateBp), row.currency),
    currency: row.currency,
    isForSale: row.isForSale,
    images: row.images,
    trackInventory: row.trackInventory,
    stockQuantity: row.stockQuantity,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function selectProducts(db: Db) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(businesses, eq(businesses.id, products.businessId))
    .leftJoin(categories, eq(categories.id, products.categoryId));
}

export type ProductFilters = { q?: string; sku?: string; categoryId?: string; isForSale?: boolean; updatedSince?: string };

/** The list query for a combination of filters: a shape of letters, one per condition present. */
const productList = preparedByShape((db, shape) => {
  const conditions = [eq(products.businessId, sql.placeholder('businessId'))];
  if (shape.includes('a')) conditions.push(gt(products.id, sql.placeholder('after')));
  if (shape.includes('s')) conditions.push(eq(products.sku, sql.placeholder('sku')));
  if (shape.includes('c')) conditions.push(eq(products.categoryId, sql.placeholder('categoryId')));
  if (shape.includes('f')) conditions.push(eq(products.isForSale, sql.placeholder('isForSale')));
  if (shape.includes('u')) conditions.push(updatedAfter(products.updatedAt, sql.placeholder('updatedSince')));
  if (shape.includes('q')) {
    const pattern = sql.placeholder('pattern');
    conditions.push(or(ilike(products.name, pattern), ilike(products.sku, pattern), ilike(products.description, pattern))!);
  }
  return selectProducts(db)
    .where(and(...conditions))
    .orderBy(asc(products.id))
    .limit(sql.placeholder('limit'))
    .prepare(`products_list_${shape || 'all'}`);
});

/** Lists a business's products in creation order, filtered, one page at a time. */
export async function listProducts(db: Db, businessId: string, filters: ProductFilters, page: PageRequest): Promise<Page<Product>> {
  const shape = `${page.after ? 'a' : ''}${filters.sku ? 's' : ''}${filters.categoryId ? 'c' : ''}${filters.isForSale !== undefined ? 'f' : ''}${filters.updatedSince ? 'u' : ''}${filters.q ? 'q' : ''}`;
  const rows = await productList(db, shape).execute({
    businessId,
    after: page.after,
    sku: filters.sku,
    categoryId: filters.categoryId,
    isForSale: filters.isForSale,
    updatedSince: filters.updatedSince,
    pattern: filters.q ? `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined,
    limit: page.limit + 1,
  });
  return toPage(rows.map(toProduct), page.limit);
}

const productById = preparedPerHandle((db) =>
  selectProducts(db)
    .where(and(eq(products.businessId, sql.placeholder('businessId')), eq(products.id, sql.placeholder('productId'))))
    .limit(1)
    .prepare('product_by_id'),
);

export async function getProductOrThrow(db: Db, businessId: string, productId: string): Promise<Product> {
  const [row] = await productById(db).execute({ businessId, productId });
  if (!row) throw notFound('Product');
  return toProduct(row);
}

/** The business's VAT rate for `vatPercent` (400 when it is not one of its rates), and its currency. */
async function businessVatRate(db: Db, businessId: string, vatPercent: number): Promise<{ bp: number; currency: string }> {
  const [business] = await db
    .select({ vatRatesBp: businesses.vatRatesBp, currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!business) throw notFound('Business');
  return { bp: checkVatRate(business.vatRatesBp, vatPercent, 'vatPercent'), currency: business.currency };
}

async function checkCategory(db: Db, businessId: string, categoryId: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.id, categoryId)))
    .limit(1);
  if (!row) {
    throw new DomainError('not_found', 'Category not found', { details: [{ path: 'categoryId', message: 'no such category' }] });
  }
}

async function throwIfSkuTaken(db: Db, businessId: string, sku: string, exceptId?: string) {
  const [existing] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.sku, sku)))
    .limit(1);
  if (existing && existing.id !== exceptId) throw skuConflict(sku, existing.id);
}

const skuConflict = (sku: string, existingId: string) =>
  new DomainError('conflict', `A product with SKU "${sku}" already exists`, {
    existingId,
    details: [{ path: 'sku', message: 'already used by another product' }],
  });

async function rethrowSkuRace(db: Db, businessId: string, sku: string | null | undefined, error: unknown): Promise<never> {
  if (sku && isUniqueViolation(error, 'products_business_sku_idx')) {
    const [existing] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.businessId, businessId), eq(products.sku, sku)))
      .limit(1);
    if (existing) throw skuConflict(sku, existing.id);
  }
  throw error;
}

/**
 * Creates a product; its initial stock is placed at the primary location with an audit entry. Events:
 * product.created, and stock.adjusted for an initial stock.
 */
export async function createProduct(db: Db, businessId: string, input: CreateProductBody, actor: Actor): Promise<Product> {
  const { bp: vatRateBp, currency } = await businessVatRate(db, businessId, input.vatPercent);
  const sellingPriceMinor = toMinorExact(input.sellingPrice, currency, 'sellingPrice');
  if (input.categoryId !== undefined && input.categoryId !== null) await checkCategory(db, businessId, input.categoryId);
  if (input.sku) await throwIfSkuTaken(db, businessId, input.sku);
  const id = newId('product');
  try {
    return await db.transaction(async (tx) => {
      await tx.insert(products).values({
        id,
        businessId,
        sku: input.sku ?? null,
        name: input.name,
        description: input.description ?? null,
        categoryId: input.categoryId ?? null,
        sellingPriceMinor,
        vatRateBp,
        isForSale: input.isForSale,
        images: input.images,
        trackInventory: input.trackInventory,
        stockQuantity: input.stockQuantity,
      });
      const [primary] = await tx
        .select({ id: locations.id })
        .from(locations)
        .where(eq(locations.businessId, businessId))
        .orderBy(sql`${locations.isPrimary} desc`, asc(locations.position), asc(locations.id))
        .limit(1);
      if (primary) {
        await tx.insert(stockLevels).values({ productId: id, locationId: primary.id, quantity: input.stockQuantity });
      }
      const product = await getProductOrThrow(tx, businessId, id);
      await recordEvent(tx, businessId, 'product.created', product);
      if (input.stockQuantity > 0) {
        const [entry] = await tx
          .insert(inventoryAdjustments)
          .values({
            id: newId('adjustment'),
            businessId,
            productId: id,
            locationId: primary?.id ?? null,
            delta: input.stockQuantity,
            reason: 'initial',
            note: 'Initial stock',
            locationQuantityAfter: primary ? input.stockQuantity : null,
            stockQuantityAfter: input.stockQuantity,
            apiKeyId: actor.kind === 'api' ? actor.apiKeyId : null,
            actor: actor.kind,
          })
          .returning();
        await recordEvent(tx, businessId, 'stock.adjusted', toAdjustment(entry!));
      }
      return product;
    });
  } catch (error) {
    return rethrowSkuRace(db, businessId, input.sku, error);
  }
}

/** The stored values a patch may change, as the product shows them now (to tell a change from a no-op). */
function storedValues(product: Product): Partial<typeof products.$inferInsert> {
  return {
    name: product.name,
    description: product.description,
    sellingPriceMinor: toMinorExact(product.sellingPrice, product.currency, 'sellingPrice'),
    vatRateBp: Math.round(product.vatPercent * 100),
    isForSale: product.isForSale,
    images: product.images,
    trackInventory: product.trackInventory,
    categoryId: product.categoryId,
    sku: product.sku,
  };
}

/** Updates the given fields of a product (event product.updated); a patch that changes nothing writes nothing. */
export async function updateProduct(db: Db, businessId: string, productId: string, input: UpdateProductBody): Promise<Product> {
  const current = await getProductOrThrow(db, businessId, productId);
  const changes: Partial<typeof products.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.sellingPrice !== undefined) changes.sellingPriceMinor = toMinorExact(input.sellingPrice, current.currency, 'sellingPrice');
  if (input.vatPercent !== undefined) changes.vatRateBp = (await businessVatRate(db, businessId, input.vatPercent)).bp;
  if (input.isForSale !== undefined) changes.isForSale = input.isForSale;
  if (input.images !== undefined) changes.images = input.images;
  if (input.trackInventory !== undefined) changes.trackInventory = input.trackInventory;
  if (input.categoryId !== undefined) {
    if (input.categoryId !== null) await checkCategory(db, businessId, input.categoryId);
    changes.categoryId = input.categoryId;
  }
  if (input.sku !== undefined) {
    if (input.sku !== null) await throwIfSkuTaken(db, businessId, input.sku, productId);
    changes.sku = input.sku;
  }
  const before = storedValues(current);
  const changed = (Object.keys(changes) as (keyof typeof changes)[]).some((key) => !isDeepStrictEqual(changes[key], before[key]));
  if (!changed) return current;
  try {
    // In its own (sub)transaction so a unique-violation leaves an enclosing transaction usable.
    return await db.transaction(async (tx) => {
      await tx
        .update(products)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(products.businessId, businessId), eq(products.id, productId)));
      const product = await getProductOrThrow(tx, businessId, productId);
      await recordEvent(tx, businessId, 'product.updated', product);
      return product;
    });
  } catch (error) {
    return rethrowSkuRace(db, businessId, input.sku, error);
  }
}

/**
 * Records product.updated for products whose view changed by a change elsewhere (their category renamed or
 * deleted) and bumps their updatedAt, in the caller's transaction: one statement to touch, one to read.
 */
export async function touchProducts(tx: Db, businessId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .update(products)
    .set({ updatedAt: new Date() })
    .where(and(eq(products.businessId, businessId), inArray(products.id, productIds)));
  const rows = await selectProducts(tx)
    .where(and(eq(products.businessId, businessId), inArray(products.id, productIds)))
    .orderBy(asc(products.id));
  for (const row of rows) await recordEvent(tx, businessId, 'product.updated', toProduct(row));
}
