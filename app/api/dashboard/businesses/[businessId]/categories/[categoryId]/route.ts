// PATCH /api/dashboard/businesses/:businessId/categories/:categoryId — rename and/or change the slug; DELETE —
// delete it (its products become uncategorised). Another business's category → 404.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { deleteCategory, updateCategory } from '@/lib/domain/catalog/categories';
import { updateCategoryBody } from '@/lib/domain/catalog/schemas';

const params = z.strictObject({ categoryId: z.string().min(1).max(64) });

export const PATCH = dashboardRoute({ params, body: updateCategoryBody }, ({ db, business, params, body }) =>
  updateCategory(db, business.id, params.categoryId, body),
);

export const DELETE = dashboardRoute({ params, status: 204 }, async ({ db, business, params }) => {
  await deleteCategory(db, business.id, params.categoryId);
});
