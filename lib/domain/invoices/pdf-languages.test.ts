// The invoice PDF in Dutch and English, read back with pdftotext: an invoice with its transfer block, a credit note
// (the legal mention), a draft and a foreign-currency invoice in each language, with the labels of the language,
// nl-BE / en-BE numbers and dates, and no French label left.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/translator';
import { formatStructuredReference, structuredReferenceDigits } from '../orders/reference';
import type { DocumentLine, InvoiceDocument } from './document';
import { formatDate, formatMoney } from '../../i18n/format';
import { renderInvoicePdf } from './pdf';

const poppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

function line(description: string, quantity: string, unitPrice: string, vatPercent: number): DocumentLine {
  const excl = Math.round(Number(quantity) * Number(unitPrice) * 100);
  const vat = Math.round((excl * vatPercent) / 100);
  return { description, quantity, unitPrice, vatPercent, lineTotalExclVatMinor: excl, lineTotalInclVatMinor: excl + vat };
}

type Draft = Omit<InvoiceDocument, 'vatBreakdown' | 'totalExclVatMinor' | 'totalVatMinor' | 'totalMinor'>;

/** Totals per rate, and their EUR equivalents at `rate` for a foreign currency. */
function withTotals(doc: Draft, rate: number | null = null): InvoiceDocument {
  const byRate = new Map<number, { base: number; vat: number }>();
  for (const l of doc.lines) {
    const row = byRate.get(l.vatPercent) ?? { base: 0, vat: 0 };
    row.base += l.lineTotalExclVatMinor;
    row.vat += l.lineTotalInclVatMinor - l.lineTotalExclVatMinor;
    byRate.set(l.vatPercent, row);
  }
  const eur = (minor: number) => (rate === null ? null : Math.round(minor / rate));
  const vatBreakdown = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatPercent, { base, vat }]) => ({ vatPercent, baseMinor: base, vatMinor: vat, baseEurMinor: eur(base), vatEurMinor: eur(vat) }));
  const totalExclVatMinor = vatBreakdown.reduce((s, r) => s + r.baseMinor, 0);
  const totalVatMinor = vatBreakdown.reduce((s, r) => s + r.vatMinor, 0);
  const totalMinor = totalExclVatMinor + totalVatMinor;
  return { ...doc, vatBreakdown, totalExclVatMinor, totalVatMinor, totalMinor, baseAmountMinor: eur(totalMinor), baseVatMinor: eur(totalVatMinor) };
}

const reference = structuredReferenceDigits(2026_000_042);

function fixtures(language: Locale) {
  const base = {
    language,
    type: 'INVOICE',
    status: 'FINALIZED',
    number: '2026-0042',
    issueDate: '2026-11-27',
    dueDate: '2026-12-27',
    seller: {
      name: 'Bakkerij Vermeulen',
      legalName: 'Bakkerij Vermeulen BV',
      address: { line1: 'Veldstraat 12', line2: null, postalCode: '9000', city: 'Gent', country: 'BE' },
      vatNumber: 'BE0478261963',
      iban: 'BE71096123456769',
      bic: 'GKCCBEBB',
      enterpriseNumber: '0478.261.963',
      email: 'boekhouding@vermeulen.be',
      phone: '+32 9 223 45 67',
    },
    buyer: {
      name: 'Koffiehuis Patershol',
      address: { line1: 'Oudburg 7', line2: null, postalCode: '9000', city: 'Gent', country: 'BE' },
      vatNumber: '0123.456.749',
      email: null,
      peppolId: null,
    },
    buyerReference: 'BO-2026/117',
    customerNumber: 'K-0815',
    claimReference: null,
    notes: 'Dank u.',
    currency: 'EUR',
    lines: [line('Desembrood, 800 g', '240', '4.35', 6), line('Croissants', '1200', '1.25', 6), line('Koelvitrine (november)', '1', '89.9', 21)],
    exchangeRate: null,
    exchangeRateDate: null,
    baseAmountMinor: null,
    baseVatMinor: null,
    credited: null,
    template: { showLineTotalExclVat: true, showLineTotalInclVat: true, showVatSummary: true },
  } satisfies Draft;
  const invoice = withTotals(base);
  invoice.payment = { beneficiary: 'Bakkerij Vermeulen BV', iban: 'BE71096123456769', bic: 'GKCCBEBB', amountMinor: invoice.totalMinor, reference, text: '' };
  invoice.structuredReference = reference;
  return {
    invoice,
    creditNote: withTotals({
      ...base,
      type: 'CREDIT_NOTE',
      number: 'NC-2026-0003',
      dueDate: null,
      claimReference: 'KL-77',
      lines: [line('Croissants (retour)', '40', '1.25', 6)],
      credited: { number: '2026-0042', issueDate: '2026-11-27' },
    }),
    draft: withTotals({ ...base, status: 'DRAFT', number: null }),
    foreign: withTotals(
      { ...base, number: '2026-0043', currency: 'USD', lines: [line('Advies (dagen)', '3', '1250', 21)], exchangeRate: '1.0823', exchangeRateDate: '2026-11-26' },
      1.0823,
    ),
  };
}

type Name = keyof ReturnType<typeof fixtures>;
const texts: Record<string, string> = {};
const docs: Record<string, InvoiceDocument> = {};
let dir: string;

/** Every kind of whitespace (the no-break spaces of Intl's output too) as one space. */
const normalise = (text: string) => text.replace(/[\s\u00A0\u202F\u2007\u2009]+/g, ' ').trim();

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-invoice-languages-'));
  for (const language of ['nl', 'en'] as const) {
    for (const [name, doc] of Object.entries(fixtures(language)) as [Name, InvoiceDocument][]) {
      const file = path.join(dir, `${language}-${name}.pdf`);
      fs.writeFileSync(file, await renderInvoicePdf(doc));
      docs[`${language}-${name}`] = doc;
      if (poppler) texts[`${language}-${name}`] = normalise(execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
    }
  }
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** French words of the PDF that must not survive in another language. */
const FRENCH = [/\bTVA\b/, /\bHTVA\b/, /\bTTC\b/, /Facture/i, /FACTURE/, /Échéance/, /Référence/, /N° client/, /Réclamation/, /BROUILLON/, /Belgique/, /Bénéficiaire/, /Communication/, /Remarques/, /Montant/, /\bBCE\b/, /Contre-valeur/, /Quantité/];

const money = (language: Locale, minor: number, currency = 'EUR') => normalise(formatMoney(minor, currency, language));

describe.skipIf(!poppler)('invoice PDF in Dutch', () => {
  it('invoice: Dutch labels, nl-BE amounts and dates, the transfer block, no French left', () => {
    const text = texts['nl-invoice']!;
    const doc = docs['nl-invoice']!;
    for (const expected of [
      'FACTUUR',
      'Nr. 2026-0042',
      `Datum: ${formatDate('2026-11-27', 'nl')}`,
      `Vervaldatum: ${formatDate('2026-12-27', 'nl')}`,
      'Referentie: BO-2026/117',
      'Klantnummer: K-0815',
      'Btw BE0478.261.963',
      'Tel. +32 9 223 45 67',
      'België',
      'KLANT',
      'Omschrijving Aantal Eenheidsprijs excl. btw Btw % Totaal excl. btw Totaal incl. btw',
      'Btw-tarief Maatstaf van heffing Btw',
      `Totaal excl. btw ${money('nl', doc.totalExclVatMinor)}`,
      `Totaal btw ${money('nl', doc.totalVatMinor)}`,
      `Totaal incl. btw ${money('nl', doc.totalMinor)}`,
      '1.200', // the quantity, Belgian grouping
      'Betaling per overschrijving',
      'Begunstigde Bakkerij Vermeulen BV',
      `Bedrag ${money('nl', doc.totalMinor)}`,
      `Gestructureerde mededeling ${formatStructuredReference(reference)}`,
      'Scan deze code met', // the QR hint, wrapped beside the rows
      'Opmerkingen',
      'Pagina 1/1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(money('nl', doc.totalMinor)).toMatch(/^€ \d{1,3}(\.\d{3})*,\d{2}$/);
    for (const french of FRENCH) expect(text).not.toMatch(french);
  });

  it('credit note: CREDITNOTA, Klachtnummer, the credited invoice and the Dutch legal mention', () => {
    const text = texts['nl-creditNote']!;
    expect(text).toContain('CREDITNOTA');
    expect(text).toContain('Nr. NC-2026-0003');
    expect(text).toContain('Klachtnummer: KL-77');
    expect(text).toContain(`Creditnota met betrekking tot factuur nr. 2026-0042 van ${formatDate('2026-11-27', 'nl')}`);
    expect(text).toContain('Btw terug te storten aan de Staat in de mate waarin ze oorspronkelijk werd afgetrokken');
    expect(text).not.toContain('Vervaldatum');
    for (const french of FRENCH) expect(text).not.toMatch(french);
  });

  it('draft: CONCEPT, not numbered', () => {
    const text = texts['nl-draft']!;
    expect(text).toContain('FACTUUR');
    expect(text).toContain('CONCEPT');
    expect(text).toContain('Voorlopig document, niet genummerd');
    expect(text).not.toMatch(/Nr\. \d/);
    for (const french of FRENCH) expect(text).not.toMatch(french);
  });

  it('foreign currency: amounts in USD, the ECB rate and the EUR equivalents', () => {
    const text = texts['nl-foreign']!;
    const doc = docs['nl-foreign']!;
    expect(text).toContain('Bedragen in USD — omrekening naar euro');
    expect(text).toContain(`1 EUR = 1,0823 USD (ECB, ${formatDate('2026-11-26', 'nl')})`);
    expect(text).toContain(`Btw in EUR: ${money('nl', doc.baseVatMinor!)}`);
    expect(text).toContain(`Tegenwaarde in EUR: ${money('nl', doc.baseAmountMinor!)}`);
    expect(text).toContain('Maatstaf van heffing in EUR');
    expect(text).toContain(`Totaal incl. btw ${money('nl', doc.totalMinor, 'USD')}`);
    expect(money('nl', doc.totalMinor, 'USD')).toMatch(/^USD \d/);
    for (const french of FRENCH) expect(text).not.toMatch(french);
  });
});

describe.skipIf(!poppler)('invoice PDF in English', () => {
  it('invoice: English labels, en-BE amounts, the transfer block, no French left', () => {
    const text = texts['en-invoice']!;
    const doc = docs['en-invoice']!;
    for (const expected of [
      'INVOICE',
      'No. 2026-0042',
      `Date: ${formatDate('2026-11-27', 'en')}`,
      `Due date: ${formatDate('2026-12-27', 'en')}`,
      'Reference: BO-2026/117',
      'Customer number: K-0815',
      'VAT BE0478.261.963',
      'Belgium',
      'CUSTOMER',
      'Description Quantity Unit price excl. VAT VAT % Total excl. VAT Total incl. VAT',
      'VAT rate Taxable amount VAT',
      `Total excl. VAT ${money('en', doc.totalExclVatMinor)}`,
      `Total VAT ${money('en', doc.totalVatMinor)}`,
      `Total incl. VAT ${money('en', doc.totalMinor)}`,
      'Payment by bank transfer',
      'Beneficiary Bakkerij Vermeulen BV',
      `Amount ${money('en', doc.totalMinor)}`,
      `Structured reference ${formatStructuredReference(reference)}`,
      'Notes',
      'Page 1/1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(money('en', doc.totalMinor)).toMatch(/^€\d{1,3}(\.\d{3})*,\d{2}$/);
    for (const french of FRENCH) expect(text).not.toMatch(french);
  });

  it('credit note, draft and foreign currency', () => {
    const note = texts['en-creditNote']!;
    expect(note).toContain('CREDIT NOTE');
    expect(note).toContain('Claim number: KL-77');
    expect(note).toContain(`Credit note relating to invoice No. 2026-0042 of ${formatDate('2026-11-27', 'en')}`);
    expect(note).toContain('VAT to be repaid to the State to the extent that it was originally deducted');
    const draft = texts['en-draft']!;
    expect(draft).toContain('DRAFT');
    expect(draft).toContain('Provisional document, not numbered');
    const foreign = texts['en-foreign']!;
    const doc = docs['en-foreign']!;
    expect(foreign).toContain('Amounts in USD — conversion to euros');
    expect(foreign).toContain(`1 EUR = 1,0823 USD (ECB, ${formatDate('2026-11-26', 'en')})`);
    expect(foreign).toContain(`Equivalent in EUR: ${money('en', doc.baseAmountMinor!)}`);
    expect(foreign).toContain('Taxable amount in EUR');
    for (const text of [note, draft, foreign]) for (const french of FRENCH) expect(text).not.toMatch(french);
  });
});
