// GET /api/v1/public/reports/revenue — revenue per Brussels day, ISO week or month.
import { revenueReportRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { revenueReport } from '@/lib/domain/reports/reports';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(revenueReportRoute, ({ db, businessId, query: { from, to, groupBy, locationId } }) =>
    revenueReport(db, businessId, { range: { from, to }, groupBy, locationId }),
  ),
});
