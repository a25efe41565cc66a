// GET /api/v1/public/reports/products — top sellers by revenue and by quantity.
import { productsReportRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { productsReport } from '@/lib/domain/reports/reports';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(productsReportRoute, ({ db, businessId, query: { from, to, limit, locationId } }) =>
    productsReport(db, businessId, { range: { from, to }, limit, locationId }),
  ),
});
