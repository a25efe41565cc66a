// Shapes of invoices and credit notes (contract "Invoice and credit note", decisions §4, the invoices issue).
import { z } from 'zod';
import { parseScaled } from '../shared/decimal';
import { PRICE_SCALE, QUANTITY_SCALE } from './amounts';

const decimal = (scale: number, what: string) =>
  z.union([z.number(), z.string()]).refine((value) => parseScaled(value, scale) !== null, `${what}: a decimal with at most ${scale} decimals`);

const isoDate = z.iso.date().describe('YYYY-MM-DD');

export const addressInput = z.strictObject({
  line1: z.string().trim().min(1).max(200),
  line2: z.string().trim().max(200).nullish(),
  postalCode: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
  country: z.string().trim().length(2).toUpperCase().describe('ISO 3166-1 alpha-2'),
});

export const invoiceItemInput = z
  .strictObject({
    description: z.string().trim().min(1).max(500).describe('1–500 characters'),
    quantity: decimal(QUANTITY_SCALE, 'quantity')
      .refine((value) => parseScaled(value, QUANTITY_SCALE) !== 0n, 'must be non-zero')
      .describe('Non-zero, up to 4 decimals'),
    unitPrice: decimal(PRICE_SCALE, 'unitPrice')
      .refine((value) => (parseScaled(value, PRICE_SCALE) ?? -1n) >= 0n, 'must be ≥ 0')
      .describe('Excluding VAT, ≥ 0, up to 4 decimals'),
    vatPercent: z.number().min(0).max(100).default(21).describe("One of the business's VAT rates (default 21)"),
  })
  .meta({ id: 'InvoiceItemInput' });
export type InvoiceItemInput = z.infer<typeof invoiceItemInput>;

export const updateInvoiceItemBody = invoiceItemInput
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'at least one field to change')
  .meta({ id: 'UpdateInvoiceItemBody' });

const references = {
  buyerReference: z.string().max(120).describe('Printed as « Référence »; "" clears (drafts)'),
  customerNumber: z.string().max(60).describe('Printed as « N° client »; "" clears (drafts)'),
  claimReference: z.string().max(120).describe('Printed as « Réclamation N° »; "" clears (drafts)'),
};

const currency = z
  .string()
  .regex(/^[A-Za-z]{3}$/, 'exactly three letters')
  .transform((value) => value.toUpperCase())
  .describe('ISO 4217 code, EUR or a currency with an ECB reference rate; default EUR');

const invoiceFields = {
  buyerName: z.string().trim().min(1).max(200),
  buyerAddress: addressInput.nullable(),
  buyerVatNumber: z.string().trim().max(30).nullable(),
  currency,
  issueDate: isoDate.describe('Default: today in Europe/Brussels'),
  dueDate: isoDate.nullable().describe("Default: issue date + the business's payment terms"),
  externalRef: z.string().max(200).nullable().describe('Stored for reconciliation, never printed'),
  notes: z.string().max(2000).nullable(),
  ...references,
};

export const createInvoiceBody = z
  .strictObject({
    ...invoiceFields,
    buyerName: invoiceFields.buyerName.optional().describe('Required unless customerId is given'),
    customerId: z.string().min(1).max(64).optional().describe("A customer of the business: fills the buyer's name, address and VAT number"),
    buyerAddress: invoiceFields.buyerAddress.optional(),
    buyerVatNumber: invoiceFields.buyerVatNumber.optional(),
    currency: currency.default('EUR'),
    issueDate: invoiceFields.issueDate.optional(),
    dueDate: invoiceFields.dueDate.optional(),
    externalRef: invoiceFields.externalRef.optional(),
    notes: invoiceFields.notes.optional(),
    buyerReference: references.buyerReference.optional(),
    customerNumber: references.customerNumber.optional(),
    claimReference: references.claimReference.optional(),
    items: z.array(invoiceItemInput).max(500).default([]),
    finalize: z.boolean().default(false).describe('Finalize at once (assigns the number)'),
  })
  .refine((body) => body.buyerName !== undefined || body.customerId !== undefined, {
    path: ['buyerName'],
    message: 'required unless customerId is given',
  })
  .meta({ id: 'CreateInvoiceBody' });
export type CreateInvoiceBody = z.infer<typeof createInvoiceBody>;

export const updateInvoiceBody = z
  .strictObject(invoiceFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'at least one field to change')
  .meta({ id: 'UpdateInvoiceBody' });
export type UpdateInvoiceBody = z.infer<typeof updateInvoiceBody>;

export const finalizeInvoiceBody = z
  .strictObject({ issueDate: isoDate.optional().describe('Change the issue date while finalizing') })
  .meta({ id: 'FinalizeInvoiceBody' });

export const createCreditNoteBody = z
  .strictObject({
    items: z.array(invoiceItemInput).min(1).max(500).optional().describe('Omitted: full credit of the invoice'),
    buyerReference: references.buyerReference.optional(),
    customerNumber: references.customerNumber.optional().describe("Default: the credited invoice's"),
    claimReference: references.claimReference.optional().describe('Never inherited from the invoice'),
    notes: z.string().max(2000).optional(),
    issueDate: isoDate.optional(),
    finalize: z.boolean().default(false),
  })
  .meta({ id: 'CreateCreditNoteBody' });
export type CreateCreditNoteBody = z.infer<typeof createCreditNoteBody>;

export const listInvoicesFilters = {
  status: z.enum(['DRAFT', 'FINALIZED']).optional(),
  type: z.enum(['INVOICE', 'CREDIT_NOTE']).optional(),
  from: isoDate.optional().describe('Issue date on or after'),
  to: isoDate.optional().describe('Issue date on or before'),
  customerId: z.string().min(1).max(64).optional(),
};

const vatRow = z.object({ vatPercent: z.number(), base: z.number(), vat: z.number() });

export const invoiceSchema = z
  .object({
    id: z.string(),
    type: z.enum(['INVOICE', 'CREDIT_NOTE']),
    status: z.enum(['DRAFT', 'FINALIZED']),
    number: z.string().nullable().describe('2026-000001, NC-2026-000001; null for drafts'),
    creditedInvoiceId: z.string().nullable(),
    customerId: z.string().nullable(),
    buyerName: z.string(),
    buyerAddress: addressInput.nullable(),
    buyerVatNumber: z.string().nullable(),
    issueDate: z.string(),
    dueDate: z.string().nullable(),
    currency: z.string(),
    exchangeRate: z.number().nullable().describe('Units of currency for 1 EUR (ECB); 1 for EUR; null while pending'),
    exchangeRateDate: z.string().nullable(),
    exchangeRateStatus: z.enum(['resolved', 'pending']),
    items: z.array(
      z.object({
        id: z.string(),
        description: z.string(),
        quantity: z.number(),
        unitPrice: z.number(),
        vatPercent: z.number(),
        lineTotal: z.number().describe('Excluding VAT'),
      }),
    ),
    vatBreakdown: z.array(vatRow),
    totalExclVat: z.number(),
    totalVat: z.number(),
    totalAmount: z.number(),
    baseAmount: z.number().nullable().describe('EUR equivalent of totalAmount; null while the rate is pending'),
    baseVatBreakdown: z.array(vatRow).nullable().describe('The VAT per rate in EUR'),
    creditedAmount: z.number().nullable().describe('Invoices: total of finalized credit notes'),
    outstandingAmount: z.number().nullable().describe('Invoices: totalAmount − creditedAmount'),
    buyerReference: z.string().nullable(),
    customerNumber: z.string().nullable(),
    claimReference: z.string().nullable(),
    externalRef: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    finalizedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Invoice' });
export type InvoiceView = z.infer<typeof invoiceSchema>;

export const invoiceTemplateSchema = z
  .strictObject({
    showLineTotalExclVat: z.boolean().describe('Per-line « Total HTVA » column'),
    showLineTotalInclVat: z.boolean().describe('Per-line « Total TTC » column'),
    showVatSummary: z.boolean().describe('Per-rate summary (taux, base HTVA, TVA)'),
  })
  .meta({ id: 'InvoiceTemplate' });
