// GET: everything the page builder starts with (catalogue, themes, pickers, site, a preview grant).
import { dashboardRoute } from '@/lib/dashboard/route';
import { builderBootstrap } from '@/lib/dashboard/builder';

export const dynamic = 'force-dynamic';
export const GET = dashboardRoute({ entitlement: 'shop' }, ({ db, business }) => builderBootstrap(db, business.id));
