// GET /api/v1/public/me — the business of the API key; PATCH — change its details.
import { getMe, updateMeRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { getBusinessProfile, updateBusinessDetails } from '@/lib/domain/businesses/businesses';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getMe, ({ db, businessId }) => getBusinessProfile(db, businessId)),
  PATCH: publicRoute(updateMeRoute, ({ db, businessId, body }) => updateBusinessDetails(db, businessId, body)),
});
