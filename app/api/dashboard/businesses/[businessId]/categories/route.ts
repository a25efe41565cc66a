// GET /api/dashboard/businesses/:businessId/categories — every category of the business in the merchant's order
// (position, then name) with its number of products; POST — create one (last in the order; without a slug,
// the slug is derived from the name; a slug already used in the business → 409 on `slug`).
import { dashboardRoute } from '@/lib/dashboard/route';
import { createCategory, listCategoriesInOrder } from '@/lib/domain/catalog/categories';
import { createCategoryBody } from '@/lib/domain/catalog/schemas';

export const GET = dashboardRoute({}, async ({ db, business }) => ({ data: await listCategoriesInOrder(db, business.id) }));

export const POST = dashboardRoute({ body: createCategoryBody }, ({ db, business, body }) => createCategory(db, business.id, body));
