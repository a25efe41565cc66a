// GET /public/invoices/:id/pdf through the API, read back with pdftotext (poppler-utils).
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { setInvoiceTemplate } from '../../domain/invoices/document-data';
import * as templateRoute from '../../../app/api/dashboard/businesses/[businessId]/invoices/template/route';
import { call, makeKey, setup } from '../../testing/api';
import { callDashboard, signedInMerchant } from '../../testing/dashboard';
import { pdfText } from '../../testing/pdf-text';

const RW = ['invoices:read', 'invoices:write'];

async function pdf(key: string, id: string) {
  const res = await call('GET', `/public/invoices/${id}/pdf`, { key });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  expect(res.headers.get('x-request-id')).toMatch(/^req_/);
  expect(Buffer.from(res.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  return pdfText(res.bytes);
}

describe('invoice PDF', () => {
  it('prints a finalized invoice with seller, buyer, references, lines, per-rate summary and totals — never externalRef', async () => {
    const { key } = await setup(RW, {
      name: 'Maison Test',
      legalName: 'Maison Test SRL',
      vatNumber: 'BE0478261963',
      iban: 'BE20068212345656',
      address: { line1: 'Place Flagey 18', postalCode: '1050', city: 'Ixelles', country: 'BE' },
    });
    const invoice = await call('POST', '/public/invoices', {
      key,
      body: {
        buyerName: 'Brasserie du Parc SRL',
        buyerVatNumber: 'BE0123456749',
        issueDate: '2026-03-10',
        buyerReference: 'PO-2026-118',
        customerNumber: 'C-0042',
        claimReference: 'RC-7',
        externalRef: 'SECRET-ERP-REF',
        items: [
          { description: 'Plateau de viennoiseries', quantity: 2, unitPrice: 150, vatPercent: 21 },
          { description: 'Confiture de fraises', quantity: 1, unitPrice: 19.99, vatPercent: 6 },
        ],
        finalize: true,
      },
    });
    const text = await pdf(key, invoice.body.id);
    expect(text).toContain('FACTURE');
    expect(text).toContain(invoice.body.number);
    expect(text).toContain('10/03/2026');
    expect(text).toContain('Maison Test SRL');
    expect(text).toContain('BE0478.261.963');
    expect(text).toContain('BE20 0682 1234 5656');
    expect(text).toContain('Brasserie du Parc SRL');
    expect(text).toMatch(/Référence\s*:?\s*PO-2026-118/);
    expect(text).toMatch(/N° client\s*:?\s*C-0042/);
    expect(text).toMatch(/Réclamation N°\s*:?\s*RC-7/);
    expect(text).toContain('Total HTVA');
    // Only the grand total says "Total TTC": the per-line TTC column is off by default.
    expect(text.match(/Total TTC/g)).toHaveLength(1);
    expect(text).toMatch(/Total TTC\s+384,19/);
    expect(text).not.toContain('SECRET-ERP-REF');
  });

  it('marks a draft BROUILLON without a number, and follows the template', async () => {
    const { business, key } = await setup(RW);
    const draft = await call('POST', '/public/invoices', {
      key,
      body: { buyerName: 'Client', items: [{ description: 'Tarte au riz', quantity: 3, unitPrice: 3.2, vatPercent: 6 }] },
    });
    await setInvoiceTemplate(await getDb(), business.id, { showLineTotalInclVat: true, showVatSummary: false });
    const text = await pdf(key, draft.body.id);
    expect(text).toContain('BROUILLON');
    expect(text).not.toMatch(/\d{4}-\d{6}/);
    expect(text.match(/Total TTC/g)!.length).toBeGreaterThanOrEqual(2);
  });

  it('follows the template the merchant saves in the dashboard: per-rate summary and the two line columns', async () => {
    const { business, cookie } = await signedInMerchant('basic');
    const { key } = await makeKey(business.id, RW);
    const body = {
      buyerName: 'Client',
      items: [
        { description: 'Tarte au riz', quantity: 3, unitPrice: 3.2, vatPercent: 6 },
        { description: 'Livraison', quantity: 1, unitPrice: 5, vatPercent: 21 },
      ],
    };
    const { body: invoice } = await call('POST', '/public/invoices', { key, body });
    const before = await pdf(key, invoice.id);
    expect(before).toContain('Taux TVA');
    expect(before.match(/Total HTVA/g)!.length).toBe(2); // the line column and the total
    expect(before.match(/Total TTC/g)).toHaveLength(1);
    const saved = await callDashboard(templateRoute.PATCH, 'PATCH', '/invoices/template', { businessId: business.id }, {
      cookie,
      body: { showVatSummary: false, showLineTotalExclVat: false, showLineTotalInclVat: true },
    });
    expect(saved.status).toBe(200);
    const after = await pdf(key, invoice.id);
    expect(after).not.toContain('Taux TVA');
    expect(after.match(/Total HTVA/g)).toHaveLength(1);
    expect(after.match(/Total TTC/g)!.length).toBe(2);
  });

  it('prints a credit note with the credited invoice and the Belgian mention', async () => {
    const { key } = await setup(RW);
    const invoice = await call('POST', '/public/invoices', {
      key,
      body: { buyerName: 'Client', issueDate: '2026-04-01', items: [{ description: 'Miel', quantity: 2, unitPrice: 9.5, vatPercent: 6 }], finalize: true },
    });
    const note = await call('POST', `/public/invoices/${invoice.body.id}/credit-note`, { key, body: { issueDate: '2026-04-02', finalize: true } });
    const text = await pdf(key, note.body.id);
    expect(text).toContain('NOTE DE CRÉDIT');
    expect(text).toContain(note.body.number);
    expect(text).toContain(invoice.body.number);
    expect(text).toContain('01/04/2026');
    expect(text.replace(/\s+/g, ' ')).toContain("TVA à reverser à l'État dans la mesure où elle a été initialement déduite");
  });
});
