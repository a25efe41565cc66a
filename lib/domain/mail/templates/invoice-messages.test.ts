// The invoice e-mail in the document's language: subject, greeting, facts, transfer rows, attachment names.
import { describe, expect, it } from 'vitest';
import { formatStructuredReference, structuredReferenceDigits } from '../../orders/reference';
import type { InvoiceDocument } from '../../invoices/document';
import { formatMoney } from '../../../i18n/format';
import { invoicePdfFilename, renderInvoiceMessage } from './invoice-messages';

const reference = structuredReferenceDigits(2026_000_042);

const invoice: InvoiceDocument = {
  language: 'nl',
  type: 'INVOICE',
  status: 'FINALIZED',
  number: '2026-000042',
  issueDate: '2026-11-27',
  dueDate: '2026-12-27',
  seller: { name: 'Bakkerij Vermeulen', legalName: 'Bakkerij Vermeulen BV', address: null, vatNumber: 'BE0478261963', iban: 'BE71096123456769', bic: null, enterpriseNumber: null, email: null, phone: null },
  buyer: { name: 'Koffiehuis <Patershol>', address: null, vatNumber: null, email: 'boekhouding@patershol.be', peppolId: null },
  buyerReference: 'BO-117',
  customerNumber: null,
  claimReference: null,
  notes: null,
  currency: 'EUR',
  lines: [],
  vatBreakdown: [],
  totalExclVatMinor: 123456,
  totalVatMinor: 7407,
  totalMinor: 130863,
  exchangeRate: null,
  exchangeRateDate: null,
  baseAmountMinor: null,
  baseVatMinor: null,
  credited: null,
  template: { showLineTotalExclVat: true, showLineTotalInclVat: false, showVatSummary: true },
  payment: { beneficiary: 'Bakkerij Vermeulen BV', iban: 'BE71096123456769', bic: null, amountMinor: 130863, reference, text: '' },
};
const shop = { name: 'Bakkerij Vermeulen', email: 'info@vermeulen.be', phone: '+32 9 223 45 67' };
const pdf = Buffer.from('%PDF-');

describe('invoice e-mail', () => {
  it('in Dutch: subject, text, HTML and file names', () => {
    const message = renderInvoiceMessage(invoice, shop, pdf, '<Invoice/>');
    const amount = formatMoney(130863, 'EUR', 'nl');
    expect(amount).toMatch(/^€\s1\.308,63$/);
    expect(message.subject).toBe('Bakkerij Vermeulen — factuur nr. 2026-000042');
    expect(message.text).toContain('Beste Koffiehuis <Patershol>,');
    expect(message.text).toContain(`In bijlage vindt u onze factuur nr. 2026-000042 ten bedrage van ${amount}, te betalen uiterlijk op 27/12/2026.`);
    for (const row of ['DE FACTUUR', 'Factuur: nr. 2026-000042', 'Vervaldatum: 27/12/2026', 'Referentie: BO-117', `Totaal incl. btw: ${amount}`]) {
      expect(message.text).toContain(row);
    }
    expect(message.text).toContain('BETALING PER OVERSCHRIJVING');
    expect(message.text).toContain('Begunstigde: Bakkerij Vermeulen BV');
    expect(message.text).toContain(`Gestructureerde mededeling: ${formatStructuredReference(reference)}`);
    expect(message.text).toContain('Het pdf-document en de elektronische factuur (UBL');
    expect(message.text).toContain('Bakkerij Vermeulen · info@vermeulen.be · +32 9 223 45 67 — een vraag? Beantwoord gewoon deze e-mail.');
    expect(message.html).toContain('<html lang="nl">');
    expect(message.html).toContain('Beste Koffiehuis &#60;Patershol&#62;,');
    expect(message.html).toContain('Gestructureerde mededeling');
    expect(message.html).toContain('Factuur nr. 2026-000042: ');
    expect(message.attachments.map((a) => a.filename)).toEqual(['factuur-2026-000042.pdf', 'factuur-2026-000042.xml']);
    for (const french of [/Bonjour/, /facture/i, /TVAC/, /Échéance/, /Bénéficiaire/, /virement/, /Communication/]) {
      expect(message.text).not.toMatch(french);
      expect(message.html).not.toMatch(french);
    }
  });

  it('a Dutch and an English credit note; French stays the default', () => {
    const note: InvoiceDocument = { ...invoice, type: 'CREDIT_NOTE', number: 'NC-2026-000003', dueDate: null, payment: null, credited: { number: '2026-000042', issueDate: '2026-11-27' } };
    const nl = renderInvoiceMessage(note, shop, pdf);
    expect(nl.subject).toBe('Bakkerij Vermeulen — creditnota nr. NC-2026-000003');
    expect(nl.text).toContain('Gecrediteerde factuur: nr. 2026-000042 van 27/11/2026');
    expect(nl.text).toContain('Het pdf-document is bij deze e-mail gevoegd.');
    expect(nl.attachments.map((a) => a.filename)).toEqual(['creditnota-NC-2026-000003.pdf']);
    const en = renderInvoiceMessage({ ...note, language: 'en' }, shop, pdf);
    expect(en.subject).toBe('Bakkerij Vermeulen — credit note No. NC-2026-000003');
    expect(en.text).toContain('Dear Koffiehuis <Patershol>,');
    expect(en.attachments[0]!.filename).toBe('credit-note-NC-2026-000003.pdf');
    const fr = renderInvoiceMessage({ ...invoice, language: undefined }, shop, pdf);
    expect(fr.subject).toBe('Bakkerij Vermeulen — facture n° 2026-000042');
    expect(fr.text).toContain('Bonjour Koffiehuis <Patershol>,');
    expect(fr.text).toContain('Communication structurée : ');
    expect(invoicePdfFilename({ type: 'INVOICE', number: null, language: 'nl' })).toBe('factuur-concept.pdf');
  });
});
