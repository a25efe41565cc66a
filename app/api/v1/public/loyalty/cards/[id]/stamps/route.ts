// POST /api/v1/public/loyalty/cards/:id/stamps — add stamps (completing full cards).
import { addStampsRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { addStamps } from '@/lib/domain/loyalty/operations';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(addStampsRoute, ({ db, businessId, params, body, actor }) => addStamps(db, businessId, params.id, body, actor)),
});
