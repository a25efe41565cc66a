// Whether a document can be a Peppol BIS Billing 3.0 e-invoice, and what it still needs: one rule, read by the
// invoice view (API and dashboard), the UBL export (400 naming the same list) and the dashboard's invoice page.
import type { Address } from '../../db/schema';
import { compactVatNumber, normalisePeppolId, peppolIdOf, type PeppolId } from '../shared/peppol-id';
import type { EInvoiceStatus } from './schemas';

export type EInvoiceBuyer = { vatNumber: string | null; address: Address | null; peppolId: PeppolId | null };
export type EInvoiceSeller = { vatNumber: string | null; enterpriseNumber: string | null; address: Address | null };
export type EInvoiceMissing = { path: string; message: string };

const missingAddress = (address: Address | null) =>
  !address || !address.line1?.trim() || !address.city?.trim() || !address.postalCode?.trim() || !/^[A-Z]{2}$/.test(address.country ?? '');

/**
 * What the buyer's side of the document lacks for a B2B e-invoice (EN 16931 and Peppol rules: a VAT number with its
 * country prefix, a postal address, an electronic address), then what the business's details lack (VAT number,
 * enterprise number, address). Empty: the document can be exported once finalized.
 */
export function eInvoiceMissing(buyer: EInvoiceBuyer, seller: EInvoiceSeller): EInvoiceMissing[] {
  const missing: EInvoiceMissing[] = [];
  const vat = buyer.vatNumber ? compactVatNumber(buyer.vatNumber) : '';
  if (!vat) missing.push({ path: 'buyerVatNumber', message: "The buyer's VAT number is required for a B2B e-invoice" });
  else if (!/^[A-Z]{2}[A-Z0-9+*]{2,15}$/.test(vat)) {
    missing.push({ path: 'buyerVatNumber', message: 'The VAT number must start with its country code, e.g. BE0123456749' });
  } else if (vat.startsWith('BE') && 'message' in normalisePeppolId('0208', vat)) {
    missing.push({ path: 'buyerVatNumber', message: 'This Belgian VAT number has wrong check digits: check it for a typo' });
  }
  if (missingAddress(buyer.address)) {
    missing.push({ path: 'buyerAddress', message: "The buyer's address (street, postal code, city, country) is required" });
  }
  if (!peppolIdOf(buyer.peppolId, buyer.vatNumber)) {
    missing.push({
      path: 'buyerPeppolId',
      message: "The buyer's Peppol address is required (a Belgian VAT number gives it; for other buyers, enter their scheme and identifier)",
    });
  }
  if (!seller.vatNumber) missing.push({ path: 'business.vatNumber', message: "Your business's VAT number is required (Business details)" });
  if (!seller.enterpriseNumber) {
    missing.push({ path: 'business.enterpriseNumber', message: "Your business's enterprise number is required: it is your Peppol address (Business details)" });
  }
  if (missingAddress(seller.address)) missing.push({ path: 'business.address', message: "Your business's address is required (Business details)" });
  return missing;
}

/** The document's e-invoice status as the API shows it. */
export function eInvoiceStatus(
  document: { status: 'DRAFT' | 'FINALIZED'; exchangeRateStatus: 'resolved' | 'pending' },
  buyer: EInvoiceBuyer,
  seller: EInvoiceSeller,
): EInvoiceStatus {
  const missing = eInvoiceMissing(buyer, seller);
  return {
    ready: document.status === 'FINALIZED' && document.exchangeRateStatus === 'resolved' && missing.length === 0,
    missing,
    buyerPeppolId: peppolIdOf(buyer.peppolId, buyer.vatNumber),
  };
}
