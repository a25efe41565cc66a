// The Reports page's settings, light enough for the browser: the named periods and how they become Brussels
// days, the address's query, the sections that download as CSV.
import { z } from 'zod';
import { addDays } from '../pos/brussels-time';
import { invalid } from '../shared/errors';
import { dateInput } from '../shared/input';
import type { ReportRange } from './schemas';

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
