// GET /api/v1/public/site/pages — list the site's pages; POST — create one from blocks or raw HTML.
import { createPageRoute, listPagesRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { createPage, listPages } from '@/lib/domain/site/pages';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listPagesRoute, async ({ db, businessId, query }) => listBody(await listPages(db, businessId, pageRequest(query)))),
  POST: publicRoute(createPageRoute, ({ db, businessId, body }) => createPage(db, businessId, body)),
});
