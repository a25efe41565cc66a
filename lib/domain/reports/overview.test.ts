// The overview from real rows: orders in every state, tracked and untracked products around the low-stock
// threshold, and sales and a refund on either side of Brussels midnight and of the week's start.
import { beforeAll, describe, expect, it } from 'vitest';
import { type Db, getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import { createBusiness, listLocations } from '@/lib/domain/businesses/businesses';
import { createProduct } from '@/lib/domain/catalog/products';
import { recordTransaction } from '@/lib/domain/pos/transactions';
import { newId } from '@/lib/domain/shared/ids';
import { getOverview } from './overview';

let db: Db;
let businessId: string;
let otherId: string;
// Thursday 2026-03-12, 10:00 in Brussels (UTC+1): the ISO week began on Monday 2026-03-09.
const NOW = new Date('2026-03-12T09:00:00Z');

async function order(business: string, values: Partial<typeof orders.$inferInsert>) {
  const id = newId('order');
  await db.insert(orders).values({
    id,
    businessId: business,
    number: Math.floor(Math.random() * 1e9),
    reference: '000000000097',
    fulfilment: 'pickup',
    subtotalMinor: 1000,
    shippingMinor: 0,
    totalMinor: 1000,
    currency: 'EUR',
    visitorHash: 'x',
    checkoutToken: id,
    ...values,
  });
}

async function sale(business: string, location: string, occurredAt: string, amountMinor: number, kind: 'sale' | 'refund' = 'sale') {
  return recordTransaction(db, business, {
    locationId: location,
    channel: 'pos',
    kind,
    occurredAt: new Date(occurredAt),
    lines: [{ description: 'Pain', quantity: 1, unitPriceMinor: amountMinor, vatRateBp: 600 }],
    // A refund's payments are the amount paid back, positive like a sale's.
    payments: [{ method: 'cash', amountMinor }],
  });
}

beforeAll(async () => {
  db = await getDb();
  businessId = (await createBusiness(db, { name: 'Overview', slug: `overview-${Date.now().toString(36)}` })).id;
  otherId = (await createBusiness(db, { name: 'Other', slug: `overview-other-${Date.now().toString(36)}` })).id;
  const [location] = await listLocations(db, businessId);
  const [otherLocation] = await listLocations(db, otherId);
  const product = (name: string, trackInventory: boolean, stockQuantity: number) =>
    createProduct(db, businessId, { name, sellingPrice: 2, vatPercent: 6, trackInventory, stockQuantity } as never, { kind: 'system' });
  await product('Baguette', true, 0);
  await product('Miche', true, 5);
  await product('Croissant', true, 6);
  await product('Café', false, 0);

  await order(businessId, { status: 'placed', paymentMethod: 'transfer', totalMinor: 1250 });
  await order(businessId, { status: 'placed', paymentMethod: 'at_pickup' });
  await order(businessId, { status: 'ready', paymentMethod: 'transfer', totalMinor: 800 });
  await order(businessId, { status: 'cancelled', paymentMethod: 'transfer' });
  await order(businessId, { status: 'completed', paymentMethod: 'transfer', paymentStatus: 'paid' });
  await order(otherId, { status: 'placed', paymentMethod: 'transfer' });

  await sale(businessId, location!.id, '2026-03-12T08:00:00Z', 1000); // today 09:00 Brussels
  await sale(businessId, location!.id, '2026-03-11T23:30:00Z', 500); // today 00:30 Brussels (still the 11th in UTC)
  await sale(businessId, location!.id, '2026-03-12T08:30:00Z', 200, 'refund'); // today
  await sale(businessId, location!.id, '2026-03-09T07:00:00Z', 300); // Monday: this week
  await sale(businessId, location!.id, '2026-03-08T12:00:00Z', 700); // Sunday: last week, last 30 days
  await sale(businessId, location!.id, '2026-02-11T12:00:00Z', 900); // the 30th day back, counting today: in
  await sale(businessId, location!.id, '2026-02-10T12:00:00Z', 4000); // the 31st: out
  await sale(otherId, otherLocation!.id, '2026-03-12T08:00:00Z', 99_900);
});

describe('getOverview', () => {
  it('counts what needs doing', async () => {
    const overview = await getOverview(db, businessId, NOW);
    expect(overview.toHandle).toBe(2);
    expect(overview.unpaidTransfers).toEqual({ count: 2, amount: 20.5 });
    expect(overview.lowStock).toEqual({
      count: 2,
      threshold: 5,
      products: [expect.objectContaining({ name: 'Baguette', stockQuantity: 0 }), expect.objectContaining({ name: 'Miche', stockQuantity: 5 })],
    });
  });

  it('sums paid revenue by Brussels day: today, this ISO week, the last 30 days, net of refunds', async () => {
    const { revenue, today, currency } = await getOverview(db, businessId, NOW);
    expect(today).toBe('2026-03-12');
    expect(currency).toBe('EUR');
    expect(revenue.today).toBe(13);
    expect(revenue.week).toBe(16);
    expect(revenue.last30Days).toBe(32);
    expect(revenue.days).toHaveLength(30);
    expect(revenue.days[0]).toEqual({ date: '2026-02-11', amount: 9 });
    expect(revenue.days.at(-1)).toEqual({ date: '2026-03-12', amount: 13 });
    expect(revenue.days.find((day) => day.date === '2026-03-08')).toEqual({ date: '2026-03-08', amount: 7 });
  });
});
