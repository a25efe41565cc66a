// DELETE: revoke a preview link.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { revokePreviewLink } from '@/lib/domain/site/preview-links';

const params = z.object({ linkId: z.string().regex(/^[0-9a-f]{64}$/) });

export const DELETE = dashboardRoute({ entitlement: 'shop', params, status: 204 }, async ({ db, business, params }) => {
  await revokePreviewLink(db, business.id, params.linkId);
});
