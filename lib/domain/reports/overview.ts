// The dashboard's home: what needs doing (orders to handle, unpaid transfers, low stock) and how the shop is
// doing (paid revenue today, this ISO week, the last 30 Brussels days). Revenue comes from revenueReport, the
// one way Vitrine sums transactions (sales minus refunds; an online order counts once its sale is recorded).
import { and, asc, count, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, products } from '../../db/schema';
import { LOW_STOCK } from '../inventory/schemas';
import { addDays, brusselsDate, isoWeekday } from '../pos/brussels-time';
import { fromMinor } from '../shared/money';
import { revenueReport } from './reports';

export type Overview = {
  currency: string;
  today: string;
  toHandle: number;
  unpaidTransfers: { count: number; amount: number };
  lowStock: { count: number; threshold: number; products: { id: string; name: string; stockQuantity: number }[] };
  revenue: { today: number; week: number; last30Days: number; days: { date: string; amount: number }[] };
};

/** What the overview shows, for the Brussels day containing `now`. */
export async function getOverview(db: Db, businessId: string, now = new Date(), lowStockShown = 5): Promise<Overview> {
  const today = brusselsDate(now);
  const monday = addDays(today, 1 - isoWeekday(today));
  const [toHandle, unpaid, lowCount, lowProducts, week, month] = await Promise.all([
    db.select({ n: count() }).from(orders).where(and(eq(orders.businessId, businessId), eq(orders.status, 'placed'))),
    db
      .select({ n: count(), totalMinor: sql<number>`coalesce(sum(${orders.totalMinor}), 0)::bigint`.mapWith(Number), currency: sql<string | null>`min(${orders.currency})` })
      .from(orders)
      .where(
        and(eq(orders.businessId, businessId), eq(orders.paymentStatus, 'unpaid'), eq(orders.paymentMethod, 'transfer'), ne(orders.status, 'cancelled')),
      ),
    db.select({ n: count() }).from(products).where(lowStockOf(businessId)),
    db
      .select({ id: products.id, name: products.name, stockQuantity: products.stockQuantity })
      .from(products)
      .where(lowStockOf(businessId))
      .orderBy(asc(products.stockQuantity), asc(products.name))
      .limit(lowStockShown),
    revenueReport(db, businessId, { range: { from: monday, to: today }, groupBy: 'week' }),
    revenueReport(db, businessId, { range: { from: addDays(today, -29), to: today }, groupBy: 'day' }),
  ]);
  const days = month.periods.map((period) => ({ date: period.from, amount: period.gross }));
  return {
    currency: month.currency,
    today,
    toHandle: toHandle[0]?.n ?? 0,
    unpaidTransfers: { count: unpaid[0]?.n ?? 0, amount: fromMinor(unpaid[0]?.totalMinor ?? 0, month.currency) },
    lowStock: { count: lowCount[0]?.n ?? 0, threshold: LOW_STOCK, products: lowProducts },
    revenue: { today: days[days.length - 1]?.amount ?? 0, week: week.totals.gross, last30Days: month.totals.gross, days },
  };
}

function lowStockOf(businessId: string) {
  return and(eq(products.businessId, businessId), eq(products.trackInventory, true), lte(products.stockQuantity, LOW_STOCK));
}
