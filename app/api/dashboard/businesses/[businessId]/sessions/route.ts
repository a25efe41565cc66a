// GET /api/dashboard/businesses/:businessId/sessions — register sessions, newest first, by period and location.
import { z } from 'zod';
import { listBody, pageRequest, pagingQuery } from '@/lib/api/paging';
import { dashboardRoute } from '@/lib/dashboard/route';
import { sessionsWithNames } from '@/lib/domain/pos/sales-names';
import { listSessionsFilters } from '@/lib/domain/pos/schemas';

export const dynamic = 'force-dynamic';

const query = z.strictObject({ ...pagingQuery, ...listSessionsFilters });

export const GET = dashboardRoute({ query }, async ({ db, business, query: { limit, cursor, ...filters } }) => {
  const page = await sessionsWithNames(db, business.id, filters, pageRequest({ limit, cursor }));
  return { ...listBody(page), names: page.names };
});
