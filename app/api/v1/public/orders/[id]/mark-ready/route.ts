// POST /api/v1/public/orders/:id/mark-ready — a pickup order is ready to collect.
import { markOrderReadyRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { markOrderReady } from '@/lib/domain/orders/lifecycle';
import { toPublicOrder } from '@/lib/domain/orders/orders';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(markOrderReadyRoute, async ({ db, businessId, params, actor }) => toPublicOrder(await markOrderReady(db, businessId, params.id, actor))),
});
