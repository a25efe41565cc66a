// POST /api/v1/public/orders/:id/mark-shipped — a delivery order has left.
import { markOrderShippedRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { markOrderShipped } from '@/lib/domain/orders/lifecycle';
import { toPublicOrder } from '@/lib/domain/orders/orders';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(markOrderShippedRoute, async ({ db, businessId, params, actor }) => toPublicOrder(await markOrderShipped(db, businessId, params.id, actor))),
});
