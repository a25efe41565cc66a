// GET /api/v1/public/reports/vat — taxable base and VAT per rate.
import { vatReportRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { vatReport } from '@/lib/domain/reports/reports';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(vatReportRoute, ({ db, businessId, query: { from, to, locationId } }) =>
    vatReport(db, businessId, { range: { from, to }, locationId }),
  ),
});
