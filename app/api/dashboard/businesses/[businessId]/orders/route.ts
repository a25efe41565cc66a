// GET /api/dashboard/businesses/:businessId/orders — orders of a tab (unpaid only, search), newest first, with the tabs' counts.
import { z } from 'zod';
import { listBody, pageRequest, pagingQuery } from '@/lib/api/paging';
import { dashboardRoute } from '@/lib/dashboard/route';
import { countOrdersByTab, dashboardOrdersQuery, listOrders, ORDER_TABS } from '@/lib/domain/orders/list';

export const dynamic = 'force-dynamic';

const query = z.strictObject({ ...pagingQuery, ...dashboardOrdersQuery });

export const GET = dashboardRoute({ query, entitlement: 'shop' }, async ({ db, business, query }) => {
  const filters = { paymentStatus: query.payment, q: query.q };
  const page = await listOrders(db, business.id, { ...filters, statuses: ORDER_TABS[query.tab] }, pageRequest(query));
  return { ...listBody(page), counts: await countOrdersByTab(db, business.id, filters) };
});
