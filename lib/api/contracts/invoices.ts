// Contracts of the invoice and credit-note routes.
import { z } from 'zod';
import {
  createCreditNoteBody,
  createInvoiceBody,
  finalizeInvoiceBody,
  invoiceItemInput,
  invoiceSchema,
  invoiceSendSchema,
  listInvoicesFilters,
  sendInvoiceBody,
  updateInvoiceBody,
  updateInvoiceItemBody,
  ublQuery,
} from '../../domain/invoices/schemas';
import { listOf, pagingQuery } from '../paging';
import { EXAMPLE } from '../examples';
import { defineRoute } from '../route';

const idParam = z.strictObject({ id: z.string().min(1).max(64).describe('Invoice or credit-note id') });
const itemParams = z.strictObject({ id: z.string().min(1).max(64), itemId: z.string().min(1).max(64).describe('Line id') });
const tag = 'Invoices';

export const listInvoicesRoute = defineRoute({
  method: 'GET',
  path: '/public/invoices',
  scope: 'invoices:read',
  tag,
  summary: 'List invoices and credit notes',
  description: 'Newest first.',
  query: z.strictObject({ ...pagingQuery, ...listInvoicesFilters }),
  example: { query: { limit: 2, status: 'FINALIZED' } },
  status: 200,
  response: listOf(invoiceSchema, 'InvoiceList'),
});

export const getInvoiceRoute = defineRoute({
  method: 'GET',
  path: '/public/invoices/{id}',
  scope: 'invoices:read',
  tag,
  summary: 'Get an invoice or credit note with its lines',
  params: idParam,
  example: { params: { id: EXAMPLE.finalizedInvoice } },
  status: 200,
  response: invoiceSchema,
  errors: ['not_found'],
});

export const getInvoicePdfRoute = defineRoute({
  method: 'GET',
  path: '/public/invoices/{id}/pdf',
  scope: 'invoices:read',
  tag,
  summary: 'The document as a PDF (A4, French)',
  description: 'Drafts are marked BROUILLON and carry no number.',
  params: idParam,
  example: { params: { id: EXAMPLE.finalizedInvoice } },
  status: 200,
  produces: 'application/pdf',
  errors: ['not_found'],
});

export const getInvoiceUblRoute = defineRoute({
  method: 'GET',
  path: '/public/invoices/{id}/ubl',
  scope: 'invoices:read',
  tag,
  summary: 'The document as a Peppol BIS Billing 3.0 e-invoice (UBL 2.1)',
  description:
    'A finalized invoice (UBL Invoice, type 380) or credit note (CreditNote, type 381, referring to the invoice it ' +
    'credits), valid against EN 16931 and Peppol BIS Billing 3.0: the same amounts as the document and its PDF, VAT per ' +
    'rate (category S, or Z at 0 %), the three references, the seller from the business details with the IBAN and the ' +
    'structured reference as payment means, the PDF embedded unless embedPdf=false. A foreign-currency document carries ' +
    'the VAT total in EUR at its ECB rate. 409 `conflict` for a draft, or while the rate is pending; 400 ' +
    '`validation_failed` naming, in `details`, each buyer field (buyerVatNumber, buyerAddress, buyerPeppolId) or business ' +
    'detail (business.vatNumber, business.enterpriseNumber, business.address) it lacks; the same list is the ' +
    "document's `eInvoice.missing`.",
  params: idParam,
  query: z.strictObject(ublQuery),
  example: { params: { id: EXAMPLE.finalizedInvoice } },
  status: 200,
  produces: 'application/xml',
  errors: ['not_found', 'conflict', 'validation_failed'],
});

export const createInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/public/invoices',
  scope: 'invoices:write',
  tag,
  summary: 'Create an invoice (draft, or finalized with finalize: true)',
  description:
    'A foreign currency is converted with the ECB reference rate of the issue date; when that rate is not known yet, ' +
    'exchangeRate and baseAmount are null with exchangeRateStatus "pending" and are filled in later.',
  body: createInvoiceBody,
  example: {
    body: {
      buyerName: 'Hôtel Le Plaza',
      currency: 'EUR',
      buyerReference: 'PO-2026-118',
      items: [
        { description: 'Pains de campagne (lot de 20)', quantity: 2, unitPrice: 70, vatPercent: 6 },
        { description: 'Livraison', quantity: 1, unitPrice: 15, vatPercent: 21 },
      ],
    },
  },
  errors: ['not_found'],
  status: 201,
  response: invoiceSchema,
});

export const updateInvoiceRoute = defineRoute({
  method: 'PATCH',
  path: '/public/invoices/{id}',
  scope: 'invoices:write',
  tag,
  summary: 'Edit a draft (an empty string clears a reference)',
  params: idParam,
  body: updateInvoiceBody,
  example: { params: { id: EXAMPLE.draftInvoice }, body: { customerNumber: 'C-0042', notes: 'Payable à 30 jours' } },
  status: 200,
  response: invoiceSchema,
  errors: ['not_found', 'conflict'],
});

export const deleteInvoiceRoute = defineRoute({
  method: 'DELETE',
  path: '/public/invoices/{id}',
  scope: 'invoices:write',
  tag,
  summary: 'Delete a draft',
  params: idParam,
  example: { params: { id: EXAMPLE.draftInvoice } },
  status: 204,
  errors: ['not_found', 'conflict'],
});

export const addInvoiceItemRoute = defineRoute({
  method: 'POST',
  path: '/public/invoices/{id}/items',
  scope: 'invoices:write',
  tag,
  summary: 'Add a line to a draft',
  params: idParam,
  body: invoiceItemInput,
  example: {
    params: { id: EXAMPLE.draftInvoice },
    body: { description: 'Croissants au beurre', quantity: 24, unitPrice: 1.2, vatPercent: 6 },
  },
  status: 201,
  response: invoiceSchema,
  errors: ['not_found', 'conflict'],
});

export const updateInvoiceItemRoute = defineRoute({
  method: 'PATCH',
  path: '/public/invoices/{id}/items/{itemId}',
  scope: 'invoices:write',
  tag,
  summary: 'Change a line of a draft',
  params: itemParams,
  body: updateInvoiceItemBody,
  example: { params: { id: EXAMPLE.draftInvoice, itemId: EXAMPLE.draftInvoiceItem }, body: { quantity: 3 } },
  status: 200,
  response: invoiceSchema,
  errors: ['not_found', 'conflict'],
});

export const deleteInvoiceItemRoute = defineRoute({
  method: 'DELETE',
  path: '/public/invoices/{id}/items/{itemId}',
  scope: 'invoices:write',
  tag,
  summary: 'Remove a line from a draft',
  params: itemParams,
  example: { params: { id: EXAMPLE.draftInvoice, itemId: EXAMPLE.draftInvoiceItem } },
  status: 200,
  response: invoiceSchema,
  errors: ['not_found', 'conflict'],
});

export const finalizeInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/public/invoices/{id}/finalize',
  scope: 'invoices:write',
  tag,
  summary: 'Finalize a draft: assigns the next number of its series',
  description: 'Invoices 2026-000001…, credit notes NC-2026-000001…, gapless per business and year.',
  params: idParam,
  body: finalizeInvoiceBody,
  example: { params: { id: EXAMPLE.draftInvoice } },
  status: 200,
  response: invoiceSchema,
  errors: ['not_found', 'conflict'],
});

export const createCreditNoteRoute = defineRoute({
  method: 'POST',
  path: '/public/invoices/{id}/credit-note',
  scope: 'invoices:write',
  tag,
  summary: 'Credit a finalized invoice, in full (no items) or in part',
  description: 'Inherits buyer, currency, exchange rate and customerNumber (overridable), never claimReference.',
  params: idParam,
  body: createCreditNoteBody,
  example: {
    params: { id: EXAMPLE.finalizedInvoice },
    body: { claimReference: 'RCL-2026-007', notes: 'Marchandise abîmée à la livraison', finalize: true },
  },
  status: 201,
  response: invoiceSchema,
  errors: ['not_found', 'conflict'],
});

export const sendInvoiceRoute = defineRoute({
  method: 'POST',
  path: '/public/invoices/{id}/send',
  scope: 'invoices:write',
  tag,
  summary: 'E-mail a finalized invoice or credit note, its PDF (and e-invoice) attached',
  description:
    "Written to the business's outbox and delivered by the sender (pending until then). Each call is a new send: " +
    "sending again writes another message. Without `to`, the document's buyerEmail is used, else its customer's e-mail. " +
    'A document whose e-invoice is ready (eInvoice.ready) also carries its Peppol UBL (facture-<number>.xml).',
  params: idParam,
  body: sendInvoiceBody,
  example: { params: { id: EXAMPLE.finalizedInvoice }, body: { to: 'compta@hotel-plaza.be' } },
  status: 201,
  response: invoiceSendSchema,
  errors: ['not_found', 'conflict'],
});
