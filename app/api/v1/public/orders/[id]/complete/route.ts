// POST /api/v1/public/orders/:id/complete — complete a ready or shipped order.
import { completeOrderRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { completeOrder } from '@/lib/domain/orders/lifecycle';
import { toPublicOrder } from '@/lib/domain/orders/orders';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(completeOrderRoute, async ({ db, businessId, params, body, actor }) => toPublicOrder(await completeOrder(db, businessId, params.id, body, actor))),
});
