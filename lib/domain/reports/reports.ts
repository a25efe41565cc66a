// Aggregated reports over a business's transactions. Days are Europe/Brussels days: the range is turned into
// the UTC instants of its local midnights, and periods are grouped in SQL on the Brussels wall-clock time.
// Every figure is a sum of stored transactions, lines or payments, so it equals what GET /public/transactions
// adds up to.
import { type SQL, and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { type Db, readAll } from '../../db/client';
import { businesses, locations, payments, products, transactionLines, transactions } from '../../db/schema';
import { invalid, notFound } from '../shared/errors';
import { bpToPercent, fromMinor } from '../shared/money';
import { addDays, brusselsToUtc, daysBetween, isoWeekday } from '../pos/brussels-time';
import { PAYMENT_METHODS } from '../pos/schemas';
import { checkFilterOwnership } from '../pos/transactions';
import {
  type GroupBy,
  type LocationsReport,
  MAX_REPORT_DAYS,
  type PaymentMethodsReport,
  type ProductRow,
  type ProductsReport,
  type ReportRange,
  type RevenueFigures,
  type RevenueReport,
  type VatReport,
} from './schemas';

type Scope = { range: ReportRange; locationId?: string };

/** Checks the range (to ≥ from, at most MAX_REPORT_DAYS days) and the location; returns the currency. */
async function prepare(db: Db, businessId: string, { range, locationId }: Scope): Promise<string> {
  const days = daysBetween(range.from, range.to) + 1;
  if (days < 1) throw invalid('to', 'must be on or after from');
  if (days > MAX_REPORT_DAYS) throw invalid('to', `the range covers ${days} days; at most ${MAX_REPORT_DAYS}`);
  await checkFilterOwnership(db, businessId, { locationId });
  const [business] = await db.select({ currency: businesses.currency }).from(businesses).where(eq(businesses.id, businessId));
  if (!business) throw notFound('Business');
  return business.currency;
}

/** The transactions of the report: the business, the half-open instant range of the Brussels days, the location. */
function inScope(businessId: string, { range, locationId }: Scope): SQL {
  const conditions = [
    eq(transactions.businessId, businessId),
    gte(transactions.occurredAt, brusselsToUtc(range.from)),
    lt(transactions.occurredAt, brusselsToUtc(addDays(range.to, 1))),
  ];
  if (locationId) conditions.push(eq(transactions.locationId, locationId));
  return and(...conditions)!;
}

const bigSum = (column: SQL | unknown) => sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);
const count = (filter?: SQL) => (filter ? sql<number>`(count(*) filter (where ${filter}))::int` : sql<number>`count(*)::int`).mapWith(Number);

const figureColumns = {
  gross: bigSum(transactions.totalMinor),
  net: bigSum(transactions.totalExclVatMinor),
  vat: bigSum(transactions.totalVatMinor),
  transactionCount: count(),
  refundCount: count(sql`${transactions.kind} = 'refund'`),
  refunds: sql<number>`coalesce(sum(${transactions.totalMinor}) filter (where ${transactions.kind} = 'refund'), 0)::bigint`.mapWith(Number),
};
type FigureRow = { gross: number; net: number; vat: number; transactionCount: number; refundCount: number; refunds: number };
const ZERO: FigureRow = { gross: 0, net: 0, vat: 0, transactionCount: 0, refundCount: 0, refunds: 0 };

function addFigures(a: FigureRow, b: FigureRow): FigureRow {
  return {
    gross: a.gross + b.gross,
    net: a.net + b.net,
    vat: a.vat + b.vat,
    transactionCount: a.transactionCount + b.transactionCount,
    refundCount: a.refundCount + b.refundCount,
    refunds: a.refunds + b.refunds,
  };
}

function toFigures(row: FigureRow, currency: string): RevenueFigures {
  return {
    gross: fromMinor(row.gross, currency),
    net: fromMinor(row.net, currency),
    vat: fromMinor(row.vat, currency),
    transactionCount: row.transactionCount,
    saleCount: row.transactionCount - row.refundCount,
    refundCount: row.refundCount,
    refunds: fromMinor(row.refunds, currency),
  };
}

/** The periods of a range: key (first day of the whole period) and the part of it inside the range. */
export function periodsOf(range: ReportRange, groupBy: GroupBy): { period: string; from: string; to: string }[] {
  const startOf = (date: string) =>
    groupBy === 'day' ? date : groupBy === 'week' ? addDays(date, 1 - isoWeekday(date)) : `${date.slice(0, 8)}01`;
  const nextOf = (start: string) =>
    groupBy === 'day'
      ? addDays(start, 1)
      : groupBy === 'week'
        ? addDays(start, 7)
        : (() => {
            const [y, m] = start.split('-').map(Number) as [number, number];
            return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
          })();
  const out: { period: string; from: string; to: string }[] = [];
  for (let start = startOf(range.from); start <= range.to; start = nextOf(start)) {
    const last = addDays(nextOf(start), -1);
    out.push({ period: start, from: start < range.from ? range.from : start, to: last > range.to ? range.to : last });
  }
  return out;
}


/** Revenue per Brussels day, ISO week or month: gross, net, VAT, counts and refunds; every period listed. */
export async function revenueReport(db: Db, businessId: string, scope: Scope & { groupBy: GroupBy }): Promise<RevenueReport> {
  const currency = await prepare(db, businessId, scope);
  // Each row is placed in its period by a binary search over the periods' start instants (Brussels days
  // turned into UTC here, DST included): far cheaper per row than converting every timestamp's time zone.
  const periodList = periodsOf(scope.range, scope.groupBy);
  const starts = periodList.map((period) => `'${brusselsToUtc(period.from).toISOString()}'::timestamptz`).join(',');
  const bucket = sql<number>`width_bucket(${transactions.occurredAt}, array[${sql.raw(starts)}])`;
  const rows = await db
    .select({ bucket: bucket.mapWith(Number), ...figureColumns })
    .from(transactions)
    .where(inScope(businessId, scope))
    .groupBy(bucket);
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  let totals = ZERO;
  const periods = periodList.map((period, index) => {
    const row = byBucket.get(index + 1) ?? ZERO;
    totals = addFigures(totals, row);
    return { ...period, ...toFigures(row, currency) };
  });
  return {
    from: scope.range.from,
    to: scope.range.to,
    currency,
    locationId: scope.locationId ?? null,
    groupBy: scope.groupBy,
    periods,
    totals: toFigures(totals, currency),
  };
}

/** Sort order of the product rankings; shared with anyone recomputing them. */
export function compareProducts(by: 'revenue' | 'quantity') {
  type Row = { productId: string | null; name: string; quantity: number; revenueMinor: number };
  const tieBreak = (a: Row, b: Row) => {
    if (a.productId !== b.productId) {
      if (a.productId === null) return 1;
      if (b.productId === null) return -1;
      return a.productId < b.productId ? -1 : 1;
    }
    return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  };
  return (a: Row, b: Row) =>
    by === 'revenue'
      ? b.revenueMinor - a.revenueMinor || b.quantity - a.quantity || tieBreak(a, b)
      : b.quantity - a.quantity || b.revenueMinor - a.revenueMinor || tieBreak(a, b);
}

/** Top sellers by revenue (incl. VAT) and by quantity, net of refunds. Lines without a product group by description. */
export async function productsReport(db: Db, businessId: string, scope: Scope & { limit: number }): Promise<ProductsReport> {
  const currency = await prepare(db, businessId, scope);
  const descriptionKey = sql<string | null>`case when ${transactionLines.productId} is null then ${transactionLines.description} end`;
  const rows = await db
    .select({
      productId: transactionLines.productId,
      productName: products.name,
      descriptionKey,
      lastDescription: sql<string>`max(${transactionLines.description})`,
      quantity: bigSum(transactionLines.quantity),
      revenueMinor: bigSum(transactionLines.lineTotalMinor),
      exclMinor: bigSum(transactionLines.lineExclVatMinor),
    })
    .from(transactionLines)
    .innerJoin(transactions, eq(transactions.id, transactionLines.transactionId))
    .leftJoin(products, eq(products.id, transactionLines.productId))
    .where(inScope(businessId, scope))
    .groupBy(transactionLines.productId, products.name, sql`3`);
  const items = rows.map((row) => ({
    productId: row.productId,
    name: row.productName ?? row.descriptionKey ?? row.lastDescription,
    quantity: row.quantity,
    revenueMinor: row.revenueMinor,
    exclMinor: row.exclMinor,
  }));
  const view = (row: (typeof items)[number]): ProductRow => ({
    productId: row.productId,
    name: row.name,
    quantity: row.quantity,
    revenue: fromMinor(row.revenueMinor, currency),
    revenueExclVat: fromMinor(row.exclMinor, currency),
  });
  return {
    from: scope.range.from,
    to: scope.range.to,
    currency,
    locationId: scope.locationId ?? null,
    limit: scope.limit,
    byRevenue: [...items].sort(compareProducts('revenue')).slice(0, scope.limit).map(view),
    byQuantity: [...items].sort(compareProducts('quantity')).slice(0, scope.limit).map(view),
  };
}

/** Amount and number of payments per method. */
export async function paymentMethodsReport(db: Db, businessId: string, scope: Scope): Promise<PaymentMethodsReport> {
  const currency = await prepare(db, businessId, scope);
  const rows = await db
    .select({ method: payments.method, amount: bigSum(payments.amountMinor), count: count() })
    .from(payments)
    .innerJoin(transactions, eq(transactions.id, payments.transactionId))
    .where(inScope(businessId, scope))
    .groupBy(payments.method);
  rows.sort((a, b) => PAYMENT_METHODS.indexOf(a.method) - PAYMENT_METHODS.indexOf(b.method));
  return {
    from: scope.range.from,
    to: scope.range.to,
    currency,
    locationId: scope.locationId ?? null,
    methods: rows.map((row) => ({ method: row.method, amount: fromMinor(row.amount, currency), count: row.count })),
    totals: {
      amount: fromMinor(rows.reduce((sum, row) => sum + row.amount, 0), currency),
      count: rows.reduce((sum, row) => sum + row.count, 0),
    },
  };
}

/** Taxable base and VAT per rate, summed from the lines. */
export async function vatReport(db: Db, businessId: string, scope: Scope): Promise<VatReport> {
  const currency = await prepare(db, businessId, scope);
  const rows = await db
    .select({
      rateBp: transactionLines.vatRateBp,
      base: bigSum(transactionLines.lineExclVatMinor),
      vat: bigSum(transactionLines.lineVatMinor),
      total: bigSum(transactionLines.lineTotalMinor),
    })
    .from(transactionLines)
    .innerJoin(transactions, eq(transactions.id, transactionLines.transactionId))
    .where(inScope(businessId, scope))
    .groupBy(transactionLines.vatRateBp)
    .orderBy(asc(transactionLines.vatRateBp));
  const sum = (pick: (row: (typeof rows)[number]) => number) => fromMinor(rows.reduce((total, row) => total + pick(row), 0), currency);
  return {
    from: scope.range.from,
    to: scope.range.to,
    currency,
    locationId: scope.locationId ?? null,
    rates: rows.map((row) => ({
      vatPercent: bpToPercent(row.rateBp),
      base: fromMinor(row.base, currency),
      vat: fromMinor(row.vat, currency),
      total: fromMinor(row.total, currency),
    })),
    totals: { base: sum((row) => row.base), vat: sum((row) => row.vat), total: sum((row) => row.total) },
  };
}

/** Revenue per location: every location of the business, zeros where nothing was sold. */
export async function locationsReport(db: Db, businessId: string, scope: { range: ReportRange }): Promise<LocationsReport> {
  const currency = await prepare(db, businessId, scope);
  const [shops, rows] = await readAll(db, [
    () => db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.businessId, businessId))
      .orderBy(asc(locations.position), asc(locations.id)),
    () => db
      .select({ locationId: transactions.locationId, ...figureColumns })
      .from(transactions)
      .where(inScope(businessId, scope))
      .groupBy(transactions.locationId),
  ]);
  const byLocation = new Map(rows.map((row) => [row.locationId, row]));
  const entries: { locationId: string | null; name: string; row: FigureRow }[] = shops.map((shop) => ({
    locationId: shop.id,
    name: shop.name,
    row: byLocation.get(shop.id) ?? ZERO,
  }));
  const unplaced = byLocation.get(null);
  if (unplaced) entries.push({ locationId: null, name: 'No location', row: unplaced });
  const totals = entries.reduce((sum, entry) => addFigures(sum, entry.row), ZERO);
  return {
    from: scope.range.from,
    to: scope.range.to,
    currency,
    locations: entries.map((entry) => ({ locationId: entry.locationId, name: entry.name, ...toFigures(entry.row, currency) })),
    totals: toFigures(totals, currency),
  };
}
