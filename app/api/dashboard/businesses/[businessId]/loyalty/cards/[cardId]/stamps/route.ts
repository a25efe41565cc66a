// POST /api/dashboard/businesses/:businessId/loyalty/cards/:cardId/stamps — add stamps (full cards are completed), as the public API does.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { addStamps } from '@/lib/domain/loyalty/operations';
import { addStampsBody } from '@/lib/domain/loyalty/schemas';

export const dynamic = 'force-dynamic';

const params = z.object({ cardId: z.string().min(1).max(64) });

export const POST = dashboardRoute({ params, body: addStampsBody, status: 200 }, ({ db, business, params, body, actor }) =>
  addStamps(db, business.id, params.cardId, body, actor),
);
