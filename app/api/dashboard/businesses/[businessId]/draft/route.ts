// GET: what publishing the site's draft would change (pages added, changed, removed; settings), its conflicts
// with API writes and what blocks it.
import { dashboardRoute } from '@/lib/dashboard/route';
import { draftSummary } from '@/lib/domain/site/draft-publish';

export const dynamic = 'force-dynamic';

export const GET = dashboardRoute({ entitlement: 'shop' }, ({ db, business }) => draftSummary(db, business.id));
