// Events of customers and invoices through HTTP: customer.created only when a customer row is really created,
// customer.updated for a change (none for a no-op), invoice.created / finalized / credited / rate_filled with
// the document as GET reads it; refused changes write none. And `updatedSince` on both lists.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../db/client';
import { exchangeRates } from '../../db/schema';
import { fillPendingRates } from '../../domain/invoices/invoices';
import { call, setup } from '../../testing/api';
import { eventsWrittenBy, typesOf } from '../../testing/events';

const SCOPES = ['customers:read', 'customers:write', 'invoices:read', 'invoices:write'];
const lines = [{ description: 'Atelier pâtisserie', quantity: 2, unitPrice: 45, vatPercent: 21 }];

const ids = (body: { data: { id: string }[] }) => body.data.map((item) => item.id);

describe('customer events', () => {
  it('customer.created with the customer as the list reads it; linking a known person again writes none, filling a field customer.updated', async () => {
    const { business, key } = await setup(SCOPES);
    const created = await eventsWrittenBy(business.id, async () => {
      const res = await call('POST', '/public/customers', { key, body: { firstName: 'Emma', email: 'emma.events@example.be' } });
      expect(res.status).toBe(201);
    });
    expect(typesOf(created.events)).toEqual(['customer.created']);
    const listed = (await call('GET', '/public/customers?email=emma.events%40example.be', { key })).body.data[0];
    expect(created.events[0]!.data.object).toEqual(listed);

    const linked = await eventsWrittenBy(business.id, async () => {
      const res = await call('POST', '/public/customers', { key, body: { firstName: 'Emma', email: 'EMMA.events@example.be' } });
      expect(res.status).toBe(200);
    });
    expect(linked.events).toEqual([]);

    const filled = await eventsWrittenBy(business.id, () =>
      call('POST', '/public/customers', { key, body: { email: 'emma.events@example.be', company: 'Emma & Co' } }),
    );
    expect(typesOf(filled.events)).toEqual(['customer.updated']);
    expect(filled.events[0]!.data.object).toMatchObject({ id: listed.id, company: 'Emma & Co', firstName: 'Emma' });

    // A person another business knows becomes this business's customer: created here.
    const other = await setup(SCOPES);
    const elsewhere = await eventsWrittenBy(other.business.id, () =>
      call('POST', '/public/customers', { key: other.key, body: { email: 'emma.events@example.be' } }),
    );
    expect(typesOf(elsewhere.events)).toEqual(['customer.created']);
    expect(elsewhere.events[0]!.data.object.id).not.toBe(listed.id);
  });

  it('customer.updated once per PATCH that changes something, with the PATCH answer; none for a no-op or a refused PATCH', async () => {
    const { business, key } = await setup(SCOPES);
    const address = { line1: 'Rue Haute 1', postalCode: '1000', city: 'Bruxelles', country: 'BE' };
    const customer = (await call('POST', '/public/customers', { key, body: { firstName: 'Tom', phone: '0470 12 34 56', address } })).body;
    const patched = await eventsWrittenBy(business.id, async () => {
      const res = await call('PATCH', `/public/customers/${customer.id}`, { key, body: { lastName: 'Janssens', marketingConsent: true } });
      expect(res.status).toBe(200);
      return res;
    });
    expect(typesOf(patched.events)).toEqual(['customer.updated']);
    const after = (await call('GET', `/public/customers?phone=${encodeURIComponent('+32470123456')}`, { key })).body.data[0];
    expect(patched.events[0]!.data.object).toEqual(after);

    const same = await eventsWrittenBy(business.id, async () => {
      const res = await call('PATCH', `/public/customers/${customer.id}`, {
        key,
        body: { lastName: 'Janssens', phone: '+32 470 12 34 56', address: { country: 'be', city: 'Bruxelles', postalCode: '1000', line1: 'Rue Haute 1' } },
      });
      expect(res.status).toBe(200);
      expect(res.body.updatedAt).toBe(after.updatedAt);
    });
    expect(same.events).toEqual([]);

    const refused = await eventsWrittenBy(business.id, async () => {
      expect((await call('PATCH', `/public/customers/${customer.id}`, { key, body: { phone: null } })).status).toBe(400);
    });
    expect(refused.events).toEqual([]);
  });
});

describe('invoice events', () => {
  it('invoice.created, then invoice.finalized, each with the document as GET reads it; created and finalized at once: both', async () => {
    const { business, key } = await setup(SCOPES);
    let id = '';
    const created = await eventsWrittenBy(business.id, async () => {
      id = (await call('POST', '/public/invoices', { key, body: { buyerName: 'Café Central', currency: 'EUR', items: lines } })).body.id;
    });
    expect(typesOf(created.events)).toEqual(['invoice.created']);
    const draft = (await call('GET', `/public/invoices/${id}`, { key })).body;
    expect(created.events[0]!.data.object).toEqual(draft);

    const finalized = await eventsWrittenBy(business.id, () => call('POST', `/public/invoices/${id}/finalize`, { key, body: {} }));
    expect(typesOf(finalized.events)).toEqual(['invoice.finalized']);
    expect(finalized.events[0]!.data.object).toEqual((await call('GET', `/public/invoices/${id}`, { key })).body);
    expect(finalized.events[0]!.data.object).toMatchObject({ status: 'FINALIZED', number: expect.stringMatching(/^\d{4}-000001$/) });

    const atOnce = await eventsWrittenBy(business.id, () =>
      call('POST', '/public/invoices', { key, body: { buyerName: 'Café Central', currency: 'EUR', items: lines, finalize: true } }),
    );
    expect(typesOf(atOnce.events)).toEqual(['invoice.created', 'invoice.finalized']);
    expect(atOnce.events[0]!.data.object).toMatchObject({ status: 'DRAFT', number: null });
    expect(atOnce.events[1]!.data.object).toMatchObject({ status: 'FINALIZED', id: atOnce.events[0]!.data.object.id });
  });

  it('invoice.credited with the credit note (and invoice.finalized when finalized at once); refused changes write none', async () => {
    const { business, key } = await setup(SCOPES);
    const draft = (await call('POST', '/public/invoices', { key, body: { buyerName: 'Café Central', currency: 'EUR', items: lines } })).body;
    const empty = (await call('POST', '/public/invoices', { key, body: { buyerName: 'Café Central', currency: 'EUR', items: [] } })).body;
    const refused = await eventsWrittenBy(business.id, async () => {
      expect((await call('POST', `/public/invoices/${draft.id}/credit-note`, { key, body: {} })).status).toBe(409);
      expect((await call('POST', `/public/invoices/${empty.id}/finalize`, { key, body: {} })).status).toBe(400);
    });
    expect(refused.events).toEqual([]);

    await call('POST', `/public/invoices/${draft.id}/finalize`, { key, body: {} });
    let noteId = '';
    const credited = await eventsWrittenBy(business.id, async () => {
      noteId = (await call('POST', `/public/invoices/${draft.id}/credit-note`, { key, body: { items: [{ ...lines[0], quantity: 1 }] } })).body.id;
    });
    expect(typesOf(credited.events)).toEqual(['invoice.credited']);
    expect(credited.events[0]!.data.object).toEqual((await call('GET', `/public/invoices/${noteId}`, { key })).body);
    expect(credited.events[0]!.data.object).toMatchObject({ type: 'CREDIT_NOTE', creditedInvoiceId: draft.id, status: 'DRAFT' });

    const tooMuch = await eventsWrittenBy(business.id, async () => {
      const res = await call('POST', `/public/invoices/${draft.id}/credit-note`, { key, body: { items: [{ ...lines[0], quantity: 3 }] } });
      expect(res.status).toBe(400);
    });
    expect(tooMuch.events).toEqual([]);

    const full = await eventsWrittenBy(business.id, () =>
      call('POST', `/public/invoices/${draft.id}/credit-note`, { key, body: { items: [{ ...lines[0], quantity: 1 }], finalize: true } }),
    );
    expect(typesOf(full.events)).toEqual(['invoice.credited', 'invoice.finalized']);
    expect(full.events[1]!.data.object).toMatchObject({ type: 'CREDIT_NOTE', status: 'FINALIZED', number: expect.stringMatching(/^NC-/) });
  });

  it('invoice.rate_filled for each document whose pending rate is filled in, which also moves its updatedAt', async () => {
    const { business, key } = await setup(SCOPES);
    const db = await getDb();
    // No rate stored for that day (the database may be shared with other test files: the PostgreSQL pass), so a
    // CAD invoice of a publication day stays pending.
    await db.delete(exchangeRates).where(and(eq(exchangeRates.currency, 'CAD'), eq(exchangeRates.date, '2012-09-14')));
    const invoice = (
      await call('POST', '/public/invoices', { key, body: { buyerName: 'Acme Inc.', currency: 'CAD', issueDate: '2012-09-14', items: lines, finalize: true } })
    ).body;
    expect(invoice).toMatchObject({ exchangeRateStatus: 'pending' });
    const nothing = await eventsWrittenBy(business.id, () => fillPendingRates(db));
    expect(nothing.events).toEqual([]);

    await db.insert(exchangeRates).values({ currency: 'CAD', date: '2012-09-14', rate: '1.3217' });
    const filled = await eventsWrittenBy(business.id, async () => expect(await fillPendingRates(db)).toBeGreaterThanOrEqual(1));
    expect(typesOf(filled.events)).toEqual(['invoice.rate_filled']);
    const read = (await call('GET', `/public/invoices/${invoice.id}`, { key })).body;
    expect(filled.events[0]!.data.object).toEqual(read);
    expect(read).toMatchObject({ exchangeRateStatus: 'resolved', exchangeRate: 1.3217 });
    expect(read.updatedAt > invoice.updatedAt).toBe(true);
    const since = await call('GET', `/public/invoices?updatedSince=${encodeURIComponent(invoice.updatedAt)}`, { key });
    expect(ids(since.body)).toEqual([invoice.id]);

    const again = await eventsWrittenBy(business.id, () => fillPendingRates(db));
    expect(again.events).toEqual([]);
  });
});

describe('updatedSince on GET /public/customers and /public/invoices', () => {
  it('lists only what changed after the instant', async () => {
    const { key } = await setup(SCOPES);
    const anna = (await call('POST', '/public/customers', { key, body: { email: 'anna.since@example.be' } })).body;
    const ben = (await call('POST', '/public/customers', { key, body: { email: 'ben.since@example.be' } })).body;
    const customersSince = async (instant: string) =>
      ids((await call('GET', `/public/customers?updatedSince=${encodeURIComponent(instant)}`, { key })).body);
    expect(await customersSince(ben.updatedAt)).toEqual([]);
    expect(await customersSince('2000-01-01T00:00:00Z')).toEqual([anna.id, ben.id]);
    const renamed = (await call('PATCH', `/public/customers/${anna.id}`, { key, body: { firstName: 'Anna' } })).body;
    expect(await customersSince(ben.updatedAt)).toEqual([anna.id]);
    expect(await customersSince(renamed.updatedAt)).toEqual([]);

    const draft = (await call('POST', '/public/invoices', { key, body: { buyerName: 'Anna', currency: 'EUR', items: lines } })).body;
    const other = (await call('POST', '/public/invoices', { key, body: { buyerName: 'Ben', currency: 'EUR', items: lines } })).body;
    const invoicesSince = async (instant: string, extra = '') =>
      ids((await call('GET', `/public/invoices?updatedSince=${encodeURIComponent(instant)}${extra}`, { key })).body);
    expect(await invoicesSince(other.updatedAt)).toEqual([]);
    const finalized = (await call('POST', `/public/invoices/${draft.id}/finalize`, { key, body: {} })).body;
    expect(await invoicesSince(other.updatedAt)).toEqual([draft.id]);
    expect(await invoicesSince(other.updatedAt, '&status=DRAFT')).toEqual([]);
    await call('POST', `/public/invoices/${other.id}/items`, { key, body: lines[0] });
    expect(await invoicesSince(finalized.updatedAt)).toEqual([other.id]);
  });

  it.each([
    ['customers', '2026-11-20T08:00:00Z\u0000'],
    ['customers', '20261-11-20T08:00:00Z'],
    ['invoices', '0000-01-01T00:00:00Z'],
    ['invoices', '2026-13-01T00:00:00Z'],
  ])('400 validation_failed on /public/%s for %j', async (list, value) => {
    const { key } = await setup(SCOPES);
    const res = await call('GET', `/public/${list}?updatedSince=${encodeURIComponent(value)}`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', details: [{ path: 'updatedSince' }] });
  });
});
