// GET, PATCH, DELETE one page of the site's draft (same rules as /api/v1/public/site/pages/{id}, on the draft).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { deleteDraftPage, getDraftPage, updateDraftPage } from '@/lib/domain/site/draft';
import { updatePageBody } from '@/lib/domain/site/schemas';

const params = z.object({ pageId: z.string().min(1).max(64) });

export const GET = dashboardRoute({ entitlement: 'shop', params }, ({ db, business, params }) => getDraftPage(db, business.id, params.pageId));
export const PATCH = dashboardRoute({ entitlement: 'shop', params, body: updatePageBody }, ({ db, business, params, body }) =>
  updateDraftPage(db, business.id, params.pageId, body),
);
export const DELETE = dashboardRoute({ entitlement: 'shop', params, status: 204 }, async ({ db, business, params }) => {
  await deleteDraftPage(db, business.id, params.pageId);
});
