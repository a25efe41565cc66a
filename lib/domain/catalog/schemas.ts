// Shapes of the catalogue: one zod schema per shape, shared by the API, the OpenAPI document and forms.
import { z } from 'zod';
import { MAX_PRICE, MAX_STOCK, moneyInput, updatedSinceFilter } from '../shared/input';
import { hasAtMostDecimals } from '../shared/money';

export const skuSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._\-/]*$/, 'letters, digits, dot, dash, underscore and slash')
  .describe('Stock keeping unit, unique within the business');

const price = moneyInput(MAX_PRICE).describe(
  "Selling price excluding VAT, in the business currency (major units, exact to the currency's minor unit)",
);

const vatPercent = z
  .number()
  .min(0)
  .max(100)
  .refine((value) => hasAtMostDecimals(value, 2), 'at most 2 decimals')
  .describe("VAT rate in percent; one of the business's rates (GET /public/me → vatRates)");

const imageUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
  .max(2048)
  .describe('Image URL (http or https)');

const productFields = {
  name: z.string().trim().min(1).max(200).describe('Product name'),
  sku: skuSchema.nullable(),
  description: z.string().max(10_000).nullable().describe('Plain-text description'),
  categoryId: z.string().min(1).max(64).nullable().describe('Category id (GET /public/categories), or null'),
  sellingPrice: price,
  vatPercent,
  isForSale: z.boolean().describe('When true, the storefront lists the product'),
  images: z.array(imageUrl).max(20).describe('Image URLs, first is the main image'),
  trackInventory: z.boolean().describe('When true, stock is counted and may not go below zero'),
};

export const createProductBody = z
  .strictObject({
    ...productFields,
    sku: productFields.sku.optional(),
    description: productFields.description.optional(),
    categoryId: productFields.categoryId.optional(),
    vatPercent: vatPercent.default(21),
    isForSale: productFields.isForSale.default(true),
    images: productFields.images.default([]),
    trackInventory: productFields.trackInventory.default(true),
    stockQuantity: z
      .int()
      .min(0)
      .max(MAX_STOCK)
      .default(0)
      .describe('Initial stock, placed at the primary location'),
  })
  .meta({ id: 'CreateProductBody' });
export type CreateProductBody = z.infer<typeof createProductBody>;

/** Stock is changed only through adjustments (audit log), so stockQuantity is not patchable. */
export const updateProductBody = z
  .strictObject(productFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'at least one field to change')
  .meta({ id: 'UpdateProductBody' });
export type UpdateProductBody = z.infer<typeof updateProductBody>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const listProductsFilters = {
  q: z.string().trim().min(1).max(200).optional().describe('Search in name, SKU and description'),
  sku: z.string().trim().min(1).max(64).optional().describe('Exact SKU'),
  categoryId: z.string().min(1).max(64).optional().describe('Only this category'),
  isForSale: booleanQuery.optional().describe('true or false'),
  updatedSince: updatedSinceFilter(),
};

/** Like a business's slug (lowercase letters, digits, single dashes not at the ends), 1–64 characters. */
export const categorySlug = z
  .string()
  .trim()
  .min(1, { error: 'Enter a slug', abort: true })
  .max(64, 'At most 64 characters')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase letters, digits and single dashes, not at the ends')
  .describe('Path segment of the category on the storefront (`/products?category=<slug>`), unique within the business');

const categoryFields = {
  name: z.string().trim().min(1, 'Enter a name').max(80, 'At most 80 characters').describe('Category name'),
  slug: categorySlug,
};

/** Without a slug, the slug is derived from the name (accents removed, lowercase, dashes). */
export const createCategoryBody = z
  .strictObject({ ...categoryFields, slug: categorySlug.optional() })
  .meta({ id: 'CreateCategoryBody' });
export type CreateCategoryBody = z.infer<typeof createCategoryBody>;

export const updateCategoryBody = z
  .strictObject(categoryFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'at least one field to change')
  .meta({ id: 'UpdateCategoryBody' });
export type UpdateCategoryBody = z.infer<typeof updateCategoryBody>;

export const moveCategoryBody = z
  .strictObject({ direction: z.enum(['up', 'down'], { error: 'up or down' }).describe('One place up or down the order') })
  .meta({ id: 'MoveCategoryBody' });
export type MoveCategoryBody = z.infer<typeof moveCategoryBody>;

export const categorySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    position: z.int(),
    productCount: z.int(),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;

export const productSchema = z
  .object({
    id: z.string(),
    sku: z.string().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    categoryId: z.string().nullable(),
    category: z.object({ id: z.string(), name: z.string() }).nullable(),
    sellingPrice: z.number(),
    vatPercent: z.number(),
    priceInclVat: z.number().describe('Selling price including VAT, rounded half-up to the cent'),
    currency: z.string(),
    isForSale: z.boolean(),
    images: z.array(z.string()),
    trackInventory: z.boolean(),
    stockQuantity: z.int().describe('Total stock over all locations'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;
