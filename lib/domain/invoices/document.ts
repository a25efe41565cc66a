// What an invoice or credit note document shows: the data the PDF renderer receives. Amounts are already
// computed (decimal, exact); the renderer only lays them out.
import type { Address, InvoiceTemplate, PeppolId } from '../../db/schema';
import { type Locale, translator } from '../../i18n/translator';
import { formatStructuredReference } from '../orders/reference';
import { formatIban, formatMoney } from '../../i18n/format';

export type DocumentParty = {
  name: string;
  address: Address | null;
  vatNumber: string | null;
};

export type DocumentLine = {
  description: string;
  /** Decimal strings as entered, e.g. "3", "0.335", "2.5". */
  quantity: string;
  unitPrice: string;
  vatPercent: number;
  /** Minor units of the document currency. */
  lineTotalExclVatMinor: number;
  lineTotalInclVatMinor: number;
};

export type DocumentVatRow = { vatPercent: number; baseMinor: number; vatMinor: number; baseEurMinor: number | null; vatEurMinor: number | null };

export type InvoiceDocument = {
  type: 'INVOICE' | 'CREDIT_NOTE';
  status: 'DRAFT' | 'FINALIZED';
  /** null for a draft (the PDF then says BROUILLON). */
  number: string | null;
  /** ISO dates (YYYY-MM-DD). */
  issueDate: string;
  dueDate: string | null;
  seller: DocumentParty & {
    iban: string | null;
    bic: string | null;
    email: string | null;
    phone: string | null;
    legalName: string | null;
    /** 0123.456.749 (KBO/BCE). */
    enterpriseNumber: string | null;
  };
  /** `peppolId` as given on the document (null: derived from a Belgian VAT number by the e-invoice). */
  buyer: DocumentParty & { email: string | null; peppolId: PeppolId | null };
  buyerReference: string | null;
  customerNumber: string | null;
  claimReference: string | null;
  notes: string | null;
  /** The language the document prints in (labels, numbers, dates); absent: French. */
  language?: Locale;
  currency: string;
  lines: DocumentLine[];
  vatBreakdown: DocumentVatRow[];
  totalExclVatMinor: number;
  totalVatMinor: number;
  totalMinor: number;
  /** Foreign currency only: 1 EUR = `exchangeRate` units, ECB rate of `exchangeRateDate`; null while pending. */
  exchangeRate: string | null;
  exchangeRateDate: string | null;
  baseAmountMinor: number | null;
  baseVatMinor: number | null;
  /** Credit notes: the credited invoice. */
  credited: { number: string; issueDate: string } | null;
  template: InvoiceTemplate;
  /**
   * How to pay a finalized invoice with an amount due by transfer (the PDF prints it, with the EPC QR code when in
   * euros); absent on drafts, credit notes, fully credited invoices and without an IBAN.
   */
  payment?: DocumentPayment | null;
  /** Finalized invoices: the 12 digits of the Belgian structured reference they are paid with, paid or not. */
  structuredReference?: string | null;
};

export type DocumentPayment = {
  beneficiary: string;
  iban: string;
  bic: string | null;
  /** The amount due, in minor units of the document currency. */
  amountMinor: number;
  /** A Belgian structured reference (12 digits), when the invoice carries one. */
  reference: string | null;
  /** The communication without a structured reference (e.g. "Facture 2026-0042", in the document's language). */
  text: string;
};

/** The transfer details as label/value rows, the same on the PDF and in the e-mail (none when nothing is due). */
export function transferRows(doc: Pick<InvoiceDocument, 'payment' | 'currency' | 'language'>): [string, string][] {
  const payment = doc.payment;
  if (!payment) return [];
  const locale = doc.language ?? 'fr';
  const t = translator(locale, 'invoiceDocument');
  const rows: [string, string][] = [
    [t('transfer.beneficiary'), payment.beneficiary],
    ['IBAN', formatIban(payment.iban)],
  ];
  if (payment.bic) rows.push(['BIC', payment.bic]);
  rows.push([t('transfer.amount'), formatMoney(payment.amountMinor, doc.currency, locale)]);
  rows.push(payment.reference ? [t('transfer.structured'), formatStructuredReference(payment.reference)] : [t('transfer.communication'), payment.text]);
  return rows;
}
