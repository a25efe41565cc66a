// POST /api/dashboard/businesses/:businessId/loyalty/cards/:cardId/redeem — redeem a reward (points, or one full stamp card), as the public API does.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { redeemReward } from '@/lib/domain/loyalty/operations';
import { redeemRewardBody } from '@/lib/domain/loyalty/schemas';

export const dynamic = 'force-dynamic';

const params = z.object({ cardId: z.string().min(1).max(64) });

export const POST = dashboardRoute({ params, body: redeemRewardBody, status: 200 }, ({ db, business, params, body, actor }) =>
  redeemReward(db, business.id, params.cardId, body, actor),
);
