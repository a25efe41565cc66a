// GET, PATCH, DELETE one page of the site (same rules as /api/v1/public/site/pages/{id}).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { deletePage, getPageOrThrow, updatePage } from '@/lib/domain/site/pages';
import { updatePageBody } from '@/lib/domain/site/schemas';

const params = z.object({ pageId: z.string().min(1).max(64) });

export const GET = dashboardRoute({ entitlement: 'shop', params }, ({ db, business, params }) => getPageOrThrow(db, business.id, params.pageId));
export const PATCH = dashboardRoute({ entitlement: 'shop', params, body: updatePageBody }, ({ db, business, params, body }) =>
  updatePage(db, business.id, params.pageId, body),
);
export const DELETE = dashboardRoute({ entitlement: 'shop', params, status: 204 }, async ({ db, business, params }) => {
  await deletePage(db, business.id, params.pageId);
});
