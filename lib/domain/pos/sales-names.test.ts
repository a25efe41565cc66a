// The dashboard's Sales routes, called with real Requests: transactions filtered by session, customer, channel
// and days, with the names of their location, customer and staff; one transaction; sessions with their cash
// and staff; bad filters 400; another business's transaction, session or customer 404.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as listRoute from '../../../app/api/dashboard/businesses/[businessId]/transactions/route';
import * as oneRoute from '../../../app/api/dashboard/businesses/[businessId]/transactions/[transactionId]/route';
import * as sessionsRoute from '../../../app/api/dashboard/businesses/[businessId]/sessions/route';
import { getDb } from '../../db/client';
import { locations } from '../../db/schema';
import { callDashboard, signedInMerchant } from '../../testing/dashboard';
import { createCustomer } from '../customers/customers';
import { createStaffMember } from '../staff/staff';
import { closeSession, openSession } from './sessions';
import { recordTransaction } from './transactions';

async function merchantWithSales() {
  const { business, cookie } = await signedInMerchant('basic');
  const db = await getDb();
  const [shop] = await db.select().from(locations).where(eq(locations.businessId, business.id));
  const cashier = await createStaffMember(db, business.id, { name: 'Inès Peeters', role: 'cashier' });
  const { customer } = await createCustomer(db, business.id, { firstName: 'Marie', lastName: 'Dubois', email: 'marie@example.be', marketingConsent: false }, { kind: 'system' });
  const session = await openSession(db, business.id, { locationId: shop!.id, staffId: cashier.id, openedAt: new Date('2026-11-20T07:00:00Z'), openingFloatMinor: 10000 });
  const line = { description: 'Pain', quantity: 2, unitPriceMinor: 350, vatRateBp: 600 };
  const till = await recordTransaction(db, business.id, { locationId: shop!.id, sessionId: session.id, staffId: cashier.id, customerId: customer.id, channel: 'pos', occurredAt: new Date('2026-11-20T09:00:00Z'), lines: [line], payments: [{ method: 'cash', amountMinor: 700 }] });
  const web = await recordTransaction(db, business.id, { locationId: shop!.id, channel: 'online', occurredAt: new Date('2026-11-21T09:00:00Z'), lines: [line], payments: [{ method: 'bancontact', amountMinor: 700 }] });
  await closeSession(db, business.id, session.id, { closedAt: new Date('2026-11-20T17:00:00Z'), countedCashMinor: 10650 });
  const businessId = business.id;
  return {
    businessId,
    shop: shop!,
    session,
    customer,
    till,
    web,
    list: (query = '') => callDashboard(listRoute.GET, 'GET', `/transactions${query}`, { businessId }, { cookie }),
    one: (transactionId: string) => callDashboard(oneRoute.GET, 'GET', `/transactions/${transactionId}`, { businessId, transactionId }, { cookie }),
    sessions: (query = '') => callDashboard(sessionsRoute.GET, 'GET', `/sessions${query}`, { businessId }, { cookie }),
  };
}

describe('dashboard sales routes', () => {
  it('lists transactions by filter with their names, one transaction, and sessions with their cash', async () => {
    const m = await merchantWithSales();
    const all = await m.list();
    expect(all.status).toBe(200);
    expect(all.body.data.map((t: { id: string }) => t.id)).toEqual([m.web.id, m.till.id]);
    expect(all.body.names).toEqual({ locations: { [m.shop.id]: m.shop.name }, customers: { [m.customer.id]: 'Marie Dubois' }, staff: { [m.till.staffId!]: 'Inès Peeters' } });
    for (const query of [`?sessionId=${m.session.id}`, `?customerId=${m.customer.id}`, '?channel=pos', '?from=2026-11-20&to=2026-11-20']) {
      expect((await m.list(query)).body.data.map((t: { id: string }) => t.id), query).toEqual([m.till.id]);
    }
    const page = await m.list('?limit=1');
    expect(page.body).toMatchObject({ hasMore: true, nextCursor: expect.any(String) });
    expect((await m.list(`?limit=1&cursor=${page.body.nextCursor}`)).body.data[0].id).toBe(m.till.id);

    const one = await m.one(m.till.id);
    expect(one.status).toBe(200);
    expect(one.body.transaction).toMatchObject({ id: m.till.id, totalAmount: 7, sessionId: m.session.id });
    expect(one.body.names.customers[m.customer.id]).toBe('Marie Dubois');

    const sessions = await m.sessions(`?locationId=${m.shop.id}`);
    expect(sessions.body.data).toHaveLength(1);
    expect(sessions.body.data[0]).toMatchObject({ openingFloat: 100, countedCash: 106.5, expectedCash: 107, cashDifference: -0.5, transactionCount: 1 });
    expect(sessions.body.names.staff).toEqual({ [m.till.staffId!]: 'Inès Peeters' });
  });

  it('refuses bad filters with 400, other businesses’ ids with 404', async () => {
    const m = await merchantWithSales();
    for (const query of ['?channel=phone', '?from=2026-02-30', '?from=2026-11-21&to=2026-11-20', '?limit=1000', '?customerId=a%00b', '?cursor=nope', '?extra=1']) {
      const res = await m.list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
    }
    expect((await m.sessions('?from=yesterday')).status).toBe(400);
    const other = await merchantWithSales();
    expect((await m.one(other.till.id)).status).toBe(404);
    expect((await m.one('txn_nope')).status).toBe(404);
    expect((await m.list(`?sessionId=${other.session.id}`)).status).toBe(404);
    expect((await m.list(`?customerId=${other.customer.id}`)).status).toBe(404);
    expect((await m.sessions(`?locationId=${other.shop.id}`)).status).toBe(404);
  });
});
