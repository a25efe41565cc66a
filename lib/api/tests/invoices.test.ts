// Invoices and credit notes through the API: lifecycle, numbering, VAT, references, credit notes.
import { describe, expect, it } from 'vitest';
import { call, setup } from '../../testing/api';

const RW = ['invoices:read', 'invoices:write'];
const lines = [
  { description: 'Plateau de viennoiseries', quantity: 2, unitPrice: 150, vatPercent: 21 },
  { description: 'Confiture de fraises', quantity: 1, unitPrice: 19.99, vatPercent: 6 },
  { description: 'Café en grains', quantity: 4, unitPrice: 2.495, vatPercent: 12 },
];

async function draft(key: string, body: Record<string, unknown> = {}) {
  const res = await call('POST', '/public/invoices', { key, body: { buyerName: 'Brasserie du Parc SRL', items: lines, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('invoice lifecycle', () => {
  it('creates a draft with computed totals per VAT rate, in EUR with rate 1', async () => {
    const { key } = await setup(RW);
    const invoice = await draft(key, { issueDate: '2026-03-10' });
    expect(invoice).toMatchObject({
      id: expect.stringMatching(/^inv_/),
      type: 'INVOICE',
      status: 'DRAFT',
      number: null,
      currency: 'EUR',
      exchangeRate: 1,
      exchangeRateStatus: 'resolved',
      issueDate: '2026-03-10',
      dueDate: '2026-04-09',
      totalExclVat: 329.97,
      totalVat: 65.4,
      totalAmount: 395.37,
      baseAmount: 395.37,
      creditedAmount: 0,
      outstandingAmount: 395.37,
    });
    expect(invoice.vatBreakdown).toEqual([
      { vatPercent: 21, base: 300, vat: 63 },
      { vatPercent: 12, base: 9.98, vat: 1.2 },
      { vatPercent: 6, base: 19.99, vat: 1.2 },
    ]);
    expect(invoice.items.map((i: { lineTotal: number }) => i.lineTotal)).toEqual([300, 19.99, 9.98]);
    expect((await call('GET', `/public/invoices/${invoice.id}`, { key })).body).toEqual(invoice);
  });

  it('edits drafts: header, references ("" clears), items; then finalizes with a number and freezes it', async () => {
    const { key } = await setup(RW);
    const invoice = await draft(key, { buyerReference: 'PO-77', customerNumber: 'C-12', claimReference: 'R-1', externalRef: 'erp-991' });
    expect(invoice).toMatchObject({ buyerReference: 'PO-77', customerNumber: 'C-12', claimReference: 'R-1', externalRef: 'erp-991' });
    const patched = await call('PATCH', `/public/invoices/${invoice.id}`, { key, body: { buyerReference: '', customerNumber: 'C-13', notes: 'Merci !' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ buyerReference: null, customerNumber: 'C-13', claimReference: 'R-1', notes: 'Merci !' });

    const added = await call('POST', `/public/invoices/${invoice.id}/items`, { key, body: { description: 'Livraison', quantity: 1, unitPrice: 10 } });
    expect(added.status).toBe(201);
    expect(added.body.items).toHaveLength(4);
    expect(added.body.totalAmount).toBe(395.37 + 12.1);
    const itemId = added.body.items[3].id;
    const changed = await call('PATCH', `/public/invoices/${invoice.id}/items/${itemId}`, { key, body: { unitPrice: 20 } });
    expect(changed.body.items[3].lineTotal).toBe(20);
    const removed = await call('DELETE', `/public/invoices/${invoice.id}/items/${itemId}`, { key });
    expect(removed.status).toBe(200);
    expect(removed.body.totalAmount).toBe(395.37);

    const finalized = await call('POST', `/public/invoices/${invoice.id}/finalize`, { key });
    expect(finalized.status).toBe(200);
    expect(finalized.body).toMatchObject({ status: 'FINALIZED', number: expect.stringMatching(/^\d{4}-000001$/) });
    expect(finalized.body.finalizedAt).not.toBeNull();

    for (const attempt of [
      await call('POST', `/public/invoices/${invoice.id}/finalize`, { key }),
      await call('PATCH', `/public/invoices/${invoice.id}`, { key, body: { notes: 'late' } }),
      await call('POST', `/public/invoices/${invoice.id}/items`, { key, body: { description: 'x', quantity: 1, unitPrice: 1 } }),
      await call('PATCH', `/public/invoices/${invoice.id}/items/${finalized.body.items[0].id}`, { key, body: { quantity: 3 } }),
      await call('DELETE', `/public/invoices/${invoice.id}/items/${finalized.body.items[0].id}`, { key }),
      await call('DELETE', `/public/invoices/${invoice.id}`, { key }),
    ]) {
      expect(attempt.status).toBe(409);
      expect(attempt.body.error.code).toBe('conflict');
    }
    expect((await call('GET', `/public/invoices/${invoice.id}`, { key })).body).toEqual(finalized.body);
  });

  it('creates and finalizes in one call; deletes drafts', async () => {
    const { key } = await setup(RW);
    const finalized = await draft(key, { finalize: true });
    expect(finalized.status).toBe('FINALIZED');
    const other = await draft(key);
    expect((await call('DELETE', `/public/invoices/${other.id}`, { key })).status).toBe(204);
    expect((await call('GET', `/public/invoices/${other.id}`, { key })).status).toBe(404);
  });

  it('refuses to finalize an empty draft and a negative total', async () => {
    const { key } = await setup(RW);
    const empty = await draft(key, { items: [] });
    const res = await call('POST', `/public/invoices/${empty.id}/finalize`, { key });
    expect(res.status).toBe(400);
    const negative = await draft(key, { items: [{ description: 'Remise', quantity: -1, unitPrice: 10 }] });
    expect((await call('POST', `/public/invoices/${negative.id}/finalize`, { key })).status).toBe(400);
    expect((await call('GET', `/public/invoices/${negative.id}`, { key })).body.status).toBe('DRAFT');
  });
});

describe('numbering', () => {
  it('is gapless per series and year, and restarts each year', async () => {
    const { key } = await setup(RW);
    const a = await draft(key, { issueDate: '2025-12-30', finalize: true });
    const b = await draft(key, { issueDate: '2026-01-02', finalize: true });
    const c = await draft(key, { issueDate: '2026-01-03', finalize: true });
    expect([a.number, b.number, c.number]).toEqual(['2025-000001', '2026-000001', '2026-000002']);
    const note = await call('POST', `/public/invoices/${c.id}/credit-note`, { key, body: { finalize: true, issueDate: '2026-01-04' } });
    expect(note.body.number).toBe('NC-2026-000001');
  });

  it('refuses an issue date earlier than the last finalized document of the series', async () => {
    const { key } = await setup(RW);
    await draft(key, { issueDate: '2026-05-10', finalize: true });
    const early = await draft(key, { issueDate: '2026-05-09' });
    const res = await call('POST', `/public/invoices/${early.id}/finalize`, { key });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].path).toBe('issueDate');
    const fixed = await call('POST', `/public/invoices/${early.id}/finalize`, { key, body: { issueDate: '2026-05-10' } });
    expect(fixed.body.number).toBe('2026-000002');
  });

  it('gives 20 concurrent finalizations 20 consecutive numbers', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '1000';
    const { key } = await setup(RW);
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await draft(key, { issueDate: '2026-02-01' }));
    const results = await Promise.all(drafts.map((d) => call('POST', `/public/invoices/${d.id}/finalize`, { key })));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const numbers = results.map((r) => r.body.number).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `2026-${String(i + 1).padStart(6, '0')}`));
    delete process.env.RATE_LIMIT_PER_MINUTE;
  }, 60_000);
});

describe('validation', () => {
  it('explains bad input', async () => {
    const { key } = await setup(RW);
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [] }, 'buyerName'],
      [{ buyerName: 'X', currency: 'EURO' }, 'currency'],
      [{ buyerName: 'X', currency: 'XYZ' }, 'currency'],
      [{ buyerName: 'X', buyerReference: 'r'.repeat(121) }, 'buyerReference'],
      [{ buyerName: 'X', customerNumber: 'c'.repeat(61) }, 'customerNumber'],
      [{ buyerName: 'X', claimReference: 'c'.repeat(121) }, 'claimReference'],
      [{ buyerName: 'X', items: [{ description: 'a', quantity: 0, unitPrice: 1 }] }, 'items.0.quantity'],
      [{ buyerName: 'X', items: [{ description: 'a', quantity: 1.23456, unitPrice: 1 }] }, 'items.0.quantity'],
      [{ buyerName: 'X', items: [{ description: 'a', quantity: 1, unitPrice: -1 }] }, 'items.0.unitPrice'],
      [{ buyerName: 'X', items: [{ description: '', quantity: 1, unitPrice: 1 }] }, 'items.0.description'],
      [{ buyerName: 'X', items: [{ description: 'a'.repeat(501), quantity: 1, unitPrice: 1 }] }, 'items.0.description'],
      [{ buyerName: 'X', items: [{ description: 'a', quantity: 1, unitPrice: 1, vatPercent: 19 }] }, 'items.0.vatPercent'],
      [{ buyerName: 'X', issueDate: '2026-02-30' }, 'issueDate'],
      [{ buyerName: 'X', status: 'FINALIZED' }, 'status'],
    ];
    for (const [body, path] of cases) {
      const res = await call('POST', '/public/invoices', { key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details.map((d: { path: string }) => d.path), JSON.stringify(body)).toContain(path);
    }
    expect((await call('GET', '/public/invoices', { key })).body.data).toEqual([]);
  });

  it('normalizes the currency to upper case', async () => {
    const { key } = await setup(RW);
    const res = await call('POST', '/public/invoices', { key, body: { buyerName: 'X', currency: 'eur' } });
    expect(res.body.currency).toBe('EUR');
  });

  it('keeps documents to their business and scopes', async () => {
    const a = await setup(RW);
    const b = await setup(RW);
    const invoice = await draft(a.key);
    for (const res of [
      await call('GET', `/public/invoices/${invoice.id}`, { key: b.key }),
      await call('PATCH', `/public/invoices/${invoice.id}`, { key: b.key, body: { notes: 'x' } }),
      await call('POST', `/public/invoices/${invoice.id}/finalize`, { key: b.key }),
      await call('DELETE', `/public/invoices/${invoice.id}`, { key: b.key }),
      await call('GET', `/public/invoices/${invoice.id}/pdf`, { key: b.key }),
    ]) {
      expect(res.status).toBe(404);
    }
    const { key: reader } = await setup(['invoices:read']);
    expect((await call('POST', '/public/invoices', { key: reader, body: { buyerName: 'X' } })).body.error.requiredScope).toBe('invoices:write');
    const { key: writer } = await setup(['invoices:write']);
    expect((await call('GET', '/public/invoices', { key: writer })).body.error.requiredScope).toBe('invoices:read');
  });

  it('lists with filters and paging', async () => {
    const { key } = await setup(RW);
    const d1 = await draft(key, { issueDate: '2026-01-10' });
    const f1 = await draft(key, { issueDate: '2026-02-10', finalize: true });
    await call('POST', `/public/invoices/${f1.id}/credit-note`, { key, body: { issueDate: '2026-02-11', finalize: true } });
    const ids = async (query: string) => (await call('GET', `/public/invoices?${query}`, { key })).body.data.map((i: { id: string }) => i.id);
    expect((await ids('')).length).toBe(3);
    expect(await ids('status=DRAFT')).toEqual([d1.id]);
    expect((await ids('type=INVOICE')).sort()).toEqual([d1.id, f1.id].sort());
    expect((await ids('type=CREDIT_NOTE')).length).toBe(1);
    expect(await ids('from=2026-02-01&to=2026-02-10')).toEqual([f1.id]);
    const page = await call('GET', '/public/invoices?limit=2', { key });
    expect(page.body.hasMore).toBe(true);
    const next = await call('GET', `/public/invoices?limit=2&cursor=${page.body.nextCursor}`, { key });
    expect(next.body.data).toHaveLength(1);
    expect((await call('GET', '/public/invoices?status=PAID', { key })).status).toBe(400);
  });
});

describe('credit notes', () => {
  it('credits a finalized invoice in full, inheriting customerNumber but never claimReference', async () => {
    const { key } = await setup(RW);
    const invoice = await draft(key, { customerNumber: 'C-42', claimReference: 'CLAIM-1', buyerReference: 'PO-1', finalize: true });
    const res = await call('POST', `/public/invoices/${invoice.id}/credit-note`, { key, body: { notes: 'Retour marchandise', finalize: true } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: 'CREDIT_NOTE',
      status: 'FINALIZED',
      creditedInvoiceId: invoice.id,
      buyerName: invoice.buyerName,
      currency: 'EUR',
      customerNumber: 'C-42',
      claimReference: null,
      notes: 'Retour marchandise',
      totalAmount: 395.37,
      creditedAmount: null,
    });
    const after = await call('GET', `/public/invoices/${invoice.id}`, { key });
    expect(after.body).toMatchObject({ creditedAmount: 395.37, outstandingAmount: 0, status: 'FINALIZED', number: invoice.number });
    const more = await call('POST', `/public/invoices/${invoice.id}/credit-note`, { key, body: { items: [{ description: 'x', quantity: 1, unitPrice: 1 }] } });
    expect(more.status).toBe(400);
  });

  it('credits part of an invoice, overriding customerNumber; never more than the total', async () => {
    const { key } = await setup(RW);
    const invoice = await draft(key, { customerNumber: 'C-1', finalize: true });
    const partial = await call('POST', `/public/invoices/${invoice.id}/credit-note`, {
      key,
      body: { items: [{ description: 'Café en grains (retour)', quantity: 4, unitPrice: 2.495, vatPercent: 12 }], customerNumber: 'C-2', claimReference: 'RC-9' },
    });
    expect(partial.status).toBe(201);
    expect(partial.body).toMatchObject({ status: 'DRAFT', number: null, totalAmount: 11.18, customerNumber: 'C-2', claimReference: 'RC-9' });
    // Draft credit notes do not count as credited yet, but they do reserve their amount.
    expect((await call('GET', `/public/invoices/${invoice.id}`, { key })).body.creditedAmount).toBe(0);
    const tooMuch = await call('POST', `/public/invoices/${invoice.id}/credit-note`, {
      key,
      body: { items: [{ description: 'Tout', quantity: 1, unitPrice: 380, vatPercent: 21 }] },
    });
    expect(tooMuch.status).toBe(400);
    await call('POST', `/public/invoices/${partial.body.id}/finalize`, { key });
    expect((await call('GET', `/public/invoices/${invoice.id}`, { key })).body).toMatchObject({ creditedAmount: 11.18, outstandingAmount: 384.19 });
  });

  it('only credits finalized invoices', async () => {
    const { key } = await setup(RW);
    const invoice = await draft(key);
    expect((await call('POST', `/public/invoices/${invoice.id}/credit-note`, { key, body: {} })).status).toBe(409);
    const finalized = await draft(key, { finalize: true });
    const note = await call('POST', `/public/invoices/${finalized.id}/credit-note`, { key, body: { finalize: true } });
    expect((await call('POST', `/public/invoices/${note.body.id}/credit-note`, { key, body: {} })).status).toBe(409);
  });
});

describe('invoices for a customer', () => {
  it('fills the buyer from the customer, filters by customerId, and refuses another business’s customer', async () => {
    const { key } = await setup([...RW, 'customers:write']);
    const customer = await call('POST', '/public/customers', {
      key,
      body: {
        email: `compta-${Date.now()}@patinoire.be`,
        company: 'Brasserie de la Patinoire SRL',
        vatNumber: 'BE0123456749',
        address: { line1: 'Chaussée de Waterloo 1094', postalCode: '1180', city: 'Uccle', country: 'BE' },
      },
    });
    expect(customer.status).toBe(201);
    const invoice = await call('POST', '/public/invoices', {
      key,
      body: { customerId: customer.body.id, items: [{ description: 'Pains', quantity: 40, unitPrice: 3.9, vatPercent: 6 }] },
    });
    expect(invoice.status).toBe(201);
    expect(invoice.body).toMatchObject({
      customerId: customer.body.id,
      buyerName: 'Brasserie de la Patinoire SRL',
      buyerVatNumber: 'BE0123456749',
      buyerAddress: { city: 'Uccle' },
    });
    await call('POST', '/public/invoices', { key, body: { buyerName: 'Someone else' } });
    const filtered = await call('GET', `/public/invoices?customerId=${customer.body.id}`, { key });
    expect(filtered.body.data.map((i: { id: string }) => i.id)).toEqual([invoice.body.id]);

    const other = await setup(RW);
    const refused = await call('POST', '/public/invoices', { key: other.key, body: { customerId: customer.body.id } });
    expect(refused.status).toBe(404);
    expect(refused.body.error.details[0].path).toBe('customerId');
  });
});
