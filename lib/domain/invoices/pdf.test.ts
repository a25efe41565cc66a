// The invoice PDF, read back with poppler (pdftotext -layout / pdfinfo): the legal mentions, the labels, the
// French formatting of amounts and the template switches. One page of a few fixtures is also rendered to PNG in
// e2e/artifacts/ for eyeballing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentLine, InvoiceDocument } from './document';
import { renderInvoicePdf } from './pdf';

function hasTool(tool: string): boolean {
  try {
    execFileSync(tool, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const poppler = hasTool('pdftotext') && hasTool('pdfinfo');

function line(description: string, quantity: string, unitPrice: string, vatPercent: number): DocumentLine {
  // Fixture amounts: computed here in cents (the renderer never recomputes, it only prints).
  const excl = Math.round(Number(quantity) * Number(unitPrice) * 100);
  const vat = Math.round((excl * vatPercent) / 100);
  return { description, quantity, unitPrice, vatPercent, lineTotalExclVatMinor: excl, lineTotalInclVatMinor: excl + vat };
}

function withTotals(doc: Omit<InvoiceDocument, 'vatBreakdown' | 'totalExclVatMinor' | 'totalVatMinor' | 'totalMinor'>): InvoiceDocument {
  const byRate = new Map<number, { base: number; vat: number }>();
  for (const l of doc.lines) {
    const row = byRate.get(l.vatPercent) ?? { base: 0, vat: 0 };
    row.base += l.lineTotalExclVatMinor;
    row.vat += l.lineTotalInclVatMinor - l.lineTotalExclVatMinor;
    byRate.set(l.vatPercent, row);
  }
  const vatBreakdown = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatPercent, { base, vat }]) => ({ vatPercent, baseMinor: base, vatMinor: vat, baseEurMinor: null, vatEurMinor: null }));
  const totalExclVatMinor = vatBreakdown.reduce((s, r) => s + r.baseMinor, 0);
  const totalVatMinor = vatBreakdown.reduce((s, r) => s + r.vatMinor, 0);
  return { ...doc, vatBreakdown, totalExclVatMinor, totalVatMinor, totalMinor: totalExclVatMinor + totalVatMinor };
}

const base = {
  type: 'INVOICE',
  status: 'FINALIZED',
  number: '2026-0042',
  issueDate: '2026-03-05',
  dueDate: '2026-04-04',
  seller: {
    name: 'Boulangerie Léon',
    legalName: 'Boulangerie Léon SRL',
    address: { line1: 'Rue de la Régence 12', line2: null, postalCode: '1000', city: 'Bruxelles', country: 'BE' },
    vatNumber: 'BE0478261963',
    iban: 'BE71096123456769',
    bic: null,
    enterpriseNumber: null,
    email: 'facturation@boulangerie-leon.be',
    phone: '+32 2 512 34 56',
  },
  buyer: {
    name: 'Café Théâtre ASBL',
    address: { line1: 'Place Sainte-Croix 7', line2: 'Bâtiment B, 2ᵉ étage', postalCode: '1050', city: 'Ixelles', country: 'BE' },
    vatNumber: '0123.456.749',
    email: null,
    peppolId: null,
  },
  buyerReference: 'BC-2026/117',
  customerNumber: 'C-0815',
  claimReference: null,
  notes: null,
  currency: 'EUR',
  lines: [
    line('Pain de campagne au levain, 800 g — livraison quotidienne du lundi au samedi avant 7 h, caisse consignée comprise', '24', '4.35', 6),
    line('Croissants pur beurre', '120', '1.25', 6),
    line('Farine T65 bio', '0.335', '12.50', 6),
    line('Location vitrine réfrigérée (mars)', '1', '89.9', 21),
    line('Formation hygiène HACCP, 2 h', '2', '75', 12),
    line('Livraison', '1', '15', 21),
  ],
  exchangeRate: null,
  exchangeRateDate: null,
  baseAmountMinor: null,
  baseVatMinor: null,
  credited: null,
  template: { showLineTotalExclVat: true, showLineTotalInclVat: false, showVatSummary: true },
} satisfies Omit<InvoiceDocument, 'vatBreakdown' | 'totalExclVatMinor' | 'totalVatMinor' | 'totalMinor'>;

const eurInvoice = withTotals({ ...base, claimReference: 'RCL-77', notes: 'Merci pour votre confiance.\nPaiement par virement, 30 jours date de facture.' });

const usdInvoice: InvoiceDocument = (() => {
  const doc = withTotals({
    ...base,
    number: '2026-0043',
    currency: 'USD',
    buyer: { name: 'Hudson Bakery Supplies Inc.', address: { line1: '200 Park Avenue', postalCode: 'NY 10166', city: 'New York', country: 'US' }, vatNumber: null, email: null, peppolId: null },
    lines: [line('Consultance en boulangerie (jours)', '3', '1250', 21), line('Déplacement', '1', '480.5', 21)],
    exchangeRate: '1.0823',
    exchangeRateDate: '2026-03-04',
  });
  const toEur = (minor: number) => Math.round(minor / 1.0823);
  return {
    ...doc,
    vatBreakdown: doc.vatBreakdown.map((r) => ({ ...r, baseEurMinor: toEur(r.baseMinor), vatEurMinor: toEur(r.vatMinor) })),
    baseAmountMinor: toEur(doc.totalMinor),
    baseVatMinor: toEur(doc.totalVatMinor),
  };
})();

const pendingRateInvoice = withTotals({ ...base, number: '2026-0044', currency: 'USD', lines: [line('Consultance', '1', '1000', 21), line('Sachets kraft', '500', '0.0845', 21)] });

const creditNote = withTotals({
  ...base,
  type: 'CREDIT_NOTE',
  number: 'NC-2026-0003',
  issueDate: '2026-03-12',
  dueDate: null,
  lines: [line('Croissants pur beurre (retour, lot abîmé)', '40', '1.25', 6), line('Livraison', '1', '15', 21)],
  credited: { number: '2026-0042', issueDate: '2026-03-05' },
});

const draft = withTotals({ ...base, status: 'DRAFT', number: null, buyerReference: null, customerNumber: null });

const longInvoice = withTotals({
  ...base,
  number: '2026-0100',
  lines: Array.from({ length: 200 }, (_, i) =>
    line(
      i % 7 === 0 ? `Article n° ${i + 1} — description longue qui doit passer à la ligne dans la colonne Description sans chevaucher les montants` : `Article n° ${i + 1}`,
      String((i % 5) + 1),
      `${(i % 13) + 1}.${String(i % 100).padStart(2, '0')}`,
      [21, 12, 6][i % 3]!,
    ),
  ),
});

const ttcTemplate = withTotals({ ...base, number: '2026-0045', template: { showLineTotalExclVat: false, showLineTotalInclVat: true, showVatSummary: false } });

const fixtures = { eurInvoice, usdInvoice, pendingRateInvoice, creditNote, draft, longInvoice, ttcTemplate };
type Name = keyof typeof fixtures;

let dir: string;
const texts = {} as Record<Name, string>;
const pdfs = {} as Record<Name, string>;

/**
 * Collapses every kind of whitespace (incl. U+202F and U+00A0 from fr-BE formatting) to single spaces. pdftotext
 * -layout sometimes swallows the no-break space of a right-aligned "6 %", so "6%" is put back to "6 %".
 */
function normalise(text: string): string {
  return text
    .replace(/[\s\u00A0\u202F\u2007\u2009]+/g, ' ')
    .replace(/(\d)%/g, '$1 %')
    .trim();
}

function pageCount(file: string): number {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-invoice-pdf-'));
  for (const [name, doc] of Object.entries(fixtures) as [Name, InvoiceDocument][]) {
    const buffer = await renderInvoicePdf(doc);
    pdfs[name] = path.join(dir, `${name}.pdf`);
    fs.writeFileSync(pdfs[name], buffer);
    if (poppler) texts[name] = normalise(execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', pdfs[name], '-'], { encoding: 'utf8' }));
  }
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('renderInvoicePdf', () => {
  it('produces a PDF with the fonts embedded', async () => {
    const buffer = await renderInvoicePdf(eurInvoice);
    expect(buffer.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(buffer.length).toBeGreaterThan(1000);
    if (hasTool('pdffonts')) {
      // The first document parses the fonts, the next ones reuse them: both embed exactly the two subsets.
      for (const file of [pdfs.eurInvoice, pdfs.creditNote]) {
        const rows = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
        expect(rows).toHaveLength(2);
        expect(rows.join('\n')).toMatch(/\+DejaVuSans\s/);
        expect(rows.join('\n')).toMatch(/\+DejaVuSans-Bold\s/);
        for (const row of rows) expect(row).toMatch(/\byes\s+yes\s+yes\b/); // emb, sub, uni
      }
    }
  });

  it('renders a one-page invoice fast once warm', async () => {
    for (let i = 0; i < 10; i++) await renderInvoicePdf(eurInvoice); // JIT warm-up
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const start = performance.now();
      await renderInvoicePdf(eurInvoice);
      times.push(performance.now() - start);
    }
    const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
    expect(median).toBeLessThan(100);
  });
});

const minimal: InvoiceDocument = {
  ...base,
  type: 'CREDIT_NOTE',
  number: 'NC-1',
  dueDate: null,
  seller: { name: 'Chez Max', legalName: null, address: null, vatNumber: null, iban: null, bic: null, enterpriseNumber: null, email: null, phone: null },
  buyer: { name: 'Client comptoir', address: null, vatNumber: null, email: null, peppolId: null },
  buyerReference: null,
  customerNumber: null,
  lines: [],
  vatBreakdown: [],
  totalExclVatMinor: 0,
  totalVatMinor: 0,
  totalMinor: 0,
  credited: null,
};

const words = 'croissant pain levain farine beurre livraison vitrine épeautre ' .repeat(10);
const extreme: InvoiceDocument = (() => {
  const doc = withTotals({
    ...base,
    number: 'F-2026-000000123456',
    currency: 'JPY',
    seller: { ...base.seller, legalName: `Société Coopérative de Boulangerie Artisanale ${'et Pâtisserie '.repeat(8)}SC` },
    buyer: { ...base.buyer, name: `Établissements ${'Très Longs '.repeat(12)}SA` },
    buyerReference: 'R'.repeat(60) + ' ' + 'S'.repeat(59),
    customerNumber: 'C'.repeat(60),
    claimReference: 'Réclamation '.repeat(10),
    notes: Array.from({ length: 40 }, (_, i) => `Remarque ${i + 1} : ${words.slice(0, 40)}`).join('\n'),
    lines: Array.from({ length: 500 }, (_, i) => line(`Ligne ${i + 1} ${words}`.slice(0, 500), '12345.6789', `${1000 + i}`, 21)),
    exchangeRate: '162.45',
    exchangeRateDate: '2026-03-04',
    template: { showLineTotalExclVat: true, showLineTotalInclVat: true, showVatSummary: true },
  });
  return { ...doc, baseAmountMinor: 123456789, baseVatMinor: 12345678 };
})();

describe.skipIf(!poppler)('renderInvoicePdf, edge cases', () => {
  it('minimal credit note: no addresses, no lines, no credited invoice', async () => {
    const file = path.join(dir, 'minimal.pdf');
    fs.writeFileSync(file, await renderInvoicePdf(minimal));
    const text = normalise(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
    expect(text).toContain('NOTE DE CRÉDIT');
    expect(text).toContain('Chez Max');
    expect(text).toContain('Total TTC 0,00 €');
    expect(text).toContain("« TVA à reverser à l'État dans la mesure où elle a été initialement déduite »");
    expect(text).not.toContain('relative à la facture');
    expect(text).not.toContain('IBAN');
    expect(text).not.toContain('Taux TVA'); // no rows, no summary
    expect(pageCount(file)).toBe(1);
  });

  it('concurrent renders share the parsed fonts safely', async () => {
    const docs = [eurInvoice, creditNote, draft, usdInvoice, ttcTemplate];
    const buffers = await Promise.all(docs.map((doc) => renderInvoicePdf(doc)));
    for (const [i, buffer] of buffers.entries()) {
      const file = path.join(dir, `concurrent-${i}.pdf`);
      fs.writeFileSync(file, buffer);
      const text = normalise(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
      expect(text).toContain('Total TTC');
      expect(text).toContain(docs[i]!.number ?? 'BROUILLON');
    }
  });

  it('extreme sizes: 500 long lines in JPY, long names and references, long notes', async () => {
    const file = path.join(dir, 'extreme.pdf');
    fs.writeFileSync(file, await renderInvoicePdf(extreme));
    const text = normalise(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
    const pages = pageCount(file);
    expect(pages).toBeGreaterThan(20);
    expect(text).toContain(`Page ${pages}/${pages}`);
    expect(text).toContain('Ligne 500 ');
    expect(text).toContain('Remarque 40 :');
    expect(text).toContain('1 EUR = 162,45 JPY (BCE, 04/03/2026)');
    expect(text).toMatch(/Ligne 1 croissant .* 12 345,6789 1 000 21 % 1 234 567 890 JPY 1 493 827 147 JPY/);
    if (hasTool('pdftoppm')) {
      const out = path.join(process.cwd(), 'e2e', 'artifacts');
      fs.mkdirSync(out, { recursive: true });
      execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, path.join(out, 'invoice-extreme')]);
      execFileSync('pdftoppm', ['-png', '-r', '80', '-f', String(pages), '-l', String(pages), '-singlefile', file, path.join(out, 'invoice-extreme-last')]);
    }
  });
});

describe.skipIf(!poppler)('renderInvoicePdf, read back with pdftotext', () => {
  it('EUR invoice: seller, buyer, title, dates, references, lines, VAT summary, totals, footer', () => {
    const text = texts.eurInvoice;
    expect(pageCount(pdfs.eurInvoice)).toBe(1);
    for (const expected of [
      'Boulangerie Léon SRL',
      'Rue de la Régence 12',
      '1000 Bruxelles',
      'Belgique',
      'TVA BE0478.261.963',
      'IBAN BE71 0961 2345 6769',
      'facturation@boulangerie-leon.be',
      'Café Théâtre ASBL',
      'Bâtiment B, 2ᵉ étage',
      '1050 Ixelles',
      'TVA BE0123.456.749',
      'FACTURE',
      'N° 2026-0042',
      'Date : 05/03/2026',
      'Échéance : 04/04/2026',
      'Référence : BC-2026/117',
      'N° client : C-0815',
      'Réclamation N° : RCL-77',
      'Description Quantité Prix unitaire HTVA TVA % Total HTVA',
      'Croissants pur beurre 120 1,25 6 % 150,00 €',
      'Farine T65 bio 0,335 12,50 6 % 4,19 €',
      'Location vitrine réfrigérée (mars) 1 89,90 21 % 89,90 €',
      'Taux TVA Base HTVA TVA',
      'Total HTVA 513,49 €',
      'Total TVA 55,54 €',
      'Total TTC 569,03 €',
      'Merci pour votre confiance.',
      'Paiement par virement, 30 jours date de facture.',
      'Page 1/1',
    ]) {
      expect(text).toContain(expected);
    }
    // Wrapped description: both halves present.
    expect(text).toContain('Pain de campagne au levain');
    expect(text).toContain('caisse consignée comprise');
    // Per-rate rows (21 %, 12 %, 6 %) in the summary.
    expect(text).toMatch(/21 % 104,90 € 22,03 €/);
    expect(text).toMatch(/12 % 150,00 € 18,00 €/);
    expect(text).toMatch(/6 % 258,59 € 15,51 €/);
    expect(text).not.toContain('Total TTC 1');
    expect(text).not.toContain('BROUILLON');
    expect(text).not.toContain('EUR =');
    expect(text).not.toContain('TVA à reverser');
  });

  it('omits references that are not set', () => {
    expect(texts.draft).not.toContain('Référence');
    expect(texts.draft).not.toContain('N° client');
    expect(texts.eurInvoice).toContain('Réclamation N°');
    expect(texts.usdInvoice).not.toContain('Réclamation N°');
  });

  it('USD invoice: amounts in USD, ECB rate, VAT and counter-value in EUR', () => {
    const text = texts.usdInvoice;
    expect(text).toContain('N° 2026-0043');
    expect(text).toContain('Hudson Bakery Supplies Inc.');
    expect(text).toContain('États-Unis');
    expect(text).toContain('1 250,00 21 % 3 750,00 USD');
    expect(text).toContain('Total TTC 5 118,91 USD');
    expect(text).toContain('1 EUR = 1,0823 USD (BCE, 04/03/2026)');
    expect(text).toContain('TVA en EUR : 820,85 €');
    expect(text).toContain('Contre-valeur en EUR : 4 729,66 €');
    expect(text).toContain('Base HTVA en EUR');
    expect(text).not.toContain('en attente');
  });

  it('pending exchange rate', () => {
    const text = texts.pendingRateInvoice;
    expect(text).toContain('Taux de change BCE : en attente');
    expect(text).not.toContain('1 EUR =');
    expect(text).not.toContain('Contre-valeur en EUR');
    expect(text).toContain('Sachets kraft 500 0,0845 21 % 42,25 USD');
    expect(text).toContain('Total TTC 1 261,12 USD');
  });

  it('credit note: title, credited invoice, Belgian VAT mention, no due date', () => {
    const text = texts.creditNote;
    expect(text).toContain('NOTE DE CRÉDIT');
    expect(text).toContain('N° NC-2026-0003');
    expect(text).toContain('Date : 12/03/2026');
    expect(text).toContain('Note de crédit relative à la facture N° 2026-0042 du 05/03/2026');
    expect(text).toContain("« TVA à reverser à l'État dans la mesure où elle a été initialement déduite »");
    expect(text).not.toContain('Échéance');
    expect(text).not.toMatch(/\bFACTURE\b/);
  });

  it('draft: BROUILLON, no number', () => {
    const text = texts.draft;
    expect(text).toContain('FACTURE');
    expect(text).toContain('BROUILLON');
    expect(text).not.toMatch(/N° \d/);
    expect(text).not.toContain('N° null');
    expect(text).toContain('Page 1/1');
  });

  it('200 lines flow over several pages, header repeated, pages numbered', () => {
    const text = texts.longInvoice;
    const pages = pageCount(pdfs.longInvoice);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page}/${pages}`);
    expect(text).not.toContain(`Page ${pages + 1}/`);
    const headers = text.split('Description Quantité Prix unitaire HTVA TVA % Total HTVA').length - 1;
    expect(headers).toBe(pages);
    expect(text).toContain('Article n° 1 ');
    expect(text).toContain('Article n° 200 ');
    expect(text).toContain('Total TTC');
    expect(text).toContain('Facture N° 2026-0100 · suite');
  });

  it('template: Total TTC column on, Total HTVA column and VAT summary off', () => {
    const text = texts.ttcTemplate;
    expect(text).toContain('Description Quantité Prix unitaire HTVA TVA % Total TTC');
    expect(text).not.toContain('TVA % Total HTVA');
    expect(text).toContain('Croissants pur beurre 120 1,25 6 % 159,00 €');
    expect(text).not.toContain('Taux TVA');
    expect(text).not.toContain('Base HTVA');
    // The totals are always there.
    expect(text).toContain('Total HTVA 513,49 €');
    expect(text).toContain('Total TTC 569,03 €');
  });

  it.skipIf(!hasTool('pdftoppm'))('renders PNG previews into e2e/artifacts/', () => {
    const out = path.join(process.cwd(), 'e2e', 'artifacts');
    fs.mkdirSync(out, { recursive: true });
    for (const name of ['eurInvoice', 'creditNote', 'usdInvoice', 'draft', 'longInvoice', 'ttcTemplate'] as const) {
      const prefix = path.join(out, `invoice-${name}`);
      execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdfs[name], prefix]);
      expect(fs.existsSync(`${prefix}.png`)).toBe(true);
      fs.copyFileSync(pdfs[name], `${prefix}.pdf`);
    }
    // The second and the last page of the long invoice: running header, repeated table header, totals.
    const pages = pageCount(pdfs.longInvoice);
    for (const page of [2, pages]) {
      const prefix = path.join(out, `invoice-longInvoice-p${page}`);
      execFileSync('pdftoppm', ['-png', '-r', '80', '-f', String(page), '-l', String(page), '-singlefile', pdfs.longInvoice, prefix]);
      expect(fs.existsSync(`${prefix}.png`)).toBe(true);
    }
  });
});
