// POST /api/v1/public/loyalty/cards/:id/stamps/remove — remove stamps (never below zero).
import { removeStampsRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { removeStamps } from '@/lib/domain/loyalty/operations';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(removeStampsRoute, ({ db, businessId, params, body, actor }) => removeStamps(db, businessId, params.id, body, actor)),
});
