// POST /api/dashboard/businesses/:businessId/categories/:categoryId/move — one place up or down; answers the
// whole list in its new order (at either end nothing moves).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { moveCategory } from '@/lib/domain/catalog/categories';
import { moveCategoryBody } from '@/lib/domain/catalog/schemas';

const params = z.strictObject({ categoryId: z.string().min(1).max(64) });

export const POST = dashboardRoute({ params, body: moveCategoryBody, status: 200 }, async ({ db, business, params, body }) => ({
  data: await moveCategory(db, business.id, params.categoryId, body.direction),
}));
