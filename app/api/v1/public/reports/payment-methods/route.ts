// GET /api/v1/public/reports/payment-methods — amounts per payment method.
import { paymentMethodsReportRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { paymentMethodsReport } from '@/lib/domain/reports/reports';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(paymentMethodsReportRoute, ({ db, businessId, query: { from, to, locationId } }) =>
    paymentMethodsReport(db, businessId, { range: { from, to }, locationId }),
  ),
});
