// GET /api/v1/public/media/:id — one image; PATCH — change its alt text or file name; DELETE — delete it (409 while used).
import { deleteMediaRoute, getMediaRoute, updateMediaRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { deleteMedia, getMediaOrThrow, updateMedia } from '@/lib/domain/media/media';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getMediaRoute, ({ db, businessId, params }) => getMediaOrThrow(db, businessId, params.id)),
  PATCH: publicRoute(updateMediaRoute, ({ db, businessId, params, body }) => updateMedia(db, businessId, params.id, body)),
  DELETE: publicRoute(deleteMediaRoute, ({ db, businessId, params }) => deleteMedia(db, businessId, params.id)),
});
