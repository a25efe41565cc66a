// POST /api/v1/public/orders/:id/mark-paid — mark an order paid (records its sale).
import { markOrderPaidRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { markOrderPaid } from '@/lib/domain/orders/lifecycle';
import { toPublicOrder } from '@/lib/domain/orders/orders';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  POST: publicRoute(markOrderPaidRoute, async ({ db, businessId, params, body, actor }) => toPublicOrder(await markOrderPaid(db, businessId, params.id, body, actor))),
});
