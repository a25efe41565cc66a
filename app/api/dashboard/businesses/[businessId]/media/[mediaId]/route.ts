// GET /api/dashboard/businesses/:businessId/media/:mediaId — one image; PATCH — its alt text or file name;
// DELETE — delete it (409 `conflict` while used, `details` naming each use).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { deleteMedia, getMediaOrThrow, updateMedia } from '@/lib/domain/media/media';
import { updateMediaBody } from '@/lib/domain/media/schemas';

const params = z.strictObject({ mediaId: z.string().min(1).max(64) });

export const GET = dashboardRoute({ params }, ({ db, business, params }) => getMediaOrThrow(db, business.id, params.mediaId));

export const PATCH = dashboardRoute({ params, body: updateMediaBody }, ({ db, business, params, body }) =>
  updateMedia(db, business.id, params.mediaId, body),
);

export const DELETE = dashboardRoute({ params }, ({ db, business, params }) => deleteMedia(db, business.id, params.mediaId));
