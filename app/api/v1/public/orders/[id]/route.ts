// GET /api/v1/public/orders/:id — an order with its lines, customer contact and timeline.
import { getOrderRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { getOrderOrThrow, toPublicOrder } from '@/lib/domain/orders/orders';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getOrderRoute, async ({ db, businessId, params }) => toPublicOrder(await getOrderOrThrow(db, businessId, params.id))),
});
