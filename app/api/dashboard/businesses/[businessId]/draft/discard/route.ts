// POST: forget the draft (the builder shows the live site again).
import { dashboardRoute } from '@/lib/dashboard/route';
import { discardDraft } from '@/lib/domain/site/draft-publish';

export const POST = dashboardRoute({ entitlement: 'shop', status: 204 }, async ({ db, business }) => {
  await discardDraft(db, business.id);
});
