// GET /api/v1/public/media — list the media library's images; POST — upload one (multipart/form-data).
import { listMediaRoute, uploadMediaRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { listMedia, uploadMedia } from '@/lib/domain/media/media';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listMediaRoute, async ({ db, businessId, query }) => listBody(await listMedia(db, businessId, { q: query.q }, pageRequest(query)))),
  POST: publicRoute(uploadMediaRoute, ({ db, businessId, body }) =>
    uploadMedia(db, businessId, { ...body.file, alt: body.alt }),
  ),
});
