// Contracts of the catalogue and inventory routes.
import { z } from 'zod';
import {
  categorySchema,
  createProductBody,
  listProductsFilters,
  productSchema,
  updateProductBody,
} from '../../domain/catalog/schemas';
import { adjustmentSchema, adjustStockBody, inventorySchema } from '../../domain/inventory/schemas';
import { EXAMPLE } from '../examples';
import { defineRoute } from '../route';
import { listOf, pagingQuery } from '../paging';

const idParam = z.strictObject({ id: z.string().min(1).max(64).describe('Product id') });

export const listCategoriesRoute = defineRoute({
  method: 'GET',
  path: '/public/categories',
  cache: 'catalog',
  scope: 'products:read',
  tag: 'Products',
  summary: 'List product categories',
  query: z.strictObject({ ...pagingQuery }),
  example: { query: { limit: 2 } },
  status: 200,
  response: listOf(categorySchema, 'CategoryList'),
});

export const listProductsRoute = defineRoute({
  method: 'GET',
  path: '/public/products',
  cache: 'catalog',
  scope: 'products:read',
  tag: 'Products',
  summary: 'List products',
  description: 'In creation order. Each product embeds its category id and name.',
  query: z.strictObject({ ...pagingQuery, ...listProductsFilters }),
  example: { query: { limit: 2, isForSale: 'true' } },
  status: 200,
  response: listOf(productSchema, 'ProductList'),
});

export const getProductRoute = defineRoute({
  method: 'GET',
  path: '/public/products/{id}',
  cache: 'catalog',
  scope: 'products:read',
  tag: 'Products',
  summary: 'Get a product',
  params: idParam,
  example: { params: { id: EXAMPLE.product } },
  status: 200,
  response: productSchema,
  errors: ['not_found'],
});

export const createProductRoute = defineRoute({
  method: 'POST',
  path: '/public/products',
  scope: 'products:write',
  tag: 'Products',
  summary: 'Create a product',
  description: 'A duplicate SKU answers 409 conflict with the existing product id in `existingId`.',
  body: createProductBody,
  example: {
    body: {
      name: 'Cramique aux raisins (500 g)',
      sku: 'CRAM-500',
      categoryId: EXAMPLE.category,
      sellingPrice: 6.5,
      vatPercent: 6,
      stockQuantity: 12,
    },
  },
  status: 201,
  response: productSchema,
  errors: ['not_found', 'conflict'],
});

export const updateProductRoute = defineRoute({
  method: 'PATCH',
  path: '/public/products/{id}',
  scope: 'products:write',
  tag: 'Products',
  summary: 'Update a product',
  description: 'Stock is not patchable: adjust it with POST /public/products/{id}/inventory.',
  params: idParam,
  body: updateProductBody,
  example: { params: { id: EXAMPLE.product }, body: { sellingPrice: 4.4, isForSale: true } },
  status: 200,
  response: productSchema,
  errors: ['not_found', 'conflict'],
});

export const getInventoryRoute = defineRoute({
  method: 'GET',
  path: '/public/products/{id}/inventory',
  scope: 'products:read',
  tag: 'Inventory',
  summary: 'Per-location stock and the latest audit entries',
  params: idParam,
  example: { params: { id: EXAMPLE.product } },
  status: 200,
  response: inventorySchema,
  errors: ['not_found'],
});

export const adjustStockRoute = defineRoute({
  method: 'POST',
  path: '/public/products/{id}/inventory',
  scope: 'inventory:write',
  tag: 'Inventory',
  summary: 'Adjust stock',
  description:
    'Signed, non-zero delta at a location (or the total, for a single-location business). Writes an audit entry. ' +
    'Stock never goes below zero: 400 `insufficient_stock` (with `available`), nothing changed.',
  params: idParam,
  body: adjustStockBody,
  example: {
    params: { id: EXAMPLE.product },
    body: { locationId: EXAMPLE.location, delta: 24, reason: 'received', note: 'Livraison du moulin' },
  },
  status: 201,
  response: adjustmentSchema,
  errors: ['not_found', 'insufficient_stock'],
});
