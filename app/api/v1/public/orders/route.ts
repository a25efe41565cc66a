// GET /api/v1/public/orders — list web shop orders (filters: status, paymentStatus, createdAfter, updatedSince).
import { listOrdersRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { listOrders } from '@/lib/domain/orders/list';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listOrdersRoute, async ({ db, businessId, query }) => {
    const { status, paymentStatus, createdAfter, updatedSince } = query;
    return listBody(
      await listOrders(db, businessId, { statuses: status ? [status] : undefined, paymentStatus, createdAfter, updatedSince }, pageRequest(query)),
    );
  }),
});
