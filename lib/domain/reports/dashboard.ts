// The dashboard's Reports page: a named period (today, 7 or 30 days, this or last month, or custom days) turned
// into the Brussels-day range of the public reports, and every section of the page read at once with the very
// functions behind GET /public/reports/* (so the page, its CSV files and the API always agree).
import type { Db } from '../../db/client';
import { brusselsDate } from '../pos/brussels-time';
import { type ReportPeriod, type ReportsPageQuery, resolvePeriod, TOP_SELLERS } from './periods';
import { locationsReport, paymentMethodsReport, productsReport, revenueReport, vatReport } from './reports';
import type { LocationsReport, PaymentMethodsReport, ProductsReport, RevenueReport, VatReport } from './schemas';

export type ReportsPage = {
  period: ReportPeriod;
  from: string;
  to: string;
  locationId: string | null;
  currency: string;
  revenue: RevenueReport;
  products: ProductsReport;
  paymentMethods: PaymentMethodsReport;
  /** Every location of the business, whatever the location filter. */
  locations: LocationsReport;
  vat: VatReport;
};

/** Every section of the Reports page for one period and location, the five reports read in parallel. */
export async function readReportsPage(db: Db, businessId: string, query: ReportsPageQuery, now = new Date()): Promise<ReportsPage> {
  const range = resolvePeriod(query.period, query, brusselsDate(now));
  const scope = { range, locationId: query.locationId };
  const [revenue, products, paymentMethods, locations, vat] = await Promise.all([
    revenueReport(db, businessId, { ...scope, groupBy: 'day' }),
    productsReport(db, businessId, { ...scope, limit: TOP_SELLERS }),
    paymentMethodsReport(db, businessId, scope),
    locationsReport(db, businessId, { range }),
    vatReport(db, businessId, scope),
  ]);
  return { period: query.period, ...range, locationId: query.locationId ?? null, currency: revenue.currency, revenue, products, paymentMethods, locations, vat };
}
