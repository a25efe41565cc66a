// POST /public/invoices/{id}/send: a finalized document e-mailed with its PDF through the outbox (to its
// customer by default, or to the address given), each call a new message; drafts refused (409), no address
// (400 on `to`), the read scope refused (403), another business's invoice (404). The e-mail escapes merchant text.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { call, makeKey, setup } from '../../testing/api';

const RW = ['invoices:read', 'invoices:write', 'customers:write'];
const items = [{ description: 'Boîte de pralines <b>50</b>', quantity: 3, unitPrice: 24.5, vatPercent: 6 }];

describe('POST /public/invoices/{id}/send', () => {
  it('e-mails a finalized invoice to its customer, then elsewhere, each send its own message', async () => {
    const { business, key } = await setup(RW);
    const customer = await call('POST', '/public/customers', { key, body: { firstName: 'Léa', lastName: 'Martin', email: 'lea.martin.invoices@example.be' } });
    const invoice = await call('POST', '/public/invoices', { key, body: { customerId: customer.body.id, currency: 'USD', items, notes: '<script>x</script>', finalize: true } });
    expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);

    const first = await call('POST', `/public/invoices/${invoice.body.id}/send`, { key, body: {} });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ messageId: expect.stringMatching(/^msg_/), to: 'lea.martin.invoices@example.be', status: 'pending', sentAt: null });
    const second = await call('POST', `/public/invoices/${invoice.body.id}/send`, { key, body: { to: 'compta@example.be' } });
    expect(second.status).toBe(201);
    expect(second.body.messageId).not.toBe(first.body.messageId);

    const db = await getDb();
    const rows = await db.select().from(outboxMessages).where(and(eq(outboxMessages.businessId, business.id), eq(outboxMessages.kind, 'invoice')));
    expect(rows.map((row) => row.toAddress).sort()).toEqual(['compta@example.be', 'lea.martin.invoices@example.be']);
    const message = rows.find((row) => row.id === first.body.messageId)!;
    expect(message.subject).toBe(`Test Shop — facture n° ${invoice.body.number}`);
    expect(message.html).toContain('&#60;script&#62;x&#60;/script&#62;');
    expect(message.html).not.toContain('<script>');
    expect(message.text).toMatch(/Total TVAC : 77,91\sUSD/);
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]).toMatchObject({ filename: `facture-${invoice.body.number}.pdf`, contentType: 'application/pdf' });
  });

  it('sends to the buyer e-mail by default and attaches the e-invoice when the document has one', async () => {
    const { business, key } = await setup([...RW, 'business:write'], { name: 'Maison Test' });
    await call('PATCH', '/public/me', {
      key,
      body: { vatNumber: 'BE0478261963', address: { line1: 'Place Flagey 18', postalCode: '1050', city: 'Ixelles', country: 'BE' }, iban: 'BE20068212345656' },
    });
    const invoice = await call('POST', '/public/invoices', {
      key,
      body: {
        buyerName: 'Hôtel Le Berger SA',
        buyerVatNumber: 'BE0403170701',
        buyerAddress: { line1: 'Rue du Berger 24', postalCode: '1050', city: 'Ixelles', country: 'BE' },
        buyerEmail: 'comptabilite@hotel-leberger.be',
        items,
        finalize: true,
      },
    });
    expect(invoice.body.eInvoice.ready).toBe(true);
    const sent = await call('POST', `/public/invoices/${invoice.body.id}/send`, { key, body: {} });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.to).toBe('comptabilite@hotel-leberger.be');
    const db = await getDb();
    const [message] = await db.select().from(outboxMessages).where(and(eq(outboxMessages.businessId, business.id), eq(outboxMessages.id, sent.body.messageId)));
    expect(message!.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`facture-${invoice.body.number}.pdf`, 'application/pdf'],
      [`facture-${invoice.body.number}.xml`, 'application/xml'],
    ]);
    const xml = Buffer.from(message!.attachments[1]!.contentBase64, 'base64').toString('utf8');
    expect(xml).toContain(`<cbc:ID>${invoice.body.number}</cbc:ID>`);
    expect(xml).not.toContain('EmbeddedDocumentBinaryObject');
    expect(xml).toBe((await call('GET', `/public/invoices/${invoice.body.id}/ubl?embedPdf=false`, { key })).text);
    expect(message!.text).toContain('la facture électronique (UBL, Peppol BIS Billing 3.0');
  });

  it('refuses drafts, a missing address, the read scope and other businesses’ invoices', async () => {
    const { business, key } = await setup(RW);
    const draft = await call('POST', '/public/invoices', { key, body: { buyerName: 'Sans e-mail', items } });
    const refused = await call('POST', `/public/invoices/${draft.body.id}/send`, { key, body: { to: 'a@example.be' } });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('conflict');

    const final = await call('POST', `/public/invoices/${draft.body.id}/finalize`, { key, body: {} });
    const nobody = await call('POST', `/public/invoices/${final.body.id}/send`, { key, body: {} });
    expect(nobody.status).toBe(400);
    expect(nobody.body.error.details[0].path).toBe('to');
    const bad = await call('POST', `/public/invoices/${final.body.id}/send`, { key, body: { to: 'x\u0000@example.be' } });
    expect(bad.status).toBe(400);
    expect((await call('POST', `/public/invoices/${final.body.id}/send`, { key, body: { to: 'a@example.be', cc: 'b@example.be' } })).status).toBe(400);

    const { key: readOnly } = await makeKey(business.id, ['invoices:read']);
    expect((await call('POST', `/public/invoices/${final.body.id}/send`, { key: readOnly, body: { to: 'a@example.be' } })).status).toBe(403);
    const other = await setup(RW);
    expect((await call('POST', `/public/invoices/${final.body.id}/send`, { key: other.key, body: { to: 'a@example.be' } })).status).toBe(404);
  });
});
