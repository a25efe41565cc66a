// GET /api/dashboard/businesses/:businessId/customers/:customerId — the customer page's data (record, visits,
// web orders, invoices, loyalty card); PATCH — change the named fields (the body of PATCH /public/customers/:id).
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { updateCustomer } from '@/lib/domain/customers/customers';
import { updateCustomerBody } from '@/lib/domain/customers/schemas';
import { getCustomerPageOrThrow } from '@/lib/domain/customers/summaries';

export const dynamic = 'force-dynamic';

const params = z.object({ customerId: z.string().min(1).max(64) });

export const GET = dashboardRoute({ params }, ({ db, business, params }) => getCustomerPageOrThrow(db, business.id, params.customerId));

export const PATCH = dashboardRoute({ params, body: updateCustomerBody }, ({ db, business, params, body }) =>
  updateCustomer(db, business.id, params.customerId, body),
);
