// GET /api/dashboard/businesses/:businessId/categories — the business's product categories (one page, up to 100).
import { z } from 'zod';
import { listBody, pageRequest, pagingQuery } from '@/lib/api/paging';
import { dashboardRoute } from '@/lib/dashboard/route';
import { listCategories } from '@/lib/domain/catalog/products';

export const GET = dashboardRoute({ query: z.strictObject({ ...pagingQuery, limit: pagingQuery.limit.default(100) }) }, async ({ db, business, query }) =>
  listBody(await listCategories(db, business.id, pageRequest(query))),
);
