// GET: the site's kept published versions, newest first.
import { dashboardRoute } from '@/lib/dashboard/route';
import { listVersions } from '@/lib/domain/site/versions';

export const dynamic = 'force-dynamic';

export const GET = dashboardRoute({ entitlement: 'shop' }, async ({ db, business }) => ({ data: await listVersions(db, business.id) }));
