// GET /api/dashboard/businesses/:businessId/site — the site; PATCH — branding, SEO, code, publication
// (the body of PATCH /public/site, through the same domain function).
import { dashboardRoute } from '@/lib/dashboard/route';
import { updateSiteBody } from '@/lib/domain/site/schemas';
import { getSite, updateSite } from '@/lib/domain/site/site';

export const dynamic = 'force-dynamic';

export const GET = dashboardRoute({ entitlement: 'shop' }, ({ db, business }) => getSite(db, business.id));

export const PATCH = dashboardRoute({ entitlement: 'shop', body: updateSiteBody }, ({ db, business, body }) => updateSite(db, business.id, body));
