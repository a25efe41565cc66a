// POST /api/v1/public/loyalty/cards/:id/points — add or deduct points (never below zero).
import { adjustPointsRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { adjustPoints } from '@/lib/domain/loyalty/operations';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(adjustPointsRoute, ({ db, businessId, params, body, actor }) => adjustPoints(db, businessId, params.id, body, actor)),
});
