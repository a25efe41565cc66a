// A finalized invoice or credit note as a Peppol BIS Billing 3.0 document (UBL 2.1, EN 16931). It maps the same
// InvoiceDocument the PDF prints (lib/domain/invoices/document-data.ts), so both show the same amounts: nothing is
// computed again here but the formatting. The XML is written by fast-xml-parser's builder (escaping included), in
// the element order the UBL 2.1 schema requires.
import { XMLBuilder } from 'fast-xml-parser';
import { type Translator, translator } from '../../i18n/translator';
import { formatStructuredReference } from '../orders/reference';
import { divRound, formatScaled, parseScaled } from '../shared/decimal';
import { minorDigits } from '../shared/money';
import { compactVatNumber, peppolIdOf, type PeppolId } from '../shared/peppol-id';
import { PRICE_SCALE, QUANTITY_SCALE, RATE_SCALE } from './amounts';
import type { InvoiceDocument } from './document';

const CUSTOMIZATION_ID = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PROFILE_ID = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
const UBL = 'urn:oasis:names:specification:ubl:schema:xsd:';

/**
 * VAT categories (UNCL 5305) Vitrine issues: `S` for a positive rate, `Z` for 0 %. Exempt (`E`), reverse-charge
 * (`AE`), intra-community (`K`) and export (`G`) supplies would need an exemption reason on the line (BT-120/121,
 * VATEX codes) and their own subtotal per category: README, "E-invoices", says how to add them.
 */
export const vatCategoryOf = (vatPercent: number) => (vatPercent > 0 ? 'S' : 'Z');

type Node = Record<string, unknown>;

/** A scaled integer with exactly `digits` decimals (12345, 2 → "123.45"; -5, 2 → "-0.05"). */
function fixedDecimal(units: bigint, digits: number): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const base = 10n ** BigInt(digits);
  const fraction = digits > 0 ? `.${(abs % base).toString().padStart(digits, '0')}` : '';
  return `${negative ? '-' : ''}${abs / base}${fraction}`;
}

/** An amount in minor units as UBL writes it: the currency's decimals, dot separator (1234 EUR cents → "12.34"). */
export const ublAmount = (minor: number, currency: string) => fixedDecimal(BigInt(minor), minorDigits(currency));

const amount = (minor: number, currency: string): Node => ({ '#text': ublAmount(minor, currency), '@_currencyID': currency });
const percent = (value: number) => formatScaled(BigInt(Math.round(value * 100)), 2);
const enterpriseDigits = (value: string) => value.replace(/\D/g, '');
const taxCategory = (vatPercent: number) => ({
  'cbc:ID': vatCategoryOf(vatPercent),
  'cbc:Percent': percent(vatPercent),
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
});

function postalAddress(address: NonNullable<InvoiceDocument['buyer']['address']>): Node {
  return {
    'cbc:StreetName': address.line1,
    'cbc:AdditionalStreetName': address.line2 || undefined,
    'cbc:CityName': address.city,
    'cbc:PostalZone': address.postalCode,
    'cac:Country': { 'cbc:IdentificationCode': address.country },
  };
}

/**
 * The rounding of a line in a currency without cents (JPY, ISK…) as a line charge or allowance: Vitrine rounds
 * quantity × price to the currency's unit (3 × 333.5 = 1000.5 → 1001 ¥) and PEPPOL-EN16931-R120 wants the line
 * amount within 0.02 of quantity × price, so the difference is stated, to the cent. Null for other currencies,
 * whose rounding (at most half a cent) the rule allows.
 */
function roundingAdjustment(line: InvoiceDocument['lines'][number], currency: string, t: Translator<'eInvoice'>): Node | null {
  const digits = minorDigits(currency);
  if (digits >= 2) return null;
  const exact = parseScaled(line.quantity, QUANTITY_SCALE)! * parseScaled(line.unitPrice, PRICE_SCALE)!; // × 10^8
  const cents = divRound(BigInt(line.lineTotalExclVatMinor) * 10n ** BigInt(QUANTITY_SCALE + PRICE_SCALE - digits) - exact, 10n ** BigInt(QUANTITY_SCALE + PRICE_SCALE - 2));
  if (cents === 0n) return null;
  const abs = cents < 0n ? -cents : cents;
  return {
    'cbc:ChargeIndicator': cents > 0n ? 'true' : 'false',
    'cbc:AllowanceChargeReason': t('rounding', { currency }),
    'cbc:Amount': { '#text': fixedDecimal(abs, 2), '@_currencyID': currency },
  };
}

const endpoint = (peppolId: PeppolId): Node => ({ '#text': peppolId.id, '@_schemeID': peppolId.scheme });

/** Removes undefined members (an absent optional element) and empty objects, recursively. */
function prune(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(prune);
  if (value && typeof value === 'object') {
    const out: Node = {};
    for (const [key, child] of Object.entries(value)) {
      if (child === undefined || child === null) continue;
      const pruned = prune(child);
      if (pruned && typeof pruned === 'object' && !Array.isArray(pruned) && Object.keys(pruned).length === 0) continue;
      out[key] = pruned;
    }
    return out;
  }
  return value;
}

export type UblOptions = {
  /** The document's PDF, embedded as an additional document (BT-125) that buyers' software shows. */
  pdf?: { bytes: Uint8Array; filename: string };
};

/**
 * The UBL 2.1 Invoice (type 380) or CreditNote (type 381) of a finalized document. The caller has checked it is
 * finalized, its exchange rate known and nothing missing (e-invoice.ts); the document's amounts are used as they are.
 */
export function renderUbl(doc: InvoiceDocument, options: UblOptions = {}): string {
  if (doc.status !== 'FINALIZED' || !doc.number) throw new Error('only a finalized document has a UBL form');
  const isInvoice = doc.type === 'INVOICE';
  // The few texts of the e-invoice (notes, document descriptions) in the document's language.
  const t = translator(doc.language ?? 'fr', 'eInvoice');
  const cur = doc.currency;
  const foreign = cur !== 'EUR';
  if (foreign && (doc.baseVatMinor === null || !doc.exchangeRate)) throw new Error('the exchange rate of a foreign-currency document is pending');
  const seller = doc.seller;
  const buyer = doc.buyer;
  const sellerAddress = seller.address!;
  const buyerAddress = buyer.address!;
  const sellerId = { scheme: '0208', id: enterpriseDigits(seller.enterpriseNumber!) };
  const buyerId = peppolIdOf(buyer.peppolId, buyer.vatNumber)!;
  const buyerVat = compactVatNumber(buyer.vatNumber!);
  const buyerEnterprise = /^BE[01]\d{9}$/.test(buyerVat) ? buyerVat.slice(2) : null;

  // One note only (PEPPOL-EN16931-R002): the merchant's notes, then the conversion a foreign-currency document used.
  const noteParts = [doc.notes?.trim()];
  if (foreign) {
    noteParts.push(
      t('rateNote', {
        date: doc.exchangeRateDate ?? '',
        rate: formatScaled(parseScaled(doc.exchangeRate!, RATE_SCALE)!, RATE_SCALE),
        currency: cur,
        vat: ublAmount(doc.baseVatMinor!, 'EUR'),
      }),
    );
  }
  const note = noteParts.filter(Boolean).join('\n\n') || undefined;

  const additionalDocuments: Node[] = [];
  if (doc.claimReference) additionalDocuments.push({ 'cbc:ID': doc.claimReference, 'cbc:DocumentDescription': t('claim') });
  if (options.pdf) {
    additionalDocuments.push({
      'cbc:ID': doc.number,
      'cbc:DocumentDescription': t(isInvoice ? 'pdf.invoice' : 'pdf.creditNote'),
      'cac:Attachment': {
        'cbc:EmbeddedDocumentBinaryObject': {
          '#text': Buffer.from(options.pdf.bytes).toString('base64'),
          '@_mimeCode': 'application/pdf',
          '@_filename': options.pdf.filename,
        },
      },
    });
  }

  const paymentMeans =
    isInvoice && seller.iban
      ? {
          // 58: SEPA credit transfer (euros); 30: credit transfer (other currencies).
          'cbc:PaymentMeansCode': foreign ? '30' : '58',
          'cbc:PaymentID': doc.structuredReference ? formatStructuredReference(doc.structuredReference) : t('paymentId', { number: doc.number }),
          'cac:PayeeFinancialAccount': {
            'cbc:ID': seller.iban,
            'cbc:Name': seller.legalName?.trim() || seller.name,
            'cac:FinancialInstitutionBranch': seller.bic ? { 'cbc:ID': seller.bic } : undefined,
          },
        }
      : undefined;
  // BR-CO-25: an amount due needs a due date or payment terms.
  const paymentTerms = isInvoice && !doc.dueDate ? { 'cbc:Note': t('payableOnReceipt') } : undefined;

  const lineElement = isInvoice ? 'cac:InvoiceLine' : 'cac:CreditNoteLine';
  const quantityElement = isInvoice ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity';
  const lines = doc.lines.map((line, index) => ({
    'cbc:ID': String(index + 1),
    [quantityElement]: { '#text': line.quantity, '@_unitCode': 'C62' },
    'cbc:LineExtensionAmount': amount(line.lineTotalExclVatMinor, cur),
    'cac:AllowanceCharge': roundingAdjustment(line, cur, t) ?? undefined,
    'cac:Item': { 'cbc:Name': line.description, 'cac:ClassifiedTaxCategory': taxCategory(line.vatPercent) },
    'cac:Price': { 'cbc:PriceAmount': { '#text': line.unitPrice, '@_currencyID': cur } },
  }));

  const root = isInvoice ? 'Invoice' : 'CreditNote';
  const body: Node = {
    '@_xmlns': `${UBL}${root}-2`,
    '@_xmlns:cac': `${UBL}CommonAggregateComponents-2`,
    '@_xmlns:cbc': `${UBL}CommonBasicComponents-2`,
    'cbc:CustomizationID': CUSTOMIZATION_ID,
    'cbc:ProfileID': PROFILE_ID,
    'cbc:ID': doc.number,
    'cbc:IssueDate': doc.issueDate,
    'cbc:DueDate': isInvoice ? (doc.dueDate ?? undefined) : undefined,
    [isInvoice ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode']: isInvoice ? '380' : '381',
    'cbc:Note': note,
    'cbc:DocumentCurrencyCode': cur,
    'cbc:TaxCurrencyCode': foreign ? 'EUR' : undefined,
    // PEPPOL-EN16931-R003: a buyer reference or an order reference. Without the buyer's, the document's number
    // stands as the order reference (what the buyer can quote back).
    'cbc:BuyerReference': doc.buyerReference ?? undefined,
    'cac:OrderReference': doc.buyerReference ? undefined : { 'cbc:ID': doc.number },
    'cac:BillingReference': doc.credited
      ? { 'cac:InvoiceDocumentReference': { 'cbc:ID': doc.credited.number, 'cbc:IssueDate': doc.credited.issueDate } }
      : undefined,
    'cac:AdditionalDocumentReference': additionalDocuments.length ? additionalDocuments : undefined,
    'cac:AccountingSupplierParty': {
      'cac:Party': {
        'cbc:EndpointID': endpoint(sellerId),
        'cac:PartyName': { 'cbc:Name': seller.name },
        'cac:PostalAddress': postalAddress(sellerAddress),
        'cac:PartyTaxScheme': { 'cbc:CompanyID': compactVatNumber(seller.vatNumber!), 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': seller.legalName?.trim() || seller.name,
          'cbc:CompanyID': { '#text': sellerId.id, '@_schemeID': '0208' },
        },
        'cac:Contact':
          seller.phone || seller.email ? { 'cbc:Telephone': seller.phone ?? undefined, 'cbc:ElectronicMail': seller.email ?? undefined } : undefined,
      },
    },
    'cac:AccountingCustomerParty': {
      'cac:Party': {
        'cbc:EndpointID': endpoint(buyerId),
        'cac:PartyIdentification': doc.customerNumber ? { 'cbc:ID': doc.customerNumber } : undefined,
        'cac:PartyName': { 'cbc:Name': buyer.name },
        'cac:PostalAddress': postalAddress(buyerAddress),
        'cac:PartyTaxScheme': { 'cbc:CompanyID': buyerVat, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } },
        'cac:PartyLegalEntity': {
          'cbc:RegistrationName': buyer.name,
          'cbc:CompanyID': buyerEnterprise ? { '#text': buyerEnterprise, '@_schemeID': '0208' } : undefined,
        },
        'cac:Contact': buyer.email ? { 'cbc:ElectronicMail': buyer.email } : undefined,
      },
    },
    'cac:PaymentMeans': paymentMeans,
    'cac:PaymentTerms': paymentTerms,
    'cac:TaxTotal': [
      {
        'cbc:TaxAmount': amount(doc.totalVatMinor, cur),
        'cac:TaxSubtotal': doc.vatBreakdown.map((row) => ({
          'cbc:TaxableAmount': amount(row.baseMinor, cur),
          'cbc:TaxAmount': amount(row.vatMinor, cur),
          'cac:TaxCategory': taxCategory(row.vatPercent),
        })),
      },
      // BR-53: the VAT total in the accounting currency when the document is in another.
      ...(foreign ? [{ 'cbc:TaxAmount': amount(doc.baseVatMinor!, 'EUR') }] : []),
    ],
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': amount(doc.totalExclVatMinor, cur),
      'cbc:TaxExclusiveAmount': amount(doc.totalExclVatMinor, cur),
      'cbc:TaxInclusiveAmount': amount(doc.totalMinor, cur),
      'cbc:PayableAmount': amount(doc.totalMinor, cur),
    },
    [lineElement]: lines,
  };

  const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, indentBy: '  ', suppressEmptyNode: true });
  const xml = builder.build({ [root]: prune(body) }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}`;
}
