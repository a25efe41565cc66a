// GET /api/dashboard/businesses/:businessId/media — the media library (search by file name, paging); POST —
// upload an image (multipart/form-data: `file`, optional `alt`). Same schemas and domain functions as
// /api/v1/public/media.
import { z } from 'zod';
import { mediaUpload, uploadMediaBody } from '@/lib/api/contracts/media';
import { listBody, pageRequest, pagingQuery } from '@/lib/api/paging';
import { dashboardRoute } from '@/lib/dashboard/route';
import { listMedia, uploadMedia } from '@/lib/domain/media/media';
import { listMediaFilters } from '@/lib/domain/media/schemas';

export const GET = dashboardRoute({ query: z.strictObject({ ...pagingQuery, ...listMediaFilters }) }, async ({ db, business, query }) =>
  listBody(await listMedia(db, business.id, { q: query.q }, pageRequest(query))),
);

export const POST = dashboardRoute({ upload: mediaUpload, body: uploadMediaBody }, ({ db, business, body }) =>
  uploadMedia(db, business.id, { ...body.file, alt: body.alt }),
);
