// GET /api/v1/public/events/:id — one event, if the key may read its type.
import { getEventRoute, readableTypes } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { getEventOrThrow } from '@/lib/domain/events/events';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getEventRoute, ({ db, businessId, auth, params }) => getEventOrThrow(db, businessId, params.id, readableTypes(auth))),
});
