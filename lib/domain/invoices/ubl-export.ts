// The e-invoice of a document as the API and the dashboard download it: the checks (finalized, rate known, nothing
// missing), then the UBL with the document's PDF embedded unless asked not to.
import type { Db } from '../../db/client';
import { DomainError } from '../shared/errors';
import { invoiceDocument } from './document-data';
import { eInvoiceMissing } from './e-invoice';
import { renderInvoicePdf } from './pdf';
import { renderUbl } from './ubl';

/** The file name both downloads use: the document's number (ASCII: 2026-000001, NC-2026-000001). */
export const documentFileName = (number: string, extension: 'pdf' | 'xml') => `${number}.${extension}`;

export async function exportUbl(db: Db, businessId: string, invoiceId: string, options: { embedPdf: boolean }) {
  const doc = await invoiceDocument(db, businessId, invoiceId);
  const what = doc.type === 'INVOICE' ? 'invoice' : 'credit note';
  if (doc.status !== 'FINALIZED' || !doc.number) {
    throw new DomainError('conflict', `A draft ${what} has no e-invoice yet: finalize it first`);
  }
  const missing = eInvoiceMissing(
    { vatNumber: doc.buyer.vatNumber, address: doc.buyer.address, peppolId: doc.buyer.peppolId },
    { vatNumber: doc.seller.vatNumber, enterpriseNumber: doc.seller.enterpriseNumber, address: doc.seller.address },
  );
  if (missing.length > 0) {
    throw new DomainError('validation_failed', `A Peppol e-invoice needs what this ${what} lacks: ${missing.map((m) => m.path).join(', ')}`, {
      details: missing,
    });
  }
  if (doc.currency !== 'EUR' && (doc.exchangeRate === null || doc.baseVatMinor === null)) {
    throw new DomainError(
      'conflict',
      `The ECB rate of ${doc.currency} for ${doc.issueDate} is not known yet: the e-invoice needs the VAT total in EUR. It can be exported once the rate is filled in (exchangeRateStatus "resolved")`,
    );
  }
  const pdf = options.embedPdf ? { bytes: await renderInvoicePdf(doc), filename: documentFileName(doc.number, 'pdf') } : undefined;
  return { xml: renderUbl(doc, { pdf }), filename: documentFileName(doc.number, 'xml'), number: doc.number };
}
