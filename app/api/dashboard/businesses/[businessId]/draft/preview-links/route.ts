// GET: the draft's preview links still valid; POST: a new one (its URL is shown once).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { PREVIEW_LINK_MAX_HOURS, createPreviewLink, listPreviewLinks } from '@/lib/domain/site/preview-links';

export const dynamic = 'force-dynamic';

const body = z.strictObject({ ttlHours: z.int().min(1).max(PREVIEW_LINK_MAX_HOURS).optional() });

export const GET = dashboardRoute({ entitlement: 'shop' }, async ({ db, business }) => ({ data: await listPreviewLinks(db, business.id) }));
export const POST = dashboardRoute({ entitlement: 'shop', body }, ({ db, business, user, body }) =>
  createPreviewLink(db, business.id, { ttlHours: body.ttlHours, userId: user.id }),
);
