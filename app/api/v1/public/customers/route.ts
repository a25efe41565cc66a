// GET /api/v1/public/customers — list customers; POST — create one, or link a known person.
import { createCustomerRoute, listCustomersRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource, withStatus } from '@/lib/api/route';
import { createCustomer, listCustomers } from '@/lib/domain/customers/customers';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listCustomersRoute, async ({ db, businessId, query }) => {
    const { email, phone, q, updatedSince } = query;
    return listBody(await listCustomers(db, businessId, { email, phone, q, updatedSince }, pageRequest(query)));
  }),
  // 201 for a new customer; 200 when this business already had the person (also on replay).
  POST: publicRoute(createCustomerRoute, async ({ db, businessId, body, actor }) => {
    const { customer, isExisting, created } = await createCustomer(db, businessId, body, actor);
    return created ? { ...customer, isExisting } : withStatus(200, { ...customer, isExisting });
  }),
});
