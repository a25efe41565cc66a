// GET: every page of the site (the builder's pages panel); POST: create a page (same rules as the API).
import { dashboardRoute } from '@/lib/dashboard/route';
import { createPage, listPages } from '@/lib/domain/site/pages';
import { createPageBody } from '@/lib/domain/site/schemas';

export const dynamic = 'force-dynamic';

export const GET = dashboardRoute({ entitlement: 'shop' }, async ({ db, business }) => {
  const pages = [];
  let after: string | undefined;
  for (;;) {
    const result = await listPages(db, business.id, { limit: 100, after });
    pages.push(...result.data);
    if (!result.hasMore || !result.nextId) break;
    after = result.nextId;
  }
  return { data: pages.sort((a, b) => a.navOrder - b.navOrder || a.id.localeCompare(b.id)) };
});

export const POST = dashboardRoute({ entitlement: 'shop', body: createPageBody }, ({ db, business, body }) => createPage(db, business.id, body));
