// GET /api/dashboard/businesses/:businessId/site — the site as its draft has it; PATCH — branding, SEO and code
// into the draft (the body of PATCH /public/site); isEnabled (online / offline) applies to the live site at once.
import { dashboardRoute } from '@/lib/dashboard/route';
import { getDraftSite, updateDraftSite } from '@/lib/domain/site/draft';
import { updateSiteBody } from '@/lib/domain/site/schemas';

export const dynamic = 'force-dynamic';

export const GET = dashboardRoute({ entitlement: 'shop' }, ({ db, business }) => getDraftSite(db, business.id));

export const PATCH = dashboardRoute({ entitlement: 'shop', body: updateSiteBody }, ({ db, business, body }) => updateDraftSite(db, business.id, body));
