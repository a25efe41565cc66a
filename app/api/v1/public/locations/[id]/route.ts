// GET /api/v1/public/locations/:id — one location; PATCH — change a location; DELETE — delete one nothing refers to.
import { deleteLocationRoute, getLocationRoute, updateLocationRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { deleteLocation, getLocationOrThrow, updateLocation } from '@/lib/domain/businesses/locations';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getLocationRoute, ({ db, businessId, params }) => getLocationOrThrow(db, businessId, params.id)),
  PATCH: publicRoute(updateLocationRoute, ({ db, businessId, params, body }) => updateLocation(db, businessId, params.id, body)),
  DELETE: publicRoute(deleteLocationRoute, ({ db, businessId, params }) => deleteLocation(db, businessId, params.id)),
});
