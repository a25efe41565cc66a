// Shapes of invoices and credit notes (README: Invoices).
import { z } from 'zod';
import { invoiceLanguageSchema } from '../businesses/schemas';
import { emailSchema } from '../customers/schemas';
import { parseScaled } from '../shared/decimal';
import { peppolIdSchema, peppolIdView } from '../shared/peppol-id';
import { MAX_LINE_AMOUNT, MAX_LINES, MAX_QUANTITY, MAX_UNIT_PRICE, dateInput, decimalInput, updatedSinceFilter } from '../shared/input';
import { PRICE_SCALE, QUANTITY_SCALE, withinLineAmount } from './amounts';

const isoDate = dateInput();

export const addressInput = z.strictObject({
  line1: z.string().trim().min(1).max(200),
  line2: z.string().trim().max(200).nullish(),
  postalCode: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
  country: z.string().trim().length(2).toUpperCase().describe('ISO 3166-1 alpha-2'),
});

const itemFields = {
  description: z.string().trim().min(1).max(500).describe('1–500 characters'),
  quantity: decimalInput('quantity', QUANTITY_SCALE, -MAX_QUANTITY, MAX_QUANTITY)
    .refine((value) => parseScaled(value, QUANTITY_SCALE) !== 0n, 'must be non-zero')
    .describe(`Non-zero, up to 4 decimals, at most ${MAX_QUANTITY} either way`),
  unitPrice: decimalInput('unitPrice', PRICE_SCALE, 0, MAX_UNIT_PRICE).describe(
    `Excluding VAT, 0 to ${MAX_UNIT_PRICE}, up to 4 decimals in any currency (the line total is rounded half-up to ` +
      `the currency's minor unit); |quantity × unitPrice| at most ${MAX_LINE_AMOUNT}`,
  ),
  vatPercent: z.number().min(0).max(100).describe("One of the business's VAT rates"),
};

export const LINE_AMOUNT_MESSAGE = `quantity × unitPrice exceeds ${MAX_LINE_AMOUNT}`;

export const invoiceItemInput = z
  .strictObject({ ...itemFields, vatPercent: itemFields.vatPercent.default(21).describe("One of the business's VAT rates (default 21)") })
  .refine((item) => withinLineAmount(item.quantity, item.unitPrice), { path: ['unitPrice'], message: LINE_AMOUNT_MESSAGE })
  .meta({ id: 'InvoiceItemInput' });
export type InvoiceItemInput = z.infer<typeof invoiceItemInput>;

/** Only the fields given change (no defaults here: a PATCH names what it changes). */
export const updateInvoiceItemBody = z
  .strictObject(itemFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'at least one field to change')
  .meta({ id: 'UpdateInvoiceItemBody' });
export type UpdateInvoiceItemBody = z.infer<typeof updateInvoiceItemBody>;

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
  buyerVatNumber: z.string().trim().max(30).nullable().describe('With its country prefix (BE0123456749); a B2B e-invoice needs it'),
  buyerEmail: emailSchema.nullable().describe("The buyer's contact e-mail (in the e-invoice)"),
  buyerPeppolId: peppolIdSchema
    .nullable()
    .describe("The buyer's Peppol address; null: the enterprise number of a Belgian buyerVatNumber (scheme 0208)"),
  currency,
  issueDate: isoDate.describe('Default: today in Europe/Brussels'),
  dueDate: isoDate.nullable().describe("Default: issue date + the business's payment terms"),
  externalRef: z.string().max(200).nullable().describe('Stored for reconciliation, never printed'),
  notes: z.string().max(2000).nullable(),
  language: invoiceLanguageSchema.describe(
    "The language the document prints and is e-mailed in (fr, nl, en). Default: the business's invoice language (a credit note: its invoice's); fixed once finalized",
  ),
  ...references,
};

export const createInvoiceBody = z
  .strictObject({
    ...invoiceFields,
    buyerName: invoiceFields.buyerName.optional().describe('Required unless customerId is given'),
    customerId: z
      .string()
      .min(1)
      .max(64)
      .optional()
      .describe("A customer of the business: fills the buyer's name, address, VAT number, e-mail and Peppol address not given"),
    buyerAddress: invoiceFields.buyerAddress.optional(),
    buyerVatNumber: invoiceFields.buyerVatNumber.optional(),
    buyerEmail: invoiceFields.buyerEmail.optional(),
    buyerPeppolId: invoiceFields.buyerPeppolId.optional(),
    currency: currency.default('EUR'),
    issueDate: invoiceFields.issueDate.optional(),
    dueDate: invoiceFields.dueDate.optional(),
    externalRef: invoiceFields.externalRef.optional(),
    notes: invoiceFields.notes.optional(),
    language: invoiceFields.language.optional(),
    buyerReference: references.buyerReference.optional(),
    customerNumber: references.customerNumber.optional(),
    claimReference: references.claimReference.optional(),
    items: z.array(invoiceItemInput).max(MAX_LINES).default([]),
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
    items: z.array(invoiceItemInput).min(1).max(MAX_LINES).optional().describe('Omitted: full credit of the invoice'),
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
  updatedSince: updatedSinceFilter(),
};

const vatRow = z.object({ vatPercent: z.number(), base: z.number(), vat: z.number() });

/** What a Peppol e-invoice of the document still needs: buyer fields of the document, details of the business. */
export const eInvoiceMissingSchema = z
  .object({
    path: z.string().describe('buyerVatNumber, buyerAddress, buyerPeppolId (fields of the document) or business.<field> (PATCH /public/me)'),
    message: z.string(),
  })
  .meta({ id: 'EInvoiceMissing' });

export const eInvoiceStatusSchema = z
  .object({
    ready: z.boolean().describe('GET /public/invoices/{id}/ubl answers 200: finalized, rate known, nothing missing'),
    missing: z.array(eInvoiceMissingSchema).describe('What a Peppol BIS 3.0 e-invoice needs and the document or the business lacks'),
    buyerPeppolId: peppolIdView.nullable().describe('Where the e-invoice goes: buyerPeppolId, else derived from a Belgian VAT number'),
  })
  .meta({ id: 'EInvoiceStatus' });
export type EInvoiceStatus = z.infer<typeof eInvoiceStatusSchema>;

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
    buyerEmail: z.string().nullable(),
    buyerPeppolId: peppolIdView.nullable().describe('As given; null: derived from a Belgian VAT number (see eInvoice)'),
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
    language: invoiceLanguageSchema.describe('The language the document prints and is e-mailed in'),
    paidOn: z.string().nullable().describe('Invoices: the day it was paid (set in the dashboard); null while unpaid'),
    structuredReference: z
      .string()
      .nullable()
      .describe('Finalized invoices: the Belgian structured communication to pay it with (+++202/6000/01397+++)'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    finalizedAt: z.iso.datetime().nullable(),
    eInvoice: eInvoiceStatusSchema.describe('Whether the Peppol BIS 3.0 UBL document can be downloaded, and what it still needs'),
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

export const sendInvoiceBody = z
  .strictObject({
    to: emailSchema.optional().describe("The recipient; default: the document's buyerEmail, else its customer's e-mail"),
  })
  .meta({ id: 'SendInvoiceBody' });
export type SendInvoiceBody = z.infer<typeof sendInvoiceBody>;

export const invoiceSendSchema = z
  .object({
    messageId: z.string().describe('The outbox message (dashboard: Messages)'),
    to: z.string(),
    status: z.enum(['pending', 'sent', 'failed']).describe('pending until the sender has delivered it'),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'InvoiceSend' });
export type InvoiceSend = z.infer<typeof invoiceSendSchema>;

export const ublQuery = {
  embedPdf: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional()
    .describe('true (default): the PDF travels inside the e-invoice as an additional document; false: the UBL alone'),
};

export const invoicePaymentBody = z
  .strictObject({ paidOn: isoDate.nullable().describe('The day the invoice was paid; null: unpaid') })
  .meta({ id: 'InvoicePaymentBody' });
