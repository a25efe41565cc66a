// The dashboard's invoice routes, called with real Requests (session cookie, Origin): a draft made out to a
// customer, its lines added, changed and removed with the totals per rate answered each time; finalized; e-mailed
// to the customer (the PDF attached, in the outbox) and again elsewhere; credited in part; a draft deleted. Bad
// input (NUL bytes, huge numbers, unknown fields, a rate the business lacks) → 400 on the field; a finalized
// document edited → 409; another business's invoice → 404; a write without the dashboard's Origin refused. The
// e-invoice download (UBL): the file of a finalized B2B invoice; 409 for a draft, 400 naming what a B2C one lacks.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as listRoute from '../../../app/api/dashboard/businesses/[businessId]/invoices/route';
import * as invoiceRoute from '../../../app/api/dashboard/businesses/[businessId]/invoices/[invoiceId]/route';
import * as itemsRoute from '../../../app/api/dashboard/businesses/[businessId]/invoices/[invoiceId]/items/route';
import * as itemRoute from '../../../app/api/dashboard/businesses/[businessId]/invoices/[invoiceId]/items/[itemId]/route';
import * as finalizeRoute from '../../../app/api/dashboard/businesses/[businessId]/invoices/[invoiceId]/finalize/route';
import * as creditRoute from '../../../app/api/dashboard/businesses/[businessId]/invoices/[invoiceId]/credit-note/route';
import * as paymentRoute from '../../../app/api/dashboard/businesses/[businessId]/invoices/[invoiceId]/payment/route';
import * as sendRoute from '../../../app/api/dashboard/businesses/[businessId]/invoices/[invoiceId]/send/route';
import * as buyersRoute from '../../../app/api/dashboard/businesses/[businessId]/invoices/buyers/route';
import * as templateRoute from '../../../app/api/dashboard/businesses/[businessId]/invoices/template/route';
import * as ublRoute from '../../../app/api/dashboard/businesses/[businessId]/invoices/[invoiceId]/ubl/route';
import { config } from '../../config';
import { getDb } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { updateBusinessDetails } from '../../domain/businesses/businesses';
import { call, makeKey } from '../../testing/api';
import { callDashboard, signedInMerchant } from '../../testing/dashboard';

async function merchant() {
  const { business, cookie } = await signedInMerchant('basic');
  const businessId = business.id;
  const { key } = await makeKey(businessId, ['customers:write']);
  const customer = await call('POST', '/public/customers', {
    key,
    body: { firstName: 'Hélène', lastName: 'Dubois', company: 'Hôtel Le Plaza SA', email: 'compta@plaza.example.be', vatNumber: 'BE0403170701' },
  });
  expect(customer.status, JSON.stringify(customer.body)).toBe(201);
  const at = (invoiceId: string) => ({ businessId, invoiceId });
  return {
    businessId,
    cookie,
    customerId: customer.body.id as string,
    list: (query = '') => callDashboard(listRoute.GET, 'GET', `/invoices${query}`, { businessId }, { cookie }),
    create: (body: unknown, origin?: string | null) => callDashboard(listRoute.POST, 'POST', '/invoices', { businessId }, { cookie, body, origin }),
    get: (id: string, options = { cookie }) => callDashboard(invoiceRoute.GET, 'GET', `/invoices/${id}`, at(id), options),
    patch: (id: string, body: unknown) => callDashboard(invoiceRoute.PATCH, 'PATCH', `/invoices/${id}`, at(id), { cookie, body }),
    remove: (id: string) => callDashboard(invoiceRoute.DELETE, 'DELETE', `/invoices/${id}`, at(id), { cookie }),
    addItem: (id: string, body: unknown) => callDashboard(itemsRoute.POST, 'POST', `/invoices/${id}/items`, at(id), { cookie, body }),
    patchItem: (id: string, itemId: string, body: unknown) =>
      callDashboard(itemRoute.PATCH, 'PATCH', `/invoices/${id}/items/${itemId}`, { ...at(id), itemId }, { cookie, body }),
    removeItem: (id: string, itemId: string) => callDashboard(itemRoute.DELETE, 'DELETE', `/invoices/${id}/items/${itemId}`, { ...at(id), itemId }, { cookie }),
    finalize: (id: string) => callDashboard(finalizeRoute.POST, 'POST', `/invoices/${id}/finalize`, at(id), { cookie, body: {} }),
    credit: (id: string, body: unknown) => callDashboard(creditRoute.POST, 'POST', `/invoices/${id}/credit-note`, at(id), { cookie, body }),
    pay: (id: string, body: unknown) => callDashboard(paymentRoute.PUT, 'PUT', `/invoices/${id}/payment`, at(id), { cookie, body }),
    send: (id: string, body: unknown) => callDashboard(sendRoute.POST, 'POST', `/invoices/${id}/send`, at(id), { cookie, body }),
    /** The UBL download: the raw answer (XML when it succeeds, the JSON error otherwise). */
    ubl: async (id: string, sessionCookie = cookie) => {
      const req = new Request(`${config.appOrigin}/api/dashboard/businesses/${businessId}/invoices/${id}/ubl`, { headers: { cookie: sessionCookie } });
      const res = await ublRoute.GET(req, { params: Promise.resolve(at(id)) });
      return { status: res.status, headers: res.headers, text: await res.text() };
    },
    buyers: (q: string) => callDashboard(buyersRoute.GET, 'GET', `/invoices/buyers?q=${encodeURIComponent(q)}`, { businessId }, { cookie }),
  };
}

describe('dashboard invoice routes', () => {
  it('makes out a draft to a customer, edits its lines with the totals per rate, finalizes, e-mails and credits it', async () => {
    const m = await merchant();
    const found = await m.buyers('plaza');
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({ id: m.customerId, name: 'Hôtel Le Plaza SA', email: 'compta@plaza.example.be', vatNumber: 'BE0403170701' }),
    ]);
    expect((await m.buyers('nobody-like-this')).body.data).toEqual([]);

    const created = await m.create({ customerId: m.customerId, currency: 'EUR', buyerReference: 'PO-118' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({
      status: 'DRAFT',
      buyerName: 'Hôtel Le Plaza SA',
      buyerVatNumber: 'BE0403170701',
      customerEmail: 'compta@plaza.example.be',
      items: [],
      sends: [],
      creditNotes: [],
    });

    await m.addItem(id, { description: 'Pains de campagne', quantity: '2', unitPrice: '70', vatPercent: 6 });
    const two = await m.addItem(id, { description: 'Livraison', quantity: 1, unitPrice: '15.5', vatPercent: 21 });
    expect(two.status).toBe(201);
    expect(two.body.vatBreakdown).toEqual([
      { vatPercent: 21, base: 15.5, vat: 3.26 },
      { vatPercent: 6, base: 140, vat: 8.4 },
    ]);
    expect(two.body).toMatchObject({ totalExclVat: 155.5, totalVat: 11.66, totalAmount: 167.16 });
    const changed = await m.patchItem(id, two.body.items[1].id, { quantity: 2 });
    expect(changed.body.totalAmount).toBe(185.91); // VAT per rate: 21 % of 31,00 = 6,51
    const removed = await m.removeItem(id, two.body.items[1].id);
    expect(removed.status).toBe(200);
    expect(removed.body.items).toHaveLength(1);
    expect(removed.body.totalAmount).toBe(148.4);
    await m.addItem(id, { description: 'Livraison', quantity: 1, unitPrice: 15.5, vatPercent: 21 });
    expect((await m.patch(id, { claimReference: 'R-7', buyerReference: '' })).body).toMatchObject({ claimReference: 'R-7', buyerReference: null });

    const sentDraft = await m.send(id, {});
    expect(sentDraft.status).toBe(409);
    const final = await m.finalize(id);
    expect(final.status).toBe(200);
    expect(final.body.number).toMatch(/^\d{4}-000001$/);
    expect((await m.patch(id, { notes: 'x' })).status).toBe(409);
    expect((await m.remove(id)).status).toBe(409);

    const sent = await m.send(id, {});
    expect(sent.status).toBe(201);
    expect(sent.body.sends).toEqual([expect.objectContaining({ to: 'compta@plaza.example.be', status: 'pending', sentAt: null })]);
    const again = await m.send(id, { to: 'Boss@Plaza.example.be' });
    expect(again.body.sends.map((s: { to: string }) => s.to)).toEqual(['boss@plaza.example.be', 'compta@plaza.example.be']);
    const db = await getDb();
    const [message] = await db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.businessId, m.businessId), eq(outboxMessages.id, sent.body.sends[0].messageId)));
    expect(message).toMatchObject({ kind: 'invoice', toAddress: 'compta@plaza.example.be', toName: 'Hôtel Le Plaza SA', orderId: null });
    expect(message!.subject).toContain(`facture n° ${final.body.number}`);
    expect(message!.text).toMatch(/Total TVAC : 167,16\s€/);
    expect(message!.attachments).toEqual([expect.objectContaining({ filename: `facture-${final.body.number}.pdf`, contentType: 'application/pdf' })]);
    expect(Buffer.from(message!.attachments[0]!.contentBase64, 'base64').subarray(0, 4).toString('latin1')).toBe('%PDF');

    const note = await m.credit(id, { items: [{ description: 'Pains de campagne', quantity: 1, unitPrice: 70, vatPercent: 6 }], finalize: true });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ type: 'CREDIT_NOTE', status: 'FINALIZED', totalAmount: 74.2, creditedInvoice: { id, number: final.body.number } });
    const after = await m.get(id);
    expect(after.body).toMatchObject({ creditedAmount: 74.2, outstandingAmount: 92.96, creditNotes: [expect.objectContaining({ id: note.body.id, totalAmount: 74.2 })] });

    // Paid on a day, then unpaid again; the structured reference is the invoice's year and sequence.
    expect(after.body.structuredReference).toMatch(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    expect(after.body.structuredReference.replace(/\D/g, '').slice(0, 10)).toBe(final.body.number.replace('-', '').padStart(10, '0'));
    expect((await m.pay(id, { paidOn: '1999-01-01' })).body.error.details[0].path).toBe('paidOn');
    const paid = await m.pay(id, { paidOn: final.body.issueDate });
    expect(paid.status).toBe(200);
    expect(paid.body.paidOn).toBe(final.body.issueDate);
    expect((await m.list()).body.data.find((i: { id: string }) => i.id === id).paidOn).toBe(final.body.issueDate);
    expect((await m.pay(id, { paidOn: null })).body.paidOn).toBeNull();
    expect((await m.pay(note.body.id, { paidOn: null })).status).toBe(409);
    expect((await m.pay(id, { paidOn: 'yesterday' })).status).toBe(400);

    const gone = await m.create({ buyerName: 'À supprimer' });
    expect((await m.remove(gone.body.id)).status).toBe(204);
    expect((await m.get(gone.body.id)).status).toBe(404);
  });

  it('answers bad input on its field, 404 for other businesses, and refuses writes from another origin', async () => {
    const m = await merchant();
    const other = await merchant();
    const { body: invoice } = await m.create({ buyerName: 'Client' });

    const cases: [unknown, string][] = [
      [{ buyerName: 'A\u0000B' }, 'buyerName'],
      [{ buyerName: '' }, 'buyerName'],
      [{ buyerName: 'X', currency: 'XXX' }, 'currency'],
      [{ buyerName: 'X', currency: 'dollars' }, 'currency'],
      [{ buyerName: 'X', surprise: 1 }, 'surprise'],
      [{ buyerName: 'X', buyerAddress: { line1: 'Rue', postalCode: '', city: 'Liège', country: 'BE' } }, 'buyerAddress.postalCode'],
      [{ customerId: other.customerId }, 'customerId'],
    ];
    for (const [body, path] of cases) {
      const res = await m.create(body);
      expect([400, 404], JSON.stringify(body)).toContain(res.status);
      expect(res.body.error.details.map((d: { path: string }) => d.path.replace(/^body\./, '')), JSON.stringify(body)).toContain(path);
    }
    const huge = await m.addItem(invoice.id, { description: 'x', quantity: 1e30, unitPrice: 1, vatPercent: 21 });
    expect(huge.status).toBe(400);
    expect(huge.body.error.code).toBe('validation_failed');
    const rate = await m.addItem(invoice.id, { description: 'x', quantity: 1, unitPrice: 1, vatPercent: 7 });
    expect(rate.status).toBe(400);
    expect(rate.body.error.details[0].path).toBe('vatPercent');
    expect((await m.send(invoice.id, { to: 'not an address' })).body.error.details[0].path).toMatch(/to$/);

    // Another business's invoice is not found, on every route; and its list does not show it.
    expect((await other.get(invoice.id)).status).toBe(404);
    expect((await other.patch(invoice.id, { notes: 'x' })).status).toBe(404);
    expect((await other.addItem(invoice.id, { description: 'x', quantity: 1, unitPrice: 1, vatPercent: 21 })).status).toBe(404);
    expect((await other.finalize(invoice.id)).status).toBe(404);
    expect((await other.remove(invoice.id)).status).toBe(404);
    expect((await other.list()).body.data).toEqual([]);
    const foreignBusiness = await callDashboard(invoiceRoute.GET, 'GET', `/invoices/${invoice.id}`, { businessId: m.businessId, invoiceId: invoice.id }, { cookie: other.cookie });
    expect(foreignBusiness.status).toBe(404);

    expect((await m.create({ buyerName: 'X' }, 'https://evil.example')).status).toBe(403);
    expect((await m.create({ buyerName: 'X' }, null)).status).toBe(403);
    expect((await m.get(invoice.id, { cookie: '' })).status).toBe(401);
  });

  it('reads and changes the PDF template', async () => {
    const { business, cookie } = await signedInMerchant('basic');
    const get = await callDashboard(templateRoute.GET, 'GET', '/invoices/template', { businessId: business.id }, { cookie });
    expect(get.body).toEqual({ showLineTotalExclVat: true, showLineTotalInclVat: false, showVatSummary: true });
    const patched = await callDashboard(templateRoute.PATCH, 'PATCH', '/invoices/template', { businessId: business.id }, { cookie, body: { showVatSummary: false } });
    expect(patched.body).toEqual({ showLineTotalExclVat: true, showLineTotalInclVat: false, showVatSummary: false });
    const bad = await callDashboard(templateRoute.PATCH, 'PATCH', '/invoices/template', { businessId: business.id }, { cookie, body: { showVatSummary: 'yes' } });
    expect(bad.status).toBe(400);
    expect((await callDashboard(templateRoute.PATCH, 'PATCH', '/invoices/template', { businessId: business.id }, { cookie, body: {} })).status).toBe(400);
  });

  it('downloads the e-invoice (UBL) of a finalized B2B invoice; 409 for a draft, 400 naming what is missing, 404 for another business', async () => {
    const m = await merchant();
    const other = await merchant();
    // Without the business's own details nothing can be exported; the view says so before any download.
    const bare = await m.create({ buyerName: 'Client' });
    expect(bare.body.eInvoice.missing.map((item: { path: string }) => item.path)).toEqual(
      expect.arrayContaining(['buyerVatNumber', 'buyerAddress', 'buyerPeppolId', 'business.vatNumber', 'business.address']),
    );
    const db = await getDb();
    await updateBusinessDetails(db, m.businessId, {
      legalName: 'Maison Lemaire SRL',
      vatNumber: 'BE0123456749',
      address: { line1: 'Rue Haute 1', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
    });

    const draft = await m.create({
      buyerName: 'Hôtel Le Plaza SA',
      buyerVatNumber: 'BE 0403.170.701',
      buyerAddress: { line1: 'Boulevard Adolphe Max 118', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
      buyerEmail: 'Compta@Plaza.example.be',
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const id = draft.body.id;
    await m.addItem(id, { description: 'Pains de campagne', quantity: 2, unitPrice: '70', vatPercent: 6 });
    expect(draft.body.eInvoice).toEqual({ ready: false, missing: [], buyerPeppolId: { scheme: '0208', id: '0403170701' } });
    const early = await m.ubl(id);
    expect(early.status).toBe(409);
    expect(JSON.parse(early.text).error.code).toBe('conflict');

    const final = await m.finalize(id);
    expect(final.body.eInvoice).toMatchObject({ ready: true, missing: [] });
    const file = await m.ubl(id);
    expect(file.status, file.text).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${final.body.number}.xml"`);
    expect(file.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\s*<Invoice /);
    expect(file.text).toContain(`<cbc:ID>${final.body.number}</cbc:ID>`);
    expect(file.text).toContain('<cbc:EndpointID schemeID="0208">0403170701</cbc:EndpointID>');
    expect(file.text).toContain('<cbc:EndpointID schemeID="0208">0123456749</cbc:EndpointID>');
    expect(file.text).toContain('<cbc:ElectronicMail>compta@plaza.example.be</cbc:ElectronicMail>');
    expect(file.text).toContain('<cbc:PayableAmount currencyID="EUR">148.40</cbc:PayableAmount>');
    expect(file.text).toContain(`filename="${final.body.number}.pdf"`);

    // A consumer's invoice: finalized, but a B2B e-invoice lacks the buyer's VAT number, address and Peppol address.
    const b2c = await m.create({ buyerName: 'Marie Dubois', items: [{ description: 'Cramique', quantity: 1, unitPrice: '5.2', vatPercent: 6 }], finalize: true });
    expect(b2c.body.status).toBe('FINALIZED');
    expect(b2c.body.eInvoice.ready).toBe(false);
    const refused = await m.ubl(b2c.body.id);
    expect(refused.status).toBe(400);
    const error = JSON.parse(refused.text).error;
    expect(error.code).toBe('validation_failed');
    expect(error.details).toEqual(b2c.body.eInvoice.missing);
    expect(error.details.map((item: { path: string }) => item.path)).toEqual(['buyerVatNumber', 'buyerAddress', 'buyerPeppolId']);

    // Another business's invoice is not found, by its own session or by one of the other business on this path.
    expect((await other.ubl(id)).status).toBe(404);
    const crossed = await ublRoute.GET(
      new Request(`${config.appOrigin}/api/dashboard/businesses/${m.businessId}/invoices/${id}/ubl`, { headers: { cookie: other.cookie } }),
      { params: Promise.resolve({ businessId: m.businessId, invoiceId: id }) },
    );
    expect(crossed.status).toBe(404);
    expect((await m.ubl(id, '')).status).toBe(401);
  });
});
