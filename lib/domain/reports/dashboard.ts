// The dashboard's Reports page: a named period (today, 7 or 30 days, this or last month, or custom days) turned
// into the Brussels-day range of the public reports, and every section of the page read at once with the very
// functions behind GET /public/reports/* (so the page, its CSV files and the API always agree).
import { z } from 'zod';
import type { Db } from '../../db/client';
import { addDays, brusselsDate } from '../pos/brussels-time';
import { invalid } from '../shared/errors';
import { dateInput } from '../shared/input';
import { locationsReport, paymentMethodsReport, productsReport, revenueReport, vatReport } from './reports';
import type { LocationsReport, PaymentMethodsReport, ProductsReport, ReportRange, RevenueReport, VatReport } from './schemas';

export const REPORT_PERIODS = ['today', '7d', '30d', 'this-month', 'last-month', 'custom'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_PERIOD: ReportPeriod = '30d';

export const PERIOD_LABELS: Record<ReportPeriod, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  'this-month': 'This month',
  'last-month': 'Last month',
  custom: 'Custom',
};

/** Rows of the top-sellers section. */
export const TOP_SELLERS = 10;

/** The page's address and its JSON route: a named period (custom needs from and to) and an optional location. */
export const reportsPageQuery = {
  period: z.enum(REPORT_PERIODS).default(DEFAULT_PERIOD).describe('today, 7d, 30d, this-month, last-month or custom (with from and to)'),
  from: dateInput().optional().describe('First day of a custom period (YYYY-MM-DD, Brussels), included'),
  to: dateInput().optional().describe('Last day of a custom period, included'),
  locationId: z.string().min(1).max(64).optional().describe('Only this location (404 when it is not one of the business)'),
};
export type ReportsPageQuery = z.output<z.ZodObject<typeof reportsPageQuery>>;

export const REPORT_SECTIONS = ['revenue', 'products', 'payment-methods', 'locations', 'vat'] as const;
export type ReportSection = (typeof REPORT_SECTIONS)[number];

/** The Brussels days of a period on the day `today` (a custom period takes from/to as given; the reports check them). */
export function resolvePeriod(period: ReportPeriod, custom: { from?: string; to?: string }, today: string): ReportRange {
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'this-month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'last-month': {
      const firstOfThis = `${today.slice(0, 8)}01`;
      const last = addDays(firstOfThis, -1);
      return { from: `${last.slice(0, 8)}01`, to: last };
    }
    case 'custom':
      if (!custom.from) throw invalid('from', 'choose the first day of the period');
      if (!custom.to) throw invalid('to', 'choose the last day of the period');
      return { from: custom.from, to: custom.to };
  }
}

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
