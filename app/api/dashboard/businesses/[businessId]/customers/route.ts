// GET /api/dashboard/businesses/:businessId/customers — search and page the customers, with visits and card
// balances; POST — create one, or link the known person (the rule of POST /public/customers, same function).
import { z } from 'zod';
import { listBody, pageRequest, pagingQuery } from '@/lib/api/paging';
import { dashboardRoute } from '@/lib/dashboard/route';
import { createCustomer } from '@/lib/domain/customers/customers';
import { createCustomerBody, listCustomersFilters } from '@/lib/domain/customers/schemas';
import { listCustomerSummaries } from '@/lib/domain/customers/summaries';

export const dynamic = 'force-dynamic';

const query = z.strictObject({ ...pagingQuery, q: listCustomersFilters.q });

export const GET = dashboardRoute({ query }, async ({ db, business, query }) =>
  listBody(await listCustomerSummaries(db, business.id, { q: query.q }, pageRequest(query))),
);

/** 201 with `created: true` for a new customer of this business (`isExisting`: the person was known elsewhere). */
export const POST = dashboardRoute({ body: createCustomerBody }, ({ db, business, body, actor }) => createCustomer(db, business.id, body, actor));
