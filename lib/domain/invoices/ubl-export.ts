// The e-invoice of a document as the API and the dashboard download it: the checks (finalized, rate known, nothing
// missing), then the UBL with the document's PDF embedded unless asked not to.
import type { Db } from '../../db/client';
import { DomainError } from '../shared/errors';
import type { InvoiceDocument } from './document';
import { invoiceDocument } from './document-data';
import { eInvoiceMissing } from './e-invoice';
import { renderInvoicePdf } from './pdf';
import { renderUbl } from './ubl';

/** The file name both downloads use: the document's number (ASCII: 2026-000001, NC-2026-000001). */
export const documentFileName = (number: string, extension: 'pdf' | 'xml') => `${number}.${extension}`;

/**
 * Why `doc` has no e-invoice (a draft: 409; missing buyer or business data: 400 listing them; a pending exchange
 * rate: 409), or null when it has one.
 */
export function eInvoiceRefusal(doc: InvoiceDocument): DomainError | null {
  const what = doc.type === 'INVOICE' ? 'invoice' : 'credit note';
  if (doc.status !== 'FINALIZED' || !doc.number) {
    return new DomainError('conflict', `A draft ${what} has no e-invoice yet: finalize it first`);
  }
  const missing = eInvoiceMissing(
    { vatNumber: doc.buyer.vatNumber, address: doc.buyer.address, peppolId: doc.buyer.peppolId },
    { vatNumber: doc.seller.vatNumber, enterpriseNumber: doc.seller.enterpriseNumber, address: doc.seller.address },
  );
  if (missing.length > 0) {
    return new DomainError('validation_failed', `A Peppol e-invoice needs what this ${what} lacks: ${missing.map((m) => m.path).join(', ')}`, {
      details: missing,
    });
  }
  if (doc.currency !== 'EUR' && (doc.exchangeRate === null || doc.baseVatMinor === null)) {
    return new DomainError(
      'conflict',
      `The ECB rate of ${doc.currency} for ${doc.issueDate} is not known yet: the e-invoice needs the VAT total in EUR. It can be exported once the rate is filled in (exchangeRateStatus "resolved")`,
    );
  }
  return null;
}

export async function exportUbl(db: Db, businessId: string, invoiceId: string, options: { embedPdf: boolean }) {
  const doc = await invoiceDocument(db, businessId, invoiceId);
  const refusal = eInvoiceRefusal(doc);
  if (refusal) throw refusal;
  const number = doc.number!;
  const pdf = options.embedPdf ? { bytes: await renderInvoicePdf(doc), filename: documentFileName(number, 'pdf') } : undefined;
  return { xml: renderUbl(doc, { pdf }), filename: documentFileName(number, 'xml'), number };
}
