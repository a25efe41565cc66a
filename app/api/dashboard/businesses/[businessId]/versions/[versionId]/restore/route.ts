// POST: make a kept version the live site again (recorded as a new version; the draft is cleared).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { restoreVersion } from '@/lib/domain/site/versions';

const params = z.object({ versionId: z.string().min(1).max(64) });

export const POST = dashboardRoute({ entitlement: 'shop', params, status: 200 }, ({ db, business, user, params }) =>
  restoreVersion(db, business.id, params.versionId, user.id),
);
