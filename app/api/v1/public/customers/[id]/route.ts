// GET /api/v1/public/customers/:id — one customer with visit history; PATCH — update this business's record.
import { getCustomerRoute, updateCustomerRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { getCustomerOrThrow, updateCustomer } from '@/lib/domain/customers/customers';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getCustomerRoute, ({ db, businessId, params }) => getCustomerOrThrow(db, businessId, params.id)),
  PATCH: publicRoute(updateCustomerRoute, ({ db, businessId, params, body }) => updateCustomer(db, businessId, params.id, body)),
});
