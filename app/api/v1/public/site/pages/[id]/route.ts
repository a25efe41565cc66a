// GET /api/v1/public/site/pages/:id — one page; PATCH — update it; DELETE — delete it.
import { deletePageRoute, getPageRoute, updatePageRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { deletePage, getPageOrThrow, updatePage } from '@/lib/domain/site/pages';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getPageRoute, ({ db, businessId, params }) => getPageOrThrow(db, businessId, params.id)),
  PATCH: publicRoute(updatePageRoute, ({ db, businessId, params, body }) => updatePage(db, businessId, params.id, body)),
  DELETE: publicRoute(deletePageRoute, ({ db, businessId, params }) => deletePage(db, businessId, params.id)),
});
