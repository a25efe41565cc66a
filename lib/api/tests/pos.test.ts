// Transactions and register sessions: recording rules (domain) and GET /public/transactions and
// GET /public/sessions through HTTP: figures, paging, filters, 400/403/404.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { locations } from '../../db/schema';
import { createProduct } from '../../domain/catalog/products';
import { createCustomer } from '../../domain/customers/customers';
import { closeSession, getSessionOrThrow, openSession } from '../../domain/pos/sessions';
import type { RecordTransactionInput } from '../../domain/pos/schemas';
import { recordTransaction, recordTransactions } from '../../domain/pos/transactions';
import { DomainError } from '../../domain/shared/errors';
import { createStaffMember } from '../../domain/staff/staff';
import { call, setup } from '../../testing/api';

const READ = ['transactions:read'];
const SYSTEM = { kind: 'system' } as const;

async function shop(scopes = READ) {
  const { business, key } = await setup(scopes, {
    name: 'Boulangerie Test',
    locations: [{ name: 'Centre' }, { name: 'Gare' }],
  });
  const db = await getDb();
  const [centre, gare] = await db.select().from(locations).where(eq(locations.businessId, business.id)).orderBy(locations.position);
  const product = await createProduct(
    db,
    business.id,
    { name: 'Croissant', sellingPrice: 2.03, vatPercent: 6, isForSale: true, images: [], trackInventory: false, stockQuantity: 0 },
    SYSTEM,
  );
  const beer = await createProduct(
    db,
    business.id,
    { name: 'Saison', sellingPrice: 2.31, vatPercent: 21, isForSale: true, images: [], trackInventory: false, stockQuantity: 0 },
    SYSTEM,
  );
  return { db, business, key, centre: centre!, gare: gare!, product, beer };
}

const sale = (locationId: string, occurredAt: string, amountMinor = 215, extra: Partial<RecordTransactionInput> = {}): RecordTransactionInput => ({
  locationId,
  channel: 'pos',
  kind: 'sale',
  occurredAt: new Date(occurredAt),
  lines: [{ description: 'Article', quantity: 1, unitPriceMinor: amountMinor, vatRateBp: 600 }],
  payments: [{ method: 'card', amountMinor }],
  ...extra,
});

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('recordTransaction', () => {
  it('computes every line exactly (VAT extracted from the incl. price, half-up) and totals; listed through the API', async () => {
    const { db, business, key, centre, product, beer } = await shop();
    const recorded = await recordTransaction(db, business.id, {
      locationId: centre.id,
      channel: 'pos',
      kind: 'sale',
      occurredAt: new Date('2026-03-02T08:15:00Z'),
      lines: [
        { productId: product.id, description: 'Croissant', quantity: 3, unitPriceMinor: 215, vatRateBp: 600 },
        { productId: beer.id, description: 'Saison', quantity: 1, unitPriceMinor: 280, vatRateBp: 2100 },
        { description: 'Sac', quantity: 1, unitPriceMinor: 0, vatRateBp: 2100 },
      ],
      payments: [
        { method: 'cash', amountMinor: 500 },
        { method: 'bancontact', amountMinor: 425 },
      ],
    });
    const expected = {
      id: recorded.id,
      kind: 'sale',
      refundOfId: null,
      channel: 'pos',
      occurredAt: '2026-03-02T08:15:00.000Z',
      locationId: centre.id,
      sessionId: null,
      staffId: null,
      customerId: null,
      currency: 'EUR',
      lines: [
        // 6.45 / 1.06 = 6.0849… → 6.08, VAT 0.37
        { productId: product.id, description: 'Croissant', quantity: 3, unitPrice: 2.15, vatPercent: 6, lineTotal: 6.45, lineTotalExclVat: 6.08, lineVat: 0.37 },
        // 2.80 / 1.21 = 2.3140… → 2.31, VAT 0.49
        { productId: beer.id, description: 'Saison', quantity: 1, unitPrice: 2.8, vatPercent: 21, lineTotal: 2.8, lineTotalExclVat: 2.31, lineVat: 0.49 },
        { productId: null, description: 'Sac', quantity: 1, unitPrice: 0, vatPercent: 21, lineTotal: 0, lineTotalExclVat: 0, lineVat: 0 },
      ],
      payments: [
        { method: 'cash', amount: 5 },
        { method: 'bancontact', amount: 4.25 },
      ],
      totalExclVat: 8.39,
      totalVat: 0.86,
      totalAmount: 9.25,
    };
    expect(recorded).toEqual(expected);
    const res = await call('GET', '/public/transactions', { key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [{ ...expected, livemode: true }], hasMore: false, nextCursor: null });
  });

  it('stores refunds negative, linked to their sale, and never beyond what is left to refund', async () => {
    const { db, business, key, centre } = await shop();
    const original = await recordTransaction(db, business.id, sale(centre.id, '2026-03-02T09:00:00Z', 1000));
    const refund = await recordTransaction(db, business.id, {
      ...sale(centre.id, '2026-03-02T10:00:00Z', 600),
      kind: 'refund',
      refundOfId: original.id,
      payments: [{ method: 'cash', amountMinor: 600 }],
    });
    expect(refund).toMatchObject({
      kind: 'refund',
      refundOfId: original.id,
      totalAmount: -6,
      totalExclVat: -5.66,
      totalVat: -0.34,
      lines: [{ quantity: -1, unitPrice: 6, lineTotal: -6, lineTotalExclVat: -5.66, lineVat: -0.34 }],
      payments: [{ method: 'cash', amount: -6 }],
    });
    const tooMuch = await rejection(
      recordTransaction(db, business.id, { ...sale(centre.id, '2026-03-02T11:00:00Z', 401), kind: 'refund', refundOfId: original.id }),
    );
    expect(tooMuch.code).toBe('validation_failed');
    // Exactly what is left is fine.
    await recordTransaction(db, business.id, { ...sale(centre.id, '2026-03-02T11:00:00Z', 400), kind: 'refund', refundOfId: original.id });
    const ofRefund = await rejection(
      recordTransaction(db, business.id, { ...sale(centre.id, '2026-03-02T12:00:00Z', 1), kind: 'refund', refundOfId: refund.id }),
    );
    expect(ofRefund.extra.details?.[0]?.path).toBe('refundOfId');
    const listed = await call('GET', '/public/transactions', { key });
    expect(listed.body.data.map((t: { totalAmount: number }) => t.totalAmount)).toEqual([-4, -6, 10]);
  });

  it('refuses payments that do not add up to the total, bad VAT rates, and malformed input', async () => {
    const { db, business, centre } = await shop();
    const cases: [Partial<RecordTransactionInput>, string][] = [
      [{ payments: [{ method: 'card', amountMinor: 214 }] }, 'payments'],
      [{ payments: [] }, 'payments'],
      [{ lines: [{ description: 'X', quantity: 1, unitPriceMinor: 215, vatRateBp: 1900 }] }, 'lines.0.vatRateBp'],
      [{ lines: [{ description: 'X', quantity: 0, unitPriceMinor: 215, vatRateBp: 600 }] }, 'lines.0.quantity'],
      [{ lines: [{ description: 'X', quantity: 1.5, unitPriceMinor: 215, vatRateBp: 600 }] }, 'lines.0.quantity'],
      [{ lines: [] }, 'lines'],
      [{ refundOfId: 'txn_00000000000000000000000000' }, 'refundOfId'],
      [{ channel: 'phone' as 'pos' }, 'channel'],
    ];
    for (const [change, path] of cases) {
      const error = await rejection(recordTransaction(db, business.id, { ...sale(centre.id, '2026-03-02T09:00:00Z'), ...change }));
      expect(error.code, JSON.stringify(change)).toBe('validation_failed');
      expect(error.extra.details?.map((d) => d.path), JSON.stringify(change)).toContain(path);
    }
  });

  it("refuses another business's location, product, staff, customer and session (404), and a session at another place or time", async () => {
    const { db, business, centre, gare } = await shop();
    const other = await shop();
    const otherStaff = await createStaffMember(db, other.business.id, { name: 'Eva', role: 'cashier' });
    const otherCustomer = await createCustomer(db, other.business.id, { email: `eva-${Date.now()}@example.be`, marketingConsent: false }, SYSTEM);
    const otherSession = await openSession(db, other.business.id, { locationId: other.centre.id, openingFloatMinor: 0, openedAt: new Date('2026-03-02T06:00:00Z') });
    const base = sale(centre.id, '2026-03-02T09:00:00Z');
    const cases: [RecordTransactionInput, string][] = [
      [{ ...base, locationId: other.centre.id }, 'locationId'],
      [{ ...base, staffId: otherStaff.id }, 'staffId'],
      [{ ...base, customerId: otherCustomer.customer.id }, 'customerId'],
      [{ ...base, sessionId: otherSession.id }, 'sessionId'],
      [{ ...base, lines: [{ productId: other.product.id, description: 'X', quantity: 1, unitPriceMinor: 215, vatRateBp: 600 }] }, 'lines.0.productId'],
    ];
    for (const [input, path] of cases) {
      const error = await rejection(recordTransaction(db, business.id, input));
      expect(error.code, path).toBe('not_found');
      expect(error.extra.details?.[0]?.path).toBe(path);
    }
    const session = await openSession(db, business.id, { locationId: centre.id, openingFloatMinor: 0, openedAt: new Date('2026-03-02T06:00:00Z') });
    expect((await rejection(recordTransaction(db, business.id, { ...sale(gare.id, '2026-03-02T09:00:00Z'), sessionId: session.id }))).extra.details?.[0]?.path).toBe('sessionId');
    expect((await rejection(recordTransaction(db, business.id, { ...base, occurredAt: new Date('2026-03-02T05:00:00Z'), sessionId: session.id }))).extra.details?.[0]?.path).toBe(
      'occurredAt',
    );
    // A batch is all or nothing, its error paths prefixed with the index.
    const batch = await rejection(recordTransactions(db, business.id, [base, { ...base, payments: [] }]));
    expect(batch.extra.details?.[0]?.path).toBe('1.payments');
  });
});

describe('GET /public/transactions', () => {
  it('pages newest first (occurredAt, then id) without gaps or repeats, also while new sales arrive', async () => {
    const { db, business, key, centre } = await shop();
    const times = ['2026-03-02T09:00:00Z', '2026-03-02T10:00:00Z', '2026-03-02T10:00:00Z', '2026-03-02T10:00:00Z', '2026-03-01T12:00:00Z', '2026-03-03T07:00:00Z', '2026-03-02T11:30:00Z'];
    const ids = await recordTransactions(db, business.id, times.map((time, i) => sale(centre.id, time, 100 + i)));
    const expected = ids
      .map((id, i) => ({ id, at: times[i]! }))
      .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
      .map((row) => row.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: { data: { id: string }[]; hasMore: boolean; nextCursor: string | null } } = await call(
        'GET',
        `/public/transactions?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { key },
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((t) => t.id));
      cursor = res.body.nextCursor;
      expect(res.body.hasMore).toBe(cursor !== null);
      // A newer sale recorded between pages does not shift the following pages.
      if (pages === 0) await recordTransaction(db, business.id, sale(centre.id, '2026-03-04T08:00:00Z'));
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(expected);
    expect(pages).toBe(4);
  });

  it('filters by Brussels days or date-times, location, session, customer and channel', async () => {
    const { db, business, key, centre, gare } = await shop();
    const staffMember = await createStaffMember(db, business.id, { name: 'Lucas', role: 'cashier' });
    const { customer } = await createCustomer(db, business.id, { email: `marie-${Date.now()}@example.be`, marketingConsent: false }, SYSTEM);
    const session = await openSession(db, business.id, { locationId: gare.id, staffId: staffMember.id, openingFloatMinor: 0, openedAt: new Date('2026-03-01T06:00:00Z') });
    const [lateSunday, earlyMonday, monday, online, tuesday] = await recordTransactions(db, business.id, [
      sale(centre.id, '2026-03-01T22:59:59Z'), // 23:59:59 Brussels, Sunday 1 March
      sale(centre.id, '2026-03-01T23:00:00Z', 215, { customerId: customer.id }), // 00:00 Brussels, Monday 2 March
      sale(gare.id, '2026-03-02T10:00:00Z', 215, { sessionId: session.id, staffId: staffMember.id }),
      sale(centre.id, '2026-03-02T20:00:00Z', 215, { channel: 'online', customerId: customer.id }),
      sale(centre.id, '2026-03-03T08:00:00Z'),
    ]);
    const list = async (query: string) => {
      const res = await call('GET', `/public/transactions?${query}`, { key });
      expect(res.status, query).toBe(200);
      return res.body.data.map((t: { id: string }) => t.id);
    };
    expect(await list('from=2026-03-02&to=2026-03-02')).toEqual([online, monday, earlyMonday]);
    expect(await list('to=2026-03-01')).toEqual([lateSunday]);
    expect(await list('from=2026-03-03')).toEqual([tuesday]);
    expect(await list(`from=${encodeURIComponent('2026-03-02T11:00:00+01:00')}&to=2026-03-02T20:00:00Z`)).toEqual([monday]);
    expect(await list(`locationId=${gare.id}`)).toEqual([monday]);
    expect(await list(`sessionId=${session.id}`)).toEqual([monday]);
    expect(await list(`customerId=${customer.id}`)).toEqual([online, earlyMonday]);
    expect(await list('channel=online')).toEqual([online]);
    expect(await list(`channel=pos&locationId=${centre.id}&from=2026-03-02`)).toEqual([tuesday, earlyMonday]);
    const [monday2] = (await call('GET', `/public/transactions?sessionId=${session.id}`, { key })).body.data;
    expect(monday2).toMatchObject({ sessionId: session.id, staffId: staffMember.id, locationId: gare.id });
  });

  it("answers 404 for another business's location, session or customer, 403 without the scope, 400 for bad queries", async () => {
    const { key } = await shop();
    const other = await shop();
    const otherSession = await openSession(other.db, other.business.id, { locationId: other.centre.id, openingFloatMinor: 0 });
    const { customer } = await createCustomer(other.db, other.business.id, { phone: `+3247${String(Date.now()).slice(-7)}`, marketingConsent: false }, SYSTEM);
    for (const [name, value] of [
      ['locationId', other.centre.id],
      ['sessionId', otherSession.id],
      ['customerId', customer.id],
    ] as const) {
      const res = await call('GET', `/public/transactions?${name}=${value}`, { key });
      expect(res.status, name).toBe(404);
      expect(res.body.error).toMatchObject({ code: 'not_found', details: [{ path: name }] });
    }
    const forbidden = await call('GET', '/public/transactions', { key: (await setup(['reports:read'])).key });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error).toMatchObject({ code: 'insufficient_scope', requiredScope: 'transactions:read' });
    expect((await call('GET', '/public/transactions')).status).toBe(401);
    for (const [query, path] of [
      ['channel=phone', 'channel'],
      ['from=yesterday', 'from'],
      ['from=2026-02-30', 'from'],
      ['to=2026-03-02T10:00:00', 'to'],
      ['from=2026-03-03&to=2026-03-02', 'to'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['cursor=nope', 'cursor'],
      [`cursor=${Buffer.from('v1:txn_00000000000000000000000000').toString('base64url')}`, 'cursor'],
      ['colour=red', 'colour'],
    ]) {
      const res = await call('GET', `/public/transactions?${query}`, { key });
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.details.map((d: { path: string }) => d.path), query).toContain(path);
    }
    expect((await call('POST', '/public/transactions', { key, body: {} })).status).toBe(405);
  });

  it('does not accept a cursor of another business', async () => {
    const { db, business, key, centre } = await shop();
    const other = await shop();
    await recordTransactions(other.db, other.business.id, [sale(other.centre.id, '2026-03-02T09:00:00Z'), sale(other.centre.id, '2026-03-02T10:00:00Z')]);
    await recordTransaction(db, business.id, sale(centre.id, '2026-03-02T09:00:00Z'));
    const page = await call('GET', '/public/transactions?limit=1', { key: other.key });
    expect(page.body.nextCursor).toBeTruthy();
    expect((await call('GET', `/public/transactions?cursor=${page.body.nextCursor}`, { key })).status).toBe(400);
  });
});

describe('register sessions', () => {
  it('counts the float, cash payments and refunds into the expected cash, and totals per method', async () => {
    const { db, business, key, centre } = await shop();
    const cashier = await createStaffMember(db, business.id, { name: 'Sofie Peeters', role: 'cashier' });
    const session = await openSession(db, business.id, {
      locationId: centre.id,
      staffId: cashier.id,
      openingFloatMinor: 15000,
      openedAt: new Date('2026-03-02T06:30:00Z'),
    });
    expect(session).toMatchObject({ closedAt: null, countedCashMinor: null, openingFloatMinor: 15000 });
    expect(await getSessionOrThrow(db, business.id, session.id)).toMatchObject({
      status: 'open',
      closedAt: null,
      countedCash: null,
      cashDifference: null,
      expectedCash: 150,
      transactionCount: 0,
      totalsByMethod: [],
    });
    const conflict = await rejection(openSession(db, business.id, { locationId: centre.id, openingFloatMinor: 0 }));
    expect(conflict.code).toBe('conflict');
    const at = (time: string) => ({ sessionId: session.id, staffId: cashier.id, occurredAt: new Date(`2026-03-02T${time}Z`) });
    const [first] = await recordTransactions(db, business.id, [
      { ...sale(centre.id, '2026-03-02T07:00:00Z', 1250), ...at('07:00:00'), payments: [{ method: 'cash', amountMinor: 1250 }] },
      { ...sale(centre.id, '2026-03-02T07:10:00Z', 845), ...at('07:10:00'), payments: [{ method: 'bancontact', amountMinor: 845 }] },
      { ...sale(centre.id, '2026-03-02T07:20:00Z', 1000), ...at('07:20:00'), payments: [{ method: 'cash', amountMinor: 300 }, { method: 'payconiq', amountMinor: 700 }] },
    ]);
    await recordTransaction(db, business.id, { ...sale(centre.id, '', 250), ...at('08:00:00'), kind: 'refund', refundOfId: first!, payments: [{ method: 'cash', amountMinor: 250 }] });
    // Outside the session's hours, not counted.
    await recordTransaction(db, business.id, sale(centre.id, '2026-03-02T19:00:00Z', 999));
    await closeSession(db, business.id, session.id, { countedCashMinor: 16250, closedAt: new Date('2026-03-02T17:45:00Z') });
    const closed = await getSessionOrThrow(db, business.id, session.id);
    const expected = {
      id: session.id,
      status: 'closed',
      locationId: centre.id,
      location: { id: centre.id, name: 'Centre' },
      staffId: cashier.id,
      openedAt: '2026-03-02T06:30:00.000Z',
      closedAt: '2026-03-02T17:45:00.000Z',
      currency: 'EUR',
      openingFloat: 150,
      countedCash: 162.5,
      expectedCash: 163, // 150 + 12.50 + 3 − 2.50
      cashDifference: -0.5,
      totalAmount: 28.45,
      totalsByMethod: [
        { method: 'cash', amount: 13, count: 3 },
        { method: 'bancontact', amount: 8.45, count: 1 },
        { method: 'payconiq', amount: 7, count: 1 },
      ],
      transactionCount: 4,
    };
    expect(closed).toEqual(expected);
    expect((await rejection(closeSession(db, business.id, session.id, { countedCashMinor: 0 }))).code).toBe('invalid_state');
    const res = await call('GET', '/public/sessions', { key });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [{ ...expected, livemode: true }], hasMore: false, nextCursor: null });
  });

  it('pages newest first and filters by Brussels days and location; 404 for another business’s location; 400; 403', async () => {
    const { db, business, key, centre, gare } = await shop();
    const opened: { id: string; openedAt: string }[] = [];
    for (const [day, location] of [
      ['2026-03-01', centre],
      ['2026-03-01', gare],
      ['2026-03-02', centre],
      ['2026-03-03', gare],
      ['2026-03-04', centre],
    ] as const) {
      const session = await openSession(db, business.id, { locationId: location.id, openingFloatMinor: 10000, openedAt: new Date(`${day}T06:00:00Z`) });
      await closeSession(db, business.id, session.id, { countedCashMinor: 10000, closedAt: new Date(`${day}T18:00:00Z`) });
      opened.push({ id: session.id, openedAt: session.openedAt.toISOString() });
    }
    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const res: { body: { data: { id: string }[]; nextCursor: string | null } } = await call('GET', `/public/sessions?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { key });
      ids.push(...res.body.data.map((s) => s.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    const byTime = [...opened].sort((a, b) => (a.openedAt === b.openedAt ? (a.id < b.id ? 1 : -1) : a.openedAt < b.openedAt ? 1 : -1));
    expect(ids).toEqual(byTime.map((s) => s.id));
    const list = async (query: string) => (await call('GET', `/public/sessions?${query}`, { key })).body.data.map((s: { id: string }) => s.id);
    expect(await list('from=2026-03-02&to=2026-03-03')).toEqual([opened[3]!.id, opened[2]!.id]);
    expect(await list(`locationId=${gare.id}`)).toEqual([opened[3]!.id, opened[1]!.id]);
    const other = await shop();
    expect((await call('GET', `/public/sessions?locationId=${other.centre.id}`, { key })).status).toBe(404);
    expect((await call('GET', '/public/sessions?from=03/02/2026', { key })).status).toBe(400);
    expect((await call('GET', '/public/sessions?sessionId=x', { key })).status).toBe(400);
    expect((await call('GET', '/public/sessions', { key: (await setup(['reports:read', 'staff:read'])).key })).status).toBe(403);
  });
});
