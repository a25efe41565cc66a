// POST: forget the draft's changes to one page (keep the live version).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { discardDraftPage } from '@/lib/domain/site/draft-publish';

const params = z.object({ pageId: z.string().min(1).max(64) });

export const POST = dashboardRoute({ entitlement: 'shop', params, status: 204 }, async ({ db, business, params }) => {
  await discardDraftPage(db, business.id, params.pageId);
});
