// Shapes of the till: transactions (sales and refunds, at the till or online) and register sessions.
import { z } from 'zod';
import { MAX_DATE, MIN_DATE, dateInput, dateTimeInput } from '../shared/input';

export const PAYMENT_METHODS = ['cash', 'card', 'bancontact', 'payconiq', 'voucher', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

const id = z.string().min(1).max(64);
const minor = z.int().min(0).max(100_000_000_000);

/**
 * Input of recordTransaction. Amounts in integer minor units, prices VAT-inclusive. A refund is given with
 * positive quantities and payment amounts (what goes back to the customer); it is stored negative.
 */
export const recordTransactionInput = z
  .strictObject({
    locationId: id,
    sessionId: id.nullish(),
    staffId: id.nullish(),
    customerId: id.nullish(),
    channel: z.enum(['pos', 'online']),
    kind: z.enum(['sale', 'refund']).default('sale'),
    refundOfId: id.nullish(),
    occurredAt: z.coerce.date(),
    lines: z
      .array(
        z.strictObject({
          productId: id.nullish(),
          description: z.string().trim().min(1).max(300),
          quantity: z.int().min(1).max(100_000),
          unitPriceMinor: minor.max(1_000_000_000),
          vatRateBp: z.int().min(0).max(10_000),
        }),
      )
      .min(1)
      .max(500),
    payments: z
      .array(z.strictObject({ method: z.enum(PAYMENT_METHODS), amountMinor: minor.min(1) }))
      .max(20),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'sale' && input.refundOfId) {
      ctx.addIssue({ code: 'custom', path: ['refundOfId'], message: 'only a refund refers to a sale' });
    }
    if (Number.isNaN(input.occurredAt.getTime())) ctx.addIssue({ code: 'custom', path: ['occurredAt'], message: 'invalid date' });
  });
export type RecordTransactionInput = z.input<typeof recordTransactionInput>;

const isoDate = dateInput();
const isoDateTime = dateTimeInput();
const bound = (side: 'from' | 'to') =>
  z
    .union([isoDate, isoDateTime], { error: `a date (YYYY-MM-DD) or an ISO 8601 date-time with offset, between ${MIN_DATE} and ${MAX_DATE}` })
    .optional()
    .describe(
      side === 'from'
        ? 'On or after: an ISO date-time, or a date = from the start of that Europe/Brussels day'
        : 'Before: an ISO date-time (exclusive), or a date = up to the end of that Europe/Brussels day (inclusive)',
    );

export const listTransactionsFilters = {
  from: bound('from'),
  to: bound('to'),
  locationId: id.optional().describe('Only this location (404 when it is not one of the business)'),
  sessionId: id.optional().describe('Only this register session (404 when it is not one of the business)'),
  customerId: id.optional().describe('Only this customer (404 when it is not one of the business)'),
  channel: z.enum(['pos', 'online']).optional().describe('pos (the till) or online (the web shop)'),
};

export const listSessionsFilters = {
  from: bound('from').describe('Opened on or after (date = start of that Europe/Brussels day)'),
  to: bound('to').describe('Opened before (date = up to the end of that Europe/Brussels day)'),
  locationId: id.optional().describe('Only this location (404 when it is not one of the business)'),
};

export type TimeFilters = { from?: string; to?: string };
export type TransactionFilters = TimeFilters & { locationId?: string; sessionId?: string; customerId?: string; channel?: 'pos' | 'online' };
export type SessionFilters = TimeFilters & { locationId?: string };

export const transactionSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['sale', 'refund']),
    refundOfId: z.string().nullable().describe('The refunded sale'),
    channel: z.enum(['pos', 'online']),
    occurredAt: z.iso.datetime(),
    locationId: z.string().nullable(),
    sessionId: z.string().nullable(),
    staffId: z.string().nullable(),
    customerId: z.string().nullable(),
    currency: z.string(),
    lines: z.array(
      z.object({
        productId: z.string().nullable(),
        description: z.string(),
        quantity: z.int().describe('Negative on refunds'),
        unitPrice: z.number().describe('Per unit, including VAT'),
        vatPercent: z.number(),
        lineTotal: z.number().describe('quantity × unitPrice, including VAT'),
        lineTotalExclVat: z.number().describe('round(lineTotal / (1 + VAT rate)), half-up, per line'),
        lineVat: z.number().describe('lineTotal − lineTotalExclVat'),
      }),
    ),
    payments: z.array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number().describe('Negative on refunds') })),
    totalExclVat: z.number().describe('Sum of lineTotalExclVat'),
    totalVat: z.number().describe('Sum of lineVat'),
    totalAmount: z.number().describe('Sum of lineTotal, including VAT; equals the sum of the payments; negative on refunds'),
  })
  .meta({ id: 'Transaction' });
export type TransactionView = z.infer<typeof transactionSchema>;

export const sessionSchema = z
  .object({
    id: z.string(),
    status: z.enum(['open', 'closed']),
    locationId: z.string(),
    location: z.object({ id: z.string(), name: z.string() }),
    staffId: z.string().nullable(),
    openedAt: z.iso.datetime(),
    closedAt: z.iso.datetime().nullable(),
    currency: z.string(),
    openingFloat: z.number().describe('Cash in the drawer at opening'),
    countedCash: z.number().nullable().describe('Cash counted at closing; null while open'),
    expectedCash: z.number().describe('openingFloat + cash payments (refunds paid in cash subtract)'),
    cashDifference: z.number().nullable().describe('countedCash − expectedCash; null while not counted'),
    totalAmount: z.number().describe('Sum of the session’s transactions, including VAT'),
    totalsByMethod: z
      .array(z.object({ method: z.enum(PAYMENT_METHODS), amount: z.number(), count: z.int().describe('Number of payments') }))
      .describe('Per payment method, methods used only'),
    transactionCount: z.int().describe('Sales and refunds'),
  })
  .meta({ id: 'RegisterSession' });
export type SessionView = z.infer<typeof sessionSchema>;
