// Product categories of a business: listed in the merchant's order (`position`), created, renamed, moved,
// deleted. Deleting one leaves its products uncategorised (the foreign key is `on delete set null`). A rename or
// a deletion changes the products' view (their `category`): they get product.updated and a new updatedAt.
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, products } from '../../db/schema';
import { slugify } from '../businesses/businesses';
import { isUniqueViolation } from '../shared/db-errors';
import { DomainError, invalid, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { type Page, type PageRequest, toPage } from '../shared/paging';
// products.ts re-exports this module; touchProducts is only called at run time, so the cycle is harmless.
import { touchProducts } from './products';
import { type Category, type CreateCategoryBody, type UpdateCategoryBody, categorySlug } from './schemas';

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  position: categories.position,
  productCount: sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id")`,
};

/** Categories with the number of products in each, in creation order, one page at a time (the public API). */
export async function listCategories(db: Db, businessId: string, page: PageRequest): Promise<Page<Category>> {
  const conditions = [eq(categories.businessId, businessId)];
  if (page.after) conditions.push(gt(categories.id, page.after));
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(...conditions))
    .orderBy(asc(categories.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit);
}

/** Every category of the business in the merchant's order: position, then name. */
export async function listCategoriesInOrder(db: Db, businessId: string): Promise<Category[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .where(eq(categories.businessId, businessId))
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id));
}

export async function getCategoryOrThrow(db: Db, businessId: string, categoryId: string): Promise<Category> {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.businessId, businessId), eq(categories.id, categoryId)))
    .limit(1);
  if (!row) throw notFound('Category');
  return row;
}

const slugConflict = (slug: string, existingId?: string) =>
  new DomainError('conflict', `A category with slug "${slug}" already exists`, {
    ...(existingId ? { existingId } : {}),
    details: [{ path: 'slug', message: `“${slug}” is already used by another category` }],
  });

async function throwIfSlugTaken(db: Db, businessId: string, slug: string, exceptId?: string) {
  const conditions = [eq(categories.businessId, businessId), eq(categories.slug, slug)];
  if (exceptId) conditions.push(ne(categories.id, exceptId));
  const [existing] = await db.select({ id: categories.id }).from(categories).where(and(...conditions)).limit(1);
  if (existing) throw slugConflict(slug, existing.id);
}

/** A concurrent write took the slug between the check and the statement: the same 409. */
function rethrowSlugRace(slug: string | undefined, error: unknown): never {
  if (slug && isUniqueViolation(error, 'categories_business_slug_idx')) throw slugConflict(slug);
  throw error;
}

/**
 * Creates a category, last in the order unless a position is given (the demo seed gives one). Without a slug,
 * the slug is derived from the name.
 */
export async function createCategory(db: Db, businessId: string, input: CreateCategoryBody & { position?: number }): Promise<Category> {
  const derived = input.slug ?? slugify(input.name);
  const slug = categorySlug.safeParse(derived);
  if (!slug.success) {
    throw invalid('slug', input.slug === undefined ? 'Could not derive a slug from the name: enter one' : (slug.error.issues[0]?.message ?? 'invalid slug'));
  }
  await throwIfSlugTaken(db, businessId, slug.data);
  let position = input.position;
  if (position === undefined) {
    const [last] = await db
      .select({ next: sql<number>`coalesce(max(${categories.position}), -1)::int + 1` })
      .from(categories)
      .where(eq(categories.businessId, businessId));
    position = last?.next ?? 0;
  }
  const id = newId('category');
  try {
    await db.insert(categories).values({ id, businessId, name: input.name, slug: slug.data, position });
  } catch (error) {
    rethrowSlugRace(slug.data, error);
  }
  return { id, name: input.name, slug: slug.data, position, productCount: 0 };
}

/** Renames a category and/or changes its slug; its products and its place in the order stay. */
export async function updateCategory(db: Db, businessId: string, categoryId: string, input: UpdateCategoryBody): Promise<Category> {
  const current = await getCategoryOrThrow(db, businessId, categoryId);
  if (input.slug !== undefined) await throwIfSlugTaken(db, businessId, input.slug, categoryId);
  const changes: Partial<typeof categories.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.slug !== undefined) changes.slug = input.slug;
  try {
    // A savepoint: a slug race leaves an enclosing transaction usable.
    await db.transaction(async (tx) => {
      await tx
        .update(categories)
        .set(changes)
        .where(and(eq(categories.businessId, businessId), eq(categories.id, categoryId)));
      if (changes.name !== undefined && changes.name !== current.name) await touchProducts(tx, businessId, await productIdsOf(tx, businessId, categoryId));
    });
  } catch (error) {
    rethrowSlugRace(input.slug, error);
  }
  return getCategoryOrThrow(db, businessId, categoryId);
}

async function productIdsOf(db: Db, businessId: string, categoryId: string): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.businessId, businessId), eq(products.categoryId, categoryId)));
  return rows.map((row) => row.id);
}

/**
 * Moves a category one place up or down (at either end: no change) and returns the new order. The positions
 * of the whole list are rewritten as 0, 1, 2, … so that equal or sparse positions (older data, the demo seed)
 * end up in a strict order. The rows are locked: two moves at once apply one after the other.
 */
export async function moveCategory(db: Db, businessId: string, categoryId: string, direction: 'up' | 'down'): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, position: categories.position })
    .from(categories)
    .where(eq(categories.businessId, businessId))
    .orderBy(asc(categories.position), asc(categories.name), asc(categories.id))
    .for('update');
  const index = rows.findIndex((row) => row.id === categoryId);
  if (index < 0) throw notFound('Category');
  const target = direction === 'up' ? index - 1 : index + 1;
  if (target >= 0 && target < rows.length) {
    const order = [...rows];
    [order[index], order[target]] = [order[target]!, order[index]!];
    for (const [position, row] of order.entries()) {
      if (row.position === position) continue;
      await db
        .update(categories)
        .set({ position })
        .where(and(eq(categories.businessId, businessId), eq(categories.id, row.id)));
    }
  }
  return listCategoriesInOrder(db, businessId);
}

/** Deletes a category; its products become uncategorised, nothing else changes. Another business's → 404. */
export async function deleteCategory(db: Db, businessId: string, categoryId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const productIds = await productIdsOf(tx, businessId, categoryId);
    const deleted = await tx
      .delete(categories)
      .where(and(eq(categories.businessId, businessId), eq(categories.id, categoryId)))
      .returning({ id: categories.id });
    if (deleted.length === 0) throw notFound('Category');
    await touchProducts(tx, businessId, productIds);
  });
}
