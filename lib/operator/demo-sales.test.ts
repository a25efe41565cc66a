// Demo sales: believable (opening hours, sessions, payment mix, refunds, customers, loyalty), deterministic,
// fast, and consistent with the reports.
import { describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { type OpeningHours, locations, loyaltyCards, loyaltyLedger, payments, registerSessions, transactions } from '../db/schema';
import { createCategory, createProduct } from '../domain/catalog/products';
import { brusselsDate } from '../domain/pos/brussels-time';
import { revenueReport } from '../domain/reports/reports';
import { createApiKey } from '../domain/keys/api-keys';
import { call, makeBusiness } from '../testing/api';
import { seedDemoSales } from './demo-sales';

const SYSTEM = { kind: 'system' } as const;
const weekdays = (open: string, close: string): OpeningHours => ({ tue: [[open, close]], wed: [[open, close]], thu: [[open, close]], fri: [[open, close]] });
const FLAGEY: OpeningHours = { ...weekdays('07:30', '18:30'), sat: [['07:30', '18:00']], sun: [['08:00', '13:00']] };
const GENT: OpeningHours = { ...weekdays('08:00', '18:00'), mon: [['08:00', '18:00']], sat: [['08:00', '17:30']] };

async function bakery() {
  const db = await getDb();
  const business = await makeBusiness({
    name: 'Boulangerie Démo',
    locations: [
      { name: 'Flagey', openingHours: FLAGEY },
      { name: 'Gent', openingHours: GENT },
    ],
  });
  const catalogue: [string, number, number, string][] = [
    ['Pain de campagne', 4.2, 6, 'Pains'],
    ['Baguette tradition', 2.1, 6, 'Pains'],
    ['Croissant au beurre', 1.4, 6, 'Viennoiseries et pâtisseries'],
    ['Pain au chocolat', 1.6, 6, 'Viennoiseries et pâtisseries'],
    ['Tarte au riz (part)', 3.2, 6, 'Viennoiseries et pâtisseries'],
    ['Confiture de fraises', 7.9, 6, 'Épicerie fine'],
    ['Saison Dupont', 2.8, 21, 'Boissons et cadeaux'],
    ['Tasse émaillée', 14.5, 21, 'Boissons et cadeaux'],
  ];
  const categoryIds = new Map<string, string>();
  for (const [name, price, vat, category] of catalogue) {
    if (!categoryIds.has(category)) {
      const created = await createCategory(db, business.id, { name: category, slug: `c${categoryIds.size}` });
      categoryIds.set(category, created.id);
    }
    await createProduct(
      db,
      business.id,
      { name, sellingPrice: price, vatPercent: vat, categoryId: categoryIds.get(category)!, isForSale: true, images: [], trackInventory: false, stockQuantity: 0 },
      SYSTEM,
    );
  }
  const shops = await db.select().from(locations).where(eq(locations.businessId, business.id)).orderBy(asc(locations.position));
  return { db, business, flagey: shops[0]!, gent: shops[1]! };
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const brusselsClock = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
const brusselsWeekday = (at: Date) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', weekday: 'short' }).format(at).toLowerCase() as keyof OpeningHours;

describe('seedDemoSales', () => {
  it('seeds 90 days across the locations quickly: sessions on open days, tickets within hours, payment mix, refunds, customers, loyalty', async () => {
    const { db, business, flagey, gent } = await bakery();
    const result = await seedDemoSales(db, business.id, { days: 90, seed: 42, endDate: '2026-04-30' });
    console.log(`[demo-sales] 90 days, 2 locations: ${JSON.stringify(result)}`);
    expect(result).toMatchObject({ created: true, from: '2026-01-31', to: '2026-04-30', staff: 5, customers: 40 });
    expect(result.ms).toBeLessThan(20_000);

    const rows = await db.select().from(transactions).where(eq(transactions.businessId, business.id));
    expect(rows.length).toBe(result.sales + result.refunds);
    expect(result.refunds).toBeGreaterThan(3);
    expect(result.onlineOrders).toBeGreaterThan(50);

    // Till tickets fall within the opening hours of their location; closed days have none.
    const hours = new Map([
      [flagey.id, FLAGEY],
      [gent.id, GENT],
    ]);
    const perDay = new Map<string, number>();
    for (const row of rows.filter((r) => r.channel === 'pos')) {
      const ranges = hours.get(row.locationId!)![brusselsWeekday(row.occurredAt)] ?? [];
      expect(ranges.length, `${row.occurredAt.toISOString()} on a closed day`).toBeGreaterThan(0);
      const minute = minutes(brusselsClock(row.occurredAt));
      if (row.kind === 'sale') expect(ranges.some(([open, close]) => minute >= minutes(open) && minute < minutes(close))).toBe(true);
      const key = `${row.locationId}:${brusselsDate(row.occurredAt)}`;
      perDay.set(key, (perDay.get(key) ?? 0) + 1);
    }
    const counts = [...perDay.values()];
    const average = counts.reduce((s, c) => s + c, 0) / counts.length;
    expect(average).toBeGreaterThan(70);
    expect(average).toBeLessThan(150);

    // Morning peak: more tickets between 7:30 and 10:30 than between 14:00 and 17:00 (same length).
    const at = (from: string, to: string) =>
      rows.filter((r) => r.channel === 'pos' && brusselsClock(r.occurredAt) >= from && brusselsClock(r.occurredAt) < to).length;
    expect(at('07:30', '10:30')).toBeGreaterThan(1.5 * at('14:00', '17:00'));

    // One closed session per location per open day, with a staff member.
    const sessions = await db.select().from(registerSessions).where(eq(registerSessions.businessId, business.id));
    expect(sessions.length).toBe(result.sessions);
    expect(sessions.every((s) => s.closedAt && s.staffId && s.countedCashMinor !== null)).toBe(true);
    expect(new Set(sessions.map((s) => `${s.locationId}:${brusselsDate(s.openedAt)}`)).size).toBe(sessions.length);
    expect(sessions.filter((s) => s.locationId === flagey.id).every((s) => brusselsWeekday(s.openedAt) !== 'mon')).toBe(true);
    expect(sessions.filter((s) => s.locationId === gent.id).every((s) => brusselsWeekday(s.openedAt) !== 'sun')).toBe(true);

    // Payment mix: bancontact + card ≈ 55 %, cash ≈ 30 %, payconiq ≈ 10 %, vouchers rare.
    const mix = await db
      .select({ method: payments.method, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(payments)
      .innerJoin(transactions, eq(transactions.id, payments.transactionId))
      .where(and(eq(transactions.businessId, business.id), eq(transactions.kind, 'sale')))
      .groupBy(payments.method);
    const total = mix.reduce((s, m) => s + m.n, 0);
    const share = (...methods: string[]) => mix.filter((m) => methods.includes(m.method)).reduce((s, m) => s + m.n, 0) / total;
    expect(share('bancontact', 'card')).toBeGreaterThan(0.48);
    expect(share('bancontact', 'card')).toBeLessThan(0.64);
    expect(share('cash')).toBeGreaterThan(0.24);
    expect(share('cash')).toBeLessThan(0.36);
    expect(share('payconiq')).toBeGreaterThan(0.06);
    expect(share('payconiq')).toBeLessThan(0.15);
    expect(share('voucher')).toBeLessThan(0.05);

    // Customers on some tickets, their cards stamped, a few rewards taken.
    expect(rows.filter((r) => r.customerId).length).toBeGreaterThan(300);
    const cards = await db.select().from(loyaltyCards).where(eq(loyaltyCards.businessId, business.id));
    expect(cards).toHaveLength(40);
    expect(cards.filter((c) => c.points > 0).length).toBeGreaterThan(30);
    const ledger = await db.select({ kind: loyaltyLedger.kind }).from(loyaltyLedger).where(eq(loyaltyLedger.businessId, business.id));
    expect(ledger.filter((e) => e.kind === 'reward_redeemed').length).toBe(result.rewardsRedeemed);
    expect(result.rewardsRedeemed).toBeGreaterThan(3);

    // The reports see it all, and the API lists it.
    const report = await revenueReport(db, business.id, { range: { from: result.from, to: result.to }, groupBy: 'week' });
    expect(report.totals.transactionCount).toBe(rows.length);
    expect(Math.round(report.totals.gross * 100)).toBe(rows.reduce((s, r) => s + r.totalMinor, 0));
    const { key } = await createApiKey(db, { businessId: business.id, scopes: ['transactions:read'], mode: 'live' });
    const listed = await call('GET', '/public/sessions?limit=3', { key });
    expect(listed.body.data[0]).toMatchObject({ status: 'closed', transactionCount: expect.any(Number) });

    // A second run adds nothing.
    expect(await seedDemoSales(db, business.id, { days: 90, seed: 42, endDate: '2026-04-30' })).toMatchObject({ created: false });
  }, 120_000);

  it('is deterministic for a seed and an end date', async () => {
    const fingerprint = async (seed: number) => {
      const { db, business } = await bakery();
      await seedDemoSales(db, business.id, { days: 7, seed, endDate: '2026-03-31' });
      const rows = await db
        .select({ at: transactions.occurredAt, total: transactions.totalMinor, kind: transactions.kind, channel: transactions.channel })
        .from(transactions)
        .where(eq(transactions.businessId, business.id))
        .orderBy(asc(transactions.occurredAt), asc(transactions.totalMinor));
      return rows.map((r) => `${r.at.toISOString()} ${r.kind} ${r.channel} ${r.total}`).join('\n');
    };
    const first = await fingerprint(7);
    expect(first.split('\n').length).toBeGreaterThan(500);
    expect(await fingerprint(7)).toBe(first);
    expect(await fingerprint(8)).not.toBe(first);
  }, 60_000);
});
