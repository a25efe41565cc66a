// GET /api/dashboard/businesses/:businessId/products — the product list (search, paging) with stock per
// location; POST — create a product. Same schemas and domain functions as /api/v1/public/products.
import { z } from 'zod';
import { listBody, pageRequest, pagingQuery } from '@/lib/api/paging';
import { dashboardRoute } from '@/lib/dashboard/route';
import { createProduct, listProducts } from '@/lib/domain/catalog/products';
import { createProductBody, listProductsFilters } from '@/lib/domain/catalog/schemas';
import { stockByLocation } from '@/lib/domain/inventory/stock';

export const GET = dashboardRoute({ query: z.strictObject({ ...pagingQuery, ...listProductsFilters }) }, async ({ db, business, query }) => {
  const { q, sku, categoryId, isForSale, updatedSince } = query;
  const page = await listProducts(db, business.id, { q, sku, categoryId, isForSale, updatedSince }, pageRequest(query));
  const stock = await stockByLocation(db, business.id, page.data.map((product) => product.id));
  return listBody({ ...page, data: page.data.map((product) => ({ ...product, stockByLocation: stock.get(product.id) ?? [] })) });
});

export const POST = dashboardRoute({ body: createProductBody }, ({ db, business, body, actor }) => createProduct(db, business.id, body, actor));
