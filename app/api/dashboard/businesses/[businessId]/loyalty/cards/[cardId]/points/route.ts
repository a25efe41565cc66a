// POST /api/dashboard/businesses/:businessId/loyalty/cards/:cardId/points — add or deduct points (never below zero), as the public API does.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { adjustPoints } from '@/lib/domain/loyalty/operations';
import { adjustPointsBody } from '@/lib/domain/loyalty/schemas';

export const dynamic = 'force-dynamic';

const params = z.object({ cardId: z.string().min(1).max(64) });

export const POST = dashboardRoute({ params, body: adjustPointsBody, status: 200 }, ({ db, business, params, body, actor }) =>
  adjustPoints(db, business.id, params.cardId, body, actor),
);
