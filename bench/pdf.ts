// Invoice PDF generation time: a one-page invoice (1 line) and a long one (200 lines), rendered by the same
// code as GET /public/invoices/:id/pdf. Target: under 100 ms for a one-page invoice. `npx tsx bench/pdf.ts`.
import { performance } from 'node:perf_hooks';
import type { DocumentLine, InvoiceDocument } from '../lib/domain/invoices/document';
import { renderInvoicePdf } from '../lib/domain/invoices/pdf';
import { renderUbl } from '../lib/domain/invoices/ubl';

function invoice(lineCount: number): InvoiceDocument {
  const lines: DocumentLine[] = Array.from({ length: lineCount }, (_, i) => ({
    description: `Plateau de viennoiseries n° ${i + 1} — croissants, pains au chocolat, couques suisses`,
    quantity: String(1 + (i % 5)),
    unitPrice: '12.5',
    vatPercent: i % 3 === 0 ? 21 : 6,
    lineTotalExclVatMinor: 1250 * (1 + (i % 5)),
    lineTotalInclVatMinor: Math.round(1250 * (1 + (i % 5)) * (i % 3 === 0 ? 1.21 : 1.06)),
  }));
  const base21 = lines.filter((l) => l.vatPercent === 21).reduce((s, l) => s + l.lineTotalExclVatMinor, 0);
  const base6 = lines.filter((l) => l.vatPercent === 6).reduce((s, l) => s + l.lineTotalExclVatMinor, 0);
  const vat21 = Math.round(base21 * 0.21);
  const vat6 = Math.round(base6 * 0.06);
  return {
    type: 'INVOICE',
    status: 'FINALIZED',
    number: '2026-000042',
    issueDate: '2026-11-20',
    dueDate: '2026-12-20',
    seller: {
      name: 'Maison Lemaire',
      legalName: 'Maison Lemaire SRL',
      address: { line1: 'Place Flagey 18', postalCode: '1050', city: 'Ixelles', country: 'BE' },
      vatNumber: 'BE0478261963',
      iban: 'BE20068212345656',
      bic: 'GKCCBEBB',
      enterpriseNumber: '0478.261.963',
      email: 'bonjour@maison-lemaire.be',
      phone: '+32 2 640 12 34',
    },
    buyer: { name: 'Hôtel Le Berger SA', address: { line1: 'Rue du Berger 24', postalCode: '1050', city: 'Ixelles', country: 'BE' }, vatNumber: 'BE0403170701', email: null, peppolId: null },
    buyerReference: 'BC-1240',
    customerNumber: 'C-1042',
    claimReference: null,
    notes: null,
    currency: 'EUR',
    lines,
    vatBreakdown: [
      ...(base21 ? [{ vatPercent: 21, baseMinor: base21, vatMinor: vat21, baseEurMinor: null, vatEurMinor: null }] : []),
      ...(base6 ? [{ vatPercent: 6, baseMinor: base6, vatMinor: vat6, baseEurMinor: null, vatEurMinor: null }] : []),
    ],
    totalExclVatMinor: base21 + base6,
    totalVatMinor: vat21 + vat6,
    totalMinor: base21 + base6 + vat21 + vat6,
    exchangeRate: null,
    exchangeRateDate: null,
    baseAmountMinor: null,
    baseVatMinor: null,
    credited: null,
    template: { showLineTotalExclVat: true, showLineTotalInclVat: false, showVatSummary: true },
  };
}

async function time(lineCount: number, runs: number, render: (doc: InvoiceDocument) => Promise<{ length: number }> = renderInvoicePdf) {
  const doc = invoice(lineCount);
  await render(doc); // warm-up: module load and font parsing
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    bytes = (await render(doc)).length;
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  return { lines: lineCount, runs, p50: pick(0.5), p99: pick(0.99), max: samples[samples.length - 1]!, bytes };
}

export async function benchPdf() {
  return [await time(1, 100), await time(200, 20)];
}

/** The Peppol UBL of the same invoices, without the embedded PDF (the PDF is the reference of the same run). */
export async function benchUbl() {
  const ubl = async (doc: InvoiceDocument) => renderUbl(doc);
  return [await time(1, 100, ubl), await time(200, 20, ubl)];
}

async function main() {
  const results = await benchPdf();
  console.log('\n### Invoice PDF generation\n');
  console.log('| invoice | runs | p50 | p99 | size |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of results) {
    console.log(`| ${r.lines} line${r.lines > 1 ? 's' : ''} | ${r.runs} | ${r.p50.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${(r.bytes / 1024).toFixed(0)} KiB |`);
  }
  const onePage = results[0]!;
  console.log(`\nTarget: one-page invoice under 100 ms → ${onePage.p99 < 100 ? 'PASS' : 'FAIL'} (p99 ${onePage.p99.toFixed(1)} ms)`);

  const ubl = await benchUbl();
  console.log('\n### Peppol UBL e-invoice generation (without the embedded PDF)\n');
  console.log('| invoice | runs | p50 | p99 | size | p50 ÷ the PDF\'s |');
  console.log('|---|---:|---:|---:|---:|---:|');
  ubl.forEach((r, i) => {
    const ratio = r.p50 / results[i]!.p50;
    console.log(`| ${r.lines} line${r.lines > 1 ? 's' : ''} | ${r.runs} | ${r.p50.toFixed(2)} ms | ${r.p99.toFixed(2)} ms | ${(r.bytes / 1024).toFixed(0)} KiB | ${ratio.toFixed(3)} |`);
  });
  const worst = Math.max(...ubl.map((r, i) => r.p50 / results[i]!.p50));
  console.log(`\nTarget: the UBL costs at most a quarter of the PDF of the same invoice (p50) → ${worst <= 0.25 ? 'PASS' : 'FAIL'} (worst ${worst.toFixed(3)}×)`);
}

if (process.argv[1]?.endsWith('pdf.ts')) void main();
