// POST /api/dashboard/businesses/:businessId/loyalty/cards/:cardId/stamps/remove — remove stamps (never below zero), as the public API does.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { removeStamps } from '@/lib/domain/loyalty/operations';
import { removeStampsBody } from '@/lib/domain/loyalty/schemas';

export const dynamic = 'force-dynamic';

const params = z.object({ cardId: z.string().min(1).max(64) });

export const POST = dashboardRoute({ params, body: removeStampsBody, status: 200 }, ({ db, business, params, body, actor }) =>
  removeStamps(db, business.id, params.cardId, body, actor),
);
