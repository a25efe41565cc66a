// GET /api/v1/public/categories — product categories.
import { listCategoriesRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { listCategories } from '@/lib/domain/catalog/products';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listCategoriesRoute, async ({ db, businessId, query }) =>
    listBody(await listCategories(db, businessId, pageRequest(query))),
  ),
});
