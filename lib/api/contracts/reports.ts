// Contracts of the report routes (scope reports:read). Ranges are Europe/Brussels days, both ends included.
import { z } from 'zod';
import {
  MAX_REPORT_DAYS,
  breakdownReportQuery,
  locationsReportQuery,
  locationsReportSchema,
  paymentMethodsReportSchema,
  productsReportQuery,
  productsReportSchema,
  revenueReportQuery,
  revenueReportSchema,
  vatReportSchema,
} from '../../domain/reports/schemas';
import { EXAMPLE } from '../examples';
import { defineRoute } from '../route';

const RANGE =
  `\`from\` and \`to\` are required dates (YYYY-MM-DD, Europe/Brussels days, both included, at most ${MAX_REPORT_DAYS} days). ` +
  'Figures are sums over sales and refunds (refunds negative) and equal what GET /public/transactions adds up to.';
const LOCATION = ' A locationId that is not one of the business answers 404.';

export const revenueReportRoute = defineRoute({
  method: 'GET',
  path: '/public/reports/revenue',
  scope: 'reports:read',
  tag: 'Reports',
  summary: 'Revenue per day, week or month',
  description: `Gross (incl. VAT), net (excl. VAT), VAT, counts and refunds per Brussels day, ISO week (from Monday) or month; every period of the range is listed. ${RANGE}${LOCATION}`,
  query: z.strictObject(revenueReportQuery),
  example: { query: { from: '2026-11-16', to: '2026-11-22', groupBy: 'day' } },
  status: 200,
  response: revenueReportSchema,
  errors: ['not_found'],
});

export const productsReportRoute = defineRoute({
  method: 'GET',
  path: '/public/reports/products',
  scope: 'reports:read',
  tag: 'Reports',
  summary: 'Top sellers by revenue and by quantity',
  description: `Net of refunds. Lines without a product are grouped by description. ${RANGE}${LOCATION}`,
  query: z.strictObject(productsReportQuery),
  example: { query: { from: '2026-11-01', to: '2026-11-22', limit: 3 } },
  status: 200,
  response: productsReportSchema,
  errors: ['not_found'],
});

export const paymentMethodsReportRoute = defineRoute({
  method: 'GET',
  path: '/public/reports/payment-methods',
  scope: 'reports:read',
  tag: 'Reports',
  summary: 'Amounts per payment method',
  description: `${RANGE}${LOCATION}`,
  query: z.strictObject(breakdownReportQuery),
  example: { query: { from: '2026-11-16', to: '2026-11-22' } },
  status: 200,
  response: paymentMethodsReportSchema,
  errors: ['not_found'],
});

export const vatReportRoute = defineRoute({
  method: 'GET',
  path: '/public/reports/vat',
  scope: 'reports:read',
  tag: 'Reports',
  summary: 'Taxable base and VAT per rate',
  description: `Sums of the lines' excl.-VAT totals and VAT per rate. ${RANGE}${LOCATION}`,
  query: z.strictObject(breakdownReportQuery),
  example: { query: { from: '2026-11-01', to: '2026-11-22', locationId: EXAMPLE.location } },
  status: 200,
  response: vatReportSchema,
  errors: ['not_found'],
});

export const locationsReportRoute = defineRoute({
  method: 'GET',
  path: '/public/reports/locations',
  scope: 'reports:read',
  tag: 'Reports',
  summary: 'Revenue per location',
  description: `Every location of the business, with zeros where nothing was sold. ${RANGE}`,
  query: z.strictObject(locationsReportQuery),
  example: { query: { from: '2026-11-16', to: '2026-11-22' } },
  status: 200,
  response: locationsReportSchema,
});
