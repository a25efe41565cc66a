// GET: every page of the site's draft (the builder's pages panel, each with its draft state); POST: add a page
// to the draft (same rules as the API). The live site changes on publish (…/draft/publish).
import { dashboardRoute } from '@/lib/dashboard/route';
import { createDraftPage, listDraftPages } from '@/lib/domain/site/draft';
import { createPageBody } from '@/lib/domain/site/schemas';

export const dynamic = 'force-dynamic';

export const GET = dashboardRoute({ entitlement: 'shop' }, async ({ db, business }) => ({ data: await listDraftPages(db, business.id) }));

export const POST = dashboardRoute({ entitlement: 'shop', body: createPageBody }, ({ db, business, body }) => createDraftPage(db, business.id, body));
