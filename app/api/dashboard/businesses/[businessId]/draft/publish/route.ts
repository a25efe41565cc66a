// POST: publish the draft (409 conflict with blockers and conflicts listed; overwriteConflicts lets the draft win).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { publishDraft } from '@/lib/domain/site/draft-publish';

const body = z.strictObject({ overwriteConflicts: z.boolean().optional() });

export const POST = dashboardRoute({ entitlement: 'shop', body, status: 200 }, ({ db, business, user, body }) =>
  publishDraft(db, business.id, { userId: user.id, overwriteConflicts: body.overwriteConflicts }),
);
