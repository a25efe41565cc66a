// GET /api/v1/public/me — the business of the API key.
import { getMe } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { getBusinessProfile } from '@/lib/domain/businesses/businesses';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getMe, ({ db, businessId }) => getBusinessProfile(db, businessId)),
});
