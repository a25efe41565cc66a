// GET /api/dashboard/businesses/:businessId/transactions — sales and refunds, newest first, with the public
// list's filters (period, location, session, customer, channel) and the names behind their ids.
import { z } from 'zod';
import { listBody, pageRequest, pagingQuery } from '@/lib/api/paging';
import { dashboardRoute } from '@/lib/dashboard/route';
import { transactionsWithNames } from '@/lib/domain/pos/sales-names';
import { listTransactionsFilters } from '@/lib/domain/pos/schemas';

export const dynamic = 'force-dynamic';

const query = z.strictObject({ ...pagingQuery, ...listTransactionsFilters });

export const GET = dashboardRoute({ query }, async ({ db, business, query: { limit, cursor, ...filters } }) => {
  const page = await transactionsWithNames(db, business.id, filters, pageRequest({ limit, cursor }));
  return { ...listBody(page), names: page.names };
});
