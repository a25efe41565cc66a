// GET /api/v1/public/site — the business's website; PATCH — branding, source code, tokens, publishing.
import { getSiteRoute, updateSiteRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { getSite, updateSite } from '@/lib/domain/site/site';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getSiteRoute, ({ db, businessId }) => getSite(db, businessId)),
  PATCH: publicRoute(updateSiteRoute, ({ db, businessId, body }) => updateSite(db, businessId, body)),
});
