// GET /api/dashboard/businesses/:businessId/reports — every section of the Reports page for a named period
// (or custom days) and location, read with the functions behind GET /public/reports/*.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { readReportsPage } from '@/lib/domain/reports/dashboard';
import { reportsPageQuery } from '@/lib/domain/reports/periods';

export const dynamic = 'force-dynamic';

const query = z.strictObject(reportsPageQuery);

export const GET = dashboardRoute({ query }, ({ db, business, query }) => readReportsPage(db, business.id, query));
