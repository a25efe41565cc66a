// Builds what the PDF shows from the stored document, and the business's invoice template.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translator } from '../../i18n/translator';
import { type InvoiceTemplate, businesses, invoiceItems, invoices } from '../../db/schema';
import { notFound } from '../shared/errors';
import { bpToPercent } from '../shared/money';
import { computeTotals, decimalToNumber, toEurMinor } from './amounts';
import type { DocumentPayment, InvoiceDocument } from './document';
import { invoiceReference } from './invoices';

/** Everything the PDF of a document prints. */
export async function invoiceDocument(db: Db, businessId: string, invoiceId: string): Promise<InvoiceDocument> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.businessId, businessId), eq(invoices.id, invoiceId)))
    .limit(1);
  if (!row) throw notFound('Invoice');
  const [seller] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  const items = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, row.id)).orderBy(invoiceItems.position);
  const totals = computeTotals(items, row.currency);
  const rate = row.currency === 'EUR' ? null : row.exchangeRate;
  const eur = (minor: number) => (rate ? toEurMinor(minor, row.currency, rate) : null);
  let credited: InvoiceDocument['credited'] = null;
  if (row.creditedInvoiceId) {
    const [invoice] = await db.select().from(invoices).where(eq(invoices.id, row.creditedInvoiceId));
    if (invoice?.number) credited = { number: invoice.number, issueDate: invoice.issueDate };
  }
  return {
    type: row.type,
    status: row.status,
    number: row.number,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    seller: {
      name: seller!.name,
      legalName: seller!.legalName,
      address: seller!.address,
      vatNumber: seller!.vatNumber,
      iban: seller!.iban,
      bic: seller!.bic,
      enterpriseNumber: seller!.enterpriseNumber,
      email: seller!.email,
      phone: seller!.phone,
    },
    buyer: { name: row.buyerName, address: row.buyerAddress, vatNumber: row.buyerVatNumber, email: row.buyerEmail, peppolId: row.buyerPeppolId },
    buyerReference: row.buyerReference,
    customerNumber: row.customerNumber,
    claimReference: row.claimReference,
    notes: row.notes,
    language: row.language,
    currency: row.currency,
    lines: items.map((item) => {
      const vat = computeTotals([item], row.currency).totalVatMinor;
      return {
        description: item.description,
        quantity: String(decimalToNumber(item.quantity)),
        unitPrice: String(decimalToNumber(item.unitPrice)),
        vatPercent: bpToPercent(item.vatRateBp),
        lineTotalExclVatMinor: item.lineTotalMinor,
        lineTotalInclVatMinor: item.lineTotalMinor + vat,
      };
    }),
    vatBreakdown: totals.vatBreakdown.map((r) => ({
      vatPercent: bpToPercent(r.vatRateBp),
      baseMinor: r.baseMinor,
      vatMinor: r.vatMinor,
      baseEurMinor: eur(r.baseMinor),
      vatEurMinor: eur(r.vatMinor),
    })),
    totalExclVatMinor: row.totalExclVatMinor,
    totalVatMinor: row.totalVatMinor,
    totalMinor: row.totalMinor,
    exchangeRate: rate,
    exchangeRateDate: rate ? row.exchangeRateDate : null,
    baseAmountMinor: rate ? row.baseAmountMinor : null,
    baseVatMinor: rate ? totals.vatBreakdown.reduce((sum, r) => sum + (eur(r.vatMinor) ?? 0), 0) : null,
    credited,
    template: seller!.invoiceTemplate,
    payment: transferDetails(row, seller!),
    structuredReference: invoiceReference(row),
  };
}

/**
 * The transfer block of a finalized, unpaid invoice that still has an amount due (total less finalized credit
 * notes) and a seller with an IBAN, with the invoice's structured reference (the number as free text when the
 * sequence is too long for one).
 */
function transferDetails(row: typeof invoices.$inferSelect, seller: typeof businesses.$inferSelect): DocumentPayment | null {
  const due = row.totalMinor - row.creditedMinor;
  if (row.type !== 'INVOICE' || row.status !== 'FINALIZED' || !row.number || !seller.iban || due <= 0 || row.paidOn) return null;
  return {
    beneficiary: seller.legalName?.trim() || seller.name,
    iban: seller.iban,
    bic: seller.bic,
    amountMinor: due,
    reference: invoiceReference(row),
    text: translator(row.language, 'invoiceDocument')('transfer.communicationText', { number: row.number }),
  };
}

/** The business's invoice template (which columns, per-rate summary). */
export async function getInvoiceTemplate(db: Db, businessId: string): Promise<InvoiceTemplate> {
  const [row] = await db.select({ template: businesses.invoiceTemplate }).from(businesses).where(eq(businesses.id, businessId));
  if (!row) throw notFound('Business');
  return row.template;
}

/** Changes the template; it applies to every PDF printed afterwards (the document data is the same either way). */
export async function setInvoiceTemplate(db: Db, businessId: string, changes: Partial<InvoiceTemplate>): Promise<InvoiceTemplate> {
  const template = { ...(await getInvoiceTemplate(db, businessId)), ...changes };
  await db.update(businesses).set({ invoiceTemplate: template }).where(eq(businesses.id, businessId));
  return template;
}
