// POST /api/v1/public/loyalty/cards/:id/redeem — redeem a points or stamp reward.
import { redeemRewardRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { redeemReward } from '@/lib/domain/loyalty/operations';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(redeemRewardRoute, ({ db, businessId, params, body, actor }) => redeemReward(db, businessId, params.id, body, actor)),
});
