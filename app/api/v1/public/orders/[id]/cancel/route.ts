// POST /api/v1/public/orders/:id/cancel — cancel a placed or ready order (restock, refund when paid).
import { cancelOrderRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { cancelOrder } from '@/lib/domain/orders/lifecycle';
import { toPublicOrder } from '@/lib/domain/orders/orders';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(cancelOrderRoute, async ({ db, businessId, params, body, actor }) => toPublicOrder(await cancelOrder(db, businessId, params.id, body, actor))),
});
