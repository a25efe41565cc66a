// GET /api/v1/public/reports/locations — revenue per location.
import { locationsReportRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { locationsReport } from '@/lib/domain/reports/reports';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(locationsReportRoute, ({ db, businessId, query: { from, to } }) => locationsReport(db, businessId, { range: { from, to } })),
});
