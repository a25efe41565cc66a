// GET /api/v1/public/products — list products (filters: q, sku, categoryId, isForSale, updatedSince); POST — create one.
import { createProductRoute, listProductsRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { createProduct, listProducts } from '@/lib/domain/catalog/products';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listProductsRoute, async ({ db, businessId, query }) => {
    const { q, sku, categoryId, isForSale, updatedSince } = query;
    return listBody(await listProducts(db, businessId, { q, sku, categoryId, isForSale, updatedSince }, pageRequest(query)));
  }),
  POST: publicRoute(createProductRoute, ({ db, businessId, body, actor }) => createProduct(db, businessId, body, actor)),
});
