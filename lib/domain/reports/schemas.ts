// Shapes of the reports: query parameters and bodies. Money in major units; every figure is a plain sum of
// the transactions (sales and refunds, refunds negative) whose occurredAt falls in the range.
import { z } from 'zod';
import { PAYMENT_METHODS } from '../pos/schemas';
import { MAX_DATE, MIN_DATE, dateInput } from '../shared/input';

/** Longest range a report covers, in days (both ends included). */
export const MAX_REPORT_DAYS = 366;

export const reportRangeQuery = {
  from: dateInput().describe(`First day (YYYY-MM-DD, a Europe/Brussels day, ${MIN_DATE} to ${MAX_DATE}), included`),
  to: dateInput().describe(`Last day (YYYY-MM-DD), included; at most ${MAX_REPORT_DAYS} days after from, counting both`),
};
const locationFilter = z
  .string()
  .min(1)
  .max(64)
  .optional()
  .describe('Only this location (404 when it is not one of the business)');

export const revenueReportQuery = {
  ...reportRangeQuery,
  groupBy: z.enum(['day', 'week', 'month']).default('day').describe('Periods: Brussels days, ISO weeks (Monday) or calendar months'),
  locationId: locationFilter,
};
export const productsReportQuery = {
  ...reportRangeQuery,
  limit: z.coerce.number().int().min(1).max(100).default(10).describe('Rows per ranking, 1–100 (default 10)'),
  locationId: locationFilter,
};
export const breakdownReportQuery = { ...reportRangeQuery, locationId: locationFilter };
export const locationsReportQuery = { ...reportRangeQuery };

export type ReportRange = { from: string; to: string };
export type GroupBy = 'day' | 'week' | 'month';

const figures = {
  gross: z.number().describe('Including VAT: sales minus refunds'),
  net: z.number().describe('Excluding VAT: sales minus refunds'),
  vat: z.number().describe('VAT: sales minus refunds'),
  transactionCount: z.int().describe('Sales and refunds'),
  saleCount: z.int(),
  refundCount: z.int(),
  refunds: z.number().describe('Refunds including VAT (negative or 0), already counted in gross'),
};
const revenueFigures = z.object(figures);
export type RevenueFigures = z.infer<typeof revenueFigures>;

const header = {
  from: z.iso.date(),
  to: z.iso.date(),
  currency: z.string(),
  locationId: z.string().nullable(),
};

export const revenueReportSchema = z
  .object({
    ...header,
    groupBy: z.enum(['day', 'week', 'month']),
    periods: z
      .array(
        z.object({
          period: z.iso.date().describe('First day of the period (a Monday for weeks, the 1st for months)'),
          from: z.iso.date().describe('First day of the period within the range'),
          to: z.iso.date().describe('Last day of the period within the range'),
          ...figures,
        }),
      )
      .describe('Every period of the range, oldest first, empty ones with zeros'),
    totals: revenueFigures,
  })
  .meta({ id: 'RevenueReport' });
export type RevenueReport = z.infer<typeof revenueReportSchema>;

const productRow = z.object({
  productId: z.string().nullable().describe('null for lines typed at the till without a product'),
  name: z.string().describe('The product’s name, or the line description'),
  quantity: z.int().describe('Units sold minus units refunded'),
  revenue: z.number().describe('Including VAT'),
  revenueExclVat: z.number(),
});
export type ProductRow = z.infer<typeof productRow>;

export const productsReportSchema = z
  .object({
    ...header,
    limit: z.int(),
    byRevenue: z.array(productRow).describe('Revenue desc, then quantity desc, then productId, then name'),
    byQuantity: z.array(productRow).describe('Quantity desc, then revenue desc, then productId, then name'),
  })
  .meta({ id: 'ProductsReport' });
export type ProductsReport = z.infer<typeof productsReportSchema>;

export const paymentMethodsReportSchema = z
  .object({
    ...header,
    methods: z
      .array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number(), count: z.int().describe('Number of payments') }))
      .describe('Methods used in the range, in the order cash, card, bancontact, payconiq, voucher, transfer'),
    totals: z.object({ amount: z.number(), count: z.int() }),
  })
  .meta({ id: 'PaymentMethodsReport' });
export type PaymentMethodsReport = z.infer<typeof paymentMethodsReportSchema>;

export const vatReportSchema = z
  .object({
    ...header,
    rates: z
      .array(
        z.object({
          vatPercent: z.number(),
          base: z.number().describe('Sum of lineTotalExclVat at this rate'),
          vat: z.number().describe('Sum of lineVat at this rate'),
          total: z.number().describe('Sum of lineTotal at this rate, including VAT'),
        }),
      )
      .describe('Rates used in the range, lowest first'),
    totals: z.object({ base: z.number(), vat: z.number(), total: z.number() }),
  })
  .meta({ id: 'VatReport' });
export type VatReport = z.infer<typeof vatReportSchema>;

export const locationsReportSchema = z
  .object({
    from: z.iso.date(),
    to: z.iso.date(),
    currency: z.string(),
    locations: z
      .array(z.object({ locationId: z.string().nullable(), name: z.string(), ...figures }))
      .describe('Every location of the business (in their order), with zeros when nothing was sold'),
    totals: revenueFigures,
  })
  .meta({ id: 'LocationsReport' });
export type LocationsReport = z.infer<typeof locationsReportSchema>;
